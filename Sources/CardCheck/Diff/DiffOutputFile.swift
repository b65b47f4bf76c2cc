import CFrameKernels
import CardFormats

/// A file a diff wrote into its output folder, as its report.json records it: enough for the
/// next diff there to tell that the file is still the one it wrote (`DiffOutputFolder`).
public struct DiffOutputFile: Codable, Sendable, Equatable {
    /// Relative to the output folder.
    public var path: String
    /// The file's size in bytes.
    public var bytes: Int
    /// CRC-64/XZ of the bytes, 16 hexadecimal digits (a JSON number could not hold 64 bits).
    public var crc64: String

    init(path: String, contents: UnsafeRawBufferPointer) {
        self.path = path
        bytes = contents.count
        crc64 = Self.checksum(contents)
    }

    init(path: String, data: [UInt8]) {
        self = data.withUnsafeBytes { DiffOutputFile(path: path, contents: $0) }
    }

    static func checksum(_ contents: UnsafeRawBufferPointer) -> String {
        CRC64.hex(contents)
    }

    /// The names a diff writes: diff images (`*.diff.png`), frames of APNGs it compared, its
    /// contact sheet and its reports. Only files of these kinds may be replaced or removed on the
    /// strength of a record.
    static func isDiffOutputName(_ path: String) -> Bool {
        DiffFileNames.fixed.contains(path) && path != DiffFileNames.json
            || path.hasSuffix(".diff.png") && !path.hasSuffix("/.diff.png") && path != ".diff.png"
            || DiffFileNames.isAPNGFrame(path)
    }
}
