import Foundation

/// Encodes a value straight to the tree `TreeJSON.tree` reads back from `JSONEncoder`'s text
/// (objects, arrays, `Bool`, `Int` for whole numbers, `Double`, `String`, `NSNull`), without the
/// text: every scene file's range checks ask for its parameters' tree. Numbers take the same
/// path as through the text (a whole number within `Int`'s range, however it was typed, is an
/// `Int`), and a key encoded nil is `NSNull`, an absent optional no key at all, as there.
enum TreeEncoder {
    static func tree(_ value: some Encodable, userInfo: [CodingUserInfoKey: Any] = [:]) throws -> Any {
        let root = Node()
        try root.store(value, codingPath: [], userInfo: userInfo)
        return root.tree
    }

    /// One value of the tree as it is made: a leaf, or an object or array of nodes.
    final class Node {
        enum Kind { case empty, leaf, object, array }

        var kind = Kind.empty
        var leaf: Any = NSNull()
        var members: [String: Node] = [:]
        var items: [Node] = []

        var tree: Any {
            switch kind {
            // A value that asked for no container: JSONEncoder writes an empty object.
            case .empty: [String: Any]()
            case .leaf: leaf
            case .object: members.mapValues(\.tree)
            case .array: items.map(\.tree)
            }
        }

        func set(_ value: Any) {
            kind = .leaf
            leaf = value
        }

        func store(_ value: some Encodable, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) throws {
            switch value {
            case let number as Double: set(TreeEncoder.number(number))
            case let number as Float: set(TreeEncoder.number(Double("\(number)") ?? Double(number)))
            case let text as String: set(text)
            case let flag as Bool: set(flag)
            case let number as any BinaryInteger: set(TreeEncoder.number(Double(number)))
            default: try value.encode(to: Encoding(node: self, codingPath: codingPath, userInfo: userInfo))
            }
        }

        func member(_ key: String) -> Node {
            kind = .object
            let node = Node()
            members[key] = node
            return node
        }

        func appended() -> Node {
            kind = .array
            let node = Node()
            items.append(node)
            return node
        }
    }

    /// A number as `TreeJSON` reads its text back: an `Int` when it is whole and fits.
    static func number(_ value: Double) -> Any { Int(exactly: value) ?? value }

    private struct Encoding: Encoder {
        let node: Node
        let codingPath: [any CodingKey]
        let userInfo: [CodingUserInfoKey: Any]

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            node.kind = .object
            return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath, userInfo: userInfo))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            node.kind = .array
            return Unkeyed(node: node, codingPath: codingPath, userInfo: userInfo)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            Single(node: node, codingPath: codingPath, userInfo: userInfo)
        }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        let codingPath: [any CodingKey]
        let userInfo: [CodingUserInfoKey: Any]

        mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue).set(NSNull()) }

        // One generic method stands for every typed `encode(_:forKey:)` the protocol asks for.
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try node.member(key.stringValue).store(value, codingPath: codingPath + [key], userInfo: userInfo)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            Encoding(node: node.member(key.stringValue), codingPath: codingPath + [key], userInfo: userInfo)
                .container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Encoding(node: node.member(key.stringValue), codingPath: codingPath + [key], userInfo: userInfo)
                .unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            Encoding(node: node.member("super"), codingPath: codingPath, userInfo: userInfo)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            Encoding(node: node.member(key.stringValue), codingPath: codingPath + [key], userInfo: userInfo)
        }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]
        let userInfo: [CodingUserInfoKey: Any]
        var count: Int { node.items.count }

        mutating func encodeNil() throws { node.appended().set(NSNull()) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try node.appended().store(value, codingPath: codingPath, userInfo: userInfo)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type
        ) -> KeyedEncodingContainer<NestedKey> {
            Encoding(node: node.appended(), codingPath: codingPath, userInfo: userInfo).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            Encoding(node: node.appended(), codingPath: codingPath, userInfo: userInfo).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            Encoding(node: node.appended(), codingPath: codingPath, userInfo: userInfo)
        }
    }

    private struct Single: SingleValueEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]
        let userInfo: [CodingUserInfoKey: Any]

        mutating func encodeNil() throws { node.set(NSNull()) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try node.store(value, codingPath: codingPath, userInfo: userInfo)
        }
    }
}
