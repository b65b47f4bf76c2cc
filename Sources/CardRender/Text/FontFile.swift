import CCardText
import CardFoundation
import Glibc
import Synchronization

/// A TrueType or OpenType font file of the user's, read into memory and checked by CCardText
/// (its tables inside the file, scalable outlines, a Unicode character map, every glyph's outline
/// loadable), so that a font that opens draws. Text drawn with it takes each character it has from
/// it and the rest from the shipped fonts, in their usual order.
public final class FontFile: @unchecked Sendable {
    /// Why a font file cannot be used.
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        case missing
        case folder
        case notRegularFile
        /// The file could not be opened or read: the system's error number.
        case unreadable(code: Int32)
        /// Larger than `FontFile.maxBytes`.
        case tooLarge(bytes: Int)
        /// No TrueType or OpenType signature: another kind of file, a WOFF or a font collection.
        case notAFont
        /// The table directory names bytes past the end of the file: cut short or damaged.
        case truncated
        /// FreeType could not open it, or its header is out of range.
        case unreadableFont
        /// No scalable outlines: a bitmap-only font.
        case noOutlines
        /// No Unicode character map: its characters cannot be found.
        case noUnicodeMap
        /// A glyph's outline cannot be read: the file is damaged.
        case damagedGlyph

        /// The problem in words, to follow the file's path.
        public var description: String {
            switch self {
            case .missing: "no such file"
            case .folder: "is a folder, not a font file"
            case .notRegularFile: "not a regular file"
            case let .unreadable(code): "cannot read (\(SystemReason.describe(code)))"
            case let .tooLarge(bytes):
                "\(bytes) bytes; a font file may be at most \(FontFile.maxBytes) bytes (64 MiB)"
            case .notAFont: "not a TrueType or OpenType font (.ttf or .otf)"
            case .truncated: "damaged: its tables run past the end of the file (cut short?)"
            case .unreadableFont: "damaged: FreeType cannot open it as a font"
            case .noOutlines: "has no scalable outlines (a bitmap font); a .ttf or .otf with outlines is needed"
            case .noUnicodeMap: "has no Unicode character map, so no text can be drawn from it"
            case .damagedGlyph: "damaged: a glyph's outline cannot be read"
            }
        }
    }

    /// The largest font file read: 64 MiB, more than any real font (the shipped Droid Sans
    /// Fallback, with 50,000 glyphs, is 4 MB).
    public static let maxBytes = Int(CT_MAX_FACE_BYTES)

    /// The path it was read from, as given.
    public let path: String
    /// Tells one opened font from another for the text caches, however many come and go.
    let serial: UInt64
    // ct_face takes its own lock around every use: the class is Sendable for that.
    let handle: OpaquePointer

    private static let opened = Atomic<UInt64>(0)

    /// Reads and checks the font at `path`. Throws `Problem`.
    public init(contentsOf path: String) throws(Problem) {
        let bytes = try Self.read(path)
        var handle: OpaquePointer?
        var problem: Int32 = 0
        let status = bytes.withUnsafeBufferPointer { ct_face_open($0.baseAddress, $0.count, &handle, &problem) }
        guard status == 0, let handle else { throw Self.problem(status: status, problem: problem) }
        self.path = path
        self.handle = handle
        self.serial = Self.opened.add(1, ordering: .relaxed).newValue
    }

    deinit { ct_face_close(handle) }

    /// The glyphs in the font.
    package var glyphCount: Int { Int(ct_face_glyph_count(handle)) }

    /// Whether the font draws `scalar`: it has a glyph for it with an outline (or nothing to draw,
    /// for a space). A character a font maps to an empty glyph is drawn by the shipped fonts.
    package func has(_ scalar: Unicode.Scalar) -> Bool { ct_face_has(handle, scalar.value) != 0 }

    private static func read(_ path: String) throws(Problem) -> [UInt8] {
        let file: InputFile
        do throws(InputFile.Problem) { file = try InputFile.open(path) } catch {
            switch error {
            case .folder: throw .folder
            case .notRegular: throw .notRegularFile
            case .brokenLink: throw .missing
            case let .cannotOpen(code): throw code == ENOENT ? .missing : .unreadable(code: code)
            case let .cannotRead(code): throw .unreadable(code: code)
            case .symbolicLink, .linkOnTheWay: throw .unreadable(code: ELOOP)
            }
        }
        guard file.size <= maxBytes else { throw .tooLarge(bytes: file.size) }
        // One byte more than allowed tells a file that grew since it was opened.
        let bytes: [UInt8]
        do throws(InputFile.Problem) {
            bytes = try file.read(at: 0, count: maxBytes + 1 > file.size ? file.size + 1 : maxBytes + 1)
        } catch {
            if case let .cannotRead(code) = error { throw .unreadable(code: code) }
            throw .unreadable(code: EIO)
        }
        guard bytes.count <= maxBytes else { throw .tooLarge(bytes: bytes.count) }
        return bytes
    }

    private static func problem(status: Int32, problem: Int32) -> Problem {
        switch problem {
        case Int32(CT_FACE_NOT_SFNT): .notAFont
        case Int32(CT_FACE_TRUNCATED): .truncated
        case Int32(CT_FACE_NO_OUTLINES): .noOutlines
        case Int32(CT_FACE_NO_UNICODE): .noUnicodeMap
        case Int32(CT_FACE_BAD_GLYPH): .damagedGlyph
        case Int32(CT_FACE_TOO_LARGE): .tooLarge(bytes: maxBytes + 1)
        default: status == Int32(CT_NO_MEMORY) ? .unreadable(code: ENOMEM) : .unreadableFont
        }
    }
}
