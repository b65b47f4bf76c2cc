import ArgumentParser
import CardCheck
import CardGeometry
import CardSettings

/// The command the review page of a `--check` shows for approving a change: this run's parsed
/// options, without what only a check or this one machine needs (a shard, reports, progress, a
/// trace, what it recorded and which scenes), recording the changed frames of one animation or still:
/// `cardrender --input photos --out out --fps 30 --check golden --record --record-only changed --scene deck --animation swipe-right`.
/// A merge's selects nothing (`merge` takes no --scene): it records every changed file of the run.
enum ApproveCommand {
    static func approval(_ command: CommandWords, merge: Bool = false) -> ReviewApproval {
        let base = (["cardrender"] + command.words + ["--record", "--record-only", "changed"]).map(
            ReviewApproval.Word.text)
        if merge { return ReviewApproval(animation: base, still: base) }
        return ReviewApproval(
            animation: base + [.text("--scene"), .scene, .text("--animation"), .animation],
            still: base + [.text("--scene"), .scene])
    }
}

extension Render {
    var approval: ReviewApproval {
        var command = CommandWords()
        files.add(to: &command)
        scene.add(to: &command)
        command.option("--scale", frames.scale, default: FrameOptions.defaultScale)
        command.option("--fps", frames.fps, default: FrameOptions.defaultFPS)
        command.option("--jobs", job.jobs)
        command.flag("--strict", strict)
        exportOptions.add(to: &command)
        command.option("--captions", captionOptions.captions)
        command.option("--order", photoOptions.order, default: PhotoOrderKeyword.name.rawValue)
        command.option("--labels", photoOptions.labels, default: CardLabels.caption)
        command.option("--backdrop", backdropOption.backdrop)
        golden.add(to: &command)
        return ApproveCommand.approval(command)
    }
}

extension Merge {
    var approval: ReviewApproval {
        var command = CommandWords(["merge", CommandWords.argument(path: folder)])
        command.option("--jobs", job.jobs)
        exportOptions.add(to: &command)
        golden.add(to: &command)
        command.option("--max-input-pixels", limit.maxInputPixels)
        return ApproveCommand.approval(command, merge: true)
    }
}

extension InputOutputOptions {
    func add(to command: inout CommandWords) {
        command.option("--input", input)
        command.option("--out", out)
        command.option("--png-compression", pngCompression, default: PNGCompressionArgument(.default))
        command.option("--max-input-pixels", maxInputPixels, default: RenderSettings.defaultMaxInputPixels)
    }
}

extension SceneOptions {
    /// All but --scene and --animation, which the approving command names for each change.
    func add(to command: inout CommandWords) {
        command.option("--size", size?.description)
        command.option("--seed", seed)
        command.option("--scene-file", sceneFile)
        command.flag("--stamps", stamps)
        command.option("--preset", preset)
        command.option("--layout-direction", layoutDirection)
    }
}

extension ExportOptions {
    func add(to command: inout CommandWords) {
        command.each("--export", exports)
        command.option("--loop", loop)
    }
}

extension GoldenOptions {
    /// The golden folder and how it is compared (what to record is the approving command's own).
    func add(to command: inout CommandWords) {
        command.option("--check", check)
        command.flag("--check-contact-sheets", checkContactSheets)
        command.option("--threshold", comparison.threshold)
        command.flag("--no-antialiasing-detection", comparison.noAntialiasingDetection)
        command.option("--max-diff-pixels", comparison.maxDiffPixels)
        command.option("--max-diff-ratio", comparison.maxDiffRatio)
        command.option("--check-config", comparison.checkConfig)
    }
}
