import CardImaging
import CardSettings
import Foundation

/// How `cardrender diff` decides that two frames differ: pixelmatch's perceptual colour distance
/// with a threshold, anti-aliasing detection, and a budget of differing pixels a pair may have
/// and still pass.
public struct DiffOptions: Sendable, Equatable {
    /// 0 (every change counts) to 1 (only the largest changes count). pixelmatch's default, 0.1.
    public var threshold = 0.1
    /// Differences that look like anti-aliasing (an edge moved by a pixel) are shown in yellow and
    /// not counted.
    public var detectAntialiasing = true
    /// A pair passes with at most this many differing pixels…
    public var maxDiffPixels: Int?
    /// …and at most this fraction (0–1) of its pixels differing. With neither, no pixel may differ.
    public var maxDiffRatio: Double?
    /// How strongly the expected frame shows, as grey, behind the highlighted pixels of a diff
    /// image: 0 white, 1 full brightness (pixelmatch's `alpha`).
    public var fade = 0.1
    /// Files whose PNG header says width × height is more than this are errors, refused before
    /// decoding (the same limit, and default, as a render's `maxInputPixels`).
    public var maxInputPixels = PhotoDecoder.defaultMaxPixels
    /// What a refusal calls `maxInputPixels`.
    public var maxInputPixelsName = PhotoLimits.defaultLimitName
    /// Pairs compared at once; each holds at most two decoded frames and a diff image.
    public var workers = ProcessInfo.processInfo.activeProcessorCount

    /// pixelmatch's defaults (threshold 0.1, anti-aliasing detected), no pixel may differ, and
    /// one worker per core.
    public init() {}

    /// The largest squared YIQ distance that still counts as the same colour. 35215 is the
    /// largest distance there is (red against cyan; black against white is 32857), so the
    /// threshold scales it.
    var maxDelta: Double { 35215 * threshold * threshold }

    /// True when `different` of `total` pixels is within every budget given.
    public func allows(_ different: Int, of total: Int) -> Bool {
        if different == 0 { return true }
        guard maxDiffPixels != nil || maxDiffRatio != nil else { return false }
        if let maxDiffPixels, different > maxDiffPixels { return false }
        if let maxDiffRatio, total > 0, Double(different) / Double(total) > maxDiffRatio { return false }
        return true
    }
}

extension DiffOptions {
    package var inputPixelLimit: PixelLimit { PixelLimit(pixels: maxInputPixels, name: maxInputPixelsName) }
}
