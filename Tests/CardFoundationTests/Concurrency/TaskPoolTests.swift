import Foundation
import Synchronization
import Testing
@testable import CardFoundation
import TestSupport

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
        // Every fifth task waits for the four before it; the rest wait for nothing. With more than
        // one thread, the last of the four runs until the first task of the next five has started:
        // the pool must pass over the one still waiting and start later, free work.
        let groups = 12
        let nextGroupStarted = (0..<groups).map { _ in DispatchSemaphore(value: 0) }
        for index in 0..<groups * 5 {
            let after = index % 5 == 4 ? Array(index - 4..<index) : []
            waits.append(after)
            let group = index / 5
            pool.add(
                .init(.frame, "task \(index)", after: after) {
                    log.add("start", index)
                    if index % 5 == 0, group > 0 { nextGroupStarted[group - 1].signal() }
                    if index % 5 == 3, group < groups - 1, jobs > 1 {
                        // Bounded only so that a broken pool fails below instead of hanging the suite.
                        _ = nextGroupStarted[group].wait(timeout: .now() + 60)
                    }
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
        if jobs > 1 {
            for group in 0..<groups - 1 {
                let waiting = try #require(events.firstIndex { $0 == ("start", group * 5 + 4) })
                let free = try #require(events.firstIndex { $0 == ("start", group * 5 + 5) })
                #expect(free < waiting, "task \(group * 5 + 5) did not start while task \(group * 5 + 4) waited")
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

    /// The pool's other threads are held in tasks of their own until the failing one's thread has
    /// recorded the error (it then sleeps or ends); after that no task may start.
    @Test(arguments: [1, 4])
    func theFirstErrorStopsThePool(jobs: Int) throws {
        let log = Log()
        var pool = TaskPool()
        let busy = jobs - 1
        let failed = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let failingThread = Mutex<pid_t>(0)
        for i in 0..<busy {
            pool.add(
                .init(.frame, "busy \(i)") {
                    log.add("run", i); release.wait()
                })
        }
        // Free tasks start in list order, so this one starts on the last thread still free.
        let failing = pool.add(
            .init(.frame, "fails") {
                failingThread.withLock { $0 = KernelThread.current }
                failed.signal()
                throw Broken()
            })
        pool.add(.init(.contactSheet, "waits for it", after: [failing]) { log.add("run", 1000) })
        for i in busy + 2..<200 { pool.add(.init(.frame, "later \(i)") { log.add("run", i) }) }
        if busy > 0 {
            Thread {
                failed.wait()
                KernelThread.waitUntilAsleepOrGone(failingThread.withLock { $0 })
                for _ in 0..<busy { release.signal() }
            }.start()
        }
        #expect(throws: Broken.self) { try pool.run(jobs: jobs) }
        let ran = log.all.map(\.1)
        #expect(!ran.contains(1000), "a task waiting for a failed one ran")
        #expect(ran.sorted() == Array(0..<busy), "the pool kept handing out tasks after an error: \(ran)")
    }

    /// Nothing to run: whatever the thread count, it returns at once, with no error.
    @Test(arguments: [0, 1, 4])
    func anEmptyPoolDoesNothing(jobs: Int) {
        #expect(throws: Never.self) { try TaskPool().run(jobs: jobs) }
    }
}
