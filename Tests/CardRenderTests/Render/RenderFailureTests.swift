@testable import CardFormats
import CardGeometry
@testable import CardImaging
import CardSettings
import Foundation
import Testing
@testable import CardRender
import TestSupport

/// A render that stops throws a case carrying what its message needs (and the error beneath it),
/// in words that name settings, never command-line options.
@Suite struct RenderFailureTests {
    private func settings() -> RenderSettings {
        var settings = RenderSettings()
        settings.scale = 0.5
        settings.fps = 20
        return settings
    }

    /// A folder holding one good photo and, with `broken`, a JPEG that cannot be read.
    private func photos(broken: Bool = false) throws -> TestFolder {
        let folder = try TestFolder()
        try FileManager.default.copyItem(
            atPath: (Repository.photos as NSString).appendingPathComponent("astronaut.png"),
            toPath: folder.file("astronaut.png"))
        if broken { try BadInputs.write([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3], to: folder.file("broken.jpg")) }
        return folder
    }

    private func failure(
        _ input: String, _ output: String, requests: [SceneRequest] = [SceneRequest(name: "deck")],
        _ change: (inout RenderSettings) -> Void = { _ in }
    ) -> RenderJob.Failure? {
        var settings = settings()
        change(&settings)
        let failure = #expect(throws: RenderJob.Failure.self) {
            _ = try RenderJob(input: input, output: output, settings: settings, requests: requests).run()
        }
        if let failure { #expect(!failure.description.contains("--"), "\(failure)") }
        return failure
    }

    @Test func theOutputInsideTheInputIsNamed() throws {
        let input = try photos(); defer { input.remove() }
        guard case let .outputInsideInput(output) = failure(input.path, input.file("frames"))?.reason else {
            Issue.record("not outputInsideInput"); return
        }
        #expect(output == input.file("frames"))
    }

    @Test func anEmptyFolderHasNoPhotos() throws {
        let input = try TestFolder(), out = try TestFolder()
        defer { input.remove(); out.remove() }
        guard case let .noPhotosFound(folder) = failure(input.path, out.path)?.reason else {
            Issue.record("not noPhotosFound"); return
        }
        #expect(folder == input.path)
    }

    @Test func unknownScenesAndAnimationsListWhatThereIs() throws {
        let input = try photos(), out = try TestFolder()
        defer { input.remove(); out.remove() }
        guard
            case let .unknownScene(name, known) = failure(
                input.path, out.path, requests: [SceneRequest(name: "carousel")])?.reason
        else {
            Issue.record("not unknownScene"); return
        }
        #expect(name == "carousel" && known == SceneCatalog.names)
        let request = SceneRequest(name: "deck", animations: ["fly"])
        guard
            case let .unknownAnimation(scene, animation, animations) = failure(
                input.path, out.path, requests: [request])?.reason
        else {
            Issue.record("not unknownAnimation"); return
        }
        #expect(scene == "deck" && animation == "fly" && animations.contains("swipe-right"))
    }

    /// A scene's own canvas (from its parameters, as a scene file gives them) past the budget: a
    /// `canvas` setting that large is refused sooner, as an invalid setting.
    @Test func aCanvasPastThePixelBudgetStopsBeforeDrawing() throws {
        let input = try photos(), out = try TestFolder()
        defer { input.remove(); out.remove() }
        let failure = failure(input.path, out.path) {
            $0.sceneParameters.deck.canvas = Size(width: 10_000, height: 10_000)
            $0.scale = 2
        }
        guard case let .pixelBudgetExceeded(scene, _, overrun) = failure?.reason else {
            Issue.record("not pixelBudgetExceeded"); return
        }
        #expect(scene == "deck")
        #expect(overrun == .canvas(width: 10_000, height: 10_000, scale: 2))
        #expect(failure?.description.hasSuffix("; lower the scale or the canvas size, or the scene's sizes") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test func aStrictRunCarriesTheFirstFailedPhoto() throws {
        let input = try photos(broken: true), out = try TestFolder()
        defer { input.remove(); out.remove() }
        let failure = failure(input.path, out.path) { $0.strict = true }
        guard case let .strictInputProblem(issue) = failure?.reason else {
            Issue.record("not strictInputProblem"); return
        }
        #expect(issue.path == input.file("broken.jpg") && issue.severity == .failed)
        #expect(failure?.issues.contains(issue) == true)
    }

    @Test func aBackdropThatNamesNoPhotoIsNamed() throws {
        let input = try photos(), out = try TestFolder()
        defer { input.remove(); out.remove() }
        guard
            case let .unknownBackdrop(name, folder, _) = failure(input.path, out.path, { $0.backdrop = "nobody" })?
                .reason
        else {
            Issue.record("not unknownBackdrop"); return
        }
        #expect(name == "nobody" && folder == input.path)
    }

    @Test func aShardCannotExport() throws {
        let input = try photos(), out = try TestFolder()
        defer { input.remove(); out.remove() }
        let failure = failure(input.path, out.path) {
            $0.shard = Shard(index: 1, count: 2)
            $0.exports = [.gif]
        }
        guard case .exportNeedsEveryFrame = failure?.reason else { Issue.record("not exportNeedsEveryFrame"); return }
    }

    @Test func aFileNoManifestListsIsKeptAndNamed() throws {
        let input = try photos(), out = try TestFolder()
        defer { input.remove(); out.remove() }
        try FileManager.default.createDirectory(atPath: out.file("deck"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: out.file("deck/still.png")))
        guard case let .unclaimedOutputFile(file) = failure(input.path, out.path)?.reason else {
            Issue.record("not unclaimedOutputFile"); return
        }
        #expect(file.path == out.file("deck/still.png") && file.folder == out.path && file.others == 0)
        #expect(try String(contentsOfFile: out.file("deck/still.png"), encoding: .utf8) == "mine")
    }

    @Test func namesThatMatchNoPhotoAreTypedNotices() throws {
        let input = try photos(), out = try TestFolder()
        defer { input.remove(); out.remove() }
        var settings = settings()
        settings.order = .list(["ghost", "astronaut"])
        let summary = try RenderJob(
            input: input.path, output: out.path, settings: settings, requests: [SceneRequest(name: "deck")]
        ).run()
        #expect(summary.notices.contains(.unknownOrderName("ghost")))
        #expect(summary.notices.allSatisfy { !$0.description.contains("--") })
    }

    @Test func shardsThatRanWithDifferentSettingsSayWhich() throws {
        var a = Manifest(
            tool: "cardrender 1", complete: true, shard: "1/2",
            settings: Manifest.Settings(size: "390x844", scale: 2, fps: 60, seed: 0, pngCompression: 6),
            photos: ["a.png"], issues: [], files: [])
        var b = a
        b.shard = "2/2"
        b.settings.scale = 3
        #expect(
            ShardDifference.first(a, b) == .setting(.scale, left: "1/2", leftValue: "2", right: "2/2", rightValue: "3"))
        b.settings.scale = 2
        #expect(ShardDifference.first(a, b) == nil)
        a.photos = ["a.png", "b.png"]
        #expect(ShardDifference.first(a, b) == .photos(left: "1/2", leftCount: 2, right: "2/2", rightCount: 1))
        #expect(
            ShardDifference.first(a, b)?.description == "the shards read different photos: shard 1/2 2, shard 2/2 1")
    }

    /// A drawing failure says where frames were drawn as a case: a run's output folder by its path,
    /// or memory for a frame renderer; the message starts with the folder's path or `memory`.
    @Test func drawingFailuresNameTheirDestination() {
        let overrun = PixelBudget.Overrun.composedFrame(width: 1e6, height: 1e6, scale: 1)
        let inMemory = RenderFailure.frameTooLarge(output: .memory, overrun)
        guard case .frameTooLarge(.memory, overrun) = inMemory else {
            Issue.record("not a frame too large in memory")
            return
        }
        #expect(inMemory.description == "memory: \(overrun)")
        let vips = VipsFailure(step: "drawing", detail: "out of memory")
        #expect(RenderFailure.drawingFailed(output: .folder("out"), vips).description == "out: drawing: out of memory")
        #expect(RenderDestination.folder("memory") != .memory)
    }

    @Test func mergeFailuresCarryTheFolder() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        let missing = #expect(throws: MergeFailure.self) { _ = try ShardMerge.run(output: folder.file("none")) }
        guard case let .noSuchFolder(path) = missing else { Issue.record("not noSuchFolder"); return }
        #expect(path == folder.file("none"))
        let empty = #expect(throws: MergeFailure.self) { _ = try ShardMerge.run(output: folder.path) }
        guard case let .noShardManifests(path) = empty else { Issue.record("not noShardManifests"); return }
        #expect(path == folder.path)
    }
}
