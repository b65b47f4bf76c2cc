import CCardText
import CardFoundation
import Glibc
import Synchronization

/// A TrueType or OpenType font file of the user's, read into memory and checked by CCardText
/// (its tables inside the file, scalable outlines, a Unicode character map, every glyph's outline
/// loadable) and judged by what drawing it costs (its em, composite glyphs' nesting and
/// components, each glyph's points and reach, the line metrics), so that a font that opens draws
/// in bounded time and memory. Text drawn with it takes each character it has from it and the
/// rest from the shipped fonts, in their usual order.
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
        /// Its em is outside OpenType's range, 16 to 16384 units.
        case unitsPerEm(Int)
        /// A composite glyph nests composites deeper than `FontFile.maxCompositeDepth`, or itself.
        case nestedTooDeep(glyph: Int)
        /// A glyph is drawn from more than `FontFile.maxGlyphComponents` components, nested ones counted.
        case tooManyComponents(glyph: Int, count: Int)
        /// A glyph's outline has more than `FontFile.maxGlyphPoints` points, its components' counted.
        case tooManyPoints(glyph: Int, count: Int)
        /// Its glyphs together have more points or components than a font is read with.
        case tooComplex
        /// A glyph's outline or advance reaches more than `FontFile.maxGlyphEms` em from its origin.
        case glyphTooLarge(glyph: Int, ems: Double)
        /// Its ascender or descender lies more than `FontFile.maxLineEms` em from the baseline.
        case linesTooTall(ems: Double)
        /// A text cannot be drawn with it (that draws without it): why, in words.
        case cannotDraw(text: String, reason: String)

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
            case let .unitsPerEm(units):
                "its em is \(units) units; a font's em must be \(FontFile.unitsPerEm.lowerBound) to "
                    + "\(FontFile.unitsPerEm.upperBound) units"
            case let .nestedTooDeep(glyph):
                "glyph \(glyph) nests composite glyphs more than \(FontFile.maxCompositeDepth) deep, or in a loop"
            case let .tooManyComponents(glyph, count):
                "glyph \(glyph) is drawn from \(Self.count(count)) components, nested ones counted; "
                    + "a glyph may have at most \(FontFile.maxGlyphComponents)"
            case let .tooManyPoints(glyph, count):
                "glyph \(glyph) has \(Self.count(count)) points, its components' counted; "
                    + "a glyph may have at most \(FontFile.maxGlyphPoints)"
            case .tooComplex:
                "its glyphs together have more than \(FontFile.maxFontPoints) points or "
                    + "\(FontFile.maxFontComponents) components, composites counted whole"
            case let .glyphTooLarge(glyph, ems):
                "glyph \(glyph) reaches \(Self.ems(ems)) em from its origin; "
                    + "a glyph's outline and advance may reach at most \(FontFile.maxGlyphEms) em"
            case let .linesTooTall(ems):
                "its ascender or descender lies \(Self.ems(ems)) em from the baseline; "
                    + "at most \(FontFile.maxLineEms) em"
            case let .cannotDraw(text, reason): "cannot draw \(UserText.quoted(text)) with it: \(reason)"
            }
        }

        /// A count C gave, which stops growing once past every limit.
        private static func count(_ value: Int) -> String { value >= 1 << 40 ? "over \(1 << 40)" : String(value) }

        /// Ems to one decimal, rounded up: a reach just over the limit never reads as the limit.
        private static func ems(_ value: Double) -> String {
            let tenths = value.isNaN ? 0 : Int(min(max((value * 10).rounded(.up), 0), 1e9))
            return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
        }
    }

    /// The largest font file read: 64 MiB, more than any real font (the shipped Droid Sans
    /// Fallback, with 50,000 glyphs, is 4 MB).
    public static let maxBytes = Int(CT_MAX_FACE_BYTES)
    /// The units per em a font may have: OpenType's range.
    public static let unitsPerEm = Int(CT_MIN_UNITS_PER_EM)...Int(CT_MAX_UNITS_PER_EM)
    /// Composite glyphs within composite glyphs, at most (real fonts nest one or two).
    public static let maxCompositeDepth = Int(CT_MAX_COMPOSITE_DEPTH)
    /// The components one glyph is drawn from, nested ones counted, at most (real fonts: a few).
    public static let maxGlyphComponents = Int(CT_MAX_GLYPH_COMPONENTS)
    /// The points of one glyph's outline, its components' counted, at most (real fonts: under 1,000).
    public static let maxGlyphPoints = Int(CT_MAX_GLYPH_POINTS)
    /// The points of all glyphs, each composite's counted whole, at most (Droid Sans Fallback: 3 million).
    public static let maxFontPoints = Int(CT_MAX_FACE_POINTS)
    /// The components of all composite glyphs, nested ones counted, at most.
    public static let maxFontComponents = Int(CT_MAX_FACE_COMPONENTS)
    /// How far, in ems, a glyph's outline and advance may reach from its origin (Noto Sans Arabic's
    /// widest ligature: 7.9).
    public static let maxGlyphEms = Int(CT_MAX_GLYPH_EMS)
    /// How far, in ems, the ascender and descender may lie from the baseline.
    public static let maxLineEms = Int(CT_MAX_LINE_EMS)

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
        var problem = ct_face_problem()
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

    private static func problem(status: Int32, problem: ct_face_problem) -> Problem {
        let glyph = Int(problem.glyph), value = Int(problem.value)
        let em = Double(max(1, problem.units_per_em))
        return switch problem.code {
        case Int32(CT_FACE_NOT_SFNT): .notAFont
        case Int32(CT_FACE_TRUNCATED): .truncated
        case Int32(CT_FACE_NO_OUTLINES): .noOutlines
        case Int32(CT_FACE_NO_UNICODE): .noUnicodeMap
        case Int32(CT_FACE_BAD_GLYPH): .damagedGlyph
        case Int32(CT_FACE_TOO_LARGE): .tooLarge(bytes: maxBytes + 1)
        case Int32(CT_FACE_BAD_EM): .unitsPerEm(value)
        case Int32(CT_FACE_DEEP_COMPOSITE): .nestedTooDeep(glyph: glyph)
        case Int32(CT_FACE_MANY_COMPONENTS): .tooManyComponents(glyph: glyph, count: value)
        case Int32(CT_FACE_MANY_POINTS): .tooManyPoints(glyph: glyph, count: value)
        case Int32(CT_FACE_TOO_COMPLEX): .tooComplex
        case Int32(CT_FACE_GLYPH_REACH): .glyphTooLarge(glyph: glyph, ems: Double(value) / em)
        case Int32(CT_FACE_LINE_REACH): .linesTooTall(ems: Double(value) / em)
        default: status == Int32(CT_NO_MEMORY) ? .unreadable(code: ENOMEM) : .unreadableFont
        }
    }
}

extension FontFile.Problem {
    /// `text`, which draws without the font, failed to draw in it (`failure`).
    package static func cannotDraw(_ text: String, _ failure: GlyphText.Failure) -> Self {
        let reason =
            switch failure.status {
            case Int32(CT_TOO_LARGE): "laid out in it, the text is too large to draw"
            case Int32(CT_FONT_ERROR): "a glyph's outline cannot be read at that size"
            case Int32(CT_SHAPING_ERROR): "libraqm cannot lay the text out in it"
            case Int32(CT_NO_MEMORY): "out of memory"
            default: "status \(failure.status)"
            }
        return .cannotDraw(text: text, reason: reason)
    }
}
