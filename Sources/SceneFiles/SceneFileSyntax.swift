import Yams

extension SceneFile {
    /// libyaml's nesting limit in Yams (MAX_NESTING_LEVEL in its parser.c).
    static let maxNesting = 1000

    /// A file YAML could not read (scene files, mockup sets, golden check configs), said as
    /// every other scene-file problem is: the file, the line, what is wrong in cardrender's words.
    static func syntaxProblem(_ error: YamlError, text: String, path: String) -> SceneFileProblem {
        switch error {
        case let .parser(_, problem, mark, _) where problem.hasPrefix("Maximum nesting level reached"):
            return SceneFileProblem(
                path: path, line: mark.line, key: nil,
                message: "not valid YAML: nested deeper than \(maxNesting) levels")
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return SceneFileProblem(path: path, line: mark.line, key: nil, message: "not valid YAML: \(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.prefix(5).map(QuotedText.quoted).joined(separator: ", ")
            // Yams marks the first of the keys (in sorted order) where it first appears.
            guard let first = duplicates.first, context.mark.line > 0 else {
                return SceneFileProblem(path: path, line: nil, key: nil, message: "the same key twice: \(keys)")
            }
            guard let again = RepeatedKey.line(of: first, after: context.mark, in: text) else {
                return SceneFileProblem(
                    path: path, line: context.mark.line, key: nil, message: "the same key twice: \(keys)")
            }
            return SceneFileProblem(
                path: path, line: again, key: nil,
                message: "the same key twice: \(keys) (first on line \(context.mark.line))")
        default:
            return SceneFileProblem(path: path, line: nil, key: nil, message: "not valid YAML: \(error)")
        }
    }
}

/// Where a key of a block mapping is given again. Yams names only the first place a repeated
/// key appears; the second is the next line of the same mapping (the same indentation, before
/// any line indented less) that starts with the key, bare or quoted. A key repeated inside
/// `{…}` on one line has no such line.
enum RepeatedKey {
    /// `first`: the key's first place (1-based line and column).
    static func line(of key: String, after first: Mark, in text: String) -> Int? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let indent = first.column - 1
        let starts = [key, "\"\(key)\"", "'\(key)'"].map { $0 + ":" }
        for number in min(first.line, lines.count)..<lines.count {
            let line = lines[number].hasSuffix("\r") ? lines[number].dropLast() : lines[number]
            let content = line.drop { $0 == " " }
            if content.isEmpty || content.hasPrefix("#") { continue }
            let depth = line.count - content.count
            if depth < indent { return nil }
            if depth == indent, starts.contains(where: { content.hasPrefix($0) }) {
                let rest = content.dropFirst(starts.first { content.hasPrefix($0) }!.count)
                if rest.isEmpty || rest.first == " " || rest.first == "\t" { return number + 1 }
            }
        }
        return nil
    }
}
