import Dispatch
import Foundation
import Synchronization

/// Turns Ctrl-C (SIGINT) and SIGTERM into a polite stop: the handler only asks the job to cancel,
/// so files being written are finished and the manifest says what was completed.
enum Interruption {
    private static let received = Atomic<Int32>(0)

    /// Installs the handlers; keep the returned sources alive while the job runs.
    static func install(onSignal: @escaping @Sendable () -> Void) -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            // Ignore the default action (exit at once) and handle the signal on a queue instead.
            Foundation.signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                received.store(number, ordering: .relaxed)
                onSignal()
            }
            source.resume()
            return source
        }
    }

    /// The signal that arrived, if any.
    static var signal: Int32? {
        let value = received.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }
}
