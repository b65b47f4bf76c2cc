import Foundation

/// Writes a file whole at a path the user named (a report, a trace): see `OutputFile`, whose
/// root is then the path's own folder.
package enum AtomicFile {
    package typealias WriteError = OutputFile.WriteError

    package static func write(_ data: Data, to path: String) throws {
        try OutputFile(path: path).write(data)
    }
}

extension OutputFile {
    /// For a writer that opens a path itself (a libvips saver, ffmpeg): it is given the temporary
    /// file's `/proc` descriptor path, which leads to the file cardrender created exclusively
    /// whatever happens to the names in the folder meanwhile, and may reopen it (ffmpeg's
    /// faststart reads its output back).
    func writing(throughPath write: (String) throws -> Void) throws {
        try writing(descriptor: { descriptor in try write("/proc/\(getpid())/fd/\(descriptor)") })
    }
}
