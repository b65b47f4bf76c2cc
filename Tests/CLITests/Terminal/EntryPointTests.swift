import Foundation
import Testing

/// The CLI tests run command lines in their own process (`CLIRunner.run`, through
/// `CommandLineRun`, the entry point's code); the binary's entry point adds only the process's
/// setup. Through the binary, each kind of ending gives the same status, stdout and stderr as
/// the same command line run in process: a request for help or the version, a usage error, a
/// run that finds differences, a run that cannot start.
struct EntryPointTests {
    @Test func theBinaryEndsEachKindOfRunAsTheInProcessRunDoes() throws {
        let folders = try DiffFolders(); defer { folders.remove() }
        try folders.differing("changed.png")
        let commandLines: [(arguments: [String], status: Int32)] = [
            (["--version"], 0),
            (["help", "diff"], 0),
            (["--no-such-option"], 2),
            (["diff", folders.expected, folders.actual], 1),
            (["diff", folders.expected, folders.work.file("missing")], 2)
        ]
        for (arguments, status) in commandLines {
            let inProcess = CLIRunner.runInProcess(arguments)
            let binary = try CLIRunner.runExecutable(arguments)
            #expect(inProcess.status == status, "\(arguments): \(inProcess.stderr)")
            #expect(binary.status == inProcess.status, "\(arguments)")
            #expect(binary.stdout == inProcess.stdout, "\(arguments)")
            #expect(binary.stderr == inProcess.stderr, "\(arguments)")
            #expect(!(binary.stdout + binary.stderr).isEmpty, "\(arguments)")
        }
    }
}
