import CardCheck
import CardRender
import CardRenderTesting
import CardSettings
import Foundation
import SnapshotTesting

extension Diffing where Value == Data {
    /// PNG snapshots compared by cardrender's pixel diff (pixelmatch's threshold and anti-aliasing
    /// detection by default) rather than byte for byte. On failure the expected, actual and diff
    /// images and a review page are written to a folder of the failure's own under `artifacts`
    /// (nil: `CARDRENDER_SNAPSHOT_ARTIFACTS` or `SNAPSHOT_ARTIFACTS`, else a folder of this
    /// process's in the temporary directory), `<TestFile>/<test>/`, and the message gives their
    /// paths; a passing comparison writes nothing. The diff image is also attached.
    public static func cardPNG(
        _ options: DiffOptions = DiffOptions(), artifacts: String? = nil, filePath: StaticString = #filePath,
        function: String = #function
    ) -> Diffing {
        let place = ArtifactsPlace(root: artifacts, filePath: "\(filePath)", function: function)
        return .diff(toData: { $0 }, fromData: { $0 }) { expected, actual in
            StrategyComparison(options: options, place: place, frames: nil).compare(expected, actual)
        }
    }
}

/// Where a strategy's failure goes: `<root>/<TestFile>/<test>/` (`~2`… when taken).
struct ArtifactsPlace: Sendable {
    var root: String?
    var testFile: String
    var testName: String

    init(root: String?, filePath: String, function: String) {
        self.root = root ?? CardSnapshot.artifactsFolder()
        testFile = ((filePath as NSString).lastPathComponent as NSString).deletingPathExtension
        testName = SnapshotLocation(filePath: filePath, function: function).testName
    }

    func reserve() throws -> String {
        try SnapshotArtifacts.reserve(root: root, group: testFile, name: testName)
    }
}

/// How a strategy's snapshot holds an animation's frames.
enum StrategyFrames {
    /// A film strip, cut back into frames by the layout it was drawn with.
    case strip(FilmStripLayout)
    /// An APNG shown `fps` frames a second; its frames are written back as PNGs at `compression`.
    case apng(fps: Int, compression: PNGCompression)

    func frames(
        expected: Data, actual: Data, options: DiffOptions
    ) throws -> (
        expected: [(name: String, bytes: Data)], actual: [(name: String, bytes: Data)], times: [String: Double]
    )? {
        switch self {
        case let .strip(layout):
            return try layout.frames(expected: expected, actual: actual, options: options)
        case let .apng(fps, compression):
            func files(_ data: Data, _ side: String) throws -> [(name: String, bytes: Data)] {
                do {
                    return try AnimationAPNG.framePNGs(data, fps: fps, compression: compression).enumerated().map {
                        (RenderPlan.frameName($0.offset), $0.element)
                    }
                } catch {
                    throw APNGStrategyError(side: side, reason: "\(error)")
                }
            }
            let expectedFiles = try files(expected, "the recorded snapshot"),
                actualFiles = try files(actual, "the drawn animation")
            let names = (0..<max(expectedFiles.count, actualFiles.count)).map(RenderPlan.frameName)
            return (
                expectedFiles, actualFiles,
                Dictionary(
                    uniqueKeysWithValues: names.enumerated().map { ($0.element, Double($0.offset) / Double(fps)) })
            )
        }
    }
}

/// An APNG snapshot that could not be read as frames: which one, and why.
struct APNGStrategyError: Error, CustomStringConvertible {
    var side: String
    var reason: String
    var description: String { "\(side) is no APNG cardrender can compare: \(reason)" }
}

/// Two PNGs' bytes (a still, two film strips or two APNGs) compared with `FrameComparison`: a
/// film strip whose layout is known is cut into its frames first, and an APNG is read frame by
/// frame, so the message names the first frame that differs and its time, and each frame gets its
/// own diff image.
struct StrategyComparison {
    var options: DiffOptions
    var place: ArtifactsPlace
    var frames: StrategyFrames?

    func compare(_ expected: Data, _ actual: Data) -> (String, [DiffAttachment])? {
        if expected == actual { return nil }
        do {
            let sides = try frames.flatMap { try $0.frames(expected: expected, actual: actual, options: options) }
            let comparison = FrameComparison(
                expected: .files(sides?.expected ?? [(Self.stillName, expected)]),
                actual: .files(sides?.actual ?? [(Self.stillName, actual)]), relative: "",
                times: sides?.times ?? [:], options: options)
            guard let failure = try comparison.run(artifacts: place.reserve) else { return nil }
            let noun = sides == nil ? ("image", "images") : ("frame", "frames")
            let lines =
                ["cardrender: \(failure.verdict(noun: noun))."] + failure.details + failure.locations
            return (lines.joined(separator: "\n"), Self.attachments(failure))
        } catch {
            return ("cardrender could not compare the PNGs: \(error)", [])
        }
    }

    /// The file name a still, or a film strip that could not be cut into frames, is compared under.
    static let stillName = "snapshot.png"

    /// The first differing file's diff image, for XCTest's attachments (kept where they are saved).
    static func attachments(_ failure: FrameComparison.Failure) -> [DiffAttachment] {
        guard let image = failure.firstFailing?.diffImage,
            let data = FileManager.default.contents(
                atPath: (failure.diffFolder as NSString).appendingPathComponent(image))
        else { return [] }
        return [.data(data, name: "difference.png")]
    }
}
