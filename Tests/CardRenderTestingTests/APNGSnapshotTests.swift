import Glibc
@testable import CardImaging
import CardCheck
import CardGeometry
import CardRender
@testable import CardRenderTesting
import CardSettings
import Foundation
import Testing
import TestSupport

/// An animation's snapshot stored as one APNG: recorded when asked (argument or environment),
/// kept in its format when re-recorded, compared frame by frame as a folder of frames is, and
/// refused by name when it is damaged.
@Suite struct APNGSnapshotTests {
    private func check(
        _ scene: SlidingCards, _ subject: SnapshotSubject, in folder: TestFolder, record: SnapshotRecordMode = .missing,
        format: SnapshotFormat? = nil
    ) throws -> CardSnapshot.Result {
        let snapshot = CardSnapshot(
            renderer: try CardSnapshotTests.renderer(), artifacts: folder.file("artifacts"), format: format)
        let location = SnapshotLocation(
            filePath: "/app/Tests/AppTests/CarouselTests.swift", function: "carousel()",
            directory: folder.file("__Snapshots__/CarouselTests"))
        return try snapshot.verify(scene, subject, at: location, record: record)
    }

    private let subject = SnapshotSubject.animation("slide-in", fps: 20)

    @Test func anAPNGSnapshotIsRecordedThenComparedFrameByFrame() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        guard case let .recorded(recorded, _) = try check(SlidingCards(), subject, in: folder, format: .apng) else {
            Issue.record("the first run did not record")
            return
        }
        #expect(try TestFolder.files(under: recorded) == ["animation.png", "motion.json", "snapshot.json"])
        let json = try String(contentsOfFile: "\(recorded)/snapshot.json", encoding: .utf8)
        #expect(json.contains(#""format" : "apng""#), "\(json)")

        // Its frames are the frames a frame-folder snapshot holds, pixel for pixel.
        let frames = try TestFolder(); defer { frames.remove() }
        guard case let .recorded(frameFolder, _) = try check(SlidingCards(), subject, in: frames, format: .frames)
        else {
            Issue.record("the frames were not recorded")
            return
        }
        try VipsRuntime.start()
        let apng = try Data(contentsOf: URL(fileURLWithPath: "\(recorded)/animation.png"))
        let reader = try APNGFrames(apng, maxFrames: 100, maxCanvasBytes: 1 << 26)
        var shown = 0
        try reader.forEachFrame { _, canvas, delay in
            let file = "\(frameFolder)/\(RenderPlan.frameName(shown))"
            let pixels = try VImage.load(file).pixels()
            let expected = pixels.count == canvas.count ? pixels : PixelBands.rgba(fromRGB: pixels)
            #expect(Array(canvas) == expected, "\(file)")
            shown += delay.numerator * 20 / delay.denominator
        }
        #expect(shown == 5)
        let frameBytes = try (0..<5).map {
            try Data(contentsOf: URL(fileURLWithPath: "\(frameFolder)/frame-000\($0).png")).count
        }
        #expect(apng.count < frameBytes.reduce(0, +))

        // Checked without being told the format: it is read as it is stored.
        #expect(try check(SlidingCards(), subject, in: folder) == .matched)
        guard case let .failed(failure, artifacts?, _) = try check(SlidingCards(nudge: 1), subject, in: folder) else {
            Issue.record("a card moved by one point passed")
            return
        }
        #expect(
            failure.split(separator: "\n").first
                == "Snapshot CarouselTests/carousel.slide-in does not match: 5 of 5 files differ, first at 0 s (frame-0000.png).",
            "\(failure)")
        #expect(failure.contains("Expected: \(artifacts)/expected/sliding/slide-in/frame-0000.png"), "\(failure)")
        #expect(FileManager.default.fileExists(atPath: "\(artifacts)/diff/\(DiffRun.reviewPageName)"))
    }

    @Test func reRecordingKeepsTheFormatUnlessToldOtherwise() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        _ = try check(SlidingCards(), subject, in: folder, format: .apng)
        let snapshot = folder.file("__Snapshots__/CarouselTests/carousel.slide-in")
        _ = try check(SlidingCards(nudge: 1), subject, in: folder, record: .all)
        #expect(try TestFolder.files(under: snapshot) == ["animation.png", "motion.json", "snapshot.json"])
        #expect(try check(SlidingCards(nudge: 1), subject, in: folder) == .matched)

        // Told frames: the APNG gives way to frame files, and a file of the user's stays.
        try Data("notes".utf8).write(to: URL(fileURLWithPath: "\(snapshot)/README.txt"))
        _ = try check(SlidingCards(nudge: 1), subject, in: folder, record: .all, format: .frames)
        #expect(
            try TestFolder.files(under: snapshot)
                == [
                    "README.txt", "frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0003.png",
                    "frame-0004.png", "motion.json", "snapshot.json"
                ])
        #expect(try check(SlidingCards(nudge: 1), subject, in: folder) == .matched)
        // And back, by the environment's choice of format.
        let environment = [SnapshotFormat.environmentVariable: "APNG"]
        let format = try SnapshotFormat.fromEnvironment(environment)
        _ = try check(SlidingCards(nudge: 1), subject, in: folder, record: .all, format: format)
        #expect(
            try TestFolder.files(under: snapshot) == ["README.txt", "animation.png", "motion.json", "snapshot.json"])
    }

    /// An unchanged animation matches on checksums alone, and only against the very file they were
    /// recorded with: another APNG put in its place (the snapshot.json left as it was) is read and
    /// compared frame by frame; a link in its place is refused.
    @Test func checksumsShortCutOnlyTheFileTheyWereRecordedWith() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        _ = try check(SlidingCards(), subject, in: folder, format: .apng)
        let snapshot = folder.file("__Snapshots__/CarouselTests/carousel.slide-in")
        let json = try String(contentsOfFile: "\(snapshot)/snapshot.json", encoding: .utf8)
        #expect(json.contains("animationChecksum") && json.contains("frameChecksums"), "\(json)")
        #expect(try check(SlidingCards(), subject, in: folder) == .matched)

        let other = try TestFolder(); defer { other.remove() }
        guard case let .recorded(nudged, _) = try check(SlidingCards(nudge: 1), subject, in: other, format: .apng)
        else {
            Issue.record("the nudged animation was not recorded")
            return
        }
        let file = "\(snapshot)/animation.png"
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.copyItem(atPath: "\(nudged)/animation.png", toPath: file)
        guard case .failed = try check(SlidingCards(), subject, in: folder) else {
            Issue.record("another APNG under the recorded checksums passed")
            return
        }
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: "\(nudged)/animation.png")
        #expect {
            try check(SlidingCards(), subject, in: folder)
        } throws: { error in
            "\(error)" == "\(file): not a plain file"
        }
        // A FIFO in its place is refused without waiting for a writer.
        try FileManager.default.removeItem(atPath: file)
        #expect(mkfifo(file, 0o600) == 0)
        #expect {
            try check(SlidingCards(), subject, in: folder)
        } throws: { error in
            "\(error)" == "\(file): not a plain file"
        }
    }

    @Test func stillsStayPlainPNGs() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        guard case let .recorded(recorded, _) = try check(SlidingCards(), .still(), in: folder, format: .apng) else {
            Issue.record("the still was not recorded")
            return
        }
        #expect(try TestFolder.files(under: recorded) == ["still.png", "snapshot.json"].sorted())
    }

    @Test func aDamagedOrUnplayableAPNGIsRefusedByName() throws {
        let folder = try TestFolder(); defer { folder.remove() }
        _ = try check(SlidingCards(), subject, in: folder, format: .apng)
        let file = folder.file("__Snapshots__/CarouselTests/carousel.slide-in/animation.png")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        bytes = bytes.prefix(bytes.count - 40)
        try bytes.write(to: URL(fileURLWithPath: file))
        #expect {
            try check(SlidingCards(), subject, in: folder)
        } throws: { error in
            "\(error)".hasPrefix("\(file): ")
        }
        // A frame rate an APNG's delays cannot hold exactly.
        #expect {
            try check(SlidingCards(), .animation("slide-in", fps: 29.97), in: folder, format: .apng)
        } throws: { error in
            "\(error)".contains("29.97 frames a second")
        }
    }

    /// A small file can stand for many large frames (one-pixel changes on a noisy canvas, or one
    /// frame shown for a long run): what its shown frames expand to is bounded, and a file past
    /// the bound is refused, not held.
    @Test func whatAnAPNGExpandsToIsBounded() throws {
        try VipsRuntime.start()
        var state: UInt32 = 2_463_534_242
        var noise = (0..<(64 * 64 * 3)).map { _ in
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return UInt8(truncatingIfNeeded: state)
        }
        let writer = AnimationAPNG.Writer(fps: 10, compression: .default)
        for frame in 0..<40 {
            noise[frame * 3] &+= 1
            try writer.add(RenderedImage(width: 64, height: 64, channels: 3, bytes: noise))
        }
        let apng = Data(try writer.finish())
        let frames = try AnimationAPNG.framePNGs(apng, fps: 10, compression: .default)
        #expect(frames.count == 40)
        let expanded = frames.reduce(0) { $0 + $1.count }
        #expect(apng.count * 10 < expanded)
        #expect {
            try AnimationAPNG.framePNGs(apng, fps: 10, compression: .default, maximumBytes: expanded / 2)
        } throws: { error in
            "\(error)" == "its frames take more than \(expanded / 2) bytes as PNGs"
        }
        // One noisy frame shown for 6,000 frame times at 60 a second: 100 s of one picture.
        let still = AnimationAPNG.Writer(fps: 60, compression: .default)
        for _ in 0..<6_000 { try still.add(RenderedImage(width: 64, height: 64, channels: 3, bytes: noise)) }
        let long = Data(try still.finish())
        let frameBytes = frames[0].count
        #expect(long.count < 2 * frameBytes)
        #expect(try AnimationAPNG.framePNGs(long, fps: 60, compression: .default).count == 6_000)
        #expect {
            try AnimationAPNG.framePNGs(long, fps: 60, compression: .default, maximumBytes: 1_000 * frameBytes)
        } throws: { error in
            "\(error)".hasPrefix("its frames take more than")
        }
    }

    @Test func theEnvironmentNamesTheFormat() throws {
        #expect(try SnapshotFormat.fromEnvironment([:]) == nil)
        #expect(try SnapshotFormat.fromEnvironment([SnapshotFormat.environmentVariable: "frames"]) == .frames)
        #expect {
            try SnapshotFormat.fromEnvironment([SnapshotFormat.environmentVariable: "gif"])
        } throws: { error in
            "\(error)" == "CARDRENDER_SNAPSHOT_FORMAT=gif: not a snapshot format (frames or apng)"
        }
    }
}
