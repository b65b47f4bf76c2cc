import ArgumentParser
import CardFoundation
import CardGeometry
import CardSettings

/// `cardrender mockup`'s own options: format, density, background, text and frame.
struct MockupOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Size: \(MockupFormat.all.map { "\($0.name) (\($0.summary))" }.joined(separator: ", ")). Default: \(MockupSettingsBuilder.defaultFormatName).",
            valueName: "name"),
        completion: .list(MockupFormat.all.map(\.name)))
    var format: String?

    @Option(
        name: .customLong("at"),
        help: ArgumentHelp(
            "Pixel density: 1x, 2x or 3x. Default: the format's own (the size the store asks for).", valueName: "Nx"),
        completion: .list(MockupSettingsBuilder.densityNames))
    var density: String?

    @Option(
        help: ArgumentHelp(
            "Seconds into --animation to show. Default: the animation's showcase moment (for a deck, the drag where the stamp is full, or earlier as far as every card stays on the screen). Without --animation: the still.",
            valueName: "s"))
    var time: Double?

    @Option(help: ArgumentHelp("Solid background colour, #RRGGBB.", valueName: "color"))
    var background: String?

    @Option(
        help: ArgumentHelp(
            "Linear gradient background FROM,TO[,ANGLE°] (the default: #3A1C71,#D76D77,60).", valueName: "colors"))
    var gradient: String?

    @Option(
        help: ArgumentHelp(
            "Blurred photo background: the photo's number in input order (1 is the first) or its file name.",
            valueName: "photo"))
    var backgroundPhoto: String?

    @Option(help: ArgumentHelp("Blur of --background-photo, in points. Default: 30.", valueName: "pt"))
    var blur: Double?

    @Option(help: ArgumentHelp("How much --background-photo is darkened, 0 to 1. Default: 0.3.", valueName: "amount"))
    var dim: Double?

    @Option(
        help: ArgumentHelp(
            "Title, centred (beside the scene: flush to the leading edge); wraps to two lines (three beside). A right-to-left title mirrors the layout.",
            valueName: "text"))
    var title: String?

    @Option(help: ArgumentHelp("Subtitle under the title; wraps to three lines.", valueName: "text"))
    var subtitle: String?

    @Option(
        help: ArgumentHelp("Title colour, #RRGGBB (subtitle: the same at 85 %). Default: #FFFFFF.", valueName: "color"))
    var titleColor: String?

    @Option(
        help: ArgumentHelp(
            "Title size in points. Default: 7 % of the format's width, at most 64 and 10 % of its height.",
            valueName: "pt"))
    var titleSize: Double?

    @Option(
        help: ArgumentHelp(
            "A TrueType or OpenType font file (.ttf, .otf, at most 64 MiB) for the title and subtitle; the shipped fonts draw the characters it lacks. Its licence is yours to check. Default: Inter SemiBold.",
            valueName: "file"),
        completion: .file(extensions: ["ttf", "otf"]))
    var font: String?

    @Option(
        help: ArgumentHelp(
            "Text above, below or beside the scene (beside: on the leading side). Default: beside on a wide format (link), else above.",
            valueName: "above|below|beside"),
        completion: .list(MockupLayout.TextPosition.allCases.map(\.rawValue)))
    var textPosition: String?

    @Option(help: ArgumentHelp("Space around everything, in points. Default: 24.", valueName: "pt"))
    var padding: Double?

    @Flag(
        help:
            "Put the scene in a plain rounded device-like frame with the screen's corners and camera island or punch-hole (no maker's artwork); a Google Play format's is an Android phone's or tablet's."
    )
    var deviceFrame = false

    @Option(help: ArgumentHelp("Device frame colour, #RRGGBB. Default: #1C1C1E.", valueName: "color"))
    var frameColor: String?

    @Option(
        help: ArgumentHelp(
            "File name inside --out. Default: mockup-<scene>-<format>@<N>x.png. With --export, each format's extension replaces the name's.",
            valueName: "name"))
    var name: String?

    @Option(
        help: ArgumentHelp(
            "app-preview: an MP4 of the App Store App Preview size of the device format (886×1920 for iPhones, 1200×1600 for the iPad), 30 fps, H.264, the animation looped to 15–30 s.",
            valueName: "name"),
        completion: .list([Self.appPreview]))
    var exportPreset: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Frames per second of an animated mockup (--export or --export-preset), 1 to 240. Default: 30.",
            valueName: "n"))
    var fps: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "How fast an animated mockup (--export or --export-preset) plays the animation: 1 as it runs, 0.5 at half speed (twice as long), \(NumberText.plain(SettingLimits.speed.lowerBound)) to \(NumberText.plain(SettingLimits.speed.upperBound)). The rest before the finger comes down and the end state are held as long at any speed. Default: \(NumberText.plain(AnimatedMockupTimeline.defaultSpeed)), so the gesture is easy to follow.",
            valueName: "x"))
    var speed: Double?

    @Option(
        help: ArgumentHelp(
            "A mockup set file (YAML or JSON; `cardrender init --mockup` writes one): every shot in every format and language, into --out/LANGUAGE/FORMAT/NN-SCENE.png with a manifest. The file takes the place of the options above and of --scene, --animation, --size, --seed, --scene-file, --stamps, --preset, --layout-direction and --captions (each language lays the screen out in its own direction).",
            valueName: "file"),
        completion: .file(extensions: SceneFileCompletion.extensions))
    var config: String?

    static let appPreview = "app-preview"

    /// Those of these options given on the command line, in the order of the help (a mockup set
    /// file gives them all instead).
    var given: [String] {
        // The element type is spelled out: left to infer it, the type checker took over a minute
        // on this literal.
        let flags: [(given: Bool, name: String)] = [
            (format != nil, "--format"), (density != nil, "--at"), (time != nil, "--time"),
            (background != nil, "--background"),
            (gradient != nil, "--gradient"), (backgroundPhoto != nil, "--background-photo"), (blur != nil, "--blur"),
            (dim != nil, "--dim"),
            (title != nil, "--title"), (subtitle != nil, "--subtitle"), (titleColor != nil, "--title-color"),
            (titleSize != nil, "--title-size"), (font != nil, "--font"),
            (textPosition != nil, "--text-position"), (padding != nil, "--padding"), (deviceFrame, "--device-frame"),
            (frameColor != nil, "--frame-color"), (name != nil, "--name"), (exportPreset != nil, "--export-preset"),
            (fps != nil, "--fps"), (speed != nil, "--speed")
        ]
        return flags.filter(\.given).map(\.name)
    }

    func validate() throws {
        _ = try look(photoIndex: { _ in 0 })
        if let fps, !(fps.isFinite && SettingLimits.fps.contains(fps)) {
            throw ValidationError("--fps \(fps): \(InvalidSetting.requirement(SettingLimits.fps))")
        }
        if let speed, !(speed.isFinite && SettingLimits.speed.contains(speed)) {
            throw ValidationError("--speed \(speed): \(InvalidSetting.requirement(SettingLimits.speed))")
        }
        if let time, !(time.isFinite && time >= 0) { throw ValidationError("--time \(time): must be 0 or more") }
        if [background != nil, gradient != nil, backgroundPhoto != nil].filter({ $0 }).count > 1 {
            throw ValidationError("--background, --gradient and --background-photo: choose one")
        }
        if let exportPreset, exportPreset != Self.appPreview {
            throw ValidationError("--export-preset \(UserText.quoted(exportPreset)): unknown (known: app-preview)")
        }
        if let name, name.contains("/") || name.hasPrefix(".") || name.isEmpty {
            throw ValidationError("--name \(UserText.quoted(name)): a file name ending in .png, without folders")
        }
    }

    /// The mockup's look these options give, each checked. `photoIndex` turns --background-photo's
    /// photo (a number or file name) into an index.
    func look(photoIndex: (String) throws -> Int) throws -> MockupSettingsBuilder {
        var look = MockupSettingsBuilder()
        let formatName = format ?? MockupSettingsBuilder.defaultFormatName
        guard let format = MockupSettingsBuilder.format(named: formatName) else {
            throw ValidationError(
                "--format \(UserText.quoted(formatName)): unknown (known: \(MockupFormat.all.map(\.name).joined(separator: ", ")))"
            )
        }
        look.format = format
        if let density {
            guard let value = MockupSettingsBuilder.density(named: density) else {
                throw ValidationError("--at \(UserText.quoted(density)): 1x, 2x or 3x")
            }
            look.density = value
        }
        look.titleColor = try titleColor.map { try color($0, "--title-color") }
        look.frameColor = try frameColor.map { try color($0, "--frame-color") }
        if let background {
            look.background = .solid(try color(background, "--background"))
        } else if let gradient {
            let parts = gradient.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 || parts.count == 3 else {
                throw ValidationError("--gradient \(UserText.quoted(gradient)): FROM,TO or FROM,TO,ANGLE")
            }
            let angle = parts.count == 3 ? Double(parts[2].replacingOccurrences(of: "°", with: "")) : 90
            guard let angle, angle.isFinite else {
                throw ValidationError("--gradient \(UserText.quoted(gradient)): the angle is a number of degrees")
            }
            look.background = .gradient(
                from: try color(parts[0], "--gradient"), to: try color(parts[1], "--gradient"), angle: angle)
        } else if let backgroundPhoto {
            look.backgroundPhoto = try photoIndex(backgroundPhoto)
        }
        if let textPosition {
            guard let position = MockupSettingsBuilder.textPosition(named: textPosition) else {
                throw ValidationError("--text-position \(UserText.quoted(textPosition)): above, below or beside")
            }
            look.textPosition = position
        }
        look.padding = try checked(padding, .padding, "--padding")
        look.blur = try checked(blur, .blur, "--blur")
        look.dim = try checked(dim, .dim, "--dim")
        look.titleSize = try checked(titleSize, .titleSize, "--title-size")
        look.deviceFrame = deviceFrame
        if let font {
            guard !font.isEmpty else { throw ValidationError("--font \"\": name a TrueType or OpenType file") }
            look.font = font
        }
        return look
    }

    private func checked(_ value: Double?, _ number: MockupSettingsBuilder.Number, _ option: String) throws -> Double? {
        guard let value else { return nil }
        guard number.accepts(value) else {
            throw ValidationError(
                "\(option) \(value): from \(NumberText.plain(number.range.lowerBound)) to \(NumberText.plain(number.range.upperBound))"
            )
        }
        return value
    }

    func color(_ text: String, _ option: String) throws -> Color {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else {
            throw ValidationError("\(option) \(UserText.quoted(text)): a colour is #RRGGBB")
        }
        return Color(rgb8: UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }
}
