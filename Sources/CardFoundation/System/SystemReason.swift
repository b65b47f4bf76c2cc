import Foundation

/// The system's own words for why a file operation failed ("no such file or directory", "is a
/// file, not a folder"), for messages a user reads. Foundation's errors would otherwise show as
/// "The operation could not be completed" or "NSCocoaErrorDomain error 512".
package enum SystemReason {
    /// strerror for `code`, starting lower-case to sit inside a message.
    package static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        guard let first = text.first else { return "error \(code)" }
        return first.lowercased() + text.dropFirst()
    }

    /// The reason for the current `errno`.
    package static var current: String { describe(errno) }

    /// The POSIX reason inside a Foundation error when it carries one, else its plain description.
    package static func describe(_ error: any Error) -> String {
        if let code = posixCode(error) { return describe(code) }
        let ns = error as NSError
        if ns.domain == NSCocoaErrorDomain {
            switch ns.code {
            case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return describe(ENOENT)
            case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return describe(EACCES)
            case NSFileWriteOutOfSpaceError: return describe(ENOSPC)
            case NSFileWriteVolumeReadOnlyError: return describe(EROFS)
            case NSFileWriteFileExistsError: return describe(EEXIST)
            default: break
            }
        }
        return "\(error)"
    }

    private static func posixCode(_ error: any Error) -> Int32? {
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return Int32(ns.code) }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? any Error { return posixCode(underlying) }
        return nil
    }
}
