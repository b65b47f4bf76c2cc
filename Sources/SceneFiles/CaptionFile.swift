import CardFoundation
import CardSettings
import Foundation

/// Reads a captions file: CSV with a header row (`file`, and any of `name`, `age`, `caption`,
/// in any order), or JSON: an object from file name to `{"name", "age", "caption"}`, or an array
/// of such objects with a `file` key. The format follows the extension (`.csv`, `.json`), else
/// the first character (`{` or `[` is JSON).
public enum CaptionFile {
    /// Why a captions file cannot be read: too large, not UTF-8, not CSV or JSON of the shape above,
    /// an unknown column or key, a file captioned twice, or too many entries.
    public struct Problem: Error, CustomStringConvertible {
        /// The captions file.
        public var path: String
        /// The 1-based line of the problem; nil when it concerns the whole file.
        public var line: Int?
        /// What is wrong, in words.
        public var message: String
        /// `path:line: message`, leaving out the line when there is none.
        public var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): \(message)" }
    }

    static let columns = ["file", "name", "age", "caption"]
    /// The largest captions file read (some 20,000 typical entries).
    public static let maxBytes = 4 << 20
    /// The most entries a captions file may hold: far more photos than a render draws.
    public static let maxEntries = 10_000

    /// Reads the captions file at `path` into the captions of the photos it names. Throws `Problem`.
    public static func load(_ path: String) throws -> CaptionSet {
        let data: Data
        do {
            let file = try InputFile.open(path)
            guard file.size <= maxBytes else {
                throw Problem(
                    path: path, message: "\(file.size) bytes; a captions file may be at most \(maxBytes) bytes (4 MiB)")
            }
            data = Data(try file.readAll())
        } catch let problem as Problem {
            throw problem
        } catch {
            throw Problem(path: path, message: "\(error)")
        }
        guard var text = String(data: data, encoding: .utf8) else {
            throw Problem(path: path, message: "not UTF-8 text")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let ext = (path as NSString).pathExtension.lowercased()
        let first = text.first { !$0.isWhitespace }
        guard data.count <= maxBytes else {
            throw Problem(
                path: path, message: "\(data.count) bytes; a captions file may be at most \(maxBytes) bytes (4 MiB)")
        }
        if ext == "json" || (ext != "csv" && (first == "{" || first == "[")) {
            return try json(text, path: path)
        }
        return try csv(text, path: path)
    }

    static func tooMany(_ count: Int, path: String) -> Problem {
        Problem(path: path, message: "\(count) or more entries; a captions file may hold at most \(maxEntries)")
    }

    // MARK: CSV

    static func csv(_ text: String, path: String) throws -> CaptionSet {
        let rows: [CSVRows.Row]
        do { rows = try CSVRows.parse(text, path: path) } catch let problem as CSVRows.Problem {
            throw Problem(path: problem.path, line: problem.line, message: problem.message)
        }
        guard let header = rows.first else { throw Problem(path: path, message: "empty captions file") }
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if let unknown = names.first(where: { !columns.contains($0) }) {
            throw Problem(
                path: path, line: header.line,
                message: "unknown column \(UserText.quoted(unknown)) (columns: \(columns.joined(separator: ", ")))")
        }
        guard let fileColumn = names.firstIndex(of: "file") else {
            throw Problem(
                path: path, line: header.line,
                message: "the header has no \"file\" column (columns: \(columns.joined(separator: ", ")))")
        }
        var entries: [String: Caption] = [:]
        for row in rows.dropFirst() where !(row.fields.count == 1 && row.fields[0].isEmpty) {
            guard row.fields.count == names.count else {
                throw Problem(
                    path: path, line: row.line, message: "\(row.fields.count) fields, the header has \(names.count)")
            }
            func field(_ name: String) -> String? { names.firstIndex(of: name).map { row.fields[$0] } }
            let file = row.fields[fileColumn].trimmingCharacters(in: .whitespaces)
            guard !file.isEmpty else { throw Problem(path: path, line: row.line, message: "empty file name") }
            guard entries[file] == nil else {
                throw Problem(path: path, line: row.line, message: "\(UserText.quoted(file)) is captioned twice")
            }
            guard entries.count < maxEntries else { throw tooMany(entries.count + 1, path: path) }
            entries[file] = Caption(name: field("name"), age: field("age"), text: field("caption"))
        }
        return CaptionSet(entries)
    }

    // MARK: JSON

    /// JSON read strictly (`JSONNodes`): a key twice in one object is refused, as a file
    /// captioned twice in CSV is, and numbers stay numbers.
    static func json(_ text: String, path: String) throws -> CaptionSet {
        let root: JSONNodes.Value
        do {
            root = try JSONNodes.parse(text)
        } catch let problem {
            throw Problem(path: path, line: problem.line, message: "not valid JSON: \(problem.message)")
        }
        var entries: [String: Caption] = [:]
        func caption(_ value: JSONNodes.Value, key: String, line: Int) throws -> Caption {
            guard case let .object(members) = value else {
                throw Problem(path: path, line: line, message: "\(key): expected an object with name, age, caption")
            }
            var fields: [String: String] = [:]
            for member in members where member.key != "file" {
                guard columns.contains(member.key) else {
                    throw Problem(
                        path: path, line: member.line,
                        message:
                            "\(key): unknown key \(UserText.quoted(member.key)) (keys: \(columns.joined(separator: ", ")))"
                    )
                }
                switch member.value {
                case .null: break
                case let .string(text): fields[member.key] = text
                // An age may be a whole number: 0, 42, 42.0.
                case let .number(number, _)
                where member.key == "age" && number == number.rounded() && (0...999).contains(number):
                    fields[member.key] = String(Int(number))
                default:
                    let expected = member.key == "age" ? "a whole number from 0 to 999 or a string" : "a string"
                    throw Problem(path: path, line: member.line, message: "\(key).\(member.key): expected \(expected)")
                }
            }
            return Caption(name: fields["name"], age: fields["age"], text: fields["caption"])
        }
        switch root {
        case let .object(members):
            guard members.count <= maxEntries else { throw tooMany(members.count, path: path) }
            for member in members {
                entries[member.key] = try caption(member.value, key: UserText.quoted(member.key), line: member.line)
            }
        case let .array(items):
            guard items.count <= maxEntries else { throw tooMany(items.count, path: path) }
            for (index, item) in items.enumerated() {
                guard case let .object(members) = item.value,
                    let fileMember = members.first(where: { $0.key == "file" }),
                    case let .string(file) = fileMember.value, !file.isEmpty
                else {
                    throw Problem(path: path, line: item.line, message: "[\(index)]: needs a \"file\" string")
                }
                guard entries[file] == nil else {
                    throw Problem(
                        path: path, line: item.line, message: "[\(index)]: \(UserText.quoted(file)) is captioned twice")
                }
                entries[file] = try caption(item.value, key: "[\(index)]", line: item.line)
            }
        default:
            throw Problem(path: path, message: "expected an object (file name → caption) or an array of captions")
        }
        return CaptionSet(entries)
    }
}
