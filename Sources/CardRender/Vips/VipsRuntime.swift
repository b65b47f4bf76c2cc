import CVipsShim
import Foundation

/// libvips, started once per process.
package enum VipsRuntime {
    /// Starting is idempotent and thread-safe: Swift runs a static initialiser exactly once.
    private static let started: Result<Void, VipsFailure> = {
        guard cr_init(CommandLine.arguments.first ?? "cardrender") == 0 else {
            return .failure(VipsFailure(step: "starting libvips", detail: takeErrorDetail()))
        }
        // Only the loaders cardrender supports may run (no ImageMagick, PDF, SVG files from users...).
        cr_block_untrusted_set(1)
        // The SVG loader is untrusted for users' files, which never reach it (their file loaders stay
        // blocked); cardrender feeds only its own generated rounded-rectangle SVG to the buffer loader.
        cr_operation_block_set("VipsForeignLoadSvgBuffer", 0)
        // A batch renders each input once; libvips's operation cache would only hold memory.
        cr_cache_set_max(0)
        return .success(())
    }()

    package static func start() throws {
        try started.get()
    }

    /// libvips's error buffer, copied and cleared in one step.
    static func takeErrorDetail() -> String {
        guard let copy = cr_error_take() else { return noDetail }
        defer { free(copy) }
        let text = String(cString: copy).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? noDetail : text.replacingOccurrences(of: "\n", with: "; ")
    }

    /// What a failure says when libvips left no message.
    static let noDetail = "libvips gave no reason"

    /// How many worker threads each libvips pipeline may use.
    static func setThreads(_ count: Int) {
        cr_concurrency_set(Int32(max(1, count)))
    }
}

/// A libvips call that failed: what cardrender was doing, and libvips's own words.
struct VipsFailure: Error, CustomStringConvertible {
    var step: String
    var detail: String
    var description: String { "\(step): \(detail)" }
}
