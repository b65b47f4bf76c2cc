@testable import CardCheck
import Foundation
import Testing
import TestSupport

/// golden.json's record of animations kept as APNGs: written as format 3, and read back only when
/// it cannot describe files outside its own animation's folder.
@Suite struct GoldenIndexAnimationsTests {
    static func write(_ json: String) throws -> TestFolder {
        let folder = try TestFolder()
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder.file(GoldenIndex.fileName)))
        return folder
    }

    static func index(format: Int, framePath: String, listed: Bool = true) -> String {
        let files =
            listed ? #"{"path": "deck/swipe/animation.png", "kind": "export", "scene": "deck", "format": "apng"}"# : ""
        return """
            {"format": \(format), "tool": "cardrender 9", "files": [\(files)], "animationFormat": "apng",
             "animations": [{"path": "deck/swipe/animation.png", "fps": 60, "bytes": 10, "crc64": "0",
               "frames": [{"path": "\(framePath)", "crc64": "1", "pixels": "2"}]}]}
            """
    }

    @Test func anIndexWithAnimationsIsFormatThreeAndOneWithoutIsFormatTwo() throws {
        let animation = GoldenAnimation(path: "deck/swipe/animation.png", fps: 60, bytes: 1, crc64: "0", frames: [])
        #expect(GoldenIndex(animations: [animation]).format == 3)
        #expect(GoldenIndex(animationFormat: .apng).format == 3)
        #expect(GoldenIndex(animationFormat: .frames).format == 2)
        #expect(GoldenIndex().animationFormat == nil)
    }

    @Test func aRecordedAnimationIsReadBack() throws {
        let folder = try Self.write(Self.index(format: 3, framePath: "deck/swipe/frame-0000.png"))
        defer { folder.remove() }
        let index = try GoldenIndex.read(in: folder.path)
        #expect(index.animationFormat == .apng)
        #expect(index.animation(at: "deck/swipe/animation.png")?.frames.map(\.path) == ["deck/swipe/frame-0000.png"])
    }

    @Test(arguments: ["deck/other/frame-0000.png", "deck/swipe/../../x.png", "/etc/frame.png"])
    func aFrameOutsideItsAnimationsFolderIsRefused(framePath: String) throws {
        let folder = try Self.write(Self.index(format: 3, framePath: framePath))
        defer { folder.remove() }
        let refused = #expect(throws: DiffFailure.self) { try GoldenIndex.read(in: folder.path) }
        #expect(refused?.description.contains("animations:") == true, "\(String(describing: refused))")
    }

    @Test func animationsAreIgnoredInAFormatTwoIndexOrWhenTheirAPNGIsNotListed() throws {
        for json in [
            Self.index(format: 2, framePath: "deck/swipe/frame-0000.png"),
            Self.index(format: 3, framePath: "deck/swipe/frame-0000.png", listed: false)
        ] {
            let folder = try Self.write(json)
            defer { folder.remove() }
            #expect(try GoldenIndex.read(in: folder.path).animations?.isEmpty ?? true)
        }
    }
}
