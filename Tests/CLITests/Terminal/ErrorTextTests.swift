import CardImaging
import CardRender
import Testing
@testable import cardrender
@testable import CardCheck
@testable import CardFoundation
@testable import CardMockup

/// The library words its errors and notices by setting; cardrender prints them naming the options
/// that set them, as it always has.
@Suite struct ErrorTextTests {
    static let ffmpeg = "ffmpeg is not on PATH (install it, e.g. `apt-get install ffmpeg`, or drop mp4 from --export)"

    @Test func renderFailuresNameTheOptions() {
        #expect(
            ErrorText.render(.outputInsideInput(output: "in/out"))
                == "in/out: the output folder is the input folder or inside it; choose another --out")
        #expect(
            ErrorText.render(.strictInputProblem(InputIssue(path: "in/a.jpg", reason: "truncated", severity: .failed)))
                == "in/a.jpg: truncated (--strict: nothing was written)")
        #expect(
            ErrorText.render(.exportNeedsEveryFrame)
                == "--export needs every frame: merge the shards first, then export without --shard")
        #expect(ErrorText.render(.ffmpegMissing) == "--export mp4: \(Self.ffmpeg); nothing was written")
        #expect(
            ErrorText.render(.unknownBackdrop(name: "x", input: "in", suggestion: "; did you mean \"y\"?"))
                == "--backdrop \"x\": no photo in in is called that; did you mean \"y\"?")
        #expect(
            ErrorText.render(
                .pixelBudgetExceeded(scene: "deck", frame: "still", .canvas(width: 10_000, height: 10_000, scale: 2)))
                == "deck still: the canvas, 10000x10000 at scale 2, is more than 100000000 pixels; lower --scale or --size, or the scene's sizes"
        )
        let unclaimed = UnclaimedOutputFile(path: "out/a.png", folder: "out", others: 2)
        #expect(
            ErrorText.describe(RenderJob.Failure(.unclaimedOutputFile(unclaimed)))
                == "out/a.png: exists and no cardrender manifest in out lists it (and 2 more); cardrender replaces only files it wrote: move it away or choose another --out"
        )
        // A wrapped error is worded as it would be alone.
        #expect(ErrorText.describe(MockupFailure.stopped(unclaimed)) == ErrorText.unclaimed(unclaimed))
        #expect(ErrorText.render(.noPhotosFound(input: "in")) == RenderFailure.noPhotosFound(input: "in").description)
    }

    @Test func mockupFailuresNameTheOptions() {
        #expect(
            ErrorText.mockup(.backgroundPhotoOutOfRange(number: 9, photos: 2))
                == "--background-photo 9: there are 2 photos")
        #expect(
            ErrorText.mockup(.unreadableBackdrop(name: "a.png")) == "--backdrop \"a.png\": that photo cannot be read")
        #expect(
            ErrorText.mockup(.exportNeedsAnimation)
                == "--export shows an animation inside the mockup: name it with --animation")
        #expect(
            ErrorText.mockup(.appPreviewFormat("square"))
                == "--export-preset app-preview: App Previews are portrait iPhone and iPad sizes (iphone-6.9, iphone-6.7, iphone-6.5, iphone-6.5-1242, ipad-13), not square"
        )
        #expect(ErrorText.mockup(.ffmpegMissing) == "--export mp4: \(Self.ffmpeg); nothing was written")
        #expect(ErrorText.mockup(.ffmpegMissingForSet) == "mp4: \(Self.ffmpeg); nothing was written")
    }

    @Test func shardDifferencesNameTheOptions() {
        #expect(
            ErrorText.merge(
                .shardsDiffer(
                    folder: "out", .setting(.pngCompression, left: "1/2", leftValue: "6", right: "2/2", rightValue: "9")
                ))
                == "out: the shards ran with different --png-compression: shard 1/2 with 6, shard 2/2 with 9")
        #expect(
            ErrorText.shardDifference(
                .setting(.pinned(.labels), left: "1/2", leftValue: "caption", right: "2/2", rightValue: "none"))
                == "the shards ran with different labels: shard 1/2 with caption, shard 2/2 with none")
        #expect(
            ErrorText.shardDifference(.photos(left: "1/2", leftCount: 3, right: "2/2", rightCount: 4))
                == "the shards read different photos (--input): shard 1/2 3, shard 2/2 4")
        #expect(
            ErrorText.shardDifference(.frames)
                == "the shards planned different frames (--scene-file, --preset, --stamps or --captions differ)")
        #expect(
            ErrorText.merge(.exportsUnavailable(.ffmpegMissing)) == "--export mp4: \(Self.ffmpeg); nothing was written")
    }

    @Test func diffFailuresNameTheOptions() {
        #expect(
            ErrorText.describe(DiffFailure(.goldenMissing(golden: "g")))
                == "g: no such folder (record it first with --record)")
        #expect(
            ErrorText.describe(DiffFailure(.goldenOverlapsOutput(golden: "o/g", output: "o")))
                == "o/g: the golden folder and --out o may not be the same or one inside the other")
        #expect(
            ErrorText.describe(DiffFailure(.notADiffReport(path: "d/report.json", largerThanMB: 256)))
                == "d/report.json: larger than 256 MB; not a cardrender diff report; cardrender writes its reports only where its own earlier reports are, so choose another --out"
        )
        #expect(ErrorText.describe(DiffFailure(.inputMissing(path: "a.png"))) == "a.png: no such file or folder")
    }

    @Test func noticesNameTheOptions() {
        #expect(ErrorText.notice(.unknownOrderName("ghost")) == "--order: no photo is called \"ghost\"")
        #expect(ErrorText.notice(.unmatchedCaption("x.png")) == "--captions: no photo is called \"x.png\"")
        #expect(ErrorText.notice(.mp4Skipped) == "mp4 skipped: \(Self.ffmpeg); the other exports were written")
        let title = UndrawableText(place: "mockup", part: .mockupTitle, text: "aሀ", characters: "U+1200 \"ሀ\"")
        #expect(
            ErrorText.notice(.undrawableText(title))
                == "mockup: the --title \"aሀ\" has U+1200 \"ሀ\", which no shipped font draws (drawn as a box)")
        var setTitle = title
        setTitle.part = .title
        #expect(
            ErrorText.notice(.undrawableText(setTitle))
                == "mockup: the title \"aሀ\" has U+1200 \"ሀ\", which no shipped font draws (drawn as a box)")
        for notice: RunNotice in [
            .unknownOrderName("ghost"), .unmatchedCaption("x.png"), .mp4Skipped, .undrawableText(title)
        ] {
            #expect(!notice.description.contains("--"), "\(notice)")
        }
    }
}
