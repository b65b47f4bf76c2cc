/// A file path as the system hands it over: bytes, which need not be UTF-8. A file whose name is
/// not valid UTF-8 is opened by these bytes (a `String` would replace them and name another file)
/// and shown with each invalid byte as `\xNN`.
package struct RawPath: Sendable, Hashable {
    package var bytes: [UInt8]

    package init(_ path: String) {
        bytes = Array(path.utf8)
    }

    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The path with another component: `folder/name`.
    package func appending(_ name: [UInt8]) -> RawPath {
        RawPath(
            bytes: bytes.last == UInt8(ascii: "/") || bytes.isEmpty ? bytes + name : bytes + [UInt8(ascii: "/")] + name)
    }

    /// Valid UTF-8 as it is; every other byte as `\xNN`.
    package var display: String { Self.display(bytes[...]) }

    package static func display(_ bytes: ArraySlice<UInt8>) -> String {
        if let valid = String(validating: bytes, as: UTF8.self) { return valid }
        var text = "", index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
            if length > 0, index + length <= bytes.endIndex,
                let scalar = String(validating: bytes[index..<index + length], as: UTF8.self)
            {
                text += scalar
                index += length
            } else {
                text += "\\x" + String(lead, radix: 16, uppercase: false).leftPadded(to: 2)
                index += 1
            }
        }
        return text
    }

    /// The last component, as bytes.
    package var lastComponent: ArraySlice<UInt8> {
        let end = bytes.last == UInt8(ascii: "/") ? bytes.endIndex - 1 : bytes.endIndex
        let start = bytes[..<end].lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? bytes.startIndex
        return bytes[start..<end]
    }

    /// Calls `body` with the path as a NUL-terminated C string.
    package func withCString<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
