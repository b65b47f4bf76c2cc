import Foundation
import Synchronization
import Testing
@testable import CardRender

/// The run's task pool: a task starts only after those it waits for, free tasks start in list
/// order, and the first error stops it.
@Suite struct TaskPoolTests {
    /// What the tasks did, in order: ("start" | "end", task).
    final class Log: Sendable {
        let events = Mutex([(String, Int)]())
        func add(_ what: String, _ task: Int) { events.withLock { $0.append((what, task)) } }
        var all: [(String, Int)] { events.withLock { $0 } }
    }

    @Test(arguments: [1, 2, 8])
    func aTaskStartsOnlyAfterThoseItWaitsFor(jobs: Int) throws {
        let log = Log()
        var pool = TaskPool()
        var waits: [[Int]] = []
        for index in 0..<60 {
            // Every fifth task waits for the four before it; the rest wait for nothing.
            let after = index % 5 == 4 ? Array(index - 4..<index) : []
            waits.append(after)
            pool.add(.init(.frame, "task \(index)", after: after) {
                log.add("start", index)
                usleep(UInt32((index * 7919) % 500))
                log.add("end", index)
            })
        }
        try pool.run(jobs: jobs)
        let events = log.all
        #expect(events.count == 120)
        for (index, after) in waits.enumerated() {
            let started = try #require(events.firstIndex { $0 == ("start", index) })
            for earlier in after {
                let ended = try #require(events.firstIndex { $0 == ("end", earlier) })
                #expect(ended < started, "task \(index) started before task \(earlier) ended")
            }
        }
    }

    @Test func onOneThreadATaskRunsAsSoonAsItIsFree() throws {
        // A sheet after its frames goes before the frames of the next animation.
        let log = Log()
        var pool = TaskPool()
        let first = (0..<3).map { i in pool.add(.init(.frame, "a\(i)") { log.add("run", i) }) }
        pool.add(.init(.contactSheet, "a sheet", after: first) { log.add("run", 100) })
        for i in 3..<6 { pool.add(.init(.frame, "b\(i)") { log.add("run", i) }) }
        try pool.run(jobs: 1)
        #expect(log.all.map(\.1) == [0, 1, 2, 100, 3, 4, 5])
    }

    struct Broken: Error {}

    @Test(arguments: [1, 4])
    func theFirstErrorStopsThePool(jobs: Int) throws {
        let log = Log()
        var pool = TaskPool()
        let failing = pool.add(.init(.frame, "fails") { throw Broken() })
        pool.add(.init(.contactSheet, "waits for it", after: [failing]) { log.add("run", 1) })
        for i in 2..<200 { pool.add(.init(.frame, "later \(i)") { usleep(200); log.add("run", i) }) }
        #expect(throws: Broken.self) { try pool.run(jobs: jobs) }
        #expect(!log.all.contains { $0.1 == 1 }, "a task waiting for a failed one ran")
        #expect(log.all.count < 199, "the pool kept handing out tasks after an error")
    }

    @Test func anEmptyPoolDoesNothing() throws {
        try TaskPool().run(jobs: 4)
    }
}
