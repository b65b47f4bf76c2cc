import CardGeometry

/// The range every number of a scene file must lie in, by its key. The caps keep what a scene
/// costs finite and small: canvases and sizes at most 10,000 points (as a canvas size), radii that keep
/// a card's shadow and blur affordable, durations that keep an animation's frames countable, and
/// counts that keep a frame's layers few. (The canvas's pixels at the scale are checked where the
/// scale is known, as for a canvas size.) Each section's own numbers have the ranges its
/// parameters type gives (`SceneSectionParameters.bounds`); the kinds every section shares have
/// theirs here.
enum ParameterBounds {
    typealias Bound = ParameterBound

    static let maxPoints = ParameterBound.maxPoints
    /// Cards, photos, rows, columns.
    static let maxCount = ParameterBound.maxCount
    /// Items in any list (the sheet's notches).
    static let maxListLength = 100
    /// Characters of a text parameter (a stamp's word), counted as `TextCharacters` counts them.
    static let maxTextLength = 100

    /// The numbers of the kinds any section may hold: sizes, colours, shadows, curves, margins,
    /// springs and stamps, by the key's last name, or "parent.name" where the parent decides.
    static let shared: [String: Bound] = {
        var rules: [String: Bound] = [:]
        func set(_ names: [String], _ bound: Bound) { names.forEach { rules[$0] = bound } }
        set(["width", "height"], .size)
        set(["offset.x", "offset.y", "inset.x", "inset.y"], .position)
        set(["borderWidth", "top", "left", "bottom", "right"], .length)
        set(["red", "green", "blue", "alpha", "opacity", "c1.x", "c2.x"], .fraction)
        set(["c1.y", "c2.y"], Bound(lower: -5, upper: 5))
        rules["radius"] = .blur
        rules["cornerRadius"] = .cornerRadius
        // SwiftUI springs: whether one settles in time is checked on the spring as a whole.
        rules["mass"] = Bound(lower: 0.01, upper: 100)
        rules["stiffness"] = Bound(lower: 0.01, upper: 100_000)
        rules["damping"] = Bound(lower: 0, upper: 10_000)
        rules["initialVelocity"] = Bound(lower: -1_000, upper: 1_000)
        return rules
    }()

    /// The rules of each section of a scene list, by the section's key: the shared ones and its own.
    struct Rules {
        let bySection: [String: [String: Bound]]

        init(_ registry: SceneRegistry) {
            var bySection: [String: [String: Bound]] = [:]
            for (_, section) in registry.sections {
                bySection[section.key] = shared.merging(section.bounds) { _, own in own }
            }
            self.bySection = bySection
        }

        /// The range for the number at `key`, whose first name is its section (a list item's
        /// index is skipped: its list names it), or nil for a key no rule names.
        func bound(for key: [String]) -> Bound? {
            let names = key.filter { Int($0) == nil }
            guard let name = names.last else { return nil }
            let rules = names.first.flatMap { bySection[$0] } ?? shared
            if names.count >= 2, let rule = rules["\(names[names.count - 2]).\(name)"] { return rule }
            return rules[name]
        }
    }

    /// The built-in scenes' rules.
    static let builtIn = Rules(.builtIn)

    /// The range for the number at `key` among the built-in scenes' sections.
    static func bound(for key: [String]) -> Bound? { builtIn.bound(for: key) }
}
