import CardFoundation
import Foundation

/// The folder a diff writes its images and reports into. A diff replaces or removes there only
/// what it can prove an earlier diff wrote: a file its report.json records with the size and
/// CRC-64 of the bytes written, of a kind a diff writes (`DiffOutputFile.isDiffOutputName`), and
/// still holding those bytes. A listing alone proves nothing (anyone can write a report.json), so
/// any other file where this diff would write stops it before anything is touched, and any other
/// file the report lists is left alone. The report itself may be replaced when it reads as a
/// cardrender diff report.
struct DiffOutputFolder {
    let folder: GuardedFolder
    /// Files an earlier diff provably wrote, by path.
    let proven: [String: DiffOutputFile]
    /// Whether the folder holds an earlier diff's report.json.
    let hasReport: Bool
    /// Held while the diff writes: a second run into the folder stops at once.
    private let lock: FolderLock

    /// Beyond this, report.json is no cardrender diff report (and is not read into memory).
    static let largestReport = IndexFile.reportLimit

    init(_ folder: GuardedFolder) throws {
        self.folder = folder
        do {
            try folder.createFolders("")
            lock = try FolderLock(folder.root)
        } catch {
            throw DiffFailure(.outputFolderUnusable(output: folder.root, FailureCause(error)))
        }
        var proven: [String: DiffOutputFile] = [:]
        let report = try Self.earlierReport(in: folder)
        hasReport = report != nil
        if let report {
            for record in report.outputs ?? []
            where DiffOutputFile.isDiffOutputName(record.path) && ContainedPath.isContained(record.path) {
                if Self.holds(record, in: folder) { proven[record.path] = record }
            }
        }
        self.proven = proven
    }

    /// The earlier diff's report.json, nil when there is none; throws when something else is there.
    private static func earlierReport(in folder: GuardedFolder) throws -> DiffReport? {
        let path = folder.path(DiffFileNames.json)
        switch GuardedFolder.kind(path) {
        case .missing: return nil
        case .file: break
        default: throw DiffFailure(.notADiffReport(path: path, largerThanMB: nil))
        }
        do {
            let file = try InputFile.open(below: folder.root, relative: DiffFileNames.json)
            guard file.size <= largestReport else {
                throw DiffFailure(.notADiffReport(path: path, largerThanMB: largestReport >> 20))
            }
            return try JSONDecoder().decode(DiffReport.self, from: Data(try file.readAll()))
        } catch let failure as DiffFailure {
            throw failure
        } catch {
            throw DiffFailure(.notADiffReport(path: path, largerThanMB: nil))
        }
    }

    /// Whether the file at `record.path` is a plain file (no link on the way) with the recorded size and checksum.
    private static func holds(_ record: DiffOutputFile, in folder: GuardedFolder) -> Bool {
        guard let file = try? InputFile.open(below: folder.root, relative: record.path), file.size == record.bytes,
            let bytes = try? file.readAll(), bytes.count == record.bytes
        else { return false }
        return DiffOutputFile(path: record.path, data: bytes) == record
    }

    /// Refuses, before anything is written, when a file this diff may write is there and no
    /// earlier diff provably wrote it.
    func checkFree(_ relativePaths: [String]) throws {
        for path in relativePaths {
            let entry: GuardedFolder.Entry
            do { entry = try folder.entry(path) } catch {
                throw DiffFailure(.outputFolderUnusable(output: folder.root, FailureCause(error)))
            }
            switch entry {
            case .missing: continue
            case .file where proven[path] != nil || path == DiffFileNames.json: continue
            default:
                throw DiffFailure(.unclaimedDiffFile(path: folder.path(path)))
            }
        }
    }

    /// Removes everything an earlier diff provably wrote, and its report.json last (it is what
    /// proves the others); returns the paths removed.
    func removeEverything() -> [String] {
        var removed: [String] = []
        for (path, record) in proven.sorted(by: { $0.key < $1.key }) where Self.holds(record, in: folder) {
            if (try? folder.removeFile(path)) == true {
                folder.removeEmptyFolders(above: path)
                removed.append(path)
            }
        }
        if hasReport, (try? folder.removeFile(DiffFileNames.json)) == true { removed.append(DiffFileNames.json) }
        return removed
    }

    /// Removes what an earlier diff provably wrote and this one did not write again (an image of
    /// a pair that no longer differs would mislead), checking the bytes once more first.
    func removeStale(keeping written: Set<String>) {
        for (path, record) in proven.sorted(by: { $0.key < $1.key })
        where !written.contains(path) && Self.holds(record, in: folder) {
            if (try? folder.removeFile(path)) == true { folder.removeEmptyFolders(above: path) }
        }
    }
}
