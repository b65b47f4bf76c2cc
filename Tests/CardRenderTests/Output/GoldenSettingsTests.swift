@testable import CardFormats
import CardGeometry
import Foundation
import Testing
@testable import CardCheck
@testable import CardSettings
import TestSupport

/// The settings a golden folder pins, what differs between two of them, and how a recording
/// changes them.
@Suite struct GoldenSettingsTests {
    private func settings(_ change: (inout RenderSettings) -> Void = { _ in }) -> GoldenSettings {
        var render = RenderSettings()
        change(&render)
        return GoldenSettings(render, libvips: "8.15.1")
    }

    @Test func theSameCaptionsGiveTheSameDigestWhateverTheirOrder() {
        let a = settings {
            $0.captions = CaptionSet(["a.jpg": Caption(name: "Ann", age: "30"), "b.jpg": Caption(text: "hi")])
        }
        let b = settings {
            $0.captions = CaptionSet(["b.jpg": Caption(text: "hi"), "a.jpg": Caption(name: "Ann", age: "30")])
        }
        let c = settings {
            $0.captions = CaptionSet(["a.jpg": Caption(name: "Ann", age: "31"), "b.jpg": Caption(text: "hi")])
        }
        #expect(a.captions != nil && a.captions == b.captions)
        #expect(a.captions != c.captions)
        #expect(settings().captions == nil, "no captions, no digest")
    }

    /// Each scene's preset is pinned: the names of those other than their scene's default.
    @Test func thePresetsOfEveryScenePinned() {
        #expect(settings().preset == "uikit")
        #expect(settings { $0.sceneParameters.swiftUIDeckPreset = .cardstackview }.preset == "cardstackview,uikit")
        let both = settings {
            $0.sceneParameters.swiftUIDeckPreset = .cardstackview; $0.sceneParameters.deckPreset = .cardstackview
        }
        #expect(both.preset == "cardstackview")
        #expect(
            both.differences(from: settings()) == [.init(setting: .preset, recorded: "uikit", current: "cardstackview")]
        )
    }

    @Test func differencesNameEachRenderingSettingWithBothValues() {
        let recorded = settings {
            $0.scale = 1; $0.fps = 30
        }
        let current = settings {
            $0.scale = 2; $0.fps = 60; $0.stampsOnEveryDeck = true; $0.sceneParameters.deckPreset = .koloda
        }
        #expect(
            current.differences(from: recorded) == [
                .init(setting: .scale, recorded: "1", current: "2"),
                .init(setting: .fps, recorded: "30", current: "60"),
                .init(setting: .preset, recorded: "uikit", current: "koloda"),
                .init(setting: .stamps, recorded: nil, current: "on")
            ])
        #expect(recorded.differences(from: recorded).isEmpty)
        var newer = recorded
        newer.libvips = "8.16.0"
        #expect(newer.rendersLike(recorded), "another version is no rendering setting")
        #expect(
            newer.versionDifferences(from: recorded) == [.init(name: "libvips", recorded: "8.15.1", current: "8.16.0")])
    }

    @Test func aManifestRecordsWhatGoldenFramesPin() throws {
        let pinned = settings {
            $0.canvas = Size(width: 400, height: 800); $0.order = .list(["b.jpg", "a.jpg"]); $0.labels = .name
        }
        var manifestSettings = Manifest.Settings(
            size: "400x800", scale: pinned.scale, fps: pinned.fps, seed: pinned.seed, pngCompression: 6)
        manifestSettings.pin(pinned)
        let manifest = Manifest(
            tool: "cardrender \(CardRenderVersion.string)", complete: true, settings: manifestSettings, photos: [],
            issues: [], files: [])
        let decoded = try JSONDecoder().decode(Manifest.self, from: try manifest.encoded())
        #expect(GoldenSettings(decoded) == pinned)
        #expect(decoded.format == 2)
        #expect(pinned.canvas == "400x800" && pinned.order.hasPrefix("list:"))
        var old = decoded
        old.settings = Manifest.Settings(size: "400x800", scale: 2, fps: 60, seed: 0, pngCompression: 6)
        #expect(GoldenSettings(old) == nil, "a manifest from before format 2 pins nothing")
    }
}

@Suite struct GoldenIndexFormatTests {
    private func folder(with json: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("golden-index-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: URL(fileURLWithPath: path + "/golden.json"))
        return path
    }

    @Test func formatOneIsReadWithoutSettingsAndFormatTwoWithThem() throws {
        let entry = #"{"path": "deck/still.png", "kind": "still", "scene": "deck"}"#
        let settings =
            #"{"scale": 1, "fps": 30, "seed": 0, "preset": "uikit", "labels": "caption", "stamps": false, "order": "name", "cardrender": "0.1.0", "libvips": "8.15.1"}"#
        let one = try folder(
            with: #"{"format": 1, "tool": "cardrender 0.1.0", "files": [\#(entry)], "settings": \#(settings)}"#)
        let two = try folder(
            with:
                #"{"format": 2, "tool": "cardrender 0.1.0", "files": [\#(entry)], "pending": ["deck/x.png"], "settings": \#(settings)}"#
        )
        let three = try folder(with: #"{"format": 4, "tool": "cardrender 9", "files": []}"#)
        defer { [one, two, three].forEach { try? FileManager.default.removeItem(atPath: $0) } }

        let old = try GoldenIndex.read(in: one)
        #expect(old.paths == ["deck/still.png"] && old.settings == nil, "format 1 pins nothing, whatever it claims")
        let current = try GoldenIndex.read(in: two)
        #expect(current.settings?.fps == 30 && current.settings?.libvips == "8.15.1")
        #expect(
            current.claimedPaths == ["deck/still.png", "deck/x.png"],
            "a stopped recording's pending files are still claimed")
        #expect(throws: DiffFailure.self) { try GoldenIndex.read(in: three) }
        #expect(
            String(decoding: try GoldenIndex(files: [], settings: current.settings).encoded(), as: UTF8.self).contains(
                #""format" : 2"#))
    }
}

@Suite struct GoldenPinningTests {
    static let pinned = GoldenSettings(RenderSettings(), libvips: "8.15.1")
    static let entries = [
        Manifest.Entry(path: "deck/still.png", kind: .still, scene: "deck"),
        Manifest.Entry(
            path: "deck/snap-back/frame-0000.png", kind: .frame, scene: "deck", animation: "snap-back", frame: 0,
            time: 0),
        Manifest.Entry(path: "sheet/still.png", kind: .still, scene: "sheet")
    ]
    static let index = GoldenIndex(files: entries, settings: pinned)
    static let deckOnly = GoldenScope(
        sceneFolders: ["deck"], animationFolders: ["deck/snap-back"], includesContactSheets: false)
    static let everything = GoldenScope(
        sceneFolders: ["deck", "sheet"], animationFolders: ["deck/snap-back"], includesContactSheets: false)

    private func after(
        _ settings: GoldenSettings?, scope: GoldenScope, selection: GoldenRecorder.Selection = .all,
        variant: String? = nil
    ) throws -> GoldenSettings? {
        try GoldenPinning.settings(
            after: settings, into: Self.index, golden: "golden", scope: scope, selection: selection, variant: variant)
    }

    @Test func otherSettingsMustReplaceEveryFile() throws {
        var faster = Self.pinned
        faster.fps = 120
        #expect(try after(faster, scope: Self.everything) == faster)
        do {
            _ = try after(faster, scope: Self.deckOnly)
            Issue.record("a recording of part of the folder at other settings went on")
        } catch let mismatch as GoldenSettingsMismatch {
            #expect(mismatch.reason == .partialRecording(outside: "sheet/still.png"))
            #expect(mismatch.differences == [.init(setting: .fps, recorded: "60", current: "120")])
        }
        #expect(throws: GoldenSettingsMismatch.self) { try after(faster, scope: Self.everything, selection: .changed) }
        #expect(throws: GoldenSettingsMismatch.self) { try after(faster, scope: Self.everything, variant: "arm64") }
    }

    @Test func aRecordingAtTheSameSettingsKeepsOrRenewsThePins() throws {
        var newer = Self.pinned
        newer.libvips = "8.16.0"
        #expect(
            try after(newer, scope: Self.everything) == newer,
            "the whole folder re-recorded: its versions are this run's")
        #expect(try after(newer, scope: Self.deckOnly) == Self.pinned, "a part re-recorded: the folder keeps its pins")
        #expect(
            try after(newer, scope: Self.everything, variant: "arm64") == Self.pinned, "a variant never changes them")
    }
}

@Suite struct GoldenIndexUntrustedSettingsTests {
    @Test func settingsNoCardrenderWritesAreRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("golden-index-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let long = String(repeating: "x", count: 5000)
        let json =
            #"{"format": 2, "tool": "cardrender 0.1.0", "files": [], "settings": {"scale": 1, "fps": 30, "seed": 0, "preset": "uikit", "labels": "caption", "stamps": false, "order": "name", "backdrop": "\#(long)", "cardrender": "0.1.0", "libvips": "8.15.1"}}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: path + "/golden.json"))
        #expect(throws: DiffFailure.self) { try GoldenIndex.read(in: path) }
    }
}
