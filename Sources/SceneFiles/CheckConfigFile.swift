import CardFoundation
import CardGeometry
import CardSettings
import Foundation
import Yams

/// `.cardrender-check.yaml`: tolerances and ignored regions for golden checks and `cardrender diff`,
/// checked in beside the golden frames.
///
/// ```yaml
/// golden-format: apng          # how --record keeps animations here (frames or apng)
/// default:                    # under the command line's own options
///   max-diff-ratio: 0.001
/// rules:
///   deck:                     # a scene: its stills and animations
///     threshold: 0.15
///   sheet/fling-up:           # an animation
///     max-diff-pixels: 40
///     antialiasing: false     # anti-aliased pixels count as differences
///   sidecard/still.png:       # a still (or any file)
///     ignore:                 # regions not compared, in points (x, y, width, height)
///       - [0, 0, 390, 54]
/// ```
///
/// A rule must name one of cardrender's scenes, animations or stills, or a file of the folders
/// compared: any other name is a typo, refused with the nearest name.
public enum CheckConfigFile {
    /// The config's file name, looked for in a golden folder.
    public static let fileName = ".cardrender-check.yaml"
    /// A config is a few lines; a larger file is refused before it is parsed.
    static let maximumBytes = 256 << 10
    static let maximumRules = 10_000
    static let maximumRegions = 256

    /// `targets`: what the rules may name; a rule naming anything else is refused (nil: no check).
    public static func load(_ path: String, targets: RuleTargets? = nil) throws -> DiffRules {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw problem(path, nil, nil, "cannot read (\(String(cString: strerror(errno))))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw problem(path, nil, nil, "not a regular file") }
        guard info.st_size <= maximumBytes else {
            throw problem(path, nil, nil, "larger than \(maximumBytes / 1024) KB")
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            throw problem(path, nil, nil, "cannot read it as UTF-8 text")
        }
        return try parse(text, path: path, targets: targets)
    }

    /// Parses a config's text, as `load` does; `path` names the file in problems. Throws
    /// `SceneFileProblem` naming the line and key.
    public static func parse(_ text: String, path: String, targets: RuleTargets? = nil) throws -> DiffRules {
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch let error as YamlError {
            throw SceneFile.syntaxProblem(error, text: text, path: path)
        }
        var rules = DiffRules()
        guard let root else { return rules }
        let top = try mapping(root, path: path, key: nil)
        for (keyNode, value) in top {
            switch keyNode.string {
            case "default": rules.defaults = try tolerance(value, path: path, key: "default")
            case "rules":
                let entries = try mapping(value, path: path, key: "rules")
                guard entries.count <= maximumRules else {
                    throw problem(path, value, "rules", "more than \(maximumRules) rules")
                }
                for (name, rule) in entries {
                    let key = name.string ?? ""
                    if let reason = ContainedPath.problem(key) {
                        throw problem(path, name, "rules", "\"\(UserText.cut(key, columns: 60))\": \(reason)")
                    }
                    guard rules.rules[key] == nil else { throw problem(path, name, "rules.\(key)", "given twice") }
                    if let targets, !targets.contains(key) {
                        throw problem(path, name, "rules", unmatched(key, in: targets))
                    }
                    rules.rules[key] = try tolerance(rule, path: path, key: "rules.\(key)")
                }
            case "golden-format":
                guard let format = value.string.flatMap(GoldenFormat.init(rawValue:)) else {
                    throw problem(path, value, "golden-format", "expected frames or apng")
                }
                rules.goldenFormat = format
            default:
                throw problem(
                    path, keyNode, keyNode.string,
                    unknownKey(keyNode.string ?? "", known: ["default", "golden-format", "rules"]))
            }
        }
        return rules
    }

    private static func tolerance(_ node: Node, path: String, key: String) throws -> DiffRules.Tolerance {
        var result = DiffRules.Tolerance()
        for (nameNode, value) in try mapping(node, path: path, key: key) {
            let name = nameNode.string ?? ""
            let here = "\(key).\(name)"
            switch name {
            case "threshold": result.threshold = try number(value, path: path, key: here, in: 0...1)
            case "max-diff-ratio": result.maxDiffRatio = try number(value, path: path, key: here, in: 0...1)
            case "max-diff-pixels":
                let pixels = try number(value, path: path, key: here, in: 0...1e12)
                guard pixels == pixels.rounded() else { throw problem(path, value, here, "expected a whole number") }
                result.maxDiffPixels = Int(pixels)
            case "antialiasing":
                guard let flag = value.bool else { throw problem(path, value, here, "expected true or false") }
                result.antialiasing = flag
            case "ignore":
                guard let list = value.sequence else {
                    throw problem(path, value, here, "expected a list of [x, y, width, height]")
                }
                guard list.count <= maximumRegions else {
                    throw problem(path, value, here, "more than \(maximumRegions) regions")
                }
                result.ignore = try list.map { try region($0, path: path, key: here) }
            default:
                throw problem(
                    path, nameNode, here,
                    unknownKey(
                        name, known: ["threshold", "max-diff-pixels", "max-diff-ratio", "antialiasing", "ignore"]))
            }
        }
        return result
    }

    /// `[x, y, width, height]` or `{x:, y:, width:, height:}`, in points.
    private static func region(_ node: Node, path: String, key: String) throws -> DiffRules.Region {
        let range = -100_000.0...100_000.0
        if let list = node.sequence {
            guard list.count == 4 else { throw problem(path, node, key, "a region is [x, y, width, height]") }
            let v = try list.map { try number($0, path: path, key: key, in: range) }
            guard v[2] >= 0, v[3] >= 0 else {
                throw problem(path, node, key, "a region's width and height may not be negative")
            }
            return DiffRules.Region(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        let fields = try mapping(node, path: path, key: key)
        var values: [String: Double] = [:]
        for (name, value) in fields {
            guard let field = name.string, ["x", "y", "width", "height"].contains(field) else {
                throw problem(path, name, key, "a region has x, y, width and height")
            }
            values[field] = try number(value, path: path, key: "\(key).\(field)", in: range)
        }
        guard let x = values["x"], let y = values["y"], let w = values["width"], let h = values["height"], w >= 0,
            h >= 0
        else {
            throw problem(path, node, key, "a region needs x, y and a width and height of 0 or more")
        }
        return DiffRules.Region(x: x, y: y, width: w, height: h)
    }

    private static func mapping(_ node: Node, path: String, key: String?) throws -> [(Node, Node)] {
        guard let mapping = node.mapping else { throw problem(path, node, key, "expected keys and values") }
        var seen = Set<String>()
        return try mapping.map { pair in
            guard let name = pair.key.string else { throw problem(path, pair.key, key, "keys must be text") }
            guard seen.insert(name).inserted else {
                throw problem(path, pair.key, key.map { "\($0).\(name)" } ?? name, "given twice")
            }
            return (pair.key, pair.value)
        }
    }

    private static func number(_ node: Node, path: String, key: String, in range: ClosedRange<Double>) throws -> Double
    {
        guard let text = node.scalar?.string, let value = Double(text), value.isFinite else {
            throw problem(path, node, key, "expected a number")
        }
        guard range.contains(value) else {
            throw problem(
                path, node, key,
                "\(text) is out of range (\(NumberText.plain(range.lowerBound)) to \(NumberText.plain(range.upperBound)))"
            )
        }
        return value
    }

    /// "unknown key; did you mean …?" for a typo, else the keys allowed there.
    private static func unknownKey(_ name: String, known: [String]) -> String {
        Suggestion.nearest(to: name, in: known).map { "unknown key (did you mean \"\($0)\"?)" }
            ?? "unknown key (known: \(known.joined(separator: ", ")))"
    }

    /// Why a rule's name is refused: the name it most likely means, or what a rule may name.
    private static func unmatched(_ key: String, in targets: RuleTargets) -> String {
        let head = "\(QuotedText.quoted(key)): matches no scene, animation, still or compared file"
        if let nearest = targets.suggestion(for: key) { return "\(head); did you mean \(QuotedText.quoted(nearest))?" }
        return
            "\(head) (a rule names a scene such as deck, an animation such as deck/swipe-right, or a file such as deck/still.png)"
    }

    private static func problem(_ path: String, _ node: Node?, _ key: String?, _ message: String) -> SceneFileProblem {
        SceneFileProblem(path: path, line: node?.mark?.line, key: key, message: message)
    }
}
