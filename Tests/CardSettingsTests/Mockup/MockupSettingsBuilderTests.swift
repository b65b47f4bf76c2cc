import CardGeometry
import Testing
@testable import CardSettings
import TestSupport

/// The one place a mockup's look gets its defaults, whether a command line or a set file gave it.
@Suite struct MockupSettingsBuilderTests {
    @Test func whatIsNotGivenTakesTheDefaults() {
        var settings = MockupSettings()
        settings.layout.device = MockupLayout.DeviceFrame()
        MockupSettingsBuilder().apply(to: &settings, frameScreen: nil)
        #expect(settings.format.name == MockupSettingsBuilder.defaultFormatName)
        #expect(settings.density == nil && settings.titleSize == nil && settings.textPosition == nil)
        #expect(settings.background == .default)
        #expect(
            settings.titleColor == .white && settings.subtitleColor == Color(red: 1, green: 1, blue: 1, alpha: 0.85))
        #expect(settings.layout.padding == 24 && settings.layout.device == nil)
    }

    @Test func aPhotoBackgroundAndATitleColourFillTheirCompanions() {
        var builder = MockupSettingsBuilder()
        builder.backgroundPhoto = 2
        builder.dim = 0.5
        builder.titleColor = Color(rgb8: 0x11, 0x22, 0x33)
        var settings = MockupSettings()
        builder.apply(to: &settings, frameScreen: nil)
        #expect(settings.background == .blurredPhoto(2, radius: MockupSettingsBuilder.defaultBlur, dim: 0.5))
        let title = Color(rgb8: 0x11, 0x22, 0x33)
        #expect(settings.subtitleColor == Color(red: title.red, green: title.green, blue: title.blue, alpha: 0.85))
    }

    @Test func theDeviceFrameIsSuitedToTheScreenGivenOrLeftPlain() {
        var builder = MockupSettingsBuilder()
        builder.deviceFrame = true
        builder.format = MockupFormat.named("square")
        var suited = MockupSettings(), plain = MockupSettings()
        builder.apply(to: &suited, frameScreen: Size(width: 390, height: 844))
        builder.apply(to: &plain, frameScreen: nil)
        var expected = MockupLayout.DeviceFrame.suited(
            to: Size(width: 390, height: 844), platform: MockupFormat.named("square")!.platform)
        expected.color = MockupSettingsBuilder.defaultFrameColor
        #expect(suited.layout.device == expected)
        #expect(plain.layout.device == MockupLayout.DeviceFrame())
    }

    @Test func namesAndRanges() {
        #expect(["1x", "2X", "@3x", "4x", "x"].map(MockupSettingsBuilder.density(named:)) == [1, 2, 3, nil, nil])
        #expect(
            MockupSettingsBuilder.Number.padding.accepts(500) && !MockupSettingsBuilder.Number.padding.accepts(500.5))
        #expect(!MockupSettingsBuilder.Number.dim.accepts(.nan) && !MockupSettingsBuilder.Number.titleSize.accepts(3.9))
    }
}
