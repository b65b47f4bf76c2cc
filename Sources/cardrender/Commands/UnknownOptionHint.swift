import ArgumentParser
import CardFoundation
import Foundation

/// argument-parser suggests the option nearest to a mistyped one by edit distance and, among
/// equally near ones, the first it meets: `--output`, three edits from both `--input` and
/// `--out`, got `--input`. cardrender ranks the same command's options again, within the same
/// reach: nearest first, then the one that shares the longest start with what was typed (an
/// option lengthened or cut short keeps its start), then by name.
enum UnknownOptionHint {
    /// argument-parser's reach: a suggestion at most this many edits away.
    static let maximumDistance = 3

    /// `message` (argument-parser's text for `error`) with its suggestion for an unknown option
    /// ranked as above; any other message as it is.
    static func improved(_ message: String, for error: Error) -> String {
        guard let match = message.firstMatch(of: #/Unknown option '(--[^'\s]+)'(?:\. Did you mean '[^']*'\?)?/#) else {
            return message
        }
        let typed = String(match.output.1)
        let hint =
            likeliest(for: typed, among: longOptions(of: commands(parsing: error))).map { ". Did you mean '\($0)'?" }
            ?? ""
        return message.replacingCharacters(in: match.range, with: "Unknown option '\(typed)'\(hint)")
    }

    static func likeliest(for typed: String, among names: [String]) -> String? {
        let target = Array(typed)
        let ranked = names.filter { $0 != typed }.map { name in
            (
                name: name, distance: Suggestion.distance(target, Array(name)),
                shared: zip(target, name).prefix { $0 == $1 }.count
            )
        }.filter { $0.distance <= maximumDistance }
        return ranked.min { ($0.distance, -$0.shared, $0.name) < ($1.distance, -$1.shared, $1.name) }?.name
    }

    /// The commands the parser had chosen when it stopped at `error`: cardrender and the
    /// subcommand the command line runs (the one its first word names, or the default). The
    /// parser's error carries them (`commandStack`), though not as public API.
    static func commands(parsing error: Error) -> [ParsableCommand.Type] {
        let stack =
            Mirror(reflecting: error).children.first { $0.label == "commandStack" }?.value as? [ParsableCommand.Type]
        var commands = stack ?? [CardRenderCommand.self]
        // Stopped before choosing a subcommand: the default one runs.
        if let chosen = commands.last?.configuration.defaultSubcommand { commands.append(chosen) }
        return commands
    }

    /// The long options (`--out`) of `commands`, from the parser's own description of each.
    static func longOptions(of commands: [ParsableCommand.Type]) -> [String] {
        commands.flatMap { command -> [String] in
            guard let dump = try? JSONSerialization.jsonObject(with: Data(command._dumpHelp().utf8)) as? [String: Any],
                let described = dump["command"] as? [String: Any]
            else { return [] }
            return (described["arguments"] as? [[String: Any]] ?? []).flatMap { argument in
                (argument["names"] as? [[String: Any]] ?? []).compactMap { name in
                    name["kind"] as? String == "long" ? (name["name"] as? String).map { "--\($0)" } : nil
                }
            }
        }
    }
}
