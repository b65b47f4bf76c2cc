import Foundation
import Synchronization

/// Private scratch folders in the temporary folder (the frames an animated mockup draws before
/// exporting them): removed by their owner when it is done with them and, through `removeAll`,
/// by a process made to stop at once.
package enum ScratchFolders {
    private static let paths = Mutex<Set<String>>([])

    /// A scratch folder that could not be made: its name's template and the system's reason.
    struct Failure: Error, CustomStringConvertible {
        var template: String
        var reason: String
        var description: String { "\(template): cannot make a scratch folder (\(reason))" }
    }

    /// Makes a new folder named `prefix` and six random characters (mkdtemp: only this user may
    /// enter it, and no one can have made it first), in the temporary folder.
    package static func make(prefix: String) throws -> String {
        let template = (NSTemporaryDirectory() as NSString).appendingPathComponent("\(prefix)XXXXXX")
        var name = Array(template.utf8CString)
        // Made under the lock, so that `removeAll` cannot come between making it and recording it.
        return try paths.withLock { paths throws in
            guard mkdtemp(&name) != nil else {
                throw Failure(template: template, reason: SystemReason.current)
            }
            let path = name.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            paths.insert(path)
            return path
        }
    }

    package static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
        paths.withLock { _ = $0.remove(path) }
    }

    /// Removes every scratch folder still in use. For a process about to exit at once.
    package static func removeAll() {
        for path in paths.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
    }
}
