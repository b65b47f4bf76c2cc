import ArgumentParser

/// A usage error a subcommand finds as it runs rather than as its options are parsed, shown as
/// argument-parser shows one found while parsing: the message, then that subcommand's usage.
enum SubcommandRefusal {
    /// The refusal with `command`'s usage; nil for render, whose usage is the root's.
    static func message(_ refusal: ValidationError, command: ParsableCommand.Type) -> String? {
        guard command != Render.self, command != CardRenderCommand.self else { return nil }
        let usage = CardRenderCommand.usageString(for: command)
            .split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n       ")
        let name = "\(CardRenderCommand._commandName) \(command._commandName)"
        return "Error: \(refusal.message)\nUsage: \(usage)\n  See '\(name) --help' for more information."
    }
}
