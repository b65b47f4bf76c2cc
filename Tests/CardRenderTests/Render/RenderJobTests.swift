@testable import CardFormats
import CardGeometry
import CardSettings
import Foundation
import Testing
import TestSupport
@testable import CardRender

@Suite struct RenderJobTests {
    private func settings() -> RenderSettings {
        var settings = RenderSettings()
        settings.scale = 0.5
        settings.fps = 20
        return settings
    }

    /// Every relative path under `root`, hidden files included.
    private func allFiles(_ root: String) -> Set<String> {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files = Set<String>()
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(
                atPath: (root as NSString).appendingPathComponent(path), isDirectory: &isDirectory)
            if !isDirectory.boolValue { files.insert(path) }
        }
        return files
    }

    @Test func manifestListsExactlyTheFilesWritten() throws {
        let out = try TestFolder(); defer { out.remove() }
        let summary = try RenderJob(
            input: Repository.photos, output: out.path, settings: settings(),
            requests: [SceneRequest(name: "deck")]
        ).run()
        let listed = Set(summary.manifest.files.map(\.path))
        #expect(allFiles(out.path) == listed.union(["manifest.json"]))
        #expect(summary.manifest.files.filter { $0.kind == .contactSheet }.count == 3)
        #expect(summary.manifest.files.filter { $0.kind == .still }.map(\.path) == ["deck/still.png"])
        let frames = summary.manifest.files.filter { $0.animation == "swipe-right" && $0.kind == .frame }
        #expect(frames.map(\.frame) == Array(0..<frames.count).map(Optional.some))
        #expect(frames.first?.time == 0 && frames.last?.time == 0.7)

        let data = try Data(contentsOf: URL(fileURLWithPath: out.file("manifest.json")))
        let decoded = try JSONDecoder().decode(Manifest.self, from: data)
        #expect(decoded == summary.manifest)
        #expect(decoded.photos.first == "astronaut.png" && decoded.photos.count == 8)
    }

    /// A library caller chooses presets as the command line does; the manifest pins them.
    @Test func presetsOfEverySceneRenderThroughTheLibrary() throws {
        let out = try TestFolder(); defer { out.remove() }
        var settings = settings()
        try PresetChoice(parsing: "cardstackview,floatingpanel").apply(to: &settings.sceneParameters)
        let summary = try RenderJob(
            input: Repository.photos, output: out.path, settings: settings,
            requests: [
                SceneRequest(name: "swiftui-deck", animations: ["snap-back"]),
                SceneRequest(name: "sheet", animations: ["settle"])
            ]
        ).run()
        #expect(summary.manifest.settings.preset == "cardstackview,floatingpanel")
        let paths = Set(summary.manifest.files.map(\.path))
        #expect(paths.contains("swiftui-deck/still.png") && paths.contains("sheet/still-maximum.png"))
        #expect(summary.manifest.files.contains { $0.path.hasPrefix("sheet/settle/") && $0.kind == .frame })
    }

    @Test func secondRunWritesIdenticalBytes() throws {
        let first = try TestFolder(), second = try TestFolder()
        defer { first.remove(); second.remove() }
        for out in [first, second] {
            _ = try RenderJob(
                input: Repository.photos, output: out.path, settings: settings(),
                requests: [SceneRequest(name: "deck", animations: ["snap-back"])]
            ).run()
        }
        let files = allFiles(first.path)
        #expect(files == allFiles(second.path))
        for file in files {
            #expect(
                FileManager.default.contentsEqual(atPath: first.file(file), andPath: second.file(file)),
                "\(file) differs")
        }
    }

    /// A frame that draws what an earlier one drew (a settled spring, an animation's first frame and
    /// the still) is written from the earlier one's bytes: the same files as drawing every frame.
    @Test(arguments: [1, 3])
    func repeatedFramesWriteWhatDrawingThemWould(jobs: Int) throws {
        let reused = try TestFolder(), drawn = try TestFolder()
        defer { reused.remove(); drawn.remove() }
        var settings = settings()
        settings.jobs = jobs
        let requests = [
            SceneRequest(name: "deck", animations: ["snap-back"]),
            SceneRequest(name: "photostack", animations: ["return"])
        ]
        let plan = try RenderJob(input: Repository.photos, output: reused.path, settings: settings, requests: requests)
            .run()
        _ = try RenderJob(
            input: Repository.photos, output: drawn.path, settings: settings, requests: requests, protectedFolders: [],
            repeatedFrameBudget: 0
        ).run()
        let files = allFiles(reused.path)
        #expect(files == allFiles(drawn.path))
        for file in files where file != "manifest.json" {
            #expect(
                FileManager.default.contentsEqual(atPath: reused.file(file), andPath: drawn.file(file)),
                "\(file) differs")
        }
        // The case is real: some frames of these animations repeat an earlier one.
        let units = plan.manifest.files.filter { $0.kind == .frame || $0.kind == .still }
        let bytes = try units.map { try Data(contentsOf: URL(fileURLWithPath: reused.file($0.path))) }
        #expect(Set(bytes).count < bytes.count)
    }

    @Test func repeatsAreFoundFromThePlan() {
        let a = SceneFrame(time: 0, canvas: Size(width: 10, height: 10), background: .white, layers: [])
        var b = a
        b.time = 0.5
        var c = a
        c.background = .black
        #expect(RepeatedFrames.firstOccurrences([a, c, b, c, a]) == [nil, nil, 0, 1, 0])
    }

    @Test func brokenPhotosAreReportedAndTheRestRender() throws {
        let input = try TestFolder(), out = try TestFolder()
        defer { input.remove(); out.remove() }
        for name in ["chelsea.png", "coffee.png"] {
            try FileManager.default.copyItem(
                atPath: (Repository.photos as NSString).appendingPathComponent(name), toPath: input.file(name))
        }
        let jpeg = try Data(
            contentsOf: URL(fileURLWithPath: (Repository.photos as NSString).appendingPathComponent("rocket.jpg")))
        try jpeg.prefix(jpeg.count / 3).write(to: URL(fileURLWithPath: input.file("a-truncated.jpg")))
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: input.file("b-text.png")))
        try Data("notes".utf8).write(to: URL(fileURLWithPath: input.file("notes.txt")))

        let summary = try RenderJob(
            input: input.path, output: out.path, settings: settings(), requests: [SceneRequest(name: "deck")]
        ).run()
        #expect(summary.hadFailures)
        #expect(summary.photos == 2)
        #expect(summary.manifest.photos == ["chelsea.png", "coffee.png"])
        let byFile = Dictionary(
            uniqueKeysWithValues: summary.issues.map { (($0.path as NSString).lastPathComponent, $0) })
        #expect(byFile["a-truncated.jpg"]?.severity == .failed)
        #expect(byFile["b-text.png"]?.severity == .failed)
        #expect(byFile["notes.txt"]?.severity == .skipped)
        #expect(FileManager.default.fileExists(atPath: out.file("deck/swipe-right/contact-sheet.png")))
        #expect(!allFiles(out.path).contains { $0.hasSuffix(".tmp") })
    }

    @Test func outputInsideInputIsRefusedBeforeWriting() throws {
        let input = try TestFolder(); defer { input.remove() }
        for out in [input.path, input.file("frames"), input.path + "/./sub/../frames"] {
            #expect(throws: RenderJob.Failure.self) {
                _ = try RenderJob(
                    input: input.path, output: out, settings: settings(), requests: [SceneRequest(name: "deck")]
                ).run()
            }
        }
        #expect(allFiles(input.path).isEmpty)
    }

    @Test func emptyFolderIsAClearError() throws {
        let input = try TestFolder(), out = try TestFolder()
        defer { input.remove(); out.remove() }
        #expect {
            _ = try RenderJob(
                input: input.path, output: out.path, settings: settings(), requests: [SceneRequest(name: "deck")]
            ).run()
        } throws: { error in
            (error as? RenderJob.Failure)?.description.contains("no photos") == true
        }
    }

    @Test func fewerPhotosThanVisibleCardsStillRender() throws {
        let input = try TestFolder(), out = try TestFolder()
        defer { input.remove(); out.remove() }
        try FileManager.default.copyItem(
            atPath: (Repository.photos as NSString).appendingPathComponent("horse.png"), toPath: input.file("horse.png")
        )
        let summary = try RenderJob(
            input: input.path, output: out.path, settings: settings(), requests: [SceneRequest(name: "deck")]
        ).run()
        #expect(summary.photos == 1 && !summary.hadFailures)
        #expect(FileManager.default.fileExists(atPath: out.file("deck/swipe-left/frame-0000.png")))
    }
}
