import CardGeometry

/// Range checks on a scene file's values, by the name of the parameter: what decodes may still
/// make no sense (a negative duration, a colour component of 3, no visible cards).
enum ParameterChecks {
    struct Problem {
        var key: [String]
        var message: String
    }

    static func firstProblem(_ parameters: SceneParameters) -> Problem? {
        check(SceneSchema.tree(parameters), key: [])
    }

    /// The first problem in key order, so the same file always reports the same one.
    static func check(_ value: Any, key: [String]) -> Problem? {
        switch value {
        case let object as [String: Any]:
            for name in object.keys.sorted() {
                if let problem = check(object[name]!, key: key + [name]) { return problem }
            }
            return nil
        case let array as [Any]:
            if key.last == "notches" {
                let numbers = array.compactMap { $0 as? Double }
                if numbers.isEmpty { return Problem(key: key, message: "needs at least one notch") }
                if numbers != numbers.sorted() { return Problem(key: key, message: "notches go from the lowest to the highest") }
            }
            for (index, item) in array.enumerated() {
                if let problem = check(item, key: key + ["\(index)"]) { return problem }
            }
            return nil
        case is Bool, is String:
            return nil
        case let number as Double:
            return check(number, key: key)
        case let number as Int:
            return check(Double(number), key: key)
        default:
            return nil
        }
    }

    static func check(_ value: Double, key: [String]) -> Problem? {
        let name = key.last ?? ""
        let parent = key.dropLast().last ?? ""
        func problem(_ message: String) -> Problem { Problem(key: key, message: "\(message), not \(ValueShorthands.format(value))") }
        if name.hasSuffix("Duration") || name.hasSuffix("Stagger") || name == "duration" || name.hasSuffix("Radius")
            || name.hasSuffix("Width") && name != "width" || name.hasSuffix("Inset") || name.hasSuffix("Step") || name == "radius"
            || ["top", "left", "bottom", "right"].contains(name) && parent.hasSuffix("Margins") {
            if value < 0 { return problem("must be 0 or more") }
        }
        if ["width", "height"].contains(name), value <= 0 { return problem("must be more than 0") }
        if ["red", "green", "blue", "alpha", "opacity", "backgroundAlpha"].contains(name) || parent == "notches"
            || name == "removalThreshold" || name == "completionThreshold", !(0...1).contains(value) {
            return problem("must be from 0 to 1")
        }
        if ["visibleCards", "visiblePhotos", "gridColumns", "maximumRows", "gridPhotos"].contains(name) {
            if value < (name == "maximumRows" || name == "gridPhotos" ? 0 : 1) { return problem("must be at least \(name == "maximumRows" || name == "gridPhotos" ? 0 : 1)") }
            if value > 1000 { return problem("must be at most 1000") }
        }
        if ["mass", "stiffness", "backgroundScale", "completionSpeed", "thresholdFraction", "gridCell", "rowHeight"].contains(name), value <= 0 {
            return problem("must be more than 0")
        }
        if ["damping", "flingDamping", "stillDamping", "resetDamping", "rotationOffset", "flickVelocity", "velocityProjection"].contains(name), value < 0 {
            return problem("must be 0 or more")
        }
        return nil
    }
}
