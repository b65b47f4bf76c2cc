import CardGeometry
import CardSettings

/// The frame rates and times a render writes into its manifest and motion files. Those files
/// come with the folders a diff compares, so a value outside these ranges (an fps of 0, a time of
/// 1e308) was not written by a render and is not used: divided by or printed, it would turn
/// into infinities that no report can hold.
package enum RenderedTiming {
    /// As a render's frame rate may be.
    package static let fps = SettingLimits.fps
    /// Seconds from the start of an animation.
    package static let time: ClosedRange<Double> = 0...SceneLimits.maxDuration
}
