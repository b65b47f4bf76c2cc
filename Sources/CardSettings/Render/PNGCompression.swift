/// How a PNG's pixels are compressed: libdeflate at DEFLATE levels 0–9 (0 stores), or ISA-L's
/// igzip (`fast`): on rendered frames it encodes about 6× faster than level 6 and 2× faster than
/// level 1, for files about 16 % larger than level 6.
///
/// Every choice gives the same bytes on every machine: ISA-L runs SSE, AVX2 or AVX-512 code
/// depending on the CPU, and only a level whose output does not depend on that is offered
/// (`PNGEncoderChecksumTests` pins the bytes of each choice).
public enum PNGCompression: Sendable, Hashable, CustomStringConvertible {
    case libdeflate(level: Int)
    case isal(level: Int)

    /// Level 6: the small-file end, and the bytes every earlier version wrote.
    public static let `default` = PNGCompression.libdeflate(level: 6)
    /// ISA-L level 2: the fast end. (Its level 1 is no faster on frames, and larger.)
    public static let fast = PNGCompression.isal(level: 2)

    /// Every choice, smallest files last.
    public static let all: [PNGCompression] = [.fast] + (0...9).map { .libdeflate(level: $0) }

    /// The values as a user gives them: a level `0`…`9`, or `fast`.
    public init?(_ text: String) {
        if text == "fast" {
            self = .fast
        } else if let level = Int(text), (0...9).contains(level), text.allSatisfy(\.isASCII) {
            self = .libdeflate(level: level)
        } else {
            return nil
        }
    }

    /// The number `manifest.json` holds (`Manifest.Settings.pngCompression`): the level for
    /// libdeflate, −1 for `fast`.
    public init?(code: Int) {
        switch code {
        case 0...9: self = .libdeflate(level: code)
        case -1: self = .fast
        default: return nil
        }
    }

    /// The number `manifest.json` records: the level for libdeflate, −1 for `fast`.
    public var code: Int {
        switch self {
        case .libdeflate(let level): level
        case .isal: -1
        }
    }

    /// As a user gives it.
    public var description: String {
        switch self {
        case .libdeflate(let level): String(level)
        case .isal: "fast"
        }
    }

}
