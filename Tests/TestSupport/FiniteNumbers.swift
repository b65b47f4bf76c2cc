/// Whether a value would encode as JSON: `JSONEncoder`, with its default strategies, refuses a
/// value exactly when it holds a floating-point number that is infinite or NaN (JSON has no
/// spelling for them). `check` walks the value's `encode(to:)` as the encoder would and throws
/// what the encoder throws there, without making any text: a sweep over thousands of plans
/// asks this of each.
public enum FiniteNumbers {
    /// Throws `EncodingError.invalidValue`, at the first number that is not finite, as
    /// `JSONEncoder().encode(value)` would.
    public static func check(_ value: some Encodable) throws {
        try visit(value, at: [])
    }

    static func visit(_ value: some Encodable, at path: [any CodingKey]) throws {
        switch value {
        case let number as Double: try require(number.isFinite, number, at: path)
        case let number as Float: try require(number.isFinite, number, at: path)
        case is String, is Bool, is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16, is UInt32,
            is UInt64:
            return
        default: try value.encode(to: Walker(codingPath: path))
        }
    }

    private static func require(_ finite: Bool, _ number: Any, at path: [any CodingKey]) throws {
        guard finite else {
            throw EncodingError.invalidValue(
                number,
                EncodingError.Context(codingPath: path, debugDescription: "\(number) cannot be written in JSON"))
        }
    }

    /// An encoder that keeps nothing: each value it is given is visited in its turn.
    private struct Walker: Encoder {
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Keyed(codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(codingPath: codingPath) }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(codingPath: codingPath) }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws {}

        // One generic method stands for every typed `encode(_:forKey:)` the protocol asks for.
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try FiniteNumbers.visit(value, at: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Keyed<NestedKey>(codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Unkeyed(codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder { Walker(codingPath: codingPath) }

        mutating func superEncoder(forKey key: Key) -> any Encoder { Walker(codingPath: codingPath + [key]) }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let codingPath: [any CodingKey]
        private(set) var count = 0

        init(codingPath: [any CodingKey]) { self.codingPath = codingPath }

        private mutating func nextPath() -> [any CodingKey] {
            defer { count += 1 }
            return codingPath + [Index(intValue: count)]
        }

        mutating func encodeNil() throws { count += 1 }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try FiniteNumbers.visit(value, at: nextPath())
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type
        ) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Keyed<NestedKey>(codingPath: nextPath()))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(codingPath: nextPath()) }

        mutating func superEncoder() -> any Encoder { Walker(codingPath: nextPath()) }
    }

    private struct Single: SingleValueEncodingContainer {
        let codingPath: [any CodingKey]

        mutating func encodeNil() throws {}

        mutating func encode<T: Encodable>(_ value: T) throws {
            try FiniteNumbers.visit(value, at: codingPath)
        }
    }

    /// A list item's place in the coding path.
    private struct Index: CodingKey {
        let intValue: Int?
        var stringValue: String { "\(intValue!)" }

        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { nil }
    }
}
