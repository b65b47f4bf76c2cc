import CardCheck
import Foundation
import SnapshotTesting

extension Diffing where Value == Data {
    /// PNG snapshots compared by cardrender's pixel diff (pixelmatch's threshold and anti-aliasing
    /// detection by default) rather than byte for byte; a failure carries the diff image.
    public static func cardPNG(_ options: DiffOptions = DiffOptions()) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { expected, actual in
            PNGComparison(options: options).compare(expected, actual)
        }
    }
}

/// Two PNG files' bytes compared with `DiffRun` in a scratch folder.
struct PNGComparison {
    var options: DiffOptions

    func compare(_ expected: Data, _ actual: Data) -> (String, [DiffAttachment])? {
        if expected == actual { return nil }
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent(
            "cardrender-diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let expectedPath = (scratch as NSString).appendingPathComponent("expected.png")
        let actualPath = (scratch as NSString).appendingPathComponent("actual.png")
        let out = (scratch as NSString).appendingPathComponent("diff")
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            try expected.write(to: URL(fileURLWithPath: expectedPath))
            try actual.write(to: URL(fileURLWithPath: actualPath))
            let outcome = try DiffRun(expected: expectedPath, actual: actualPath, options: options, out: out).run()
            guard outcome.status != .noDifferences, let pair = outcome.report.pairs.first else { return nil }
            let attachments = pair.diffImage.flatMap { image -> [DiffAttachment]? in
                let path = (out as NSString).appendingPathComponent(image)
                return FileManager.default.contents(atPath: path).map { [.data($0, name: "difference.png")] }
            }
            return ("cardrender: \(pair.explanation)", attachments ?? [])
        } catch {
            return ("cardrender could not compare the PNGs: \(error)", [])
        }
    }
}
