import ArgumentParser

/// argument-parser hands the root command's options to it whatever subcommand runs, so a
/// subcommand would silently ignore one it does not use (`merge OUT --scale 4`). Each
/// subcommand names the root options it takes; any other given on the command line is an error
/// that says which ones apply.
enum OptionScope {
    /// Every option of `cardrender` itself (a test keeps this list equal to the parser's).
    static let rootOptions: Set<String> = [
        "--input", "-i", "--out", "-o", "--size", "--scale", "--fps", "--scene", "--animation", "--seed", "--png-compression",
        "--max-input-pixels", "--strict", "--shard", "--jobs", "--progress", "--trace", "--export", "--loop", "--scene-file", "--stamps", "--preset",
        "--captions", "--order", "--backdrop", "--labels", "--check", "--record", "--record-only", "--prune", "--variant", "--check-contact-sheets", "--summary", "--summary-base",
        "--threshold", "--no-antialiasing-detection", "--max-diff-pixels", "--max-diff-ratio", "--check-config",
    ]

    static let comparison: Set<String> = ["--threshold", "--no-antialiasing-detection", "--max-diff-pixels", "--max-diff-ratio", "--check-config"]
    static let golden: Set<String> = ["--check", "--record", "--record-only", "--prune", "--variant", "--check-contact-sheets", "--summary", "--summary-base"]
    static let scene: Set<String> = ["--scene", "--animation", "--size", "--seed", "--scene-file", "--stamps", "--preset"]

    /// What each subcommand takes of the root's options.
    static let plan = scene.union(["-i", "--input", "--fps", "--scale", "--backdrop"])
    static let diff = comparison.union(["-o", "--out", "--jobs", "--max-input-pixels", "--progress"])
    static let merge = comparison.union(golden).union(["--jobs", "--export", "--loop", "--progress", "--max-input-pixels"])
    static let mockup = scene.union(["-i", "--input", "-o", "--out", "--captions", "--backdrop", "--png-compression", "--max-input-pixels",
                                     "--export", "--loop", "--fps"])

    /// For a subcommand's help: the root options it takes, each with the root's own help, under
    /// a heading (they are given after the subcommand's name like its own). Empty unless help is
    /// asked for: argument-parser reads every subcommand's configuration at each start, and
    /// generating the root's help for them took a quarter of `cardrender --version`'s time.
    static func sharedOptionsHelp(_ allowed: Set<String>, arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> String {
        guard asksForHelp(arguments) else { return "" }
        let entries = rootHelpEntries().filter { !$0.names.isDisjoint(with: allowed) }.map(\.lines)
        return (["OPTIONS OF cardrender IT TAKES"] + entries.flatMap { $0 }).joined(separator: "\n")
    }

    /// Whether a command line shows help (`-h`, `--help`, `help SUBCOMMAND`, or the dump the man
    /// page is made from), before `--`.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        if arguments.first == "help" { return true }
        return arguments.prefix { $0 != "--" }.contains { ["-h", "--help", "--experimental-dump-help"].contains($0) }
    }

    /// Each option of the root's help: its names and its lines as the root's help prints them.
    static func rootHelpEntries() -> [(names: Set<String>, lines: [String])] {
        let groups: [any ParsableArguments.Type] = [RenderOptions.self, ExportOptions.self, SceneOptions.self, CaptionOptions.self,
                                                    PhotoOptions.self, TraceOptions.self, GoldenOptions.self]
        var entries: [(names: Set<String>, lines: [String])] = []
        for group in groups {
            for line in group.helpMessage(columns: 80).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if line.hasPrefix("  -") {
                    // "  -i, --input <folder>   What it is": the names come first.
                    let flags = line.dropFirst(2).split(separator: " ").prefix { $0.hasPrefix("-") }.map { String($0.filter { $0 != "," }) }
                    entries.append((Set(flags), [line]))
                } else if line.hasPrefix("      "), !entries.isEmpty {
                    entries[entries.count - 1].lines.append(line)
                }
            }
        }
        return entries
    }

    /// Throws when `arguments` give a root option that `command` does not take.
    static func refuseUnused(by command: String, takes allowed: Set<String>, arguments: [String] = Array(CommandLine.arguments.dropFirst())) throws {
        let given = names(in: arguments).filter { rootOptions.contains($0) && !allowed.contains($0) }
        guard let first = given.first else { return }
        let applies = allowed.filter { $0.hasPrefix("--") }.sorted()
        throw ValidationError("\(first) does not apply to `cardrender \(command)`"
            + (applies.isEmpty ? "; it takes none of cardrender's own options" : "; of cardrender's options it takes \(applies.joined(separator: ", "))"))
    }

    /// The option names on a command line, in order (`--name=value` counts as `--name`), up to `--`.
    static func names(in arguments: [String]) -> [String] {
        var found: [String] = []
        for argument in arguments {
            if argument == "--" { break }
            if argument.hasPrefix("--") {
                found.append(String(argument.split(separator: "=", maxSplits: 1)[0]))
            } else if argument.count == 2, argument.hasPrefix("-"), argument != "-" {
                found.append(argument)
            }
        }
        return found
    }
}
