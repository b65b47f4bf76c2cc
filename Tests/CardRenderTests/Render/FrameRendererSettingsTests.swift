import CardGeometry
import CardSettings
import Testing
import TestSupport
@testable import CardRender

/// `FrameRenderer` checks its settings as a run does: a bad one is a `RenderJob.Failure`, never a
/// crash when the first frame is drawn.
@Suite struct FrameRendererSettingsTests {
    static let bad: [(String, @Sendable (inout RenderSettings) -> Void)] = [
        ("scale", { $0.scale = 0 }),
        ("scale", { $0.scale = .nan }),
        ("canvas", { $0.canvas = Size(width: -1, height: 844) }),
        ("fps", { $0.fps = -60 })
    ]

    @Test(arguments: bad.indices)
    func aBadSettingIsRefusedBeforeAnythingIsDrawn(index: Int) throws {
        let (setting, spoil) = Self.bad[index]
        var settings = RenderSettings()
        spoil(&settings)
        let failure = try #require(throws: RenderJob.Failure.self) {
            _ = try FrameRenderer(input: Repository.photos, settings: settings)
        }
        guard case let .invalidSetting(invalid) = failure.reason else {
            Issue.record("expected invalidSetting, got \(failure.reason)")
            return
        }
        #expect(invalid.setting == setting)
    }

    @Test func aBadRateGivesTheFrameAtZero() throws {
        let renderer = try FrameRenderer(input: Repository.photos, settings: RenderSettings())
        let scene = try renderer.scene(SceneRequest(name: "sidecard"))
        let animation = try #require(scene.animations.first)
        let frames = try renderer.pngs(of: animation, fps: 0)
        #expect(frames.map(\.time) == [0])
    }
}
