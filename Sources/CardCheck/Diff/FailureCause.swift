/// The error behind a failure, kept as it was thrown so that a caller can look at it (`error as?
/// FolderLock.Held`, a Foundation error's code) instead of at its words. Its description is the
/// error's own.
public struct FailureCause: Error, Sendable, Equatable, CustomStringConvertible {
    /// The error as it was thrown.
    public var error: any Error

    /// The cause `error`.
    public init(_ error: any Error) { self.error = error }

    /// The error's own words.
    public var description: String { "\(error)" }

    /// Two causes are equal when their errors are equal (for errors that are `Equatable`), or else
    /// of the same type with the same words.
    public static func == (lhs: FailureCause, rhs: FailureCause) -> Bool {
        // Through `Any`: Swift 6.3 takes a cast straight from `any Error` for one that always succeeds.
        let error: Any = lhs.error
        if let equatable = error as? any Equatable { return Self.isEqual(equatable, rhs.error) }
        return type(of: lhs.error) == type(of: rhs.error) && lhs.description == rhs.description
    }

    private static func isEqual<E: Equatable>(_ lhs: E, _ rhs: any Error) -> Bool {
        (rhs as? E) == lhs
    }
}
