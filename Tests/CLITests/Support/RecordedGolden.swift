import Foundation
import TestSupport

/// deck/snap-back from fixtures/photos at --scale 0.25 and --fps 10, rendered and recorded as
/// goldens once per test run (`cardrender -i fixtures/photos -o OUT ... --check GOLDEN --record`)
/// and copied for each test that starts from such a recording or render: the files its own run
/// would give it, for one process start in all.
enum RecordedGolden {
    /// The render options the goldens are recorded with.
    static let deckSnapBack = ["--scene", "deck", "--animation", "snap-back", "--scale", "0.25", "--fps", "10"]

    struct RecordingFailed: Error, CustomStringConvertible {
        var description: String
    }

    /// The golden folder, recorded when a test first asks for it; removed as the test run ends.
    private static let recorded: Result<String, RecordingFailed> = {
        do {
            let work = try TestFolder()
            let golden = work.file("golden")
            let record = try CLIRunner.run(
                ["-i", Repository.photos, "-o", work.file("out")] + deckSnapBack + ["--check", golden, "--record"])
            guard record.status == 0 else {
                work.remove()
                return .failure(RecordingFailed(description: "recording failed: \(record.stdout)\(record.stderr)"))
            }
            atexit {
                if case .success(let golden) = RecordedGolden.recorded {
                    try? FileManager.default.removeItem(atPath: (golden as NSString).deletingLastPathComponent)
                }
            }
            return .success(golden)
        } catch {
            return .failure(RecordingFailed(description: "recording failed: \(error)"))
        }
    }()

    /// Copies the recorded goldens to `golden`, which must not exist yet; throws when the
    /// recording failed (its exit status was not 0).
    static func copy(to golden: String) throws {
        try FileManager.default.copyItem(atPath: recorded.get(), toPath: golden)
    }

    /// Copies the output folder the recording rendered into to `out` (which must not exist yet,
    /// its parent is made): the files `cardrender -i fixtures/photos -o OUT` with `deckSnapBack`
    /// writes, manifest included, for a test that starts from such a render.
    static func copyRender(to out: String) throws {
        let rendered = ((try recorded.get() as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("out")
        try FileManager.default.createDirectory(
            atPath: (out as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: rendered, toPath: out)
    }
}
