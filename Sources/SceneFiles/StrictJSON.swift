import CardFoundation
/// A small JSON reader for input files that must be read exactly: it keeps numbers apart from
/// true and false (Foundation's reader turns 0 and 1 into booleans), refuses a key given twice in
/// one object (Foundation keeps one silently), knows each value's line, and stops at a nesting
/// depth no caption file needs instead of recursing until the stack runs out.
enum StrictJSON {
    indirect enum Value {
        case object([Member])
        case array([Item])
        case string(String)
        case number(Double, text: String)
        case bool(Bool)
        case null
    }

    /// A key and its value, in file order, with the key's line.
    struct Member {
        var key: String
        var value: Value
        var line: Int
    }

    struct Item {
        var value: Value
        var line: Int
    }

    struct Problem: Error {
        var line: Int
        var message: String
    }

    static let maxDepth = 32

    static func parse(_ text: String) throws -> Value {
        var reader = Reader(bytes: Array(text.utf8))
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == reader.bytes.count else { throw reader.problem("unexpected text after the end") }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        func problem(_ message: String) -> Problem { Problem(line: line, message: message) }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\n"): line += 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
                default: return
                }
                index += 1
            }
        }

        mutating func expect(_ byte: UInt8) throws {
            guard index < bytes.count, bytes[index] == byte else {
                throw problem("expected \"\(Character(Unicode.Scalar(byte)))\"")
            }
            index += 1
        }

        mutating func value(depth: Int) throws -> Value {
            guard depth < StrictJSON.maxDepth else { throw problem("nested more than \(StrictJSON.maxDepth) deep") }
            guard index < bytes.count else { throw problem("unexpected end of the file") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try word("true"); return .bool(true)
            case UInt8(ascii: "f"): try word("false"); return .bool(false)
            case UInt8(ascii: "n"): try word("null"); return .null
            default: return try number()
            }
        }

        mutating func word(_ text: String) throws {
            let expected = Array(text.utf8)
            guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
                throw problem("not valid JSON")
            }
            index += expected.count
        }

        mutating func object(depth: Int) throws -> Value {
            index += 1
            var members: [Member] = []
            var seen = Set<String>()
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipSpace()
                let keyLine = line
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw problem("expected a key in quotes") }
                let key = try string()
                guard seen.insert(key).inserted else {
                    throw Problem(line: keyLine, message: "the key \(UserText.quoted(key)) is given twice")
                }
                skipSpace()
                try expect(UInt8(ascii: ":"))
                skipSpace()
                members.append(Member(key: key, value: try value(depth: depth + 1), line: keyLine))
                skipSpace()
                guard index < bytes.count else { throw problem("unexpected end of the file") }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                try expect(UInt8(ascii: ","))
            }
        }

        mutating func array(depth: Int) throws -> Value {
            index += 1
            var items: [Item] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            while true {
                skipSpace()
                let itemLine = line
                items.append(Item(value: try value(depth: depth + 1), line: itemLine))
                skipSpace()
                guard index < bytes.count else { throw problem("unexpected end of the file") }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
                try expect(UInt8(ascii: ","))
            }
        }

        /// The text of a quoted string, gathered as UTF-8 bytes and decoded once (appending to a
        /// String piece by piece reallocates it again and again).
        mutating func string() throws -> String {
            index += 1
            var utf8: [UInt8] = []
            func append(_ scalar: Unicode.Scalar) { utf8.append(contentsOf: String(scalar).utf8) }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return String(decoding: utf8, as: UTF8.self)
                }
                if byte < 0x20 { throw problem("a control character inside a string") }
                if byte == UInt8(ascii: "\\") {
                    index += 1
                    guard index < bytes.count else { break }
                    let escaped = bytes[index]
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "\""): utf8.append(UInt8(ascii: "\""))
                    case UInt8(ascii: "\\"): utf8.append(UInt8(ascii: "\\"))
                    case UInt8(ascii: "/"): utf8.append(UInt8(ascii: "/"))
                    case UInt8(ascii: "b"): utf8.append(0x08)
                    case UInt8(ascii: "f"): utf8.append(0x0C)
                    case UInt8(ascii: "n"): utf8.append(0x0A)
                    case UInt8(ascii: "r"): utf8.append(0x0D)
                    case UInt8(ascii: "t"): utf8.append(0x09)
                    case UInt8(ascii: "u"):
                        var code = try hex4()
                        if (0xD800..<0xDC00).contains(code), bytes.count - index >= 6,
                           bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                            index += 2
                            let low = try hex4()
                            guard (0xDC00..<0xE000).contains(low) else { throw problem("a broken \\u surrogate pair") }
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                        append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    default: throw problem("an unknown escape in a string")
                    }
                    continue
                }
                utf8.append(byte)
                index += 1
            }
            throw problem("a string is never closed")
        }

        mutating func hex4() throws -> UInt32 {
            guard bytes.count - index >= 4, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
                throw problem("a \\u escape needs four hex digits")
            }
            index += 4
            return code
        }

        mutating func number() throws -> Value {
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard !text.isEmpty, text.first != "+", let value = Double(text), value.isFinite else {
                throw problem(text.isEmpty ? "not valid JSON" : "not a number: \(UserText.quoted(text))")
            }
            return .number(value, text: text)
        }
    }
}
