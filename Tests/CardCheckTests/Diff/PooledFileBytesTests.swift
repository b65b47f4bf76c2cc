import Foundation
import Testing
import TestSupport
@testable import CardCheck
@testable import CardFoundation

/// A compared file's bytes, read into a block of the frame pool: the whole file, the bytes it
/// has left when it shrank after opening, and equal or unequal to another file's.
@Suite struct PooledFileBytesTests {
    @Test func holdsTheWholeFileAndComparesByBytes() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let content = (0..<(700 << 10)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(content).write(to: URL(fileURLWithPath: folder.file("a")))
        try Data(content).write(to: URL(fileURLWithPath: folder.file("b")))
        var changed = content
        changed[changed.count - 1] ^= 1
        try Data(changed).write(to: URL(fileURLWithPath: folder.file("c")))

        let a = try PooledFileBytes(InputFile.open(folder.file("a")))
        let b = try PooledFileBytes(InputFile.open(folder.file("b")))
        let c = try PooledFileBytes(InputFile.open(folder.file("c")))
        #expect(Array(a.bytes) == content)
        #expect(a.sameBytes(as: b))
        #expect(!a.sameBytes(as: c))
    }

    @Test func aFileThatShrankAfterOpeningGivesTheBytesItHasLeft() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        try Data(repeating: 7, count: 300 << 10).write(to: URL(fileURLWithPath: folder.file("a")))
        let file = try InputFile.open(folder.file("a"))
        #expect(truncate(folder.file("a"), 1000) == 0)
        let read = try PooledFileBytes(file)
        #expect(read.bytes.count == 1000)
        #expect(read.bytes.allSatisfy { $0 == 7 })
    }

    @Test func anEmptyFileIsEmpty() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        #expect(FileManager.default.createFile(atPath: folder.file("empty"), contents: Data()))
        let read = try PooledFileBytes(InputFile.open(folder.file("empty")))
        #expect(read.bytes.isEmpty)
        let again = try PooledFileBytes(InputFile.open(folder.file("empty")))
        #expect(read.sameBytes(as: again))
    }
}
