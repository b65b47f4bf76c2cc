import CardFoundation
import Foundation

extension GoldenFolder {
    /// What `removeReport` did in a render's `diff/` folder.
    public struct ReportRemoval: Sendable {
        /// Files removed, relative to the `diff/` folder.
        public var removed: [String] = []
        /// Names left at the top of the folder (files cardrender did not write there).
        public var left: [String] = []
        /// Why nothing was removed, when something there is not a diff's own report.
        public var problem: (any Error)?
    }

    /// After a recording: a check's report in `output/diff/` describes the golden frames as they
    /// were, and its "expected" images are now the new goldens, so both sides of a change look
    /// alike. Removes what a diff provably wrote there (see `DiffOutputFolder`), report.json last,
    /// and the folder itself when that empties it.
    public static func removeReport(in output: String) -> ReportRemoval {
        let path = (output as NSString).appendingPathComponent(diffFolderName)
        guard GuardedFolder.kind(path) == .folder else { return ReportRemoval() }
        var removal = ReportRemoval()
        do {
            let folder = try DiffOutputFolder(GuardedFolder(root: path))
            removal.removed = folder.removeEverything()
        } catch {
            removal.problem = error
            return removal
        }
        removal.left = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        if removal.left.isEmpty { rmdir(path) }
        return removal
    }
}
