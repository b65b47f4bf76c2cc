import ArgumentParser
import Foundation

/// One command line, parsed and run, its errors written as cardrender writes them, and the exit
/// status it ends with: argument errors map to 2, the status cardrender uses for every usage or
/// I/O error (argument-parser's own would be 64). The process's own setup (signals, standard
/// streams, memory) is the entry point's; the tests run command lines here, in their process.
enum CommandLineRun {
    static func run(_ arguments: [String]) -> Int32 {
        do {
            var command = try CardRenderCommand.parseAsRoot(arguments)
            do { try command.run() } catch let refusal as ValidationError {
                // Found as the command runs: argument-parser knows no subcommand then and would
                // show the root's usage, which is render's.
                guard let message = SubcommandRefusal.message(refusal, command: type(of: command)) else {
                    throw refusal
                }
                Terminal.writeErrorLines(message)
                return ExitStatus.usageOrFatal
            }
            return ExitStatus.success
        } catch let content as ContentError {
            Terminal.writeError("cardrender: \(content)")
            return ExitStatus.usageOrFatal
        } catch {
            let code = CardRenderCommand.exitCode(for: error)
            if code == .validationFailure {
                let message = CardRenderCommand.fullMessage(for: error)
                Terminal.writeErrorLines(UnknownOptionHint.improved(message, for: error))
                return ExitStatus.usageOrFatal
            }
            if code == .success {
                // --help, --version, or a completion script, which is made to complete the default
                // subcommand's options too.
                let message = CardRenderCommand.fullMessage(for: error)
                let printed =
                    DefaultSubcommandCompletion.extending(
                        message, command: CardRenderCommand._commandName, subcommand: Render._commandName) ?? message
                _ = Terminal.outputDocument(Data((printed + "\n").utf8))
                return ExitStatus.success
            }
            let message = CardRenderCommand.fullMessage(for: error)
            if !message.isEmpty { Terminal.writeErrorLines(message) }
            return code.rawValue
        }
    }
}
