import Foundation

/// An exclusive lock on a folder for the length of a run, so that two runs never write into the
/// same folder at once. It is an advisory `flock` on the folder itself: no lock file is left
/// behind, and the kernel releases it when the process ends, however it ends.
public final class FolderLock: Sendable {
    private let descriptor: Int32

    /// Another process holds the folder's lock: another run is writing into it.
    public struct Held: Error, CustomStringConvertible {
        /// The locked folder.
        public var folder: String
        /// The message, which says to wait for the other run or choose another folder.
        public var description: String {
            "\(folder): another cardrender run is writing into this folder; wait for it to finish or choose another folder"
        }
    }

    /// Takes the lock without waiting; throws `Held` when another process has it.
    package init(_ folder: String) throws {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else {
            throw GuardedFolder.Refusal(
                path: folder, reason: "cannot open the folder (\(SystemReason.describe(errno)))")
        }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            close(fd)
            throw Held(folder: folder)
        }
        descriptor = fd
    }

    deinit { close(descriptor) }
}
