import CardGeometry
import Foundation
import Yams

/// Scene files: every scene's parameters in YAML or JSON. A file need only name what it changes;
/// everything else keeps its default. Keys are checked against the parameters, values against
/// their kind and range, and a problem names the key, its line and what is wrong.
public enum SceneFile {
    public enum Format: String, CaseIterable, Sendable {
        case yaml, json

        /// From a file's extension: `.json` is JSON, anything else YAML (which also reads JSON).
        public init(path: String) {
            self = (path as NSString).pathExtension.lowercased() == "json" ? .json : .yaml
        }
    }

    public static func load(_ path: String) throws -> SceneParameters {
        let data: Data
        do { data = try RegularFileContents.read(path) } catch {
            throw SceneFileProblem(path: path, line: nil, key: nil, message: error.reason)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneFileProblem(path: path, line: nil, key: nil, message: "not UTF-8 text")
        }
        return try parse(text, path: path)
    }

    /// Parses a scene file's text (YAML, of which JSON is a subset).
    public static func parse(_ text: String, path: String) throws -> SceneParameters {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxProblem(error, path: path)
        }
        guard let node else { return SceneParameters() }
        var merge = SceneTreeMerge(path: path)
        let merged = try merge.merge(node, defaults: SceneSchema.tree(SceneParameters()), kind: SceneSchema.kinds)
        let parameters: SceneParameters
        do {
            parameters = try JSONDecoder().decode(SceneParameters.self, from: JSONSerialization.data(withJSONObject: merged))
        } catch let error as DecodingError {
            throw decodingProblem(error, path: path, lines: merge.lines)
        }
        if let problem = ParameterChecks.firstProblem(parameters) {
            let key = problem.key.joined(separator: ".")
            throw SceneFileProblem(path: path, line: merge.lines[key], key: key, message: problem.message)
        }
        return parameters
    }

    static func syntaxProblem(_ error: YamlError, path: String) -> SceneFileProblem {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return SceneFileProblem(path: path, line: mark.line, key: nil, message: "not valid YAML: \(problem)")
        case let .duplicatedKeysInMapping(duplicates, _):
            return SceneFileProblem(path: path, line: nil, key: nil, message: "the same key twice: \(duplicates.joined(separator: ", "))")
        default:
            return SceneFileProblem(path: path, line: nil, key: nil, message: "not valid YAML: \(error)")
        }
    }

    static func decodingProblem(_ error: DecodingError, path: String, lines: [String: Int]) -> SceneFileProblem {
        let (codingPath, message): ([any CodingKey], String) = switch error {
        case let .dataCorrupted(context): (context.codingPath, context.debugDescription)
        case let .typeMismatch(type, context): (context.codingPath, "expected \(type == Int.self ? "a whole number" : "\(type)")")
        case let .valueNotFound(type, context): (context.codingPath, "missing \(type)")
        case let .keyNotFound(key, context): (context.codingPath + [key], "missing")
        @unknown default: ([], "\(error)")
        }
        let key = codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        var line = lines[key]
        var trimmed = key
        while line == nil, let dot = trimmed.lastIndex(of: ".") {
            trimmed = String(trimmed[..<dot])
            line = lines[trimmed]
        }
        let friendly = message.contains("Cannot initialize") ? "not one of the allowed values" : message
        return SceneFileProblem(path: path, line: line, key: key.isEmpty ? nil : key, message: friendly)
    }
}
