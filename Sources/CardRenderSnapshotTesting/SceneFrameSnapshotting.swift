import CardCheck
import CardGeometry
import CardRender
import CardRenderTesting
import Foundation
import SnapshotTesting

extension Snapshotting where Value == SceneFrame, Format == Data {
    /// A frame drawn by cardrender as a PNG, compared by cardrender's pixel diff:
    /// `assertSnapshot(of: scene.still(), as: .cardPNG(renderer: renderer))`.
    ///
    /// `precision` and `perceptualPrecision` are swift-snapshot-testing's tolerances, mapped onto
    /// `diffOptions` as `SnapshotTolerance` says. On failure the expected, actual and diff images go
    /// to `<artifacts>/<TestFile>/<test>/` (see `Diffing.cardPNG(_:artifacts:filePath:function:)`)
    /// and the message gives their paths.
    public static func cardPNG(
        renderer: FrameRenderer, diffOptions: DiffOptions = DiffOptions(), precision: Double? = nil,
        perceptualPrecision: Double? = nil, artifacts: String? = nil, filePath: StaticString = #filePath,
        function: String = #function
    ) -> Snapshotting {
        let tolerance = SnapshotTolerance(precision: precision, perceptualPrecision: perceptualPrecision)
        let place = ArtifactsPlace(root: artifacts, filePath: "\(filePath)", function: function)
        let diffing = Diffing<Data>.strategy(tolerance, over: diffOptions, place: place, strip: nil)
        return Snapshotting(pathExtension: "png", diffing: diffing) { frame in
            DrawnPNG.bytes { try renderer.png(frame) }
        }
    }
}

extension Snapshotting where Value == SceneAnimation, Format == Data {
    /// Every frame of an animation at `fps`, drawn by cardrender and stacked top to bottom into one
    /// PNG (a film strip at full resolution), compared by cardrender's pixel diff:
    /// `assertSnapshot(of: scene.animations[0], as: .cardFrames(renderer: renderer, fps: 10))`.
    ///
    /// On failure the strips are cut back into frames: the message names the first frame that
    /// differs and its time, and each frame's expected, actual and diff images go to
    /// `<artifacts>/<TestFile>/<test>/`. Tolerances as `cardPNG(renderer:…)` takes them.
    public static func cardFrames(
        renderer: FrameRenderer, fps: Double, diffOptions: DiffOptions = DiffOptions(), precision: Double? = nil,
        perceptualPrecision: Double? = nil, artifacts: String? = nil, filePath: StaticString = #filePath,
        function: String = #function
    )
        -> Snapshotting
    {
        let tolerance = SnapshotTolerance(precision: precision, perceptualPrecision: perceptualPrecision)
        let place = ArtifactsPlace(root: artifacts, filePath: "\(filePath)", function: function)
        let layout = FilmStripLayout()
        let diffing = Diffing<Data>.strategy(tolerance, over: diffOptions, place: place, strip: layout)
        return Snapshotting(pathExtension: "png", diffing: diffing) { animation in
            DrawnPNG.bytes {
                let times = animation.frameTimes(fps: fps)
                let frames = try times.map { try renderer.image(animation.frame(at: $0)) }
                layout.drew(frameHeight: frames.first?.height ?? 0, times: times)
                return try FilmStrip.png(frames, compression: renderer.settings.pngCompression)
            }
        }
    }
}

extension Snapshotting where Value == SceneAnimation, Format == Data {
    /// Every frame of an animation at `fps` (a whole number), drawn by cardrender and stored as one
    /// APNG (`testName.1.png`, which a browser and a pull request's file view play): each frame
    /// after the first holds only what changed, so it is smaller than a film strip. Compared frame
    /// by frame, as `cardFrames(renderer:fps:…)` compares its strips:
    /// `assertSnapshot(of: scene.animations[0], as: .cardAPNG(renderer: renderer, fps: 10))`.
    public static func cardAPNG(
        renderer: FrameRenderer, fps: Int, diffOptions: DiffOptions = DiffOptions(), precision: Double? = nil,
        perceptualPrecision: Double? = nil, artifacts: String? = nil, filePath: StaticString = #filePath,
        function: String = #function
    )
        -> Snapshotting
    {
        let tolerance = SnapshotTolerance(precision: precision, perceptualPrecision: perceptualPrecision)
        let place = ArtifactsPlace(root: artifacts, filePath: "\(filePath)", function: function)
        let frames = StrategyFrames.apng(fps: fps, compression: renderer.settings.pngCompression)
        let diffing = Diffing<Data>.strategy(tolerance, over: diffOptions, place: place, frames: frames)
        return Snapshotting(pathExtension: "png", diffing: diffing) { animation in
            DrawnPNG.bytes {
                let rate = try AnimationAPNG.frameRate(Double(fps))
                let writer = AnimationAPNG.Writer(fps: rate, compression: renderer.settings.pngCompression)
                for time in animation.frameTimes(fps: Double(fps)) {
                    try writer.add(renderer.image(animation.frame(at: time)))
                }
                return try writer.finish()
            }
        }
    }
}

extension Diffing where Value == Data {
    /// The strategies' comparison: a tolerance that is out of range fails every comparison with
    /// the reason rather than being ignored.
    static func strategy(
        _ tolerance: SnapshotTolerance, over options: DiffOptions, place: ArtifactsPlace, strip: FilmStripLayout?
    ) -> Diffing {
        strategy(tolerance, over: options, place: place, frames: strip.map(StrategyFrames.strip))
    }

    static func strategy(
        _ tolerance: SnapshotTolerance, over options: DiffOptions, place: ArtifactsPlace, frames: StrategyFrames?
    ) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { expected, actual in
            do { try tolerance.validate() } catch { return ("cardrender: \(error)", []) }
            let comparison = StrategyComparison(
                options: tolerance.applied(to: options), place: place, frames: frames)
            return comparison.compare(expected, actual)
        }
    }
}

/// A strategy's snapshot closure cannot throw: a frame that cannot be drawn becomes bytes that
/// are no PNG and say why, so the comparison fails with the reason.
enum DrawnPNG {
    static func bytes(_ draw: () throws -> [UInt8]) -> Data {
        do { return Data(try draw()) } catch { return Data("cardrender could not draw it: \(error)".utf8) }
    }
}
