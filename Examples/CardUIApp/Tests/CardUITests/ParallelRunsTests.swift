import Foundation
import Testing

/// Parallel CI: this package's snapshot tests run four times at once (two CI jobs on one host,
/// `swift test --parallel` workers), ten rounds, all sharing one artifacts folder as a CI job
/// does. Every run passes, and a passing run leaves nothing behind: its temporary folder and its
/// working folder stay empty, the artifacts folder is never made, and the snapshots are unchanged.
///
/// It runs this test binary itself (Linux: swift-corelibs-xctest and Swift Testing in one
/// executable), filtered to the snapshot suites; it is skipped while snapshots are being recorded.
@Suite struct ParallelRunsTests {
    /// The Swift Testing suites and XCTest cases that check the snapshots beside them.
    static let swiftTestingSuites = "CarouselTests|NamedSnapshotTests"
    static let xctestCases = [
        "CardUITests.SnapshotTestingStrategyTests/testCarouselStill",
        "CardUITests.SnapshotTestingStrategyTests/testSwiperSwipeRight"
    ].joined(separator: ",")
    static let runs = 4
    static let rounds = 10

    static var enabled: Bool {
        #if os(Linux)
        let environment = ProcessInfo.processInfo.environment
        let recording = ["CARDRENDER_SNAPSHOT_RECORD", "SNAPSHOT_TESTING_RECORD"].contains {
            ![nil, "", "missing"].contains(environment[$0])
        }
        return environment[ChildRun.marker] == nil && !recording
        #else
        return false
        #endif
    }

    @Test(.enabled(if: enabled)) func fourRunsAtOnceNeverFailEachOther() throws {
        let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").path
        let before = try SnapshotTree.digest(snapshots)
        let scratch = NSTemporaryDirectory() + "cardui-parallel-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        for round in 1...Self.rounds {
            let folder = "\(scratch)/round-\(round)"
            let artifacts = "\(folder)/artifacts"
            let runs = try (1...Self.runs).map { index in
                try ChildRun(
                    binary: binary, folder: "\(folder)/run-\(index)", artifacts: artifacts,
                    swiftTesting: Self.swiftTestingSuites, xctest: Self.xctestCases)
            }
            for run in runs {
                let status = run.wait()
                #expect(status == 0, "round \(round), \(run.folder): exit status \(status)\n\(run.outputTail())")
                #expect(try SnapshotTree.files(run.temporary) == [], "round \(round): left in its TMPDIR")
                #expect(try SnapshotTree.files(run.working) == [], "round \(round): left in its working folder")
            }
            #expect(
                !FileManager.default.fileExists(atPath: artifacts), "round \(round): a passing run made \(artifacts)")
        }
        #expect(try SnapshotTree.digest(snapshots) == before, "the snapshots changed")
    }
}

/// One run of the snapshot suites in a child process, with a temporary and a working folder of
/// its own and the artifacts folder every run of its round shares.
private final class ChildRun {
    static let marker = "CARDUI_PARALLEL_RUN"

    let folder: String
    let temporary: String
    let working: String
    let log: String
    private let process = Process()

    init(binary: String, folder: String, artifacts: String, swiftTesting: String, xctest: String) throws {
        self.folder = folder
        temporary = folder + "/tmp"
        working = folder + "/work"
        log = folder + "/output.txt"
        for path in [temporary, working] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        var environment = ProcessInfo.processInfo.environment
        for name in ["CARDRENDER_SNAPSHOT_ARTIFACTS", "SNAPSHOT_ARTIFACTS"] { environment[name] = nil }
        environment["CARDRENDER_SNAPSHOT_ARTIFACTS"] = artifacts
        environment["TMPDIR"] = temporary
        environment[Self.marker] = "1"
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // Both test libraries, one after the other, as `swift test` runs them.
        process.arguments = [
            "-c", "\"$0\" --testing-library swift-testing --filter \"$1\" && \"$0\" \"$2\"", binary, swiftTesting,
            xctest
        ]
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: working)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = output
        process.standardError = output
        try process.run()
    }

    func wait() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }

    func outputTail() -> String {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return String(text.suffix(3000))
    }
}

/// The files under a folder, and a digest of a tree's paths and bytes.
enum SnapshotTree {
    static func files(_ folder: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        return walker.compactMap { $0 as? String }.sorted()
    }

    static func digest(_ folder: String) throws -> [String: Data] {
        var contents: [String: Data] = [:]
        for path in try files(folder) {
            var isFolder: ObjCBool = false
            let full = folder + "/" + path
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) else { continue }
            contents[path] = isFolder.boolValue ? Data() : try Data(contentsOf: URL(fileURLWithPath: full))
        }
        return contents
    }
}
