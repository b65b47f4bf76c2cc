import CardGeometry

/// A mockup's look (format, density, background, text, padding, device frame) from the values a
/// command line or a mockup set file gives: the one set of names, ranges and defaults both check
/// them against, and the settings made from them. Each reader words a refused value for its own
/// option or key.
package struct MockupSettingsBuilder: Sendable {
    /// The numbers of a mockup's look, and the range each must be in.
    package enum Number: Sendable {
        case titleSize, padding, blur, dim

        package var range: ClosedRange<Double> {
            switch self {
            case .titleSize: 4...200
            case .padding: 0...500
            case .blur: 0...200
            case .dim: 0...1
            }
        }

        /// Whether `value` is a finite number in the range.
        package func accepts(_ value: Double) -> Bool { value.isFinite && range.contains(value) }
    }

    package static let defaultFormatName = "iphone-6.9"
    /// Pixel densities by name: `1x`, `2x`, `3x` (also `@2x`, and in capitals).
    package static let densityNames = ["1x", "2x", "3x"]
    package static let defaultBlur = 30.0
    package static let defaultDim = 0.3
    package static let defaultTitleColor = Color.white
    package static let defaultFrameColor = MockupLayout.DeviceFrame().color
    /// The subtitle is the title's colour at this opacity.
    static let subtitleOpacity = 0.85

    package static func format(named name: String) -> MockupFormat? { MockupFormat.named(name) }

    package static func density(named name: String) -> Double? {
        let text = name.lowercased()
        return ["1x": 1.0, "2x": 2.0, "3x": 3.0][text.hasPrefix("@") ? String(text.dropFirst()) : text]
    }

    package static func textPosition(named name: String) -> MockupLayout.TextPosition? {
        MockupLayout.TextPosition(rawValue: name)
    }

    /// The values given; nil (or false): the default.
    package var format: MockupFormat?
    package var density: Double?
    /// A solid or gradient background.
    package var background: MockupBackground?
    /// A blurred photo behind everything: its index in input order.
    package var backgroundPhoto: Int?
    package var blur: Double?
    package var dim: Double?
    package var titleColor: Color?
    package var titleSize: Double?
    /// The title and subtitle's font file, as a path the reader has resolved.
    package var font: String?
    package var textPosition: MockupLayout.TextPosition?
    package var padding: Double?
    package var deviceFrame = false
    package var frameColor: Color?

    package init() {}

    package var formatValue: MockupFormat { format ?? Self.format(named: Self.defaultFormatName)! }

    /// `settings` with this look. `frameScreen`: the screen a device frame is suited to, nil for
    /// the default frame (a mockup set suits it to each format).
    package func apply(to settings: inout MockupSettings, frameScreen: Size?) {
        let format = formatValue
        settings.format = format
        settings.density = density
        if let backgroundPhoto {
            settings.background = .blurredPhoto(
                backgroundPhoto, radius: blur ?? Self.defaultBlur, dim: dim ?? Self.defaultDim)
        } else {
            settings.background = background ?? .default
        }
        let title = titleColor ?? Self.defaultTitleColor
        settings.titleColor = title
        settings.subtitleColor = Color(
            red: title.red, green: title.green, blue: title.blue, alpha: Self.subtitleOpacity)
        settings.titleSize = titleSize
        settings.font = font
        settings.textPosition = textPosition
        if let padding { settings.layout.padding = padding }
        if deviceFrame {
            var frame =
                frameScreen.map { MockupLayout.DeviceFrame.suited(to: $0, platform: format.platform) }
                ?? MockupLayout.DeviceFrame()
            frame.color = frameColor ?? Self.defaultFrameColor
            settings.layout.device = frame
        } else {
            settings.layout.device = nil
        }
    }
}
