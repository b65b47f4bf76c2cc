import Foundation

/// Reads a `--captions` file: CSV with a header row (`file`, and any of `name`, `age`, `caption`,
/// in any order), or JSON: an object from file name to `{"name", "age", "caption"}`, or an array
/// of such objects with a `file` key. The format follows the extension (`.csv`, `.json`), else
/// the first character (`{` or `[` is JSON).
public enum CaptionFile {
    public struct Problem: Error, CustomStringConvertible {
        public var path: String
        public var line: Int?
        public var message: String
        public var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): \(message)" }
    }

    static let columns = ["file", "name", "age", "caption"]

    public static func load(_ path: String) throws -> CaptionSet {
        let data: Data
        do { data = Data(try InputFile.open(path).readAll()) } catch {
            throw Problem(path: path, message: "\(error)")
        }
        guard var text = String(data: data, encoding: .utf8) else {
            throw Problem(path: path, message: "not UTF-8 text")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let ext = (path as NSString).pathExtension.lowercased()
        let first = text.first { !$0.isWhitespace }
        if ext == "json" || (ext != "csv" && (first == "{" || first == "[")) {
            return try json(data, path: path)
        }
        return try csv(text, path: path)
    }

    // MARK: CSV

    static func csv(_ text: String, path: String) throws -> CaptionSet {
        let rows = try CSVRows.parse(text, path: path)
        guard let header = rows.first else { throw Problem(path: path, message: "empty captions file") }
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if let unknown = names.first(where: { !columns.contains($0) }) {
            throw Problem(path: path, line: header.line, message: "unknown column \"\(unknown)\" (columns: \(columns.joined(separator: ", ")))")
        }
        guard let fileColumn = names.firstIndex(of: "file") else {
            throw Problem(path: path, line: header.line, message: "the header has no \"file\" column (columns: \(columns.joined(separator: ", ")))")
        }
        var entries: [String: Caption] = [:]
        for row in rows.dropFirst() where !(row.fields.count == 1 && row.fields[0].isEmpty) {
            guard row.fields.count == names.count else {
                throw Problem(path: path, line: row.line, message: "\(row.fields.count) fields, the header has \(names.count)")
            }
            func field(_ name: String) -> String? { names.firstIndex(of: name).map { row.fields[$0] } }
            let file = row.fields[fileColumn].trimmingCharacters(in: .whitespaces)
            guard !file.isEmpty else { throw Problem(path: path, line: row.line, message: "empty file name") }
            guard entries[file] == nil else { throw Problem(path: path, line: row.line, message: "\"\(file)\" is captioned twice") }
            entries[file] = Caption(name: field("name"), age: field("age"), text: field("caption"))
        }
        return CaptionSet(entries)
    }

    // MARK: JSON

    static func json(_ data: Data, path: String) throws -> CaptionSet {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
        } catch {
            throw Problem(path: path, message: "not valid JSON (\(error.localizedDescription))")
        }
        var entries: [String: Caption] = [:]
        func caption(_ value: Any, key: String) throws -> Caption {
            guard let object = value as? [String: Any] else { throw Problem(path: path, message: "\(key): expected an object with name, age, caption") }
            if let unknown = object.keys.sorted().first(where: { !columns.contains($0) }) {
                throw Problem(path: path, message: "\(key): unknown key \"\(unknown)\" (keys: \(columns.joined(separator: ", ")))")
            }
            func string(_ name: String) throws -> String? {
                switch object[name] {
                case nil, is NSNull: return nil
                case let text as String: return text
                case let number as Int where name == "age" && !(object[name] is Bool):
                    return String(number)
                default: throw Problem(path: path, message: "\(key).\(name): expected \(name == "age" ? "a number or " : "")a string")
                }
            }
            return Caption(name: try string("name"), age: try string("age"), text: try string("caption"))
        }
        switch root {
        case let object as [String: Any]:
            for key in object.keys.sorted() { entries[key] = try caption(object[key]!, key: "\"\(key)\"") }
        case let array as [Any]:
            for (index, item) in array.enumerated() {
                guard let file = (item as? [String: Any])?["file"] as? String, !file.isEmpty else {
                    throw Problem(path: path, message: "[\(index)]: needs a \"file\" string")
                }
                guard entries[file] == nil else { throw Problem(path: path, message: "[\(index)]: \"\(file)\" is captioned twice") }
                entries[file] = try caption(item, key: "[\(index)]")
            }
        default:
            throw Problem(path: path, message: "expected an object (file name → caption) or an array of captions")
        }
        return CaptionSet(entries)
    }
}

/// RFC 4180 CSV: fields separated by commas, quoted with "…" ("" inside is a quote), quoted
/// fields may span lines. Each row knows the line it starts on.
enum CSVRows {
    struct Row {
        var line: Int
        var fields: [String]
    }

    static func parse(_ text: String, path: String) throws -> [Row] {
        var rows: [Row] = []
        var fields: [String] = []
        var field = ""
        var quoted = false, wasQuoted = false
        var line = 1, rowLine = 1
        var characters = Array(text)
        if characters.last != "\n" { characters.append("\n") }
        var index = 0
        while index < characters.count {
            let c = characters[index]
            if quoted {
                if c == "\"" {
                    if index + 1 < characters.count, characters[index + 1] == "\"" {
                        field.append("\"")
                        index += 1
                    } else {
                        quoted = false
                    }
                } else {
                    if c == "\n" || c == "\r\n" { line += 1 }
                    field.append(c)
                }
            } else {
                switch c {
                case "\"" where field.isEmpty && !wasQuoted:
                    quoted = true
                    wasQuoted = true
                case ",":
                    fields.append(field)
                    field = ""
                    wasQuoted = false
                case "\n", "\r\n", "\r":
                    fields.append(field)
                    rows.append(Row(line: rowLine, fields: fields))
                    fields = []
                    field = ""
                    wasQuoted = false
                    line += 1
                    rowLine = line
                default:
                    if wasQuoted { throw CaptionFile.Problem(path: path, line: line, message: "text after a closing quote") }
                    field.append(c)
                }
            }
            index += 1
        }
        if quoted { throw CaptionFile.Problem(path: path, line: rowLine, message: "a quoted field is never closed") }
        return rows
    }
}
