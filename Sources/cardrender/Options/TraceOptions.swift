import ArgumentParser
import CardFoundation

/// `--trace FILE`: what the run did, task by task, as Chrome trace-event JSON.
struct TraceOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Write a trace of the run (every task with its thread, start and duration) as Chrome trace-event JSON, for Perfetto or chrome://tracing.",
            valueName: "file"), completion: .file(extensions: ["json"]))
    var trace: String?

    /// Runs `body`, traced when --trace was given. The trace is written when the run ends, however
    /// it ends (finished, failed or interrupted), and a trace that cannot be written fails the run.
    /// The destination is checked with the run's other reports (`ReportDestinations`).
    func recording<T>(_ body: () throws -> T) throws -> T {
        guard let trace else { return try body() }
        Trace.start()
        let result = Result { try Trace.span(.run, "cardrender") { try body() } }
        do {
            try Trace.finish(writingTo: trace)
        } catch {
            Terminal.writeError("cardrender: --trace: \(error)")
            if case .success = result { throw ExitCode(ExitStatus.usageOrFatal) }
        }
        return try result.get()
    }
}
