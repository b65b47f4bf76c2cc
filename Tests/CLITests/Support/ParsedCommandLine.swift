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
    /// What cardrender says of a command line it refuses as a usage error, whether the parser
    /// refuses it or the command does as it runs (before it writes anything), worded as the entry
    /// point words each; nil when it parses and runs through. For refusals only: a command line
    /// that is accepted runs here, in this process.
    static func refusalWhenRun(_ arguments: [String]) throws -> String? {
        if let refusal = refusal(arguments) { return refusal }
        var command = try CardRenderCommand.parseAsRoot(arguments)
        do {
            try CLIRunner.inProcess { try command.run() }
            return nil
        } catch let refusal as ValidationError {
            return SubcommandRefusal.message(refusal, command: type(of: command))
                ?? UnknownOptionHint.improved(CardRenderCommand.fullMessage(for: refusal), for: refusal)
        }
    }
}

extension ParsedCommandLine {
    /// What cardrender prints on standard output for a command line that asks for help
    /// (`--help`, `help COMMAND`), as the entry point prints it, with exit status 0; nil when it
    /// is no request for help.
    static func help(_ arguments: [String]) -> String? {
        do {
            var command = try CardRenderCommand.parseAsRoot(arguments)
            // `help COMMAND` parses as argument-parser's own help command, which throws the request as it runs.
            guard String(describing: type(of: command)) == "HelpCommand" else { return nil }
            try CLIRunner.inProcess { try command.run() }
            return nil
        } catch {
            guard CardRenderCommand.exitCode(for: error) == .success else { return nil }
            let message = CardRenderCommand.fullMessage(for: error)
            let printed =
                DefaultSubcommandCompletion.extending(
                    message, command: CardRenderCommand._commandName, subcommand: Render._commandName) ?? message
            return printed + "\n"
        }
    }
}
