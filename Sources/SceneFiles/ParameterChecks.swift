import CardFoundation
import CardGeometry

/// Range checks on a scene file's values, by the name of the parameter: what decodes may still
/// make no sense or cost without bound (a negative duration, a colour component of 3, no visible
/// cards, a shadow radius of 1e9).
enum ParameterChecks {
    struct Problem: Sendable {
        var key: [String]
        var message: String
    }

    /// The first problem of `parameters`' sections in `registry`: a value out of its range, then
    /// a scene the numbers make that breaks a cap (`SceneChecks`, with its `cache`).
    static func firstProblem(
        _ parameters: SceneParameters, registry: SceneRegistry = .builtIn, cache: SceneCheckCache? = nil
    ) -> Problem? {
        check(SceneSchema.tree(parameters, registry: registry), key: [], rules: ParameterBounds.Rules(registry))
            ?? SceneChecks.firstProblem(parameters, registry: registry, cache: cache)
    }

    /// The first problem in key order, so the same file always reports the same one.
    static func check(_ value: Any, key: [String], rules: ParameterBounds.Rules = ParameterBounds.builtIn) -> Problem? {
        switch value {
        case let object as [String: Any]:
            for name in object.keys.sorted() {
                if let problem = check(object[name]!, key: key + [name], rules: rules) { return problem }
            }
            return nil
        case let array as [Any]:
            if key.last == "notches" {
                let numbers = array.compactMap { ($0 as? Double) ?? ($0 as? Int).map(Double.init) }
                if numbers.isEmpty { return Problem(key: key, message: "needs at least one notch") }
                if numbers != numbers.sorted() {
                    return Problem(key: key, message: "notches go from the lowest to the highest")
                }
            }
            for (index, item) in array.enumerated() {
                if let problem = check(item, key: key + ["\(index)"], rules: rules) { return problem }
            }
            return nil
        case is Bool:
            return nil
        case let text as String:
            // The stamps' words: a label, not a paragraph.
            return TextCharacters.exceeds(text, ParameterBounds.maxTextLength)
                ? Problem(key: key, message: "at most \(ParameterBounds.maxTextLength) characters") : nil
        case let number as Double:
            return check(number, key: key, rules: rules)
        case let number as Int:
            return check(Double(number), key: key, rules: rules)
        default:
            return nil
        }
    }

    /// A number against its key's range (`ParameterBounds`); a key no rule names gets the
    /// widest range, ±10,000 (a test keeps every key of the schema named).
    static func check(
        _ value: Double, key: [String], rules: ParameterBounds.Rules = ParameterBounds.builtIn
    ) -> Problem? {
        let bound = rules.bound(for: key) ?? ParameterBound.position
        guard bound.contains(value) else {
            return Problem(key: key, message: "\(bound.description), not \(NumberText.plain(value))")
        }
        return nil
    }
}
