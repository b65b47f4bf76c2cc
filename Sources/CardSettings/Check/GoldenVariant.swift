/// Accepted variants of a golden frame: beside `frame-0012.png`, files named
/// `frame-0012.<variant>.png` (`arm64`, `macos-14`…) are other accepted renderings of the same
/// frame, so a team with two CI platforms keeps one golden set. A frame passes when it matches
/// the base file or any variant. A variant whose motion differs from the base's keeps its own
/// motion track beside it, `motion.<variant>.json`.
public enum GoldenVariant {
    /// The kinds of golden file that have variants.
    package static let extensions = [".png", ".json"]

    /// Letters, digits, `-` and `_`, at most 32 characters, and not `diff` (diff images' suffix).
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 32 && name != "diff"
            && name.unicodeScalars.allSatisfy {
                ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "_"
            }
    }

    /// `deck/still.arm64.png` → `deck/still.png`; a path with no valid variant is its own base.
    public static func base(of path: String) -> String {
        guard let split = split(path) else { return path }
        return split.base
    }

    /// The base path and variant name of a variant file, or nil.
    public static func split(_ path: String) -> (base: String, variant: String)? {
        guard let ext = extensions.first(where: path.hasSuffix) else { return nil }
        let stem = path.dropLast(ext.count)
        guard let dot = stem.lastIndex(of: "."), !stem[stem.index(after: dot)...].contains("/") else { return nil }
        let variant = String(stem[stem.index(after: dot)...])
        let before = stem[..<dot]
        guard isValidName(variant), !before.isEmpty, !before.hasSuffix("/") else { return nil }
        return (before + ext, variant)
    }

    /// `deck/still.png` with variant `arm64` → `deck/still.arm64.png` (`motion.json` → `motion.arm64.json`).
    public static func path(_ base: String, variant: String?) -> String {
        guard let variant, let ext = extensions.first(where: base.hasSuffix) else { return base }
        return base.dropLast(ext.count) + ".\(variant)\(ext)"
    }
}
