import ArgumentParser
@testable import cardrender

/// cardrender's command line parsed in this process, as its entry point parses it: the parser
/// and each command's `validate()`, nothing run.
enum ParsedCommandLine {
    /// What cardrender says of a command line it refuses as a usage error (exit status 2),
    /// improved as the entry point improves it; nil when it parses.
    static func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try CardRenderCommand.parseAsRoot(arguments)
            return nil
        } catch {
            guard CardRenderCommand.exitCode(for: error) == .validationFailure else {
                return "not a usage error: \(error)"
            }
            return UnknownOptionHint.improved(CardRenderCommand.fullMessage(for: error), for: error)
        }
    }
}
