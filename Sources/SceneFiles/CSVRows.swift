/// RFC 4180 CSV: fields separated by commas, quoted with "…" ("" inside is a quote), quoted
/// fields may span lines. Each row knows the line it starts on.
package enum CSVRows {
    package struct Row: Sendable {
        package var line: Int
        package var fields: [String]
    }

    /// Where the text is not CSV: the file, the line, what is wrong.
    package struct Problem: Error, CustomStringConvertible {
        package var path: String
        package var line: Int
        package var message: String
        package var description: String { "\(path):\(line): \(message)" }
    }

    package static func parse(_ text: String, path: String) throws -> [Row] {
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
                    if wasQuoted { throw Problem(path: path, line: line, message: "text after a closing quote") }
                    field.append(c)
                }
            }
            index += 1
        }
        if quoted { throw Problem(path: path, line: rowLine, message: "a quoted field is never closed") }
        return rows
    }
}
