import CardGeometry
import CardSettings
import Foundation
import Testing
import TestSupport
@testable import CardRender

/// A library caller's bad settings: `RenderJob.run()` throws `RenderFailure.invalidSetting`
/// naming the setting and its value, before it reads or writes anything, never a crash.
@Suite struct RenderSettingsValidationTests {
    /// Each bad setting, the name the refusal gives it and the value it quotes.
    static let bad: [(String, String, @Sendable (inout RenderSettings) -> Void)] = [
        ("fps", "0", { $0.fps = 0 }),
        ("fps", "-30", { $0.fps = -30 }),
        ("fps", "nan", { $0.fps = .nan }),
        ("fps", "inf", { $0.fps = .infinity }),
        ("fps", "1000000", { $0.fps = 1e6 }),
        ("scale", "0", { $0.scale = 0 }),
        ("scale", "-2", { $0.scale = -2 }),
        ("scale", "nan", { $0.scale = .nan }),
        ("scale", "1000", { $0.scale = 1000 }),
        ("canvas", "0x844", { $0.canvas = Size(width: 0, height: 844) }),
        ("canvas", "390x-1", { $0.canvas = Size(width: 390, height: -1) }),
        ("canvas", "infx844", { $0.canvas = Size(width: .infinity, height: 844) }),
        ("canvas", "390x20000", { $0.canvas = Size(width: 390, height: 20_000) }),
        ("canvas", "10000x10000", { $0.canvas = Size(width: 10_000, height: 10_000) }),
        ("jobs", "0", { $0.jobs = 0 }),
        ("jobs", "-4", { $0.jobs = -4 }),
        ("threads", "0", { $0.threads = 0 }),
        ("loop", "-1", { $0.loop = -1 }),
        ("maxInputPixels", "0", { $0.maxInputPixels = 0 })
    ]

    @Test(arguments: bad.indices)
    func aBadSettingStopsTheRunBeforeAnythingIsWritten(index: Int) throws {
        let (setting, value, spoil) = Self.bad[index]
        var settings = RenderSettings()
        spoil(&settings)
        let folder = try TestFolder(); defer { folder.remove() }
        let out = folder.file("out")
        let job = RenderJob(input: Repository.photos, output: out, settings: settings, requests: [])
        let failure = try #require(throws: RenderJob.Failure.self) { try job.run() }
        guard case let .invalidSetting(invalid) = failure.reason else {
            Issue.record("expected invalidSetting, got \(failure.reason)")
            return
        }
        #expect(invalid.setting == setting)
        #expect(invalid.value == value)
        #expect(failure.description.hasPrefix("\(setting) \(value): "))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func theDefaultsAndTheRangesEndsAreAccepted() throws {
        try RenderSettings().validate()
        var settings = RenderSettings()
        settings.fps = SettingLimits.fps.upperBound
        settings.scale = SettingLimits.scale.lowerBound
        settings.canvas = Size(width: SettingLimits.canvasSide, height: SettingLimits.canvasSide)
        settings.jobs = SettingLimits.jobs.upperBound
        settings.threads = 1
        settings.loop = SettingLimits.loop.upperBound
        try settings.validate()
    }

    @Test func theMessagesSayWhatIsAllowed() {
        var settings = RenderSettings()
        settings.fps = 0
        #expect(throws: InvalidSetting(setting: "fps", value: "0", requirement: "must be from 1 to 240")) {
            try settings.validate()
        }
        settings = RenderSettings()
        settings.scale = 9
        #expect(throws: InvalidSetting(setting: "scale", value: "9", requirement: "must be from 0.25 to 8")) {
            try settings.validate()
        }
        settings = RenderSettings()
        settings.scale = 8
        settings.canvas = Size(width: 5000, height: 5000)
        #expect(
            throws: InvalidSetting(
                setting: "canvas", value: "5000x5000",
                requirement: "at scale 8 is 1600000000 pixels a frame; the limit is 100000000")
        ) { try settings.validate() }
    }
}
