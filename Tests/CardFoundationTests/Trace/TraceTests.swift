import Foundation
import Testing
@testable import CardRender
@testable import CardFoundation
import TestSupport

/// The trace recorder: events as Chrome trace-event JSON, names escaped, times in microseconds.
@Suite struct TraceTests {
    @Test func eventsAreChromeTraceEventJSON() throws {
        var log = TraceLog(origin: 1_000, mainThread: pthread_self())
        log.append(
            category: .encode, name: "a \"quoted\"\\name\nwith\u{1}control", start: 3_500, end: 1_003_501,
            thread: pthread_self())
        let root = try #require(try JSONSerialization.jsonObject(with: Data(log.json())) as? [String: Any])
        let events = try #require(root["traceEvents"] as? [[String: Any]])
        let task = try #require(events.first { $0["ph"] as? String == "X" })
        #expect(task["name"] as? String == "a \"quoted\"\\name\nwith\u{1}control")
        #expect(task["cat"] as? String == "encode")
        #expect(task["ts"] as? Double == 2.5 && task["dur"] as? Double == 1000.001)
        #expect(task["tid"] as? Int == 1 && task["pid"] as? Int == Int(getpid()))
        #expect(events.contains { $0["ph"] as? String == "M" && ($0["args"] as? [String: String])?["name"] == "main" })
    }

    @Test func aPoolTaskCarriesItsNumberAndWhatItWaitedFor() throws {
        var log = TraceLog(origin: 0, mainThread: pthread_self())
        log.append(
            category: .contactSheet, name: "sheet", start: 0, end: 10, thread: pthread_self(),
            task: TraceLog.Task(number: 12, after: [3, 10, 11]))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(log.json())) as? [String: Any])
        let events = try #require(root["traceEvents"] as? [[String: Any]])
        let args = try #require(events.first { $0["name"] as? String == "sheet" }?["args"] as? [String: Any])
        #expect(args["task"] as? Int == 12 && args["after"] as? [Int] == [3, 10, 11])
    }

    @Test func microsecondsKeepThreeDecimalsWithoutExponents() {
        #expect(TraceLog.microseconds(0) == "0.000")
        #expect(TraceLog.microseconds(7) == "0.007")
        #expect(TraceLog.microseconds(123_456_789_012) == "123456789.012")
    }

    @Test func aFullLogCountsWhatItDrops() throws {
        var log = TraceLog(origin: 0, mainThread: pthread_self())
        log.events.reserveCapacity(Trace.maximumEvents)
        for i in 0..<(Trace.maximumEvents + 3) {
            log.append(category: .write, name: "", start: UInt64(i), end: UInt64(i + 1), thread: pthread_self())
        }
        #expect(log.events.count == Trace.maximumEvents && log.dropped == 3)
    }

    @Test func aSpanRecordsItsThreadAndTime() throws {
        Trace.start()
        let value = Trace.span(.compose, "traced in a test") { 42 }
        let json = Trace.finish()
        #expect(value == 42 && !Trace.isRecording)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        let events = try #require(root["traceEvents"] as? [[String: Any]])
        let event = try #require(events.first { $0["name"] as? String == "traced in a test" })
        #expect(event["cat"] as? String == "compose" && event["tid"] as? Int == 1)
        // Not recording: the name is never even built.
        var built = false
        _ = Trace.span(
            .compose,
            {
                built = true; return "never"
            }()
        ) { 1 }
        #expect(!built)
    }
}
