import CardFoundation
import Foundation
import Yams

/// JSON read with Yams (YAML 1.2 reads every JSON text) and held to JSON where a file must be
/// read exactly: keys and strings in double quotes, numbers kept apart from true and false, no
/// key twice in one object, no nesting deeper than a caption file needs. Every value knows its line.
enum JSONNodes {
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

    static func parse(_ text: String) throws(Problem) -> Value {
        let root: Node?
        do {
            root = try Yams.compose(yaml: SurrogatePairs.joined(text))
        } catch let error as YamlError {
            throw problem(error, text: text)
        } catch {
            throw Problem(line: 1, message: "\(error)")
        }
        guard let root else {
            throw Problem(line: text.count { $0 == "\n" } + 1, message: "unexpected end of the file")
        }
        // A YAML block (`key: value` lines) holds no braces; JSON's objects and arrays are in them.
        if root.scalar == nil, let first = text.first(where: { !$0.isWhitespace }), first != "{" && first != "[" {
            throw Problem(line: 1, message: "expected an object in braces or an array in brackets")
        }
        return try value(root, depth: 0)
    }

    private static func value(_ node: Node, depth: Int) throws(Problem) -> Value {
        let line = node.mark?.line ?? 1
        guard depth < maxDepth else { throw Problem(line: line, message: "nested more than \(maxDepth) deep") }
        switch node {
        case let .mapping(mapping):
            var members: [Member] = []
            for (key, value) in mapping {
                guard let name = key.scalar, name.style == .doubleQuoted else {
                    throw Problem(line: key.mark?.line ?? line, message: "expected a key in quotes")
                }
                members.append(
                    Member(
                        key: name.string, value: try self.value(value, depth: depth + 1), line: key.mark?.line ?? line))
            }
            return .object(members)
        case let .sequence(sequence):
            var items: [Item] = []
            for item in sequence {
                items.append(Item(value: try value(item, depth: depth + 1), line: item.mark?.line ?? line))
            }
            return .array(items)
        case let .scalar(scalar):
            switch (scalar.style, scalar.string) {
            case (.doubleQuoted, let text): return .string(text)
            case (.plain, "true"): return .bool(true)
            case (.plain, "false"): return .bool(false)
            case (.plain, "null"): return .null
            case let (.plain, text):
                guard !text.isEmpty, text.first != "+", text.allSatisfy({ "+-0123456789.eE".contains($0) }),
                    let number = Double(text), number.isFinite
                else {
                    throw Problem(
                        line: line, message: text.isEmpty ? "not valid JSON" : "not a number: \(UserText.quoted(text))")
                }
                return .number(number, text: text)
            default:
                throw Problem(line: line, message: "expected a string in double quotes")
            }
        case .alias:
            throw Problem(line: line, message: "not valid JSON")
        }
    }

    private static func problem(_ error: YamlError, text: String) -> Problem {
        switch error {
        case let .parser(_, problem, mark, _) where problem.hasPrefix("Maximum nesting level reached"):
            return Problem(line: mark.line, message: "nested more than \(maxDepth) deep")
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return Problem(line: mark.line, message: problem)
        case let .duplicatedKeysInMapping(duplicates, context):
            if let repeated = RepeatedJSONKey.find(in: text) {
                return Problem(line: repeated.line, message: "the key \(UserText.quoted(repeated.key)) is given twice")
            }
            return Problem(
                line: context.mark.line, message: "the key \(UserText.quoted(duplicates.first ?? "")) is given twice")
        default:
            return Problem(line: 1, message: "\(error)")
        }
    }
}

/// JSON writes a character beyond U+FFFF as a pair of `\u` escapes (`\ud83d\ude00`), which YAML
/// refuses one by one; YAML's own escape for it is `\U0001F600`.
enum SurrogatePairs {
    static func joined(_ text: String) -> String {
        guard text.contains("\\u") else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                out.append(bytes[index])
                index += 1
                continue
            }
            if let high = escape(bytes, at: index), (0xD800..<0xDC00).contains(high),
                let low = escape(bytes, at: index + 6), (0xDC00..<0xE000).contains(low)
            {
                let code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                let digits = String(code, radix: 16, uppercase: true)
                out += Array("\\U\(String(repeating: "0", count: 8 - digits.count))\(digits)".utf8)
                index += 12
            } else {
                // An escape (`\\` included) is copied whole, so its second character starts nothing.
                out += bytes[index...index + 1]
                index += 2
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The code of a `\uXXXX` escape at `index`.
    private static func escape(_ bytes: [UInt8], at index: Int) -> UInt32? {
        guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
            return nil
        }
        return UInt32(String(decoding: bytes[index + 2..<index + 6], as: UTF8.self), radix: 16)
    }
}

/// Where a JSON text gives a key twice in one object: Yams names only the key's first place.
/// A scan of the text's strings and brackets, keeping each open object's keys.
enum RepeatedJSONKey {
    /// The first key given again, in text order, and the line where it is given again.
    static func find(in text: String) -> (key: String, line: Int)? {
        let bytes = Array(text.utf8)
        var objects: [Set<String>?] = []  // nil: an array
        var line = 1, index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: "{"): objects.append([])
            case UInt8(ascii: "["): objects.append(nil)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = objects.popLast()
            case UInt8(ascii: "\""):
                let start = index, keyLine = line
                index += 1
                while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    if index < bytes.count && bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
                guard index < bytes.count else { return nil }
                var next = index + 1
                while next < bytes.count,
                    [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains(
                        bytes[next])
                { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: ":"), let keys = objects.last ?? nil {
                    let token = Data(bytes[start...index])
                    guard
                        let key = try? JSONSerialization.jsonObject(with: token, options: .fragmentsAllowed) as? String
                    else { return nil }
                    if keys.contains(key) { return (key, keyLine) }
                    objects[objects.count - 1]?.insert(key)
                }
            default: break
            }
            index += 1
        }
        return nil
    }
}
