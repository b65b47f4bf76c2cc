import Foundation

/// A libvips other than the system's: the one inside PyPI's pyvips-binary (its own GLib, Pango,
/// HarfBuzz and FreeType), which `scripts/install-deps.sh --test` takes out of the wheel into
/// `other-libvips/` beside the test tools, or the folder CARDRENDER_OTHER_LIBVIPS names. A
/// cardrender run loads it when that folder leads its LD_LIBRARY_PATH.
enum OtherLibvips {
    /// The folder holding `libvips.so.42`; nil when there is none.
    static let folder: String? = {
        let candidates = [
            ProcessInfo.processInfo.environment["CARDRENDER_OTHER_LIBVIPS"],
            (TestTools.installed as NSString).appendingPathComponent("other-libvips")
        ]
        return candidates.compactMap { $0 }.first {
            FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent("libvips.so.42"))
        }
    }()

    /// The libvips version it was fetched as (its `VERSION` file).
    static func version(in folder: String) throws -> String {
        try String(contentsOfFile: (folder as NSString).appendingPathComponent("VERSION"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether a test that needs it should run: when it is there, and always in CI, where its
    /// absence is a failure rather than a skip.
    static let shouldRun = folder != nil || !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty

    static let missing =
        "the other libvips build is not installed (scripts/install-deps.sh --test fetches pyvips-binary's)"
}
