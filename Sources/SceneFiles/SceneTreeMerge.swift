import CardFoundation
import CardGeometry
import Foundation
import Yams

/// Lays a scene file's YAML (or JSON) tree over the default parameters, key by key, checking each
/// key against the schema and each value's kind, and remembering every key's line.
struct SceneTreeMerge {
    let path: String
    /// Keys whose value may be null (`SceneSchema.optionalKeys`).
    let optionalKeys: Set<String>
    /// The values each text parameter may take, by key (`SceneSchema.choices`).
    let choices: [String: [String]]
    /// The scenes whose presets `preset:` may name.
    let registry: SceneRegistry
    /// Dotted key path → the line it is on.
    private(set) var lines: [String: Int] = [:]

    init(
        path: String, optionalKeys: Set<String> = SceneSchema.optionalKeys,
        choices: [String: [String]] = SceneSchema.choices, registry: SceneRegistry = .builtIn
    ) {
        self.path = path
        self.optionalKeys = optionalKeys
        self.choices = choices
        self.registry = registry
    }

    func problem(_ key: [String], _ node: Node?, _ message: String) -> SceneFileProblem {
        SceneFileProblem(
            path: path, line: node?.mark?.line, key: key.isEmpty ? nil : QuotedText.prefix(key.joined(separator: ".")),
            message: message)
    }

    mutating func merge(
        _ node: Node, defaults: [String: Any], kind: SceneSchema.Kind, key: [String] = []
    ) throws -> [String: Any] {
        guard case let .object(children) = kind else { throw problem(key, node, "cannot be set") }
        guard case let .mapping(mapping) = node else {
            throw problem(
                key, node,
                "expected a mapping of keys (\(kind.keys.joined(separator: ", "))), got \(Self.describe(node))")
        }
        var result = defaults
        for (keyNode, value) in mapping {
            guard let name = keyNode.string else { throw problem(key, keyNode, "keys must be text") }
            let here = key + [name]
            lines[here.joined(separator: ".")] = keyNode.mark?.line
            guard let expected = children[name] else {
                // A key in the wrong case (`cornerradius`) is the likeliest typo of all.
                let nearest =
                    kind.keys.first { $0.lowercased() == name.lowercased() }
                    ?? Suggestion.nearest(to: name, in: kind.keys)
                let hint =
                    nearest.map { " (did you mean \"\($0)\"?)" } ?? " (known: \(kind.keys.joined(separator: ", ")))"
                throw problem(here, keyNode, "unknown key\(hint)")
            }
            if Self.isNull(value) {
                guard optionalKeys.contains(name) else { throw problem(here, value, "may not be null") }
                result[name] = nil
                continue
            }
            result[name] = try mergeValue(value, defaults: defaults[name], kind: expected, key: here)
        }
        return result
    }

    private mutating func mergeValue(_ node: Node, defaults: Any?, kind: SceneSchema.Kind, key: [String]) throws -> Any
    {
        switch kind {
        case let .object(children):
            let keys = Set(children.keys)
            if keys == ["c1", "c2"] {
                if let name = Self.text(node) {
                    guard let curve = ValueShorthands.curve(named: name) else {
                        throw problem(
                            key, node,
                            "unknown curve \(QuotedText.quoted(name)) (curves: \(TimingCurve_names), or [x1, y1, x2, y2])"
                        )
                    }
                    return curve
                }
                if case let .sequence(items) = node {
                    let numbers = items.compactMap(Self.number)
                    guard numbers.count == items.count, let curve = ValueShorthands.curve(numbers) else {
                        throw problem(key, node, "a curve is four numbers [x1, y1, x2, y2]")
                    }
                    return curve
                }
            }
            if keys == ["red", "green", "blue", "alpha"], let text = Self.text(node) {
                guard let color = ValueShorthands.color(hex: text) else {
                    throw problem(
                        key, node,
                        "a colour is \"#RRGGBB\", \"#RRGGBBAA\" or {red, green, blue, alpha} from 0 to 1, not \(QuotedText.quoted(text))"
                    )
                }
                return color
            }
            return try merge(node, defaults: defaults as? [String: Any] ?? [:], kind: kind, key: key)
        case .bool:
            guard node.tag.rawValue == Tag.Name.bool.rawValue, let value = node.bool else {
                throw problem(key, node, "expected true or false, got \(Self.describe(node))")
            }
            return value
        case .integer:
            guard let value = Self.number(node), value == value.rounded(), abs(value) < 1e9 else {
                throw problem(key, node, "expected a whole number, got \(Self.describe(node))")
            }
            return Int(value)
        case .number:
            guard let value = Self.number(node) else {
                throw problem(key, node, "expected a number, got \(Self.describe(node))")
            }
            return value
        case .text where key == ["preset"]:
            return try presets(node, key: key)
        case .text:
            guard let value = Self.text(node) else {
                throw problem(key, node, "expected text, got \(Self.describe(node))")
            }
            if let choices = key.last.flatMap({ choices[$0] }), !choices.contains(value) {
                throw problem(key, node, "\(QuotedText.quoted(value)) is not one of \(choices.joined(separator: ", "))")
            }
            return value
        case let .list(element):
            guard case let .sequence(items) = node else {
                throw problem(key, node, "expected a list, got \(Self.describe(node))")
            }
            guard items.count <= ParameterBounds.maxListLength else {
                throw problem(key, node, "a list of \(items.count) items; at most \(ParameterBounds.maxListLength)")
            }
            return try items.enumerated().map { index, item in
                lines[(key + ["\(index)"]).joined(separator: ".")] = item.mark?.line
                return try mergeValue(item, defaults: nil, kind: element, key: key + ["\(index)"])
            }
        }
    }

    /// `preset:`'s names, as text separated by commas or as a list, each a preset of some scene.
    private func presets(_ node: Node, key: [String]) throws -> String {
        let text: String
        if case let .sequence(items) = node {
            let names = items.compactMap(Self.text)
            guard names.count == items.count, names.count <= PresetChoice.maxNames else {
                throw problem(key, node, "expected preset names, at most \(PresetChoice.maxNames)")
            }
            text = names.joined(separator: ",")
        } else if let value = Self.text(node) {
            text = value
        } else {
            throw problem(key, node, "expected a preset's name or a list of them, got \(Self.describe(node))")
        }
        do throws(PresetChoice.Problem) {
            return try PresetChoice(parsing: text, registry: registry).text
        } catch {
            throw problem(key, node, error.message(quoting: QuotedText.quoted))
        }
    }

    static func isNull(_ node: Node) -> Bool { node.tag.rawValue == Tag.Name.null.rawValue }

    /// A scalar that YAML reads as text (quoted, or not a number, bool or null).
    static func text(_ node: Node) -> String? {
        guard case let .scalar(scalar) = node, node.tag.rawValue == Tag.Name.str.rawValue else { return nil }
        return scalar.string
    }

    private var TimingCurve_names: String { "linear, easeIn, easeOut, easeInEaseOut, default, accelerate, decelerate" }

    static func number(_ node: Node) -> Double? {
        guard node.tag.rawValue == Tag.Name.int.rawValue || node.tag.rawValue == Tag.Name.float.rawValue else {
            return nil
        }
        if node.tag.rawValue == Tag.Name.int.rawValue, let int = node.int { return Double(int) }
        guard let value = node.float, value.isFinite else { return nil }
        return value
    }

    static func describe(_ node: Node) -> String {
        switch node {
        case let .scalar(scalar): scalar.string.isEmpty ? "nothing" : QuotedText.quoted(scalar.string)
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}
