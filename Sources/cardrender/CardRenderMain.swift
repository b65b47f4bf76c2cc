import ArgumentParser
import CardImaging
import Foundation

/// The entry point. It runs the command tree and maps argument errors to exit status 2, the
/// status cardrender uses for every usage or I/O error (argument-parser's own would be 64).
@main
enum CardRenderMain {
    static func main() {
        // Past a file-size limit (ulimit -f) a write should fail with an error we can report,
        // not kill the process halfway through a file.
        signal(SIGXFSZ, SIG_IGN)
        Terminal.prepareStandardStreams()
        Interruption.install()
        ProcessMemory.limitMallocArenas()
        ProcessMemory.returnLargeBlocks()
        // libvips is started with the program's path as its argv[0].
        CommandLine.arguments.first.map(LibvipsProgram.setPath)
        do {
            var command = try CardRenderCommand.parseAsRoot()
            do { try command.run() } catch let refusal as ValidationError {
                // Found as the command runs: argument-parser knows no subcommand then and would
                // show the root's usage, which is render's.
                guard let message = SubcommandRefusal.message(refusal, command: type(of: command)) else {
                    throw refusal
                }
                Terminal.writeErrorLines(message)
                exit(ExitStatus.usageOrFatal)
            }
        } catch let content as ContentError {
            Terminal.writeError("cardrender: \(content)")
            exit(ExitStatus.usageOrFatal)
        } catch {
            let code = CardRenderCommand.exitCode(for: error)
            if code == .validationFailure {
                let message = CardRenderCommand.fullMessage(for: error)
                Terminal.writeErrorLines(UnknownOptionHint.improved(message, for: error))
                exit(ExitStatus.usageOrFatal)
            }
            if code == .success {
                // --help, --version, or a completion script, which is made to complete the default
                // subcommand's options too.
                let message = CardRenderCommand.fullMessage(for: error)
                print(
                    DefaultSubcommandCompletion.extending(
                        message, command: CardRenderCommand._commandName,
                        subcommand: Render._commandName) ?? message)
                exit(0)
            }
            let message = CardRenderCommand.fullMessage(for: error)
            if !message.isEmpty { Terminal.writeErrorLines(message) }
            exit(code.rawValue)
        }
    }
}
