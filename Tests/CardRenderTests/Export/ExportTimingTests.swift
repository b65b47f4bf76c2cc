import Testing
@testable import CardRender
import TestSupport

/// Which frames an animated export shows and for how long.
@Suite struct ExportTimingTests {
    static func times(duration: Double, fps: Double) -> [Double] {
        let count = Int((duration * fps - 1e-9).rounded(.up)) + 1
        return (0..<count).map { min(Double($0) / fps, duration) }
    }

    @Test func webpShowsEveryFrameWithDelaysFromItsTimes() {
        let times = Self.times(duration: 0.7, fps: 30)
        let timing = ExportTiming.webp(times: times, fps: 30)
        #expect(timing.frames == Array(0..<times.count))
        // The delays add up to the animation's length, plus one frame's hold at the end.
        #expect(timing.delays.dropLast().reduce(0, +) == 700)
        #expect(timing.delays.last == 33)
        #expect(timing.delays.allSatisfy { $0 == 33 || $0 == 34 })
    }

    @Test(arguments: [50.0, 100, 144, 240])
    func webpDelaysAreAtLeastTwentyMillisecondsInTheAnimationsTime(fps: Double) {
        let times = Self.times(duration: 0.7, fps: fps)
        let timing = ExportTiming.webp(times: times, fps: fps)
        #expect(timing.frames.first == 0 && timing.frames.last == times.count - 1)
        #expect(timing.delays.allSatisfy { $0 >= 20 })
        #expect(timing.delays.dropLast().reduce(0, +) == 700)
    }

    @Test(arguments: [24.0, 30, 50, 60, 120, 240])
    func gifDelaysAreWholeHundredthsOfAtLeastTwo(fps: Double) {
        let times = Self.times(duration: 0.7, fps: fps)
        let timing = ExportTiming.gif(times: times, fps: fps)
        #expect(timing.frames.first == 0 && timing.frames.last == times.count - 1)
        #expect(timing.frames == timing.frames.sorted() && Set(timing.frames).count == timing.frames.count)
        #expect(timing.delays.count == timing.frames.count)
        #expect(timing.delays.allSatisfy { $0 >= 20 && $0 % 10 == 0 })
        // The GIF's clock is the animation's: 0.7 s to the last frame.
        #expect(timing.delays.dropLast().reduce(0, +) == 700)
    }

    @Test func gifKeepsEveryFrameAtFiftyFpsOrLess() {
        let times = Self.times(duration: 1, fps: 25)
        #expect(ExportTiming.gif(times: times, fps: 25).frames.count == times.count)
        #expect(ExportTiming.gif(times: times, fps: 25).delays.allSatisfy { $0 == 40 })
    }

    @Test func gifDropsFramesAtSixtyFps() {
        let times = Self.times(duration: 1, fps: 60)
        let timing = ExportTiming.gif(times: times, fps: 60)
        #expect(timing.frames.count < times.count)
        #expect(timing.frames.count >= 34)
    }

    @Test func aSingleFrameIsHeldForOneFrame() {
        #expect(ExportTiming.webp(times: [0], fps: 10) == ExportTiming(frames: [0], delays: [100]))
        #expect(ExportTiming.webp(times: [0], fps: 240) == ExportTiming(frames: [0], delays: [20]))
        #expect(ExportTiming.gif(times: [0], fps: 100) == ExportTiming(frames: [0], delays: [20]))
    }
}
