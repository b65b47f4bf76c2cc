import CardGeometry
/// The comments `cardrender init` writes at the top, above the settings every scene shares and
/// beside parameters whose meaning or unit is not plain from the name. Each scene's section has
/// its own comment in its `SceneSection`.
enum SceneFileComments {
    static let header = """
        # cardrender scene file: every parameter of every scene, at its default.
        # A run reads it as its scene file; a canvas size, deck preset or stamps setting given
        # with the run wins over it. Delete what you do not change: a missing key keeps its default.
        #
        # Units: points (the renderer multiplies by the scale), seconds, radians unless a key says
        # degrees. Colours: "#RRGGBB", "#RRGGBBAA" or {red, green, blue, alpha} from 0 to 1.
        # Curves: linear, easeIn, easeOut, easeInEaseOut, default, accelerate, decelerate, or [x1, y1, x2, y2].
        # Springs: {mass, stiffness, damping, initialVelocity} (k = (2π/response)², c = 4π·ζ/response).
        """

    /// Above the settings every scene shares, by key.
    static let sections: [String: String] = [
        "layout-direction":
            "ltr, or rtl to lay every scene out as iOS does for Arabic or Hebrew: labels, captions, the sheet's rows and the stamps mirrored; gestures as they are."
    ]

    /// Above `preset:`: what it chooses, and every scene's presets, each default first.
    static func presets(of registry: SceneRegistry) -> String {
        let scenes = registry.entries.compactMap { entry in
            entry.presets.map { "\(entry.name): \($0.names.joined(separator: ", "))" }
        }
        return
            "Which library each scene moves like, names separated by commas; a name chooses that preset on every scene that has it (each preset's numbers are in its own section, the default's in the scene's). \(scenes.joined(separator: "; "))."
    }

    /// Beside the keys of the kinds every section may hold; each section's own keys have their
    /// notes in its parameters type (`SceneSectionParameters.keyNotes`).
    static let keys: [String: String] = [
        "canvas": "a canvas size given with the run overrides it",
        "stamps": "LIKE / NOPE stamps (the stamps setting turns them on)",
        "inset": "from the card's top edge (y) and side edge (x)"
    ]
}
