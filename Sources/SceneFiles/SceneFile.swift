import CardGeometry
import CardSettings
import Foundation
import Yams

/// Scene files: every scene's parameters in YAML or JSON. A file need only name what it changes;
/// everything else keeps its default. Keys are checked against the parameters, values against
/// their kind and range, and a problem names the key, its line and what is wrong.
public enum SceneFile {
    /// A scene file's syntax.
    public enum Format: String, CaseIterable, Sendable {
        case yaml, json

        /// From a file's extension: `.json` is JSON, anything else YAML (which also reads JSON).
        public init(path: String) {
            self = (path as NSString).pathExtension.lowercased() == "json" ? .json : .yaml
        }
    }

    /// The largest scene file read: every parameter with comments is about 12 kB.
    public static let maxBytes = 1 << 20

    /// Pixels a frame may have, as for a canvas size at a scale.
    public static let maxCanvasPixels = SettingLimits.framePixels

    /// `scale`: the pixels per point the canvases will be drawn at, to check their pixels
    /// against `maxCanvasPixels` and that each holds its scene's sizes; nil when they will not
    /// be drawn (a canvas size replaces them).
    /// `registry`: the scenes whose sections the file may hold; the built-in ones by default.
    public static func load(
        _ path: String, scale: Double? = nil, registry: SceneRegistry = .builtIn
    ) throws -> SceneParameters {
        let data: Data
        do {
            data = try RegularFileContents.read(path, limit: maxBytes) {
                "\($0) bytes; a scene file may be at most \(maxBytes) bytes (1 MiB)"
            }
        } catch {
            throw SceneFileProblem(path: path, line: nil, key: nil, message: error.reason)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneFileProblem(path: path, line: nil, key: nil, message: "not UTF-8 text")
        }
        return try parse(text, path: path, scale: scale, registry: registry)
    }

    /// Parses a scene file's text (YAML, of which JSON is a subset).
    public static func parse(_ text: String, path: String, scale: Double? = nil) throws -> SceneParameters {
        try parse(text, path: path, scale: scale, layout: .builtIn)
    }

    /// Parses a scene file's text whose sections are those of the scenes of `registry`.
    public static func parse(
        _ text: String, path: String, scale: Double? = nil, registry: SceneRegistry
    ) throws -> SceneParameters {
        try parse(text, path: path, scale: scale, layout: SceneSchema.Layout(registry))
    }

    private static func parse(
        _ text: String, path: String, scale: Double?, layout: SceneSchema.Layout
    ) throws -> SceneParameters {
        let registry = layout.registry
        guard text.utf8.count <= maxBytes else {
            throw SceneFileProblem(
                path: path, line: nil, key: nil,
                message: "\(text.utf8.count) bytes; a scene file may be at most \(maxBytes) bytes (1 MiB)")
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxProblem(error, text: text, path: path)
        }
        guard let node else { return SceneParameters() }
        var merge = SceneTreeMerge(
            path: path, optionalKeys: layout.optionalKeys, choices: layout.choices, registry: registry)
        let merged = try merge.merge(node, defaults: layout.defaultTree, kind: layout.kinds)
        let parameters: SceneParameters
        do {
            let decoder = JSONDecoder()
            decoder.userInfo[SceneParameters.registryKey] = registry
            parameters = try decoder.decode(
                SceneParameters.self, from: TreeJSON.data(merged))
        } catch let error as DecodingError {
            throw decodingProblem(error, path: path, lines: merge.lines)
        }
        if let problem = ParameterChecks.firstProblem(
            parameters, registry: registry, cache: layout.sceneChecks)
        {
            let key = problem.key.joined(separator: ".")
            throw SceneFileProblem(path: path, line: line(of: key, in: merge.lines), key: key, message: problem.message)
        }
        if let scale,
            let (section, canvas) = canvases(parameters, registry: registry).first(where: { !fits($0.1, scale: scale) })
        {
            let key = "\(section).canvas"
            let tooLarge = SceneFileProblem.CanvasTooLarge(
                width: canvas.width, height: canvas.height, scale: scale,
                pixels: (canvas.width * scale * canvas.height * scale).rounded(), limit: maxCanvasPixels)
            throw SceneFileProblem(
                path: path, line: line(of: key, in: merge.lines), key: key,
                message: tooLarge.message(scaleName: "scale"), canvasTooLarge: tooLarge)
        }
        if scale != nil, let problem = SceneCanvasChecks.firstProblem(parameters, registry: registry) {
            let key = problem.key.joined(separator: ".")
            throw SceneFileProblem(path: path, line: line(of: key, in: merge.lines), key: key, message: problem.message)
        }
        return parameters
    }

    /// Every section's canvas, by the section's key, in the scenes' order.
    static func canvases(_ parameters: SceneParameters, registry: SceneRegistry = .builtIn) -> [(String, Size)] {
        registry.sections.map { ($0.section.key, $0.section.canvas(of: parameters)) }
    }

    static func fits(_ canvas: Size, scale: Double) -> Bool {
        canvas.width * scale * canvas.height * scale <= maxCanvasPixels
    }

    /// The line of a dotted key, or of its nearest parent the file names (a colour given as
    /// "#RRGGBB" has no line for its `red`).
    static func line(of key: String, in lines: [String: Int]) -> Int? {
        var trimmed = key
        var line = lines[trimmed]
        while line == nil, let dot = trimmed.lastIndex(of: ".") {
            trimmed = String(trimmed[..<dot])
            line = lines[trimmed]
        }
        return line
    }

    static func decodingProblem(_ error: DecodingError, path: String, lines: [String: Int]) -> SceneFileProblem {
        let (codingPath, message): ([any CodingKey], String) =
            switch error {
            case let .dataCorrupted(context): (context.codingPath, context.debugDescription)
            case let .typeMismatch(type, context):
                (context.codingPath, "expected \(type == Int.self ? "a whole number" : "\(type)")")
            case let .valueNotFound(type, context): (context.codingPath, "missing \(type)")
            case let .keyNotFound(key, context): (context.codingPath + [key], "missing")
            @unknown default: ([], "\(error)")
            }
        let key = codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        let line = line(of: key, in: lines)
        let friendly = message.contains("Cannot initialize") ? "not one of the allowed values" : message
        return SceneFileProblem(path: path, line: line, key: key.isEmpty ? nil : key, message: friendly)
    }
}
