import Foundation
import Testing
import TestSupport
@testable import CardRender
@testable import CardFoundation

/// Output folders that cannot be made say which part and why, in the system's words.
@Suite struct OutputFolderMessageTests {
    @Test func aFileInTheWayIsNamed() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        try BadInputs.write([1, 2, 3], to: folder.file("taken"))
        for path in [folder.file("taken"), folder.file("taken/deck"), folder.file("taken/deck/swipe-right")] {
            #expect(throws: (any Error).self) { try OutputFolder.create(path) }
            do {
                try OutputFolder.create(path)
            } catch {
                #expect("\(error)" == "\(folder.file("taken")): is a file, not a folder", "\(path)")
            }
        }
        try OutputFolder.create(folder.file("fresh/deck/swipe-right"))
        var isFolder: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: folder.file("fresh/deck/swipe-right"), isDirectory: &isFolder)
                && isFolder.boolValue)
    }

    @Test func foundationErrorsBecomeSystemReasons() {
        let missing = NSError(
            domain: NSCocoaErrorDomain, code: NSFileReadNoSuchFileError,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOTDIR))])
        #expect(SystemReason.describe(missing) == "not a directory")
        #expect(
            SystemReason.describe(NSError(domain: NSCocoaErrorDomain, code: NSFileWriteOutOfSpaceError))
                == "no space left on device")
        #expect(SystemReason.describe(ELOOP) == "too many levels of symbolic links")
    }
}
