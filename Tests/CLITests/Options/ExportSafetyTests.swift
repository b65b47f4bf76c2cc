import Foundation
import Testing
import TestSupport

/// Animated exports are written under a temporary name beside the export, then renamed: a link
/// planted at that name must be neither written through nor put in place as the export.
@Suite struct ExportSafetyTests {
    static let hasFFmpeg = FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg")

    @Test func aLinkAtAnExportsTemporaryNameIsNeitherWrittenThroughNorKept() throws {
        let work = try TestFolder(); defer { work.remove() }
        let formats = Self.hasFFmpeg ? ["gif", "webp", "mp4"] : ["gif", "webp"]
        let victim = work.file("victim.txt")
        try "the user's own file\n".write(toFile: victim, atomically: true, encoding: .utf8)
        let out = work.file("out")
        try FileManager.default.createDirectory(atPath: out + "/deck", withIntermediateDirectories: true)
        let process = try CLIRunner.start([
            "-i", Repository.photos, "-o", out, "--scene", "deck", "--animation", "snap-back",
            "--fps", "10", "--scale", "0.5", "--export", formats.joined(separator: ",")
        ])
        // The temporary names hold the run's pid, known as soon as it starts: long before the
        // frames are drawn and the exports begin.
        for format in formats {
            try FileManager.default.createSymbolicLink(
                atPath: "\(out)/deck/.snap-back.\(format).\(process.processIdentifier).tmp",
                withDestinationPath: victim)
        }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let left = try Data(contentsOf: URL(fileURLWithPath: victim))
        // Compared outside #expect: a failure would otherwise diff the bytes, which takes minutes.
        let untouched = left == Data("the user's own file\n".utf8)
        #expect(untouched, "the linked file now holds \(left.count) bytes starting \(Array(left.prefix(8)))")
        for format in formats {
            let export = "\(out)/deck/snap-back.\(format)"
            let type = try FileManager.default.attributesOfItem(atPath: export)[.type] as? FileAttributeType
            #expect(type == .typeRegular, "\(format): \(String(describing: type))")
            // The planted link is not cardrender's: left as it was, neither followed nor removed.
            let planted = "\(out)/deck/.snap-back.\(format).\(process.processIdentifier).tmp"
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: planted)) == victim)
        }
    }
}
