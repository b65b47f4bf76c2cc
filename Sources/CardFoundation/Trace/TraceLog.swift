import Foundation

/// The events of one trace, and its threads numbered in the order they first finished a task
/// (the thread that started the trace is 1, "main").
struct TraceLog {
    struct Event {
        var category: TraceCategory
        var name: String
        /// Nanoseconds since the trace started.
        var start: UInt64
        var duration: UInt64
        var thread: Int
        var task: Task?
    }

    /// A task of a pool whose tasks wait for one another: its number in the pool and those it waited for.
    struct Task {
        var number: Int
        var after: [Int]
    }

    var origin: UInt64 = 0
    var events: [Event] = []
    var dropped = 0
    private var threads: [pthread_t: Int] = [:]

    init() {}

    init(origin: UInt64, mainThread: pthread_t) {
        self.origin = origin
        threads[mainThread] = 1
    }

    mutating func append(
        category: TraceCategory, name: String, start: UInt64, end: UInt64, thread: pthread_t, task: Task? = nil
    ) {
        guard events.count < Trace.maximumEvents else {
            dropped += 1
            return
        }
        let number: Int
        if let known = threads[thread] {
            number = known
        } else {
            number = threads.count + 1
            threads[thread] = number
        }
        events.append(
            Event(
                category: category, name: name, start: start &- min(start, origin), duration: end &- start,
                thread: number, task: task))
    }

    /// `{"traceEvents": [...]}`: a name for the process and each thread ("M" events), then every
    /// task as a complete ("X") event, in order of start. Times are microseconds. A pool's task
    /// carries `"args": {"task": n, "after": [...]}`.
    func json() -> [UInt8] {
        let pid = Int(getpid())
        var lines = [
            "{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":\(pid),\"tid\":1,\"args\":{\"name\":\"cardrender\"}}"
        ]
        for number in 1...max(1, threads.count) {
            let name = number == 1 ? "main" : "worker \(number - 1)"
            lines.append(
                "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":\(pid),\"tid\":\(number),\"args\":{\"name\":\"\(name)\"}}"
            )
        }
        for event in events.sorted(by: { ($0.start, $0.thread) < ($1.start, $1.thread) }) {
            let args =
                event.task.map {
                    ",\"args\":{\"task\":\($0.number),\"after\":[\($0.after.map { "\($0)" }.joined(separator: ","))]}"
                } ?? ""
            lines.append(
                "{\"name\":\(Self.quoted(event.name)),\"cat\":\"\(event.category.rawValue)\",\"ph\":\"X\","
                    + "\"ts\":\(Self.microseconds(event.start)),\"dur\":\(Self.microseconds(event.duration)),"
                    + "\"pid\":\(pid),\"tid\":\(event.thread)\(args)}")
        }
        let note = dropped > 0 ? ",\"droppedEvents\":\(dropped)" : ""
        return Array(
            "{\"displayTimeUnit\":\"ms\"\(note),\"traceEvents\":[\n\(lines.joined(separator: ",\n"))\n]}\n".utf8)
    }

    /// Nanoseconds as microseconds with three decimals, without a locale or exponent.
    static func microseconds(_ nanoseconds: UInt64) -> String {
        let fraction = String(nanoseconds % 1000)
        return "\(nanoseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
