import ArgumentParser
import CardFoundation

/// The report files a command was asked for (`--json`, `--junit`, `--summary`, `--trace`),
/// checked before any work starts: none may land in a folder the run reads or writes, on a file
/// it reads, or on another report's file.
enum ReportDestinations {
    /// `reports`: (flag, path) for each report option; `folders` and `files`: (what, path) for
    /// what the run reads and writes, as messages name them ("the input folder").
    static func check(
        _ reports: [(flag: String, path: String?)], folders: [(String, String?)], files: [(String, String?)] = []
    ) throws {
        let given = reports.compactMap { report in report.path.map { (report.flag, $0) } }
        let places = folders.compactMap { what, path in path.map { (what, $0) } }
        for (index, (flag, path)) in given.enumerated() {
            let others = given.enumerated().filter { $0.offset != index }.map {
                ("the \($0.element.0) file", $0.element.1)
            }
            do {
                try ReportPath.check(
                    path, awayFrom: places,
                    notSameAs: files.compactMap { what, path in path.map { (what, $0) } } + others)
            } catch {
                // A problem with a path, not with the command line: no usage block after it.
                Terminal.writeError("cardrender: \(flag) \(error)")
                throw ExitCode(ExitStatus.usageOrFatal)
            }
        }
    }
}
