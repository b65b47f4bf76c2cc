import CardGeometry
import CardSettings
import Foundation
import Testing
import TestSupport
@testable import CardRender

/// An app's own scene: two photos side by side on a dark background, the second sliding in.
struct SlidingPair: Scene {
    var name = "pair"
    var photoCount: Int
    var canvas = Size(width: 200, height: 120)
    var firstPhoto = 0

    func frame(slide: Double) -> SceneFrame {
        let cardSize = Size(width: 80, height: 100)
        var layers = [
            Layer(content: .photo(firstPhoto), size: cardSize, position: Point(x: 50, y: 60), cornerRadius: 12)
        ]
        if photoCount > 1 {
            layers.append(
                Layer(
                    content: .photo(1), size: cardSize, position: Point(x: 150 + 60 * (1 - slide), y: 60),
                    rotation: 0.2 * (1 - slide), cornerRadius: 12,
                    shadow: Shadow(opacity: 0.4, radius: 6, offset: Point(x: 0, y: 3))))
        }
        return SceneFrame(canvas: canvas, background: Color(red: 0.1, green: 0.1, blue: 0.12), layers: layers)
    }

    func still() -> SceneFrame { frame(slide: 1) }

    var animations: [SceneAnimation] {
        [
            SceneAnimation(name: "slide-in", summary: "the second photo slides in", duration: 0.3) { time in
                frame(slide: time / 0.3)
            }
        ]
    }
}

@Suite struct CustomSceneTests {
    private func settings() -> RenderSettings {
        var settings = RenderSettings()
        settings.scale = 1
        settings.fps = 10
        return settings
    }

    private func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func anAppsSceneIsRenderedLikeABuiltInOne() throws {
        let out = try TestFolder(); defer { out.remove() }
        let summary = try RenderJob(
            input: Repository.photos, output: out.path, settings: settings(),
            requests: [SceneRequest(name: "pair") { context in SlidingPair(photoCount: context.photoCount) }]
        ).run()
        let paths = summary.manifest.files.map(\.path)
        #expect(paths.contains("pair/still.png"))
        #expect(paths.contains("pair/slide-in/frame-0000.png") && paths.contains("pair/slide-in/frame-0003.png"))
        #expect(paths.contains("pair/slide-in/contact-sheet.png") && paths.contains("pair/slide-in/motion.json"))
        let motion = try String(contentsOfFile: out.file("pair/slide-in/motion.json"), encoding: .utf8)
        #expect(motion.contains("\"scene\" : \"pair\"") || motion.contains("\"scene\":\"pair\""))
        #expect(FileManager.default.fileExists(atPath: out.file("pair/still.png")))
    }

    @Test func anAppsSceneIsExportedLikeABuiltInOne() throws {
        let out = try TestFolder(); defer { out.remove() }
        var settings = settings()
        settings.exports = [.gif, .webp]
        let summary = try RenderJob(
            input: Repository.photos, output: out.path, settings: settings,
            requests: [SceneRequest(SlidingPair(photoCount: 8))]
        ).run()
        let exports = summary.manifest.files.filter { $0.kind == .export }
        #expect(exports.count == 2 && exports.allSatisfy { $0.scene == "pair" && $0.animation == "slide-in" })
        for export in exports {
            let bytes = try bytes(out.file(export.path))
            #expect(bytes.count > 100, "\(export.path)")
            #expect(
                export.path.hasSuffix(".gif")
                    ? bytes.starts(with: Array("GIF89a".utf8)) : bytes.starts(with: Array("RIFF".utf8)))
        }
    }

    @Test func framesInMemoryAreTheBytesARunWrites() throws {
        let out = try TestFolder(); defer { out.remove() }
        let scene = SlidingPair(photoCount: 8)
        _ = try RenderJob(
            input: Repository.photos, output: out.path, settings: settings(), requests: [SceneRequest(scene)]
        ).run()
        let renderer = try FrameRenderer(input: Repository.photos, settings: settings())
        #expect(renderer.photoNames.count == 8 && renderer.sceneContext.photoCount == 8)
        #expect(try renderer.png(scene.still()) == bytes(out.file("pair/still.png")))
        let frames = try renderer.pngs(of: scene.animations[0], fps: 10)
        #expect(frames.map(\.time) == [0, 0.1, 0.2, 0.3])
        for (index, frame) in frames.enumerated() {
            #expect(frame.png == (try bytes(out.file("pair/slide-in/\(RenderPlan.frameName(index))"))))
        }
        let image = try renderer.image(scene.still())
        #expect(image.width == 200 && image.height == 120 && image.channels == 3)
        #expect(image.rgba(x: 2, y: 2) == [26, 26, 31, 255])
    }

    @Test func aBuiltInSceneInMemoryIsTheBytesTheRunWrites() throws {
        let out = try TestFolder(); defer { out.remove() }
        var settings = settings()
        settings.scale = 0.5
        _ = try RenderJob(
            input: Repository.photos, output: out.path, settings: settings,
            requests: [SceneRequest(name: "deck", animations: [])]
        ).run()
        let renderer = try FrameRenderer(input: Repository.photos, settings: settings)
        let deck = try renderer.scene(SceneRequest(name: "deck"))
        #expect(try renderer.png(deck.still()) == bytes(out.file("deck/still.png")))
    }

    @Test func namesThatCannotNameAFileStopTheRunBeforeAnythingIsWritten() throws {
        let root = try TestFolder(); defer { root.remove() }
        let cases: [(SlidingPair, String)] = [
            (
                SlidingPair(name: "../escape", photoCount: 2),
                "scene name \"../escape\" cannot name a file or folder: it starts with a dot"
            ),
            (
                SlidingPair(name: "a/b", photoCount: 2),
                "scene name \"a/b\" cannot name a file or folder: it contains a slash"
            ),
            (SlidingPair(name: "", photoCount: 2), "scene name \"\" cannot name a file or folder: it is empty")
        ]
        for (scene, message) in cases {
            let out = root.file("out-\(abs(scene.name.hashValue))")
            #expect {
                try RenderJob(
                    input: Repository.photos, output: out, settings: settings(), requests: [SceneRequest(scene)]
                ).run()
            } throws: { error in
                guard let failure = error as? RenderJob.Failure, case .unusableName = failure.reason else {
                    return false
                }
                return failure.description == message
            }
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test func twoScenesOfOneNameAreRefused() throws {
        let root = try TestFolder(); defer { root.remove() }
        let scene = SlidingPair(photoCount: 2)
        #expect {
            try RenderJob(
                input: Repository.photos, output: root.file("out"), settings: settings(),
                requests: [SceneRequest(scene), SceneRequest(scene)]
            ).run()
        } throws: { error in
            guard let failure = error as? RenderJob.Failure, case .sameOutputPath(let path) = failure.reason else {
                return false
            }
            return path == "pair"
        }
    }

    @Test func aPhotoPastTheLastIsAnErrorNotACrash() throws {
        let root = try TestFolder(); defer { root.remove() }
        let scene = SlidingPair(photoCount: 2, firstPhoto: 99)
        #expect {
            try RenderJob(
                input: Repository.photos, output: root.file("out"), settings: settings(),
                requests: [SceneRequest(scene)]
            ).run()
        } throws: { error in
            guard let failure = error as? RenderJob.Failure, case .missingPhoto(99, 8) = failure.reason else {
                return false
            }
            return failure.description == "a layer draws photo 99, but there are 8 photos (indexes from 0)"
        }
        let renderer = try FrameRenderer(input: Repository.photos, settings: settings())
        #expect(throws: RenderJob.Failure.self) { try renderer.png(scene.still()) }
    }
}
