import Foundation
import TestSupport

/// Two folders to diff, `e/` and `a/` in a scratch folder, filled from the fixture photos by
/// relative paths given as bytes (so a name need not be UTF-8): a differing pair is two 512×512
/// photos of other pixels under one name, a same pair one photo twice.
struct DiffFolders {
    let work: TestFolder
    var expected: String { work.file("e") }
    var actual: String { work.file("a") }

    static let astronaut = (Repository.photos as NSString).appendingPathComponent("astronaut.png")
    static let camera = (Repository.photos as NSString).appendingPathComponent("camera.png")

    init() throws {
        work = try TestFolder()
        for side in ["e", "a"] {
            try FileManager.default.createDirectory(atPath: work.file(side), withIntermediateDirectories: true)
        }
    }

    func remove() { work.remove() }

    func differing(_ relative: String) throws { try differing(Array(relative.utf8)) }
    func same(_ relative: String) throws { try same(Array(relative.utf8)) }

    func differing(_ relative: [UInt8]) throws {
        try RawFiles.copy(Self.astronaut, to: Array(expected.utf8) + [UInt8(ascii: "/")] + relative)
        try RawFiles.copy(Self.camera, to: Array(actual.utf8) + [UInt8(ascii: "/")] + relative)
    }

    func same(_ relative: [UInt8]) throws {
        for side in [expected, actual] {
            try RawFiles.copy(Self.astronaut, to: Array(side.utf8) + [UInt8(ascii: "/")] + relative)
        }
    }
}

/// Files and folders named by raw bytes, made with the system calls themselves.
enum RawFiles {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Copies `source` to `path`, making the folders on the way.
    static func copy(_ source: String, to path: [UInt8]) throws {
        try write(try Data(contentsOf: URL(fileURLWithPath: source)), to: path)
    }

    static func write(_ data: Data, to path: [UInt8]) throws {
        if let slash = path.lastIndex(of: UInt8(ascii: "/")) { try makeFolders(Array(path[..<slash])) }
        let descriptor = withCString(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        guard descriptor >= 0 else {
            throw Failure(description: "cannot create \(String(decoding: path, as: UTF8.self))")
        }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == data.count else {
            throw Failure(description: "cannot write \(String(decoding: path, as: UTF8.self))")
        }
    }

    static func makeFolders(_ path: [UInt8]) throws {
        var current: [UInt8] = []
        for (index, name) in path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).enumerated() {
            current += (index == 0 ? [] : [UInt8(ascii: "/")]) + name
            if name.isEmpty { continue }
            guard withCString(current, { mkdir($0, 0o755) }) == 0 || errno == EEXIST else {
                throw Failure(description: "cannot create \(String(decoding: current, as: UTF8.self))")
            }
        }
    }

    static func withCString<R>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
        (path + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) } }
    }
}
