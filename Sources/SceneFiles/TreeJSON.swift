import Foundation

/// A tree of Swift values (objects, arrays, `Bool`, `Int`, `Double`, `String`, `NSNull`) and JSON
/// text, both ways: a scene file's merged tree is written for JSONDecoder to decode the
/// parameters from, and JSONEncoder's text is read back as the tree `TreeEncoder` makes without
/// it (its tests hold it to this reader). JSONSerialization does either at several times the
/// cost on Linux (it bridges every number through NSNumber), rounds some doubles and reads 0 and
/// 1 as false and true.
enum TreeJSON {
    /// The text is not JSON as JSONEncoder writes it.
    struct Malformed: Error {
        var offset: Int
    }

    /// The tree as JSON text; any value of another type is written as null.
    static func data(_ tree: Any) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(8192)
        write(tree, into: &out)
        return Data(out)
    }

    private static func write(_ value: Any, into out: inout [UInt8]) {
        switch value {
        case let number as Double:
            // The shortest text that reads back as the same double; a number that is not finite
            // (no tree holds one) becomes null, which decoding then refuses with its key.
            out += number.isFinite ? Array(number.description.utf8) : Array("null".utf8)
        case let object as [String: Any]:
            out.append(UInt8(ascii: "{"))
            for (index, (key, member)) in object.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                writeString(key, into: &out)
                out.append(UInt8(ascii: ":"))
                write(member, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        case let text as String:
            writeString(text, into: &out)
        case let flag as Bool:
            out += Array((flag ? "true" : "false").utf8)
        case let number as Int:
            out += Array(String(number).utf8)
        case let array as [Any]:
            out.append(UInt8(ascii: "["))
            for (index, item) in array.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                write(item, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        default:
            out += Array("null".utf8)
        }
    }

    /// A string in double quotes: the quote, the backslash and control characters escaped.
    private static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                out += [UInt8(ascii: "\\"), byte]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The tree of a JSON text: a whole number that fits an `Int` as `Int`, any other as `Double`.
    static func tree(_ json: Data) throws(Malformed) -> Any {
        var reader = Reader(bytes: [UInt8](json))
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.at == reader.bytes.count else { throw Malformed(offset: reader.at) }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var at = 0
        /// Deeper than any scene's parameters nest; the text is JSONEncoder's, not a user's.
        static let maxDepth = 64

        mutating func skipSpace() {
            while at < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[at]) { at += 1 }
        }

        mutating func expect(_ byte: UInt8) throws(Malformed) {
            skipSpace()
            guard at < bytes.count, bytes[at] == byte else { throw Malformed(offset: at) }
            at += 1
        }

        mutating func value(depth: Int) throws(Malformed) -> Any {
            skipSpace()
            guard at < bytes.count, depth < Self.maxDepth else { throw Malformed(offset: at) }
            switch bytes[at] {
            case UInt8(ascii: "{"):
                at += 1
                var object: [String: Any] = [:]
                skipSpace()
                if at < bytes.count, bytes[at] == UInt8(ascii: "}") {
                    at += 1
                    return object
                }
                repeat {
                    skipSpace()
                    let key = try string()
                    try expect(UInt8(ascii: ":"))
                    object[key] = try value(depth: depth + 1)
                    skipSpace()
                } while try more(closing: UInt8(ascii: "}"))
                return object
            case UInt8(ascii: "["):
                at += 1
                var array: [Any] = []
                skipSpace()
                if at < bytes.count, bytes[at] == UInt8(ascii: "]") {
                    at += 1
                    return array
                }
                repeat {
                    array.append(try value(depth: depth + 1))
                    skipSpace()
                } while try more(closing: UInt8(ascii: "]"))
                return array
            case UInt8(ascii: "\""):
                return try string()
            case UInt8(ascii: "t"):
                try word("true")
                return true
            case UInt8(ascii: "f"):
                try word("false")
                return false
            case UInt8(ascii: "n"):
                try word("null")
                return NSNull()
            default:
                return try number()
            }
        }

        /// After a member or item: true at a comma, false at the closing bracket.
        mutating func more(closing: UInt8) throws(Malformed) -> Bool {
            guard at < bytes.count else { throw Malformed(offset: at) }
            at += 1
            if bytes[at - 1] == UInt8(ascii: ",") { return true }
            guard bytes[at - 1] == closing else { throw Malformed(offset: at - 1) }
            return false
        }

        mutating func word(_ text: StaticString) throws(Malformed) {
            let word = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
            guard bytes.count - at >= word.count, bytes[at..<at + word.count].elementsEqual(word) else {
                throw Malformed(offset: at)
            }
            at += word.count
        }

        mutating func number() throws(Malformed) -> Any {
            let start = at
            while at < bytes.count, "+-0123456789.eE".utf8.contains(bytes[at]) { at += 1 }
            guard at > start, let number = Double(String(decoding: bytes[start..<at], as: UTF8.self)) else {
                throw Malformed(offset: start)
            }
            return Int(exactly: number) ?? number
        }

        mutating func string() throws(Malformed) -> String {
            guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw Malformed(offset: at) }
            at += 1
            var out: [UInt8] = []
            while at < bytes.count, bytes[at] != UInt8(ascii: "\"") {
                guard bytes[at] == UInt8(ascii: "\\") else {
                    out.append(bytes[at])
                    at += 1
                    continue
                }
                guard at + 1 < bytes.count else { throw Malformed(offset: at) }
                let escaped = bytes[at + 1]
                at += 2
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), bytes.count - at >= 6, bytes[at] == UInt8(ascii: "\\"),
                        bytes[at + 1] == UInt8(ascii: "u")
                    {
                        at += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw Malformed(offset: at) }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw Malformed(offset: at) }
                    out += Array(String(Character(scalar)).utf8)
                default:
                    throw Malformed(offset: at - 1)
                }
            }
            guard at < bytes.count else { throw Malformed(offset: at) }
            at += 1
            return String(decoding: out, as: UTF8.self)
        }

        mutating func hex4() throws(Malformed) -> UInt32 {
            guard bytes.count - at >= 4,
                let code = UInt32(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16)
            else { throw Malformed(offset: at) }
            at += 4
            return code
        }
    }
}
