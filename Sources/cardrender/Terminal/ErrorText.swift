import CardCheck
import CardFoundation
import CardMockup
import CardRender
import SceneFiles

/// The words cardrender prints for the library's errors and notices. The library describes them
/// by setting; here they name the command-line options that set them, as users type them.
enum ErrorText {
    /// What to tell a user whose PATH has no ffmpeg.
    static let ffmpegAdvice =
        "ffmpeg is not on PATH (install it, e.g. `apt-get install ffmpeg`, or drop mp4 from --export)"

    /// Any error a command prints: the library's typed ones in the options' words, others as they describe themselves.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let failure as RenderJob.Failure: render(failure.reason)
        case let failure as RenderFailure: render(failure)
        case let failure as MockupFailure: mockup(failure)
        case let failure as MergeFailure: merge(failure)
        case let file as UnclaimedOutputFile: unclaimed(file)
        case let failure as DiffFailure: diff(failure)
        default: "\(error)"
        }
    }

    static func diff(_ failure: DiffFailure) -> String {
        switch failure.reason {
        case let .goldenOverlapsOutput(golden, output):
            "\(golden): the golden folder and --out \(output) may not be the same or one inside the other"
        case let .goldenMissing(golden): "\(golden): no such folder (record it first with --record)"
        case let .notADiffReport(path, nil): "\(path): \(DiffFailure.notAReportProblem), so choose another --out"
        case let .notADiffReport(path, size?):
            "\(path): larger than \(size) MB; \(DiffFailure.notAReportProblem), so choose another --out"
        case let .unclaimedDiffFile(path): "\(path): \(DiffFailure.unclaimedFileProblem): choose another --out"
        case let .outputOverlapsSide(output, side, path):
            "--out \(output): may not be \(side) (\(path)), inside it, or hold it; choose a folder apart from both"
        case .goldenOverlapsInput, .goldenUnreadable, .goldenNotWritable, .goldenNotAFolder, .goldenIndexNotAFile,
            .goldenIndexUnreadable, .notAGoldenIndex, .goldenIndexFormat, .recordingOutsideGolden, .unindexedGoldenFile,
            .goldenFileNotPlain, .recordingFailed, .renderedFileUnreadable, .apngGolden, .folderAndFile, .inputMissing,
            .folderUnlistable, .outputFolderUnusable, .invalidSetting, .libvipsUnavailable, .unusableRules:
            failure.description
        }
    }

    static func render(_ failure: RenderFailure) -> String {
        switch failure {
        case let .outputInsideInput(output):
            "\(output): the output folder is the input folder or inside it; choose another --out"
        case let .strictInputProblem(issue): "\(issue.path): \(issue.reason) (--strict: nothing was written)"
        case let .unknownBackdrop(name, input, suggestion):
            "--backdrop \(UserText.quoted(name)): no photo in \(input) is called that\(suggestion)"
        case .exportNeedsEveryFrame: "--export needs every frame: merge the shards first, then export without --shard"
        case .ffmpegMissing: "--export mp4: \(ffmpegAdvice); nothing was written"
        case let .pixelBudgetExceeded(scene, frame, overrun):
            "\(scene) \(frame): \(overrun); lower --scale or --size, or the scene's sizes"
        case let .unclaimedOutputFile(file): unclaimed(file)
        case let .inputUnreadable(error), let .stopped(error): describe(error)
        case .invalidSetting, .libvipsUnavailable, .noPhotosFound, .noReadablePhotos, .unknownScene,
            .unknownAnimation, .outputRefused, .outputInUse, .frameTooLarge, .drawingFailed, .unusableName,
            .sameOutputPath, .missingPhoto, .layerNeedsPhoto:
            failure.description
        }
    }

    static func mockup(_ failure: MockupFailure) -> String {
        switch failure {
        case let .outputInsideInput(output):
            "\(output): the output folder is the input folder or inside it; choose another --out"
        case let .unknownBackdrop(name, input, suggestion):
            "--backdrop \(UserText.quoted(name)): no photo in \(input) is called that\(suggestion)"
        case let .unreadableBackdrop(name): "--backdrop \(UserText.quoted(name)): that photo cannot be read"
        case let .unusableFont(path, problem): "\(path): cannot be the title font: \(problem)"
        case let .backgroundPhotoOutOfRange(number, photos): "--background-photo \(number): there are \(photos) photos"
        case .exportNeedsAnimation: "--export shows an animation inside the mockup: name it with --animation"
        case let .appPreviewFormat(format):
            "--export-preset app-preview: App Previews are portrait iPhone and iPad sizes (\(MockupFailure.appPreviewSizes)), not \(format)"
        case .ffmpegMissing: "--export mp4: \(ffmpegAdvice); nothing was written"
        case .ffmpegMissingForSet: "mp4: \(ffmpegAdvice); nothing was written"
        case let .inputUnreadable(error), let .stopped(error): describe(error)
        case .invalidSetting, .libvipsUnavailable, .noReadablePhotos, .inputProblem, .unknownScene, .unknownAnimation,
            .animationNeeded,
            .emptySet,
            .tooManyImages, .tooManyAnimatedFiles:
            failure.description
        }
    }

    static func merge(_ failure: MergeFailure) -> String {
        switch failure {
        case let .shardsDiffer(folder, difference): "\(folder): \(shardDifference(difference))"
        case let .exportsUnavailable(reason): render(reason)
        case let .folderUnusable(error), let .unreadableManifest(error): describe(error)
        case .libvipsUnavailable, .noSuchFolder, .noShardManifests, .pathOutsideFolder, .shardCountsDisagree,
            .missingShards,
            .unfinishedShard, .notAFrame, .missingFiles, .unreadableFrame, .unclaimedFile, .notAFile:
            failure.description
        }
    }

    /// Why two shards cannot be merged, in terms of the option that differs.
    static func shardDifference(_ difference: ShardDifference) -> String {
        switch difference {
        case let .setting(setting, left, leftValue, right, rightValue):
            ShardDifference.settingText(
                option(setting), left: left, leftValue: leftValue, right: right, rightValue: rightValue)
        case let .photos(left, leftCount, right, rightCount):
            "the shards read different photos (--input): shard \(left) \(leftCount), shard \(right) \(rightCount)"
        case .scenes: "the shards rendered different scenes or animations (--scene, --animation)"
        case .frames: "the shards planned different frames (--scene-file, --preset, --stamps or --captions differ)"
        case .inputIssues: difference.description
        }
    }

    private static func option(_ setting: ShardDifference.Setting) -> String {
        switch setting {
        case .versions: "versions"
        case .size: "--size"
        case .scale: "--scale"
        case .fps: "--fps"
        case .seed: "--seed"
        case .pngCompression: "--png-compression"
        case let .pinned(setting): setting.rawValue
        }
    }

    static func unclaimed(_ file: UnclaimedOutputFile) -> String {
        "\(file.problem): move it away or choose another --out"
    }

    /// A scene file's problem, a canvas too large at `--scale` named as the option.
    static func sceneFile(_ problem: SceneFileProblem) -> String {
        problem.worded { $0.message(scaleName: "--scale") }.description
    }

    /// A notice, as `cardrender: …` follows it on stderr.
    static func notice(_ notice: RunNotice) -> String {
        switch notice {
        case let .unknownOrderName(name): "--order: no photo is called \"\(name)\""
        case let .unmatchedCaption(name): "--captions: no photo is called \(UserText.quoted(name))"
        case .mp4Skipped: "mp4 skipped: \(ffmpegAdvice); the other exports were written"
        case let .undrawableText(text):
            switch text.part {
            case .mockupTitle: text.described(partName: "--title")
            case .mockupSubtitle: text.described(partName: "--subtitle")
            default: text.description
            }
        case .softPhoto, .removedEarlierFiles: notice.description
        }
    }
}
