import CVipsShim
import Foundation
import Synchronization

/// libvips, started once per process, the first time something is drawn or read (a render, a
/// mockup, a diff: whatever calls `start`). Nothing before that loads libvips. Starting changes
/// the process, for good and for every libvips user in it:
///
/// - libvips (`libvips.so.42`) is opened with `dlopen(RTLD_LAZY | RTLD_GLOBAL)`, and with it GLib,
///   GObject and the libraries libvips itself needs;
/// - `VIPS_INIT` starts it with `programPath` (GLib's program name), and libvips's warnings (the
///   `VIPS` log domain) are dropped: each failure is reported once, from its error buffer;
/// - `vips_block_untrusted_set(TRUE)` blocks libvips's untrusted loaders (ImageMagick, PDF, SVG
///   files…), and only the SVG buffer loader is let through again, for cardrender's own shapes;
/// - `vips_cache_set_max(0)` turns libvips's operation cache off.
///
/// Later, and only when asked: `setThreads` sets libvips's concurrency for the process (a render
/// with `RenderSettings.threads`). Text is drawn by `GlyphText` from the shipped fonts, without
/// fontconfig or Pango. docs/library.md says the same for library users.
package enum VipsRuntime {
    /// What libvips is started with as the program's path (`argv[0]`): GLib's program name, and
    /// where libvips first looks for its install prefix before the one it was built with.
    package static let programPath = Mutex("cardrender")

    /// Starting is idempotent and thread-safe: Swift runs a static initialiser exactly once.
    private static let started: Result<Void, VipsFailure> = {
        guard cr_init(programPath.withLock { $0 }) == 0 else {
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

    /// Loads the libvips at `library` (a name or path as dlopen takes it) as `start` loads
    /// libvips.so.42, without making it the one this process draws with: throws the failure
    /// `start` would report when it cannot be loaded or lacks a function cardrender calls.
    static func checkLibrary(_ library: String) throws {
        var reason = [CChar](repeating: 0, count: 512)
        guard cr_vips_library_check(library, &reason, reason.count) != 0 else { return }
        let detail = reason.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        throw VipsFailure(step: "starting libvips", detail: detail)
    }

    /// libvips's error buffer, copied and cleared in one step.
    package static func takeErrorDetail() -> String {
        guard let copy = cr_error_take() else { return noDetail }
        defer { free(copy) }
        let text = String(cString: copy).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? noDetail : text.replacingOccurrences(of: "\n", with: "; ")
    }

    /// What a failure says when libvips left no message.
    static let noDetail = "libvips gave no reason"

    /// How many worker threads each libvips pipeline may use.
    package static func setThreads(_ count: Int) {
        cr_concurrency_set(Int32(max(1, count)))
    }
}

/// A libvips call that failed: what cardrender was doing, and libvips's own words.
public struct VipsFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What cardrender was doing ("reading a.png").
    public var step: String
    /// libvips's message.
    public var detail: String
    /// `step: detail`.
    public var description: String { "\(step): \(detail)" }

    package init(step: String, detail: String) {
        self.step = step
        self.detail = detail
    }
}
