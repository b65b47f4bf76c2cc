import CardGeometry
import CardRender
import Foundation
import Testing
import TestSupport
@testable import cardrender
@testable import CardSettings

/// The completion scripts `cardrender --generate-completion-script SHELL` writes, loaded into
/// bash, zsh and fish, which complete command lines as they would at a prompt
/// (scripts/shell-completions.py): every subcommand offers every option the parser gives it,
/// `cardrender --sc` (the default subcommand, render) too, folders and files complete paths, and
/// options with fixed values complete them.
@Suite struct CompletionTests {
    /// Every option of every subcommand is offered after `--`, and its values after it.
    @Test(.enabled(if: ShellCompletion.canRun("bash"), "\(ShellCompletion.missing("bash"))"))
    func bashCompletesEverySubcommandsOptionsAndValues() throws {
        try checkCompletions(in: "bash")
    }

    @Test(.enabled(if: ShellCompletion.canRun("zsh"), "\(ShellCompletion.missing("zsh"))"))
    func zshCompletesEverySubcommandsOptionsAndValues() throws {
        #expect(
            try ShellCompletion.syntaxErrors(zshScript: CLIRunner.run(["--generate-completion-script", "zsh"]).stdout)
                .isEmpty)
        try checkCompletions(in: "zsh")
    }

    @Test(.enabled(if: ShellCompletion.canRun("fish"), "\(ShellCompletion.missing("fish"))"))
    func fishCompletesEverySubcommandsOptionsAndValues() throws {
        try checkCompletions(in: "fish")
    }

    /// The values offered are the library's own lists, so a scene, format or preset added there
    /// completes too.
    @Test func fixedValuesComeFromTheLibrarysLists() throws {
        let expected: [String: [String]] = [
            "--scene": ["all"] + SceneCatalog.names,
            "--animation": SceneOptions.animationNames,
            // Every scene's presets, a name two scenes share once.
            "--preset": ["uikit", "koloda", "shuffle", "cardstackview", "swiftui", "overlaycontainer", "floatingpanel"],
            "--format": MockupFormat.all.map(\.name),
            "--export": ExportFormat.allCases.map(\.rawValue),
            "--png-compression": PNGCompression.all.map(\.description),
            "--progress": ProgressReporter.Mode.allCases.map(\.rawValue),
            "--labels": CardLabels.allCases.map(\.rawValue),
            "--record-only": RecordSelection.allCases.map(\.rawValue),
            "--text-position": MockupLayout.TextPosition.allCases.map(\.rawValue),
            "--export-preset": [MockupOptions.appPreview],
            "--at": ["1x", "2x", "3x"]
        ]
        #expect(Set(SceneOptions.animationNames) == Set(SceneCatalog.names.flatMap(SceneCatalog.animationNames(of:))))
        var seen: Set<String> = []
        for command in try CommandDump.commands() {
            for argument in command.arguments {
                guard let name = argument.longName, let values = expected[name] else { continue }
                seen.insert(name)
                #expect(argument.completion == .list(values), "\(command.line) \(name)")
            }
        }
        #expect(seen == Set(expected.keys), "options not found: \(Set(expected.keys).subtracting(seen).sorted())")
    }

    /// What an option's value is called says what completes it: `<dir>` folders, `<file>` files,
    /// `<a|b|c>` its words.
    @Test func everyFolderFileAndChoiceOptionHasACompletion() throws {
        for command in try CommandDump.commands() {
            for argument in command.arguments where argument.kind == "option" {
                let what = "\(command.line) \(argument.longName ?? argument.valueName)"
                switch argument.valueName {
                case "dir", "golden-dir":
                    #expect(argument.completion == .directory, "\(what)")
                case "file":
                    #expect(argument.completion?.isFile == true, "\(what)")
                case let value where value.contains("|"):
                    // Placeholders (`file`, `i/n`) are no words to offer.
                    let words = value.split(separator: "|").map(String.init).filter {
                        $0 != "file" && !$0.contains("/")
                    }
                    switch argument.completion {
                    case .list(let values): #expect(Set(words).isSubset(of: values), "\(what)")
                    case .custom:
                        #expect(
                            argument.longName == "--order", "\(what): a custom completion the shell tests do not know")
                    default: Issue.record("\(what): its values do not complete")
                    }
                default:
                    break
                }
            }
        }
    }

    /// One shell run for every line: each subcommand's options after `--`, and each option's and
    /// positional argument's values, in a folder holding a folder, a file of every extension a
    /// file option asks for, and a file none asks for.
    private func checkCompletions(in shell: String) throws {
        let work = try TestFolder(), folder = try TestFolder()
        defer { work.remove(); folder.remove() }
        let generated = try CLIRunner.run(["--generate-completion-script", shell])
        #expect(generated.status == 0)
        try generated.stdout.write(toFile: work.file("cardrender.\(shell)"), atomically: true, encoding: .utf8)
        let commands = try CommandDump.commands()
        try FileManager.default.createDirectory(
            atPath: folder.file(ShellCompletion.folder), withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: folder.file(ShellCompletion.otherFile)))
        let extensions = Set(commands.flatMap(\.arguments).compactMap { $0.completion?.extensions }.joined())
        for name in extensions { try Data().write(to: URL(fileURLWithPath: folder.file("sample.\(name)"))) }

        var checks: [(line: String, check: ([String]) -> Void)] = []
        // Render's options with or without its name, render being the default subcommand.
        for line in ["cardrender plan --sc", "cardrender render --sc", "cardrender --sc", "cardrender -i photos --sc"] {
            checks.append((line, { #expect(Set(["--scene", "--scale"]).isSubset(of: $0), "\(shell): \(line): \($0)") }))
        }
        for command in commands {
            let options = Set(command.arguments.compactMap(\.longName))
            checks.append(
                (
                    "\(command.line) --",
                    { offered in
                        #expect(
                            options.subtracting(offered).isEmpty,
                            "\(shell): \(command.line) --: missing \(options.subtracting(offered).sorted())")
                    }
                ))
            for argument in command.arguments {
                guard let completion = argument.completion, let line = argument.completionLine(after: command) else {
                    continue
                }
                checks.append(
                    (
                        line,
                        { offered in ShellCompletion.expect(completion, offered: offered, shell: shell, line: line) }
                    ))
            }
        }
        let answers = try ShellCompletion.run(
            shell, script: work.file("cardrender.\(shell)"), lines: checks.map(\.line), in: folder.path)
        for (check, offered) in zip(checks, answers) { check.check(offered) }
    }
}

/// The commands and arguments of `cardrender --experimental-dump-help`: the parser's own account
/// of what each subcommand takes. Render's are listed twice: after `cardrender render` and after
/// `cardrender` alone, render being the default subcommand.
struct CommandDump {
    enum Completion: Equatable {
        case list([String]), directory, file([String]), custom, other

        var isFile: Bool { if case .file = self { true } else { false } }
        var extensions: [String]? { if case .file(let names) = self { names } else { nil } }
    }

    struct Argument {
        var kind: String
        var longName: String?
        var valueName: String
        var completion: Completion?

        /// The command line whose next word is this argument's value: `cardrender plan --scene `,
        /// or for a positional argument `cardrender merge ` (the first positional only).
        func completionLine(after command: CommandDump) -> String? {
            if kind == "option", let longName { return "\(command.line) \(longName) " }
            if kind == "positional", command.arguments.first(where: { $0.kind == "positional" })?.valueName == valueName
            {
                return "\(command.line) "
            }
            return nil
        }
    }

    var line: String
    var arguments: [Argument]

    static func commands() throws -> [CommandDump] {
        let dump = try CLIRunner.run(["--experimental-dump-help"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let root = try #require(object["command"] as? [String: Any])
        let subcommands = (root["subcommands"] as? [[String: Any]] ?? []).filter {
            $0["commandName"] as? String != "help"
        }
        var commands = subcommands.map { sub in
            CommandDump(
                line: "cardrender \(sub["commandName"] as? String ?? "")",
                arguments: (sub["arguments"] as? [[String: Any]] ?? []).map(argument))
        }
        // `cardrender` alone takes its default subcommand's arguments (or, with none, its own).
        let fallback = commands.first { $0.line == "cardrender \(root["defaultSubcommand"] as? String ?? "")" }?
            .arguments
        commands.insert(
            CommandDump(
                line: "cardrender", arguments: fallback ?? (root["arguments"] as? [[String: Any]] ?? []).map(argument)),
            at: 0)
        return commands
    }

    private static func argument(_ object: [String: Any]) -> Argument {
        let names = object["names"] as? [[String: String]] ?? []
        let kind = object["completionKind"] as? [String: Any]
        let completion: Completion? = kind.map { kind in
            if let list = kind["list"] as? [String: Any] { return .list(list["values"] as? [String] ?? []) }
            if kind["directory"] != nil { return .directory }
            if let file = kind["file"] as? [String: Any] { return .file(file["extensions"] as? [String] ?? []) }
            if kind["custom"] != nil { return .custom }
            return .other
        }
        return Argument(
            kind: object["kind"] as? String ?? "",
            longName: names.first { $0["kind"] == "long" }.map { "--" + $0["name"]! },
            valueName: object["valueName"] as? String ?? "", completion: completion)
    }
}

/// Runs scripts/shell-completions.py, which has the real shell complete each line.
enum ShellCompletion {
    static let folder = "photos"
    /// A file whose extension no file option asks for.
    static let otherFile = "notes.bin"
    static let script = Repository.root.appendingPathComponent("scripts/shell-completions.py").path

    static func path(of program: String) -> String? {
        let folders =
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + [
                "/usr/bin", "/bin"
            ]
        return folders.map { ($0 as NSString).appendingPathComponent(program) }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Where the shell and python3 are there, and always in CI, where their absence is a failure.
    static func canRun(_ shell: String) -> Bool {
        (path(of: shell) != nil && path(of: "python3") != nil)
            || !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty
    }

    static func missing(_ shell: String) -> String {
        "\(shell) or python3 is not installed (scripts/install-deps.sh --test installs them)"
    }

    /// The candidates the shell offers for each line, completed in `directory` with the built
    /// cardrender first on PATH (the scripts call it for values it computes itself).
    static func run(
        _ shell: String, script completionScript: String, lines: [String], in directory: String
    ) throws -> [[String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Python.path)
        process.arguments = [script, shell, completionScript] + lines
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let binaries = (CLIRunner.executable as NSString).deletingLastPathComponent
        process.environment = ProcessInfo.processInfo.environment.merging([
            "PATH": binaries + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        ]) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let problemsRead = PipeDrain(err.fileHandleForReading)
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let problems = problemsRead.wait()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(shell): \(String(decoding: problems, as: UTF8.self))")
        let answers = try #require(try JSONSerialization.jsonObject(with: output) as? [[String]])
        try #require(answers.count == lines.count)
        return answers
    }

    /// `zsh -n`: the script parses.
    static func syntaxErrors(zshScript: String) throws -> String {
        let work = try TestFolder(); defer { work.remove() }
        try zshScript.write(toFile: work.file("_cardrender"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.runTool(path(of: "zsh") ?? "/usr/bin/zsh", ["-n", work.file("_cardrender")])
        return result.status == 0 ? "" : result.stderr
    }

    /// What `completion` should offer in the test folder, folders named with or without their `/`.
    static func expect(_ completion: CommandDump.Completion, offered: [String], shell: String, line: String) {
        let names = Set(offered.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
        switch completion {
        case .list(let values):
            #expect(
                Set(values).isSubset(of: names),
                "\(shell): \(line): missing \(Set(values).subtracting(names).sorted()) in \(offered)")
        case .directory:
            #expect(names.contains(folder) && !names.contains(otherFile), "\(shell): \(line): \(offered)")
        case .file(let extensions) where extensions.isEmpty:
            #expect(names.contains(otherFile), "\(shell): \(line): \(offered)")
        case .file(let extensions):
            let wanted = Set(extensions.map { "sample.\($0)" })
            #expect(wanted.isSubset(of: names) && !names.contains(otherFile), "\(shell): \(line): \(offered)")
        case .custom:
            // --order: its words, then paths.
            let words = Set(PhotoOrderKeyword.allCases.map(\.rawValue))
            #expect(words.isSubset(of: names) && names.contains(otherFile), "\(shell): \(line): \(offered)")
        case .other:
            break
        }
    }
}
