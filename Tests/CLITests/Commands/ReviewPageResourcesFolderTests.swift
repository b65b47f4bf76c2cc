import Foundation
import Testing

/// cardrender reads the review page's files from the resources folders beside it: a copy of the
/// binary with them writes the same page as the built one, and a copy without them still diffs,
/// writes its other reports and names the page's missing files.
struct ReviewPageResourcesFolderTests {
    @Test func aCopiedBinaryReadsThePageFromTheResourcesBesideIt() throws {
        let folders = try DiffFolders(); defer { folders.remove() }
        try folders.differing("changed.png")
        try folders.same("same.png")
        let manager = FileManager.default
        let arguments = ["diff", folders.expected, folders.actual, "--out", folders.work.file("review")]
        #expect(try CLIRunner.run(arguments).status == 1)
        let built = try Data(contentsOf: URL(fileURLWithPath: folders.work.file("review/report.html")))
        try manager.removeItem(atPath: folders.work.file("review"))

        let bin = folders.work.file("bin"), copy = folders.work.file("bin/cardrender")
        try manager.createDirectory(atPath: bin, withIntermediateDirectories: false)
        try manager.copyItem(atPath: CLIRunner.executable, toPath: copy)
        let products = (CLIRunner.executable as NSString).deletingLastPathComponent
        let resources = try manager.contentsOfDirectory(atPath: products).filter {
            $0.hasPrefix("cardrender_") && $0.hasSuffix(".resources")
        }
        #expect(!resources.isEmpty)
        for name in resources {
            try manager.copyItem(
                atPath: (products as NSString).appendingPathComponent(name),
                toPath: (bin as NSString).appendingPathComponent(name))
        }
        let withResources = try TestTools.run(copy, arguments)
        #expect(withResources.status == 1, "\(withResources.stdout)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folders.work.file("review/report.html"))) == built)
        try manager.removeItem(atPath: folders.work.file("review"))

        for name in resources { try manager.removeItem(atPath: (bin as NSString).appendingPathComponent(name)) }
        let alone = try TestTools.run(copy, arguments)
        #expect(alone.status == 2, "\(alone.stdout)")
        #expect(
            alone.stdout.contains(
                "report.html: the review page's review.html, review.css and review.js are missing: \(bin)/cardrender_"),
            "\(alone.stdout)")
        #expect(!manager.fileExists(atPath: folders.work.file("review/report.html")))
        #expect(manager.fileExists(atPath: folders.work.file("review/report.json")))
    }
}
