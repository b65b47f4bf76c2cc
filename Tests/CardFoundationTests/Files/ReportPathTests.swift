import Foundation
import Testing
import TestSupport
@testable import CardFoundation

/// A report goes where the user named it: a device or a FIFO is written in place and never
/// replaced, a link carries the report to what it leads to and stays a link, a summary is
/// appended to, and a path among the files a run reads or writes is refused before anything is
/// written. (The CLI's ReportPathTests keep what needs the process: exit statuses, which folders
/// each command names, the summary's text.)
@Suite struct ReportPathTests {
    static let report = Data("{\"totals\": {}}\n".utf8)

    /// A character device node like /dev/null (1, 3) or /dev/full (1, 7) in a scratch folder; nil
    /// where the system does not allow making one (not root, or a restricted container).
    static func characterDevice(_ path: String, major: UInt32, minor: UInt32) -> String? {
        mknod(path, S_IFCHR | 0o666, dev_t((major << 8) | minor)) == 0 ? path : nil
    }

    static func kind(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    @Test func aDeviceIsWrittenInPlaceNeverReplaced() throws {
        let work = try TestFolder(); defer { work.remove() }
        guard let null = Self.characterDevice(work.file("null"), major: 1, minor: 3),
            let full = Self.characterDevice(work.file("full"), major: 1, minor: 7)
        else {
            print("skipped: this system does not allow making device nodes in a scratch folder")
            return
        }
        try ReportPath.write(Self.report, to: null)
        #expect(Self.kind(null) == S_IFCHR, "the device is still a device")
        // A full device cannot take the report: an error naming it, and the device stays.
        #expect(throws: (any Error).self) { try ReportPath.write(Self.report, to: full) }
        do { try ReportPath.write(Self.report, to: full) } catch {
            #expect("\(error)".contains("\(full): cannot write"), "\(error)")
        }
        #expect(Self.kind(full) == S_IFCHR)
    }

    @Test func aLinkCarriesTheReportToWhatItLeadsTo() throws {
        let work = try TestFolder(); defer { work.remove() }
        // A link to a descriptor of this process, as /dev/stdout is one to the caller's.
        let pipe = Pipe()
        let link = work.file("stdout")
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: "/proc/self/fd/\(pipe.fileHandleForWriting.fileDescriptor)")
        try ReportPath.write(Self.report, to: link)
        try pipe.fileHandleForWriting.close()
        #expect(pipe.fileHandleForReading.readDataToEndOfFile() == Self.report, "the report reached the pipe")
        #expect(Self.kind(link) == S_IFLNK, "the link is still a link")

        // A link to a regular file writes the file and leaves the link.
        try Data("old".utf8).write(to: URL(fileURLWithPath: work.file("target.json")))
        try FileManager.default.createSymbolicLink(atPath: work.file("report.json"), withDestinationPath: "target.json")
        try ReportPath.write(Self.report, to: work.file("report.json"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: work.file("target.json"))) == Self.report)
        #expect(Self.kind(work.file("report.json")) == S_IFLNK)
    }

    @Test func aFIFOReceivesTheReportAndOneNobodyReadsIsAnError() throws {
        let work = try TestFolder(); defer { work.remove() }
        let fifo = work.file("fifo")
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: (any Error).self, "nobody reads it") { try ReportPath.write(Self.report, to: fifo) }
        // A reader opened first (read and write, so the open does not wait for a writer).
        let reader = open(fifo, O_RDWR | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try ReportPath.write(Self.report, to: fifo)
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(reader, &buffer, buffer.count)
        #expect(count > 0 && Data(buffer[0..<count]) == Self.report)
        #expect(Self.kind(fifo) == S_IFIFO, "the FIFO is still a FIFO")
    }

    @Test func aSummaryIsAppendedToAndAReportReplacesTheFileWhole() throws {
        let work = try TestFolder(); defer { work.remove() }
        let summary = work.file("step-summary.md")
        try Data("# Earlier step\n\n| a failing check |\n".utf8).write(to: URL(fileURLWithPath: summary))
        try ReportPath.write(Data("## cardrender\n".utf8), to: summary, appending: true)
        #expect(
            try String(contentsOfFile: summary, encoding: .utf8)
                == "# Earlier step\n\n| a failing check |\n## cardrender\n")
        try ReportPath.write(Self.report, to: summary)
        #expect(try Data(contentsOf: URL(fileURLWithPath: summary)) == Self.report)
    }

    @Test func aReportAmongTheFilesARunReadsOrWritesIsRefused() throws {
        let work = try TestFolder(); defer { work.remove() }
        for folder in ["photos", "out/deck", "golden"] {
            try FileManager.default.createDirectory(atPath: work.file(folder), withIntermediateDirectories: true)
        }
        try Data("png".utf8).write(to: URL(fileURLWithPath: work.file("photos/astronaut.png")))
        try Data("yaml".utf8).write(to: URL(fileURLWithPath: work.file("scene.yaml")))
        let folders = [
            ("the input folder", work.file("photos")), ("the output folder", work.file("out")),
            ("the golden folder", work.file("golden"))
        ]
        let files = [("the scene file", work.file("scene.yaml"))]
        func refusal(_ path: String) -> String? {
            do {
                try ReportPath.check(path, awayFrom: folders, notSameAs: files)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(refusal(work.file("photos/astronaut.png"))?.contains("is inside the input folder") == true)
        #expect(refusal(work.file("out/deck/report.json"))?.contains("is inside the output folder") == true)
        #expect(refusal(work.file("golden"))?.contains("is a folder") == true)
        #expect(refusal(work.file("out/manifest.json"))?.contains("is inside the output folder") == true)
        #expect(refusal(work.file("scene.yaml"))?.contains("is the scene file") == true)
        // Through a link or `..`, the same places.
        try FileManager.default.createSymbolicLink(
            atPath: work.file("sneaky.json"), withDestinationPath: work.file("photos/astronaut.png"))
        #expect(refusal(work.file("sneaky.json"))?.contains("the input folder") == true)
        #expect(refusal(work.file("golden/../golden/golden.json"))?.contains("is inside the golden folder") == true)
        #expect(refusal(work.file("missing/report.json"))?.contains("its folder does not exist") == true)
        // Beside them, allowed.
        #expect(refusal(work.file("report.json")) == nil)
    }
}
