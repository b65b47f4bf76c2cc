import Dispatch
import Foundation

/// Runs a list of tasks on up to `jobs` threads, each as soon as the tasks it waits for have
/// finished. Of the tasks free to start, the earliest in the list goes first: work flows in list
/// order, so a task placed right after what it needs (a contact sheet after its frames) runs as
/// soon as it can, and what it collects from them is held only briefly. The first error stops
/// the pool handing out tasks; it is rethrown once the running ones have finished. A render's
/// files, which wait for one another, run on it; independent items go through `ParallelMap`.
package struct TaskPool {
    /// One task: how the trace names it, the tasks it waits for, and its work.
    package struct Task: Sendable {
        /// The trace category of its span.
        package var category: TraceCategory
        /// Its name in the trace.
        package var name: String
        /// Indices of earlier tasks in the list that must finish first.
        package var after: [Int]
        /// What it does.
        package var work: @Sendable () throws -> Void

        /// A task of `category`, named `name`, that starts once the tasks at `after` have finished.
        package init(
            _ category: TraceCategory, _ name: String, after: [Int] = [], work: @escaping @Sendable () throws -> Void
        ) {
            self.category = category
            self.name = name
            self.after = after
            self.work = work
        }
    }

    /// The tasks added so far, in list order.
    package private(set) var tasks: [Task] = []

    /// An empty pool.
    package init() {}

    /// Adds a task and returns its index, for later tasks to wait for.
    @discardableResult
    package mutating func add(_ task: Task) -> Int {
        precondition(
            task.after.allSatisfy { $0 >= 0 && $0 < tasks.count }, "a task can only wait for tasks added before it")
        tasks.append(task)
        return tasks.count - 1
    }

    /// Runs every task on up to `jobs` threads, the calling one among them; rethrows the first error.
    package func run(jobs: Int) throws {
        let tasks = self.tasks
        guard !tasks.isEmpty else { return }
        let threads = min(max(jobs, 1), tasks.count)
        let state = TaskPoolState(tasks)
        Trace.span(.pool, "\(tasks.count) tasks on \(threads) threads") {
            // Threads of the pool's own, the calling one among them, rather than Dispatch's shared
            // ones: a worker waiting for a task to become free must not hold a thread that a
            // signal handler or an export's watchdog needs (Dispatch on Linux adds threads late).
            let finished = DispatchGroup()
            for _ in 1..<threads {
                finished.enter()
                let worker = Thread {
                    state.work(tasks)
                    finished.leave()
                }
                worker.name = "cardrender worker"
                worker.start()
            }
            state.work(tasks)
            finished.wait()
        }
        if let error = state.firstError { throw error }
    }
}

/// What the pool's threads share: which tasks may start, and the first error.
private final class TaskPoolState: @unchecked Sendable {
    private let condition = NSCondition()
    // All below are guarded by `condition`.
    private var waitingFor: [Int]
    private var dependents: [[Int]]
    private var ready = MinHeap()
    private var finished = 0
    private var error: (any Error)?

    init(_ tasks: [TaskPool.Task]) {
        waitingFor = tasks.map { Set($0.after).count }
        dependents = Array(repeating: [], count: tasks.count)
        for (index, task) in tasks.enumerated() {
            for earlier in Set(task.after) { dependents[earlier].append(index) }
        }
        for index in tasks.indices where waitingFor[index] == 0 { ready.insert(index) }
    }

    var firstError: (any Error)? {
        condition.lock()
        defer { condition.unlock() }
        return error
    }

    /// One thread's loop: take the earliest free task, run it, free what waited for it.
    func work(_ tasks: [TaskPool.Task]) {
        condition.lock()
        while error == nil && finished < tasks.count {
            guard let index = ready.popMin() else {
                condition.wait()
                continue
            }
            condition.unlock()
            let task = tasks[index]
            var failure: (any Error)?
            do {
                try Trace.task(task.category, task.name, number: index, after: task.after) { try task.work() }
            } catch {
                failure = error
            }
            condition.lock()
            if let failure {
                if error == nil { error = failure }
            } else {
                finished += 1
                for next in dependents[index] {
                    waitingFor[next] -= 1
                    if waitingFor[next] == 0 { ready.insert(next) }
                }
            }
            condition.broadcast()
        }
        condition.unlock()
    }
}

/// A binary min-heap of task indices.
private struct MinHeap {
    private var items: [Int] = []

    mutating func insert(_ value: Int) {
        items.append(value)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popMin() -> Int? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < items.count && items[left] < items[smallest] { smallest = left }
                if right < items.count && items[right] < items[smallest] { smallest = right }
                if smallest == parent { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return first
    }
}
