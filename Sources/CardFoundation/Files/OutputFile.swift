import Foundation

/// A file cardrender writes, as a name inside a `GuardedFolder`: written whole under a temporary
/// name and renamed into place, both relative to the folder's held descriptor (see
/// `FolderHandles`), so a reader never sees half a file, a failed write leaves what was there,
/// and nothing is written through a link or a folder swapped in during the run.
///
/// The temporary name is unpredictable and created exclusively (`O_EXCL | O_NOFOLLOW`): a link
/// planted beside the file is never written through.
package struct OutputFile: Sendable {
    package let folder: GuardedFolder
    /// Relative to `folder.root`, with `/` separators; its folder must exist.
    package let relative: String

    package init(in folder: GuardedFolder, _ relative: String) {
        self.folder = folder
        self.relative = relative
    }

    /// A path the user named: its own folder is the root, followed as given.
    package init(path: String) {
        let parent = PathParts.folder(of: path)
        self.init(in: GuardedFolder(root: parent.isEmpty ? "." : parent), PathParts.name(of: path))
    }

    /// The path as the user knows it, for messages.
    package var path: String { folder.path(relative) }

    package struct WriteError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        package var description: String { "\(path): \(reason)" }

        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    package func write(_ data: Data) throws {
        try data.withUnsafeBytes { try write($0) }
    }

    package func write(_ bytes: UnsafeRawBufferPointer) throws {
        try writing(descriptor: { descriptor in try Self.writeAll(bytes, to: descriptor, shownAs: path) })
    }

    /// Writes every byte to `descriptor`, through short writes and interruptions.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, shownAs path: String) throws {
        var written = 0
        while written < bytes.count {
            let result = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { throw WriteError(path: path, reason: "cannot write (\(systemWords))") }
            written += result
        }
    }

    /// Creates the temporary file, hands its descriptor to `body` to fill (another process may
    /// write it: the descriptor is not closed on exec only while `body` runs), then renames it
    /// into place.
    package func writing(descriptor body: (Int32) throws -> Void) throws {
        let name = PathParts.name(of: relative)
        let directory: Int32
        do { directory = try folder.handles.descriptor(PathParts.folder(of: relative)) } catch {
            throw WriteError(path: path, reason: error.reason)
        }
        let temporary = ".\(name.prefix(200)).\(Self.randomSuffix()).tmp"
        let file = openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw WriteError(path: path, reason: "cannot create (\(Self.systemWords))") }
        let pending = PendingFiles.add(directory: directory, name: temporary)
        defer { PendingFiles.remove(pending) }
        do {
            try body(file)
            guard close(file) == 0 else { throw WriteError(path: path, reason: "cannot write (\(Self.systemWords))") }
        } catch {
            close(file)
            unlinkat(directory, temporary, 0)
            throw error
        }
        do {
            // Checked again after the write: the folder may have been swapped meanwhile.
            _ = try folder.handles.descriptor(PathParts.folder(of: relative))
        } catch {
            unlinkat(directory, temporary, 0)
            throw WriteError(path: path, reason: error.reason)
        }
        guard renameat(directory, temporary, directory, name) == 0 else {
            let reason = SystemReason.current
            unlinkat(directory, temporary, 0)
            throw WriteError(path: path, reason: "cannot move into place (\(reason))")
        }
    }

    /// The system's words for `errno`, as strerror gives them ("File too large").
    private static var systemWords: String { String(cString: strerror(errno)) }

    private static func randomSuffix() -> String {
        var generator = SystemRandomNumberGenerator()
        return String(generator.next() as UInt64, radix: 36)
    }
}
