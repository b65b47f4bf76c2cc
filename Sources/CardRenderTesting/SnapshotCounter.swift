import Foundation
import Synchronization

#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Numbers the unnamed assertions of one snapshot folder within a test, as swift-snapshot-testing
/// numbers its unnamed assertions: the first keeps the folder's plain name
/// (`carousel.still`), the second is `carousel.still.2`, the third `carousel.still.3`, so two
/// assertions of one subject in one test never share a snapshot.
///
/// Counted in the process: under XCTest from the start of each test case (an observer resets the
/// counts when one finishes); under Swift Testing for the life of the process, as
/// swift-snapshot-testing counts there, so a test run again in one process (repetitions) or the
/// cases of a parameterized test, which run in any order, should name their snapshots.
enum SnapshotCounter {
    private static let counts = Mutex<[String: Int]>([:])

    /// The name for the next unnamed assertion of `folder`: nil for the first, then "2", "3"….
    static func nextName(for folder: String) -> String? {
        let key = (underSwiftTesting ? "swift-testing:" : "xctest:") + folder
        if !underSwiftTesting { ResetAfterEachTestCase.registerOnce() }
        let count = counts.withLock { counts in
            counts[key, default: 0] += 1
            return counts[key]!
        }
        return count == 1 ? nil : "\(count)"
    }

    /// Forgets the counts of XCTest's assertions (a test case has finished).
    static func resetXCTest() {
        counts.withLock { counts in counts = counts.filter { !$0.key.hasPrefix("xctest:") } }
    }

    private static var underSwiftTesting: Bool {
        #if canImport(Testing)
        Test.current != nil
        #else
        false
        #endif
    }
}

#if canImport(XCTest)
/// Resets XCTest's counts after each test case, so that a test run twice in one process numbers
/// its snapshots the same way both times.
private final class ResetAfterEachTestCase: NSObject, XCTestObservation {
    private static let registered = Mutex(false)

    /// Registers the observer, from the main thread (where XCTest runs its tests); an assertion
    /// made on another thread leaves it for the next one made on the main thread.
    static func registerOnce() {
        guard Thread.isMainThread else { return }
        let first = registered.withLock { registered in
            defer { registered = true }
            return !registered
        }
        guard first else { return }
        MainActor.assumeIsolated {
            XCTestObservationCenter.shared.addTestObserver(ResetAfterEachTestCase())
        }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        SnapshotCounter.resetXCTest()
    }
}
#else
private enum ResetAfterEachTestCase {
    static func registerOnce() {}
}
#endif
