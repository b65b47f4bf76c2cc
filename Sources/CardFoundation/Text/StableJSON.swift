import Foundation

/// The one JSON form of cardrender's files (manifests, golden indexes, reports): pretty-printed,
/// keys sorted, slashes as they are, a final newline. No timestamps go in, so the same content
/// always gives the same bytes.
package enum StableJSON {
    package static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }
}
