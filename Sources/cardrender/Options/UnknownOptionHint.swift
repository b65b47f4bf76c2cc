import ArgumentParser
import CardFoundation
import CardRender
import Foundation

/// argument-parser suggests the option nearest to a mistyped one by edit distance and, among
/// equally near ones, the first it meets: `--output`, three edits from both `--input` and
/// `--out`, got `--input`. cardrender ranks the same command's options again, within the same
/// reach: nearest first, then the one that shares the longest start with what was typed (an
/// option lengthened or cut short keeps its start), then by name.
enum UnknownOptionHint {
    /// argument-parser's reach: a suggestion at most this many edits away.
    static let maximumDistance = 3

    /// `message` (argument-parser's error text) with its suggestion for an unknown option
    /// ranked as above; any other message as it is.
    static func improved(_ message: String, arguments: [String]) -> String {
        guard let match = message.firstMatch(of: #/Unknown option '(--[^'\s]+)'(?:\. Did you mean '[^']*'\?)?/#) else { return message }
        let typed = String(match.output.1)
        let hint = likeliest(for: typed, among: longOptions(for: arguments)).map { ". Did you mean '\($0)'?" } ?? ""
        return message.replacingCharacters(in: match.range, with: "Unknown option '\(typed)'\(hint)")
    }

    static func likeliest(for typed: String, among names: [String]) -> String? {
        let target = Array(typed)
        let ranked = names.filter { $0 != typed }.map { name in
            (name: name, distance: Suggestion.distance(target, Array(name)), shared: zip(target, name).prefix { $0 == $1 }.count)
        }.filter { $0.distance <= maximumDistance }
        return ranked.min { ($0.distance, -$0.shared, $0.name) < ($1.distance, -$1.shared, $1.name) }?.name
    }

    /// The long options (`--out`) of cardrender itself and of the subcommand the command line
    /// runs (the one its first word names, or the default), from the parser's own description
    /// of the commands.
    static func longOptions(for arguments: [String]) -> [String] {
        guard let dump = try? JSONSerialization.jsonObject(with: Data(CardRenderCommand._dumpHelp().utf8)) as? [String: Any],
              let root = dump["command"] as? [String: Any] else { return [] }
        let subcommands = root["subcommands"] as? [[String: Any]] ?? []
        let commandNames = subcommands.compactMap { $0["commandName"] as? String }
        let chosen = arguments.first.flatMap { commandNames.contains($0) ? $0 : nil } ?? root["defaultSubcommand"] as? String
        let named = subcommands.first { $0["commandName"] as? String == chosen }
        return ([root] + (named.map { [$0] } ?? [])).flatMap { command in
            (command["arguments"] as? [[String: Any]] ?? []).flatMap { argument in
                (argument["names"] as? [[String: Any]] ?? []).compactMap { name in
                    name["kind"] as? String == "long" ? (name["name"] as? String).map { "--\($0)" } : nil
                }
            }
        }
    }
}
