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

extension ParsedCommandLine {
    /// What cardrender writes on standard error for a command line it refuses as a usage error
    /// (exit status 2), whether the parser refuses it or the command does as it runs; nil when it
    /// runs through. Run in this process by the entry point's own code (`CommandLineRun`).
    static func refusalWhenRun(_ arguments: [String]) -> String? {
        let result = CLIRunner.runInProcess(arguments)
        return result.status == ExitStatus.usageOrFatal ? result.stderr : nil
    }

    /// What cardrender prints on standard output, with exit status 0 and nothing on standard
    /// error, for a command line that asks for help (`--help`, `help COMMAND`); nil when it ends
    /// otherwise. Run in this process by the entry point's own code.
    static func help(_ arguments: [String]) -> String? {
        let result = CLIRunner.runInProcess(arguments)
        return result.status == ExitStatus.success && result.stderr.isEmpty ? result.stdout : nil
    }
}
