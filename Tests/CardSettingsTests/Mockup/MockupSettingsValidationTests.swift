import CardGeometry
import Testing
@testable import CardSettings

/// `MockupSettings.validate()`: a library caller's bad mockup settings are refused by name and
/// value, with the ranges the command line and mockup set files take.
@Suite struct MockupSettingsValidationTests {
    static let bad: [(String, String, @Sendable (inout MockupSettings) -> Void)] = [
        ("time", "-1", { $0.time = -1 }),
        ("time", "nan", { $0.time = .nan }),
        ("density", "0", { $0.density = 0 }),
        ("density", "inf", { $0.density = .infinity }),
        ("titleSize", "1000", { $0.titleSize = 1000 }),
        ("layout.padding", "-5", { $0.layout.padding = -5 }),
        ("background", "gradient at nan°", { $0.background = .gradient(from: .white, to: .white, angle: .nan) }),
        ("background photo index", "-1", { $0.background = .blurredPhoto(-1, radius: 30, dim: 0.3) }),
        ("background blur", "-3", { $0.background = .blurredPhoto(0, radius: -3, dim: 0.3) }),
        ("background dim", "2", { $0.background = .blurredPhoto(0, radius: 30, dim: 2) }),
        ("canvas", "0x0", { $0.canvas = Size(width: 0, height: 0) }),
        ("maxInputPixels", "-1", { $0.maxInputPixels = -1 })
    ]

    @Test(arguments: bad.indices)
    func aBadSettingIsRefusedByName(index: Int) {
        let (setting, value, spoil) = Self.bad[index]
        var settings = MockupSettings()
        spoil(&settings)
        let invalid = #expect(throws: InvalidSetting.self) { try settings.validate() }
        #expect(invalid?.setting == setting)
        #expect(invalid?.value == value)
    }

    @Test func theDefaultsAndEveryBuilderLookAreAccepted() throws {
        try MockupSettings().validate()
        var settings = MockupSettings()
        var look = MockupSettingsBuilder()
        look.backgroundPhoto = 0
        look.padding = MockupSettingsBuilder.Number.padding.range.upperBound
        look.titleSize = MockupSettingsBuilder.Number.titleSize.range.lowerBound
        look.density = 3
        look.apply(to: &settings, frameScreen: nil)
        settings.time = 0
        try settings.validate()
    }
}
