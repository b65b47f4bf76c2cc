/// Something wrong with one input file. Rendering goes on without it.
public struct InputIssue: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        /// Not a photo at all (a README, a .DS_Store): skipped, the run still succeeds.
        case skipped
        /// Meant to be a photo but unusable (corrupt, truncated, too large): the run reports a failure.
        case failed
    }

    public var path: String
    public var reason: String
    public var severity: Severity

    public init(path: String, reason: String, severity: Severity) {
        self.path = path
        self.reason = reason
        self.severity = severity
    }

    /// One line, `path: reason`, as cardrender prints it on stderr.
    public var description: String { "\(path): \(reason)" }
}
