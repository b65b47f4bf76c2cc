import ArgumentParser
import CardCheck
import CardSettings
import Foundation

/// `cardrender golden convert --to apng|frames DIR`: the folder's animations as one APNG each, or
/// as a PNG file per frame, every frame's pixels unchanged.
struct GoldenConvert: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a golden folder's animations to one APNG each, or back to a PNG file per frame.",
        discussion: """
            Lossless both ways: each frame's pixels are checked against what was read before the files it \
            replaces are removed. Only files golden.json lists are touched; stills, contact sheets and \
            variants (frame-0012.<name>.png) stay PNG files. Later recordings keep the folder's new form.
            """
    )

    @Option(help: ArgumentHelp("What the animations become.", valueName: "apng|frames"))
    var to: GoldenFormat

    @Argument(
        help: ArgumentHelp("The golden folder (one --check records).", valueName: "golden-dir"), completion: .directory)
    var golden: String

    @Option(
        help: ArgumentHelp(
            "Golden frames with more pixels than this are refused before they are decoded.", valueName: "pixels"))
    var maxInputPixels = RenderSettings.defaultMaxInputPixels

    func run() throws {
        var conversion = GoldenConversion(golden: golden, format: to)
        conversion.pixelLimit = PixelLimit(pixels: maxInputPixels, name: "--max-input-pixels")
        do {
            let converted = try conversion.run()
            let count = converted.animations.count
            Terminal.output(
                count == 0
                    ? "\(golden): no animation to convert; every one is kept as \(to == .apng ? "an APNG" : "frames") already"
                    : "converted \(count) animation\(count == 1 ? "" : "s") in \(golden) to \(to == .apng ? "APNGs" : "frames"): wrote \(converted.written.count) file\(converted.written.count == 1 ? "" : "s"), removed \(converted.removed.count)"
            )
        } catch {
            Terminal.writeError("cardrender: \(ErrorText.describe(error))")
            throw ExitCode(ExitStatus.usageOrFatal)
        }
    }
}
