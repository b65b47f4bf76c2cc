import CardGeometry
import Foundation

/// Writes scene parameters as a commented YAML file (what `cardrender init` starts from) or as
/// JSON. The YAML follows the parameters' declaration order, spells curves and 8-bit colours
/// the short way, and reads back to the same values.
package enum SceneFileWriter {
    /// `header`: the comment at the top, and `keyNotes`: comments beside keys, by key, in place of
    /// the standard ones (which speak of settings by name; a front end may name its options).
    /// `registry`: the scenes whose sections follow the settings every scene shares.
    package static func yaml(
        _ parameters: SceneParameters = SceneParameters(), header: String? = nil,
        keyNotes: [String: String] = [:], registry: SceneRegistry = .builtIn
    ) -> String {
        var lines = [header ?? SceneFileComments.header, ""]
        let settings: [(String, String?, Any, [String: String])] = [
            (
                "preset", SceneFileComments.presets(of: registry),
                PresetChoice(describing: parameters, registry: registry).text,
                [:]
            ),
            (
                "layout-direction", SceneFileComments.sections["layout-direction"],
                parameters.layoutDirection.rawValue, [:]
            )
        ]
        let scenes = registry.sections.map {
            ($0.section.key, $0.section.starterComment, $0.section.parameters(parameters), $0.section.keyNotes)
        }
        for (name, comment, value, own) in settings + scenes {
            if let comment { lines.append("# \(comment)") }
            if let text = value as? String {
                lines.append("\(name): \(text)")
            } else {
                lines.append("\(name):")
                // A section's keys carry its own notes, over the notes of the kinds every section holds.
                let notes = SceneFileComments.keys.merging(own) { $1 }.merging(keyNotes) { $1 }
                emit(value, indent: 1, notes: notes, into: &lines)
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// Every key, an optional parameter that is unset as null (a missing key would keep its default).
    package static func json(
        _ parameters: SceneParameters = SceneParameters(), registry: SceneRegistry = .builtIn
    ) -> String {
        let optionalKeys = SceneSchema.optionalKeys(of: registry)
        func fill(_ value: Any, schema: Any) -> Any {
            guard var object = value as? [String: Any], let schema = schema as? [String: Any] else { return value }
            for (key, expected) in schema {
                if let present = object[key] {
                    object[key] = fill(present, schema: expected)
                } else if optionalKeys.contains(key) {
                    object[key] = NSNull()
                }
            }
            return object
        }
        let tree = fill(
            SceneSchema.tree(parameters, registry: registry),
            schema: SceneSchema.tree(SceneSchema.sample(of: registry), registry: registry))
        let data = try! JSONSerialization.data(
            withJSONObject: tree, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func emit(_ value: Any, indent: Int, notes: [String: String], into lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        for child in Mirror(reflecting: value).children {
            guard let label = child.label else { continue }
            let comment = notes[label].map { "  # \($0)" } ?? ""
            if let scalar = scalar(child.value) {
                lines.append("\(pad)\(label): \(scalar)\(comment)")
            } else {
                lines.append("\(pad)\(label):\(comment)")
                emit(child.value, indent: indent + 1, notes: notes, into: &lines)
            }
        }
    }

    /// A value on one line, or nil for one written as a nested mapping.
    private static func scalar(_ value: Any) -> String? {
        switch value {
        case let number as Double: return NumberText.plain(number)
        case let number as Int: return String(number)
        case let flag as Bool: return flag ? "true" : "false"
        case let text as String: return quoted(text)
        case let curve as TimingCurve: return ValueShorthands.spelling(curve)
        case let color as Color: return ValueShorthands.hex(color).map { "\"\($0)\"" }
        case let numbers as [Double]: return "[\(numbers.map { NumberText.plain($0) }.joined(separator: ", "))]"
        case let raw as any RawRepresentable: return "\(raw.rawValue)"
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                guard let wrapped = mirror.children.first?.value else { return "null" }
                return scalar(wrapped)
            }
            return nil
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
