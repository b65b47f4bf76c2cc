/// Something wrong with one input file. Rendering goes on without it.
public struct InputIssue: Error, Sendable, Hashable, CustomStringConvertible {
    /// Whether the file was meant as a photo.
    public enum Severity: String, Sendable {
        /// Not a photo at all (a README, a .DS_Store): skipped, the run still succeeds.
        case skipped
        /// Meant to be a photo but unusable (corrupt, truncated, too large): the run reports a failure.
        case failed
    }

    /// The file's path as shown to the user (a byte that is not UTF-8 shows as `\xNN`).
    public var path: String
    /// What is wrong with it, in words.
    public var reason: String
    /// Whether it was skipped or failed.
    public var severity: Severity

    /// An issue with the file at `path`.
    public init(path: String, reason: String, severity: Severity) {
        self.path = path
        self.reason = reason
        self.severity = severity
    }

    /// One line, `path: reason`, as cardrender prints it on stderr.
    public var description: String { "\(path): \(reason)" }
}
