import CardCheck
import CardGeometry
import CardRender
import Foundation
import SnapshotTesting

extension Snapshotting where Value == SceneFrame, Format == Data {
    /// A frame drawn by cardrender as a PNG, compared by cardrender's pixel diff:
    /// `assertSnapshot(of: scene.still(), as: .cardPNG(renderer: renderer))`.
    public static func cardPNG(renderer: FrameRenderer, diffOptions: DiffOptions = DiffOptions()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .cardPNG(diffOptions)) { frame in
            DrawnPNG.bytes { try renderer.png(frame) }
        }
    }
}

extension Snapshotting where Value == SceneAnimation, Format == Data {
    /// Every frame of an animation at `fps`, drawn by cardrender and stacked top to bottom into one
    /// PNG (a film strip at full resolution), compared by cardrender's pixel diff:
    /// `assertSnapshot(of: scene.animations[0], as: .cardFrames(renderer: renderer, fps: 10))`.
    public static func cardFrames(
        renderer: FrameRenderer, fps: Double, diffOptions: DiffOptions = DiffOptions()
    )
        -> Snapshotting
    {
        Snapshotting(pathExtension: "png", diffing: .cardPNG(diffOptions)) { animation in
            DrawnPNG.bytes {
                let frames = try animation.frameTimes(fps: fps).map { try renderer.image(animation.frame(at: $0)) }
                return try FilmStrip.png(frames, compression: renderer.settings.pngCompression)
            }
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
