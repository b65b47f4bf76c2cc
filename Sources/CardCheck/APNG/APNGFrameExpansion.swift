import CardFormats
import CardFoundation
import CardImaging
import CardSettings
import Foundation
import Synchronization

/// Writes out as PNG files the APNG frames a run's pairs compare, into the run's own folder
/// (`expected-frames/` and `actual-frames/`), so every later step (the comparison, the diff
/// images, the contact sheet, the review page) sees frames as it sees a frame folder. A frame
/// whose recorded checksum shows it unchanged is not written, nor is its APNG decoded for it;
/// an APNG is decoded once, in order, holding one canvas, and only up to the last frame needed.
enum APNGFrameExpansion {
    /// Where the pair's frame on `side` is written, relative to the run's folder.
    static func name(_ side: DiffPairResult.Side, _ path: String) -> String {
        (side == .expected ? DiffFileNames.expectedFrames : DiffFileNames.actualFrames) + "/" + path
    }

    /// One frame to write: the pair it belongs to and its side.
    struct Request: Sendable {
        var pair: Int
        var side: DiffPairResult.Side
        var source: APNGFrameSource
        var name: String
    }

    /// Marks the pairs whose recorded checksums show their frame unchanged, and returns the frames
    /// the others need written out. A frame's checksum counts only while its APNG still holds the
    /// bytes recorded with it.
    static func plan(_ pairs: inout [DiffPair]) -> [Request] {
        var vouched: [String: Bool] = [:]
        func stillRecorded(_ source: APNGFrameSource, _ recorded: APNGFrameSource.Recorded) -> Bool {
            if let known = vouched[source.file] { return known }
            let holds =
                checksum(ComparedFile(path: source.file, folder: source.folder), limit: recorded.fileBytes)
                .map { $0 == (recorded.fileBytes, recorded.fileCRC64) } ?? false
            vouched[source.file] = holds
            return holds
        }
        var requests: [Request] = []
        for index in pairs.indices where pairs[index].problem == nil {
            let pair = pairs[index]
            if let source = pair.expectedFrame, let recorded = source.recorded, pair.actualFrame == nil,
                let actual = pair.actualFile, stillRecorded(source, recorded),
                checksum(actual, limit: APNGLimits.maximumFileBytes)?.crc64 == recorded.frameCRC64
            {
                pairs[index].knownIdentical = true
                continue
            }
            if let source = pair.expectedFrame {
                requests.append(Request(pair: index, side: .expected, source: source, name: name(.expected, pair.path)))
            }
            if let source = pair.actualFrame {
                requests.append(Request(pair: index, side: .actual, source: source, name: name(.actual, pair.path)))
            }
        }
        return requests
    }

    /// Writes the requested frames into `folder` (an APNG at a time, on up to `workers` threads)
    /// and points their pairs at them; a pair whose frame cannot be had becomes an error naming
    /// the APNG. Returns what was written.
    /// `reported`: the folder is the diff's output folder, which the reports point into.
    static func write(
        _ requests: [Request], pairs: inout [DiffPair], into folder: GuardedFolder, workers: Int, reported: Bool
    ) -> [DiffOutputFile] {
        let byFile = Dictionary(grouping: requests, by: \.source.file).sorted { $0.key < $1.key }.map(\.value)
        let budget = ExpandedBytes()
        let results = ParallelMap.run(count: byFile.count, jobs: workers) { index in
            expand(byFile[index], into: folder, budget: budget)
        }
        var written: [DiffOutputFile] = []
        for (request, result) in results.flatMap({ $0 }) {
            switch result {
            case let .success(file):
                written.append(file)
                if request.side == .expected {
                    pairs[request.pair].expected = folder.path(request.name)
                    pairs[request.pair].expectedFolder = folder.root
                    pairs[request.pair].expectedFrame = nil
                    if reported { pairs[request.pair].expandedExpected = request.name }
                } else {
                    pairs[request.pair].actual = folder.path(request.name)
                    pairs[request.pair].actualFolder = folder.root
                    pairs[request.pair].actualFrame = nil
                    if reported { pairs[request.pair].expandedActual = request.name }
                }
            case let .failure(unusable):
                pairs[request.pair].problem = unusable.reason(request.side)
            }
        }
        return written
    }

    /// The frames of one APNG, each written or the reason it could not be.
    private static func expand(
        _ requests: [Request], into folder: GuardedFolder, budget: ExpandedBytes
    ) -> [(Request, Result<DiffOutputFile, UnusableComparedFile>)] {
        guard let first = requests.first else { return [] }
        let animation: APNGFrames
        let file = first.source.file
        func unusable(_ problem: ComparedFileProblem) -> UnusableComparedFile {
            UnusableComparedFile(path: file, problem: problem)
        }
        do {
            animation = try open(ComparedFile(path: file, folder: first.source.folder))
        } catch {
            return requests.map { ($0, .failure(unusable(error.problem))) }
        }
        let wanted = Dictionary(grouping: requests, by: \.source.index)
        let last = wanted.keys.max() ?? 0
        var done: [(Request, Result<DiffOutputFile, UnusableComparedFile>)] = []
        var shown = 0
        do {
            while shown <= last, let (canvas, frames) = try animation.nextShown(fps: first.source.fps) {
                for index in frames.clamped(to: 0..<last + 1) {
                    for request in wanted[index] ?? [] {
                        done.append(
                            (
                                request,
                                Result {
                                    try writePNG(
                                        canvas, width: animation.width, height: animation.height,
                                        to: request.name, in: folder, budget: budget)
                                }.mapError {
                                    unusable(($0 as? FrameProblem)?.problem ?? .inaccessible(FailureCause($0)))
                                }
                            ))
                    }
                }
                shown = frames.upperBound
            }
        } catch {
            let problem = ComparedFileProblem.damaged("\(error)")
            let answered = Set(done.map(\.0.name))
            done += requests.filter { !answered.contains($0.name) }.map { ($0, .failure(unusable(problem))) }
            return done
        }
        // The APNG ended before a frame the pair expects.
        let answered = Set(done.map(\.0.name))
        done += requests.filter { !answered.contains($0.name) }.map { request in
            (
                request,
                .failure(
                    unusable(
                        .damaged(
                            "it holds \(shown) frames at \(request.source.fps) a second; frame \(request.source.index) is not among them"
                        )))
            )
        }
        return done
    }

    struct FrameProblem: Error { var problem: ComparedFileProblem }

    /// The APNG at `file`, its chunks checked and its canvas within the bounds, read as a plain
    /// file below its compared folder.
    static func open(_ file: ComparedFile) throws(FrameProblem) -> APNGFrames {
        let input: InputFile
        do { input = try file.open() } catch { throw FrameProblem(problem: .inaccessible(FailureCause(error))) }
        guard input.size <= APNGLimits.maximumFileBytes else {
            throw FrameProblem(
                problem: .damaged(
                    "\(input.size) bytes: larger than the \(APNGLimits.maximumFileBytes >> 20) MiB an APNG may be"
                ))
        }
        let bytes: [UInt8]
        do { bytes = try input.readAll() } catch { throw FrameProblem(problem: .inaccessible(FailureCause(error))) }
        do {
            return try APNGFrames(
                bytes, maxFrames: APNGLimits.maximumFrames, maxCanvasBytes: APNGLimits.maximumCanvasBytes)
        } catch {
            throw FrameProblem(problem: .damaged("\(error)"))
        }
    }

    /// The size and CRC-64 of a plain file of at most `limit` bytes; nil otherwise.
    static func checksum(_ file: ComparedFile, limit: Int) -> (bytes: Int, crc64: String)? {
        guard let input = try? file.open(), input.size <= limit, let bytes = try? input.readAll() else { return nil }
        return (bytes.count, bytes.withUnsafeBytes { CRC64.hex($0) })
    }

    /// The RGBA canvas as a PNG, written atomically; frames of the run's folder are scratch,
    /// compressed fast.
    private static func writePNG(
        _ canvas: UnsafeRawBufferPointer, width: Int, height: Int, to relative: String, in folder: GuardedFolder,
        budget: ExpandedBytes
    ) throws -> DiffOutputFile {
        try folder.createFolders((relative as NSString).deletingLastPathComponent)
        return try DiffImageWriter.write(
            pixels: canvas, width: width, height: height, bands: 4, to: relative, in: folder
        ) { bytes in
            guard budget.take(bytes) else {
                throw FrameProblem(
                    problem: .damaged(
                        "its frames would take more than \(APNGLimits.maximumExpandedBytes >> 30) GiB as PNG files"))
            }
        }
    }
}

/// The bytes a run has written out as APNG frames, from every thread, within `APNGLimits`.
final class ExpandedBytes: Sendable {
    private let taken = Mutex(0)
    let limit: Int

    init(limit: Int = APNGLimits.maximumExpandedBytes) { self.limit = limit }

    /// Counts `bytes`; false, counting nothing, when they would pass the limit.
    func take(_ bytes: Int) -> Bool {
        taken.withLock { total in
            guard total + bytes <= limit else { return false }
            total += bytes
            return true
        }
    }
}
