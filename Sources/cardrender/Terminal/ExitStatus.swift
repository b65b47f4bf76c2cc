/// cardrender's exit statuses (also in `--help`, the man page and the README).
enum ExitStatus {
    static let success: Int32 = 0
    /// Everything that could be rendered was, but some inputs failed.
    static let someInputsFailed: Int32 = 1
    /// A usage error, or a problem that stopped the run (no photos, cannot write).
    static let usageOrFatal: Int32 = 2
}
