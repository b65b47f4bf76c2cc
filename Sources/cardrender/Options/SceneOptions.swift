import ArgumentParser
import CardFoundation
import CardGeometry
import CardImaging
import CardRender
import SceneFiles

/// Which scenes and animations, and the options that change the scenes themselves (not how they
/// are rendered): taken by rendering, `cardrender plan` and `cardrender mockup`. A scene file
/// sets every parameter; these options override it.
struct SceneOptions: ParsableArguments {
    @Option(
        name: .customLong("scene"), parsing: .singleValue,
        help: ArgumentHelp(
            "Scene to render, or `all`; repeat or separate with commas for several. Scenes: \(SceneCatalog.names.joined(separator: ", ")). Default: all, which is \(SceneCatalog.allNames.joined(separator: ", "))\(Self.namedOnly.isEmpty ? "" : " (\(Self.namedOnly.joined(separator: ", ")) only when named)").",
            valueName: "name"),
        completion: .list(["all"] + SceneCatalog.names))
    var scenes: [String] = []

    @Option(
        name: .customLong("animation"), parsing: .singleValue,
        help: ArgumentHelp(
            "Animation to render; repeat or separate with commas for several. Default: all of the scene's.",
            valueName: "name"),
        completion: .list(Self.animationNames))
    var animations: [String] = []

    // Optional so that a scene file's canvases stand unless --size is given.
    // Unconditional: a value such as -5x10 is the option's (refused with a reason), not another option.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Canvas size in points, WIDTHxHEIGHT. Default: 390x844, or the --scene-file's.", valueName: "WxH"),
        transform: CanvasSize.parse)
    var size: CanvasSize?

    // Optional so that a mockup set file can refuse it; nil draws with seed 0.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Seed for anything random (the same seed gives the same picture on every machine), 0 to 18446744073709551615. Default: 0.",
            valueName: "n"))
    var seed: UInt64?

    @Option(
        help: ArgumentHelp(
            "YAML or JSON file of scene parameters (`cardrender init` writes one); --size, --preset and --stamps override it.",
            valueName: "file"), completion: .file(extensions: SceneFileCompletion.extensions))
    var sceneFile: String?

    @Flag(
        help:
            "Show LIKE / NOPE stamps on the decks' dragged card, fading in with the drag (\(Self.scenesWithStamps.joined(separator: ", ")))."
    )
    var stamps = false

    @Option(
        help: ArgumentHelp(
            "Which library's motion the scenes reproduce; separate several with commas. Each name chooses that preset on every scene that has it: \(Self.presetsByScene). Default: each scene's first, or the --scene-file's.",
            valueName: "name"),
        completion: .list(Self.presetNames))
    var preset: String?

    @Option(
        help: ArgumentHelp(
            "Which way the scenes read: ltr, or rtl to lay them out as iOS does for Arabic or Hebrew (labels, captions, the sheet's rows and the stamps mirrored; gestures as they are). Default: ltr, or the --scene-file's.",
            valueName: "direction"),
        completion: .list(LayoutDirection.allCases.map(\.rawValue)))
    var layoutDirection: String?

    /// The scenes `all` leaves out, rendered only when named.
    static let namedOnly = SceneCatalog.names.filter { !SceneCatalog.allNames.contains($0) }

    /// The scenes with a section that draws stamps, in the list's order.
    static let scenesWithStamps = SceneRegistry.builtIn.entries.filter { $0.sections.contains(where: \.hasStamps) }
        .map(\.name)

    /// Every scene's presets, e.g. `deck: uikit, koloda`.
    static let presetsByScene = SceneRegistry.builtIn.entries.compactMap { entry in
        entry.presets.map { "\(entry.name): \($0.names.joined(separator: ", "))" }
    }.joined(separator: "; ")

    /// Every scene's presets' names, each once.
    static let presetNames = eachOnce(SceneRegistry.builtIn.entries.compactMap(\.presets).flatMap(\.names))

    /// Every scene's animations, each once, in the catalogue's order.
    static let animationNames = eachOnce(SceneCatalog.names.flatMap(SceneCatalog.animationNames(of:)))

    /// `names` without repeats, each where it first stands.
    private static func eachOnce(_ names: [String]) -> [String] {
        names.reduce(into: []) { kept, name in
            if !kept.contains(name) { kept.append(name) }
        }
    }

    func validate() throws {
        _ = try presetChoice()
        _ = try direction()
        _ = try sceneRequests()
    }

    var selection: SceneSelection { SceneSelection(scenes: scenes, animations: animations) }

    func sceneRequests() throws -> [SceneRequest] {
        try selection.requests()
    }

    /// The seed the scenes are drawn with.
    var seedValue: UInt64 { seed ?? 0 }

    func presetChoice() throws -> PresetChoice? {
        guard let preset else { return nil }
        do throws(PresetChoice.Problem) {
            return try PresetChoice(parsing: preset)
        } catch {
            let message = error.message(quoting: UserText.quoted)
            switch error {
            // These start with the name they are about.
            case .unknown, .overridden: throw ValidationError("--preset \(message)")
            case .empty, .tooMany: throw ValidationError("--preset \(UserText.quoted(preset)): \(message)")
            }
        }
    }

    func direction() throws -> LayoutDirection? {
        try Self.choice(layoutDirection, option: "--layout-direction", naming: "direction")
    }

    /// `value` as one of `Choice`'s cases, in any letter case; a usage error naming the option,
    /// what it chooses and the choices when it is none of them.
    private static func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: String?, option: String, naming noun: String
    ) throws -> Choice? where Choice.RawValue == String {
        guard let value else { return nil }
        guard let choice = Choice(rawValue: value.lowercased()) else {
            let known = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("\(option) \(UserText.quoted(value)): unknown \(noun) (known: \(known))")
        }
        return choice
    }

    /// The scenes' parameters: the scene file's (or the defaults), with these options applied.
    /// A bad scene file is a usage error naming the key, its line and the problem. `scale`: the
    /// --scale its canvases will be drawn at (nil when --size replaces them), whose pixels are
    /// capped as --size's are.
    func parameters(scale: Double? = nil) throws -> SceneParameters {
        var parameters = SceneParameters()
        if let sceneFile {
            do {
                parameters = try SceneFile.load(sceneFile, scale: scale)
            } catch let problem as SceneFileProblem {
                throw ContentError("--scene-file \(ErrorText.sceneFile(problem))")
            }
        }
        try presetChoice()?.apply(to: &parameters)
        if stamps { parameters.setStamps(true) }
        if let direction = try direction() { parameters.layoutDirection = direction }
        return parameters
    }

    /// A `--size` too small for a scene file's own sizes cuts the cards off: said once per scene
    /// (for a mockup; a render refuses such a size).
    func warnAboutClipping(_ scenes: [String], parameters: SceneParameters) {
        guard let canvas = size?.size else { return }
        for name in scenes {
            let context = SceneCatalog.Context(photoCount: 3, canvas: canvas, parameters: parameters)
            if let problem = SceneCatalog.clipping(named: name, context) {
                Terminal.writeError("cardrender: warning: \(problem)")
            }
        }
    }
}
