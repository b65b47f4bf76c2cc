import CFrameKernels
import Foundation
import Testing
import CardGeometry
import TestSupport

/// `fk_draw_layer` draws four or two pixels at a time where the CPU allows; this checks its bytes,
/// on both paths, against the one-pixel-at-a-time arithmetic, written out again here, for random
/// layers, canvases, placements and fades, with and without runs of hidden pixels left out.
@Suite struct DrawLayerKernelTests {
    /// A small deterministic generator (the test must not depend on the run).
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        mutating func unit() -> Double { Double(next() % 1_000_000) / 1_000_000 }
        mutating func byte() -> UInt8 { UInt8(next() & 255) }
    }

    // The kernel's per-pixel arithmetic: premultiplied RGBA words, rounded the same way.
    static func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        let g = 256 - f
        let mask: UInt32 = 0x00FF_00FF, half: UInt32 = 0x0080_0080
        let aRB: UInt32 = a & mask, bRB: UInt32 = b & mask
        let aAG: UInt32 = (a >> 8) & mask, bAG: UInt32 = (b >> 8) & mask
        let sumRB: UInt32 = aRB &* g &+ bRB &* f &+ half
        let sumAG: UInt32 = aAG &* g &+ bAG &* f &+ half
        let rb: UInt32 = (sumRB >> 8) & mask
        let ag: UInt32 = sumAG & 0xFF00_FF00
        return rb | ag
    }

    static func scale(_ p: UInt32, _ k: UInt32) -> UInt32 {
        var rb = (p & 0x00FF00FF) &* k &+ 0x00800080
        rb = ((rb &+ ((rb >> 8) & 0x00FF00FF)) >> 8) & 0x00FF00FF
        var ag = ((p >> 8) & 0x00FF00FF) &* k &+ 0x00800080
        ag = (ag &+ ((ag >> 8) & 0x00FF00FF)) & 0xFF00FF00
        return rb | ag
    }

    static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let alpha = s >> 24
        return alpha == 255 ? s : s &+ scale(d, 255 - alpha)
    }

    static func fixed(_ value: Double) -> Int64 { Int64((value * 4294967296.0).rounded(.down)) }

    /// The kernel's row walk (its `narrow`, fixed-point steps and bounds) with one pixel at a time.
    static func reference(
        canvas: inout [UInt32], width: Int, layer: [UInt32], sw: Int, sh: Int, inverse m: [Double],
        opacity: UInt32, window: (x0: Int, y0: Int, x1: Int, y1: Int)
    ) {
        func narrow(
            _ f0: Double, _ k: Double, _ lo: Double, _ hi: Double, _ x0: Int, _ start: inout Int, _ end: inout Int
        ) {
            if k == 0 {
                if !(f0 >= lo - 1 && f0 < hi + 1) { end = start }
                return
            }
            let a = (lo - f0) / k, b = (hi - f0) / k
            let first = min(a, b), last = max(a, b)
            let s = max((first.rounded(.down) - 1) + Double(x0), Double(start))
            let e = min((last.rounded(.up) + 1) + Double(x0), Double(end))
            if !(s < e) { end = start; return }
            start = Int(s); end = Int(e)
        }
        let du = fixed(m[0]), dv = fixed(m[3])
        for y in window.y0..<window.y1 {
            let cy = Double(y) + 0.5, cx = Double(window.x0) + 0.5
            let u0 = m[0] * cx + m[1] * cy + m[2] - 0.5
            let v0 = m[3] * cx + m[4] * cy + m[5] - 0.5
            var start = window.x0, end = window.x1
            narrow(u0, m[0], 0, Double(sw - 1), window.x0, &start, &end)
            narrow(v0, m[3], 0, Double(sh - 1), window.x0, &start, &end)
            if start >= end { continue }
            var u = fixed(u0 + m[0] * Double(start - window.x0)), v = fixed(v0 + m[3] * Double(start - window.x0))
            for x in start..<end {
                defer { u += du; v += dv }
                let column = u >> 32, row = v >> 32
                guard column >= 0, column < sw - 1, row >= 0, row < sh - 1 else { continue }
                let fx = UInt32((u >> 24) & 255), fy = UInt32((v >> 24) & 255)
                let p = Int(row) * sw + Int(column)
                let top = lerp(layer[p], layer[p + 1], fx), bottom = lerp(layer[p + sw], layer[p + sw + 1], fx)
                var s = lerp(top, bottom, fy)
                if opacity != 255 { s = scale(s, opacity) }
                if s == 0 { continue }
                canvas[y * width + x] = over(s, canvas[y * width + x])
            }
        }
    }

    @Test(arguments: 0..<40)
    func pixelsDrawnTogetherGiveTheSameBytes(seed: Int) {
        check(seed: seed, translation: nil)
    }

    /// Translations, whose samples all weigh alike: whole pixels across and down, a fraction
    /// across only, down only, both, and fractions too small to change a weight.
    @Test(arguments: 0..<40)
    func translationsGiveTheSameBytes(seed: Int) {
        let fractions = [0.0, 0.37, 1e-4, 0.999]
        check(seed: seed + 1000, translation: (fractions[seed % 4], fractions[(seed / 4) % 4]))
    }

    /// fk_draw_layer against the reference for a random layer, background, window and hidden
    /// runs, placed at random or by `translation` (the fractions of a pixel across and down).
    private func check(seed: Int, translation: (x: Double, y: Double)?) {
        var random = Generator(state: UInt64(seed) &* 7919 &+ 17)
        let sw = 2 + Int(random.next() % 40), sh = 2 + Int(random.next() % 40)
        let width = 8 + Int(random.next() % 60), height = 8 + Int(random.next() % 60)
        // A premultiplied layer (no channel above its alpha), opaque and clear pixels included.
        let layer: [UInt32] = (0..<(sw * sh)).map { _ in
            let roll = random.next() % 4
            let alpha: UInt32 = roll == 0 ? 255 : roll == 1 ? 0 : UInt32(random.byte())
            let channel = { alpha == 0 ? UInt32(0) : UInt32(random.next() % UInt64(alpha + 1)) }
            return channel() | channel() << 8 | channel() << 16 | alpha << 24
        }
        let background: [UInt32] = (0..<(width * height)).map { _ in
            let alpha = UInt32(random.byte()) | (random.next() % 2 == 0 ? 255 : 0)
            let channel = { UInt32(random.next() % UInt64(alpha + 1)) }
            return channel() | channel() << 8 | channel() << 16 | alpha << 24
        }
        // A turned, scaled, moved placement; some layers stay whole-pixel translations.
        let angle = translation != nil || random.next() % 5 == 0 ? 0 : (random.unit() - 0.5) * 2
        let zoom = translation != nil || random.next() % 5 == 0 ? 1 : 0.3 + random.unit() * 2
        let a = zoom * cos(angle), b = -zoom * sin(angle), c = zoom * sin(angle), d = zoom * cos(angle)
        // The layer's centre near the canvas's, so it always covers some of it.
        let centreX = Double(width) / 2 - (a * Double(sw) + b * Double(sh)) / 2
        let centreY = Double(height) / 2 - (c * Double(sw) + d * Double(sh)) / 2
        var tx = random.next() % 5 == 0 ? centreX.rounded() : centreX + random.unit() * 6 - 3
        var ty = centreY + random.unit() * 6 - 3
        if let translation {
            tx = tx.rounded(.down) + translation.x
            ty = ty.rounded(.down) + translation.y
        }
        let det = a * d - b * c
        let inverse = [d / det, -b / det, (b * ty - d * tx) / det, -c / det, a / det, (c * tx - a * ty) / det]
        let opacity = random.next() % 3 == 0 ? UInt8(255) : random.byte()
        let window = (
            x0: Int(random.next() % 4), y0: Int(random.next() % 4), x1: width - Int(random.next() % 4),
            y1: height - Int(random.next() % 4)
        )

        var expected = background
        Self.reference(
            canvas: &expected, width: width, layer: layer, sw: sw, sh: sh, inverse: inverse, opacity: UInt32(opacity),
            window: window)
        /// The kernel's result on the background, leaving out `hidden` runs when given.
        func drawn(hidden: [Int32]?) -> [UInt32] {
            var canvas = background
            let status = canvas.withUnsafeMutableBytes { canvas in
                layer.withUnsafeBytes { pixels in
                    inverse.withUnsafeBufferPointer { matrix in
                        fk_draw_layer(
                            canvas.baseAddress!.assumingMemoryBound(to: UInt8.self), width * 4,
                            pixels.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(sw), Int32(sh), sw * 4,
                            matrix.baseAddress, opacity, Int32(window.x0), Int32(window.y0), Int32(window.x1),
                            Int32(window.y1), hidden)
                    }
                }
            }
            #expect(status == Int32(FK_OK), "seed \(seed): status \(status)")
            return canvas
        }
        // Rows with a run of pixels a later layer hides: those are left as they were.
        let hidden: [Int32] = (0..<height).flatMap { _ -> [Int32] in
            guard random.next() % 3 == 0 else { return [0, 0] }
            let from = Int32(random.next() % UInt64(width)), length = Int32(random.next() % UInt64(width))
            return [from, from + length]
        }
        // Both code paths: AVX2 (where this CPU has it) and SSE2.
        for avx2 in [true, false] {
            fk_draw_layer_use_avx2(avx2 ? 1 : 0)
            defer { fk_draw_layer_use_avx2(1) }
            let path = avx2 ? "best path" : "without AVX2"
            let skipped = drawn(hidden: hidden)
            let wrong = (0..<(width * height)).filter { i in
                let x = Int32(i % width), y = i / width
                let isHidden = x >= hidden[2 * y] && x < hidden[2 * y + 1]
                return skipped[i] != (isHidden ? background[i] : expected[i])
            }.count
            #expect(wrong == 0, "seed \(seed), \(path): \(wrong) pixels wrong with hidden runs")

            let actual = drawn(hidden: nil)
            let differing = zip(expected, actual).filter { $0 != $1 }.count
            #expect(differing == 0, "seed \(seed), \(path): \(differing) of \(width * height) pixels differ")
            #expect(actual != background || opacity == 0, "seed \(seed): nothing was drawn, so nothing was compared")
        }
    }

    /// The machine this runs on has AVX2 (so the test above checked that path) or says why not.
    @Test func theFourPixelPathIsTakenWhereTheCPUHasAVX2() throws {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let flags =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") }.map {
                $0.split(separator: " ").map(String.init)
            } ?? []
        #expect(
            (fk_draw_layer_use_avx2(1) == 1) == flags.contains("avx2"),
            "AVX2 \(flags.contains("avx2") ? "listed" : "not listed") in /proc/cpuinfo")
    }
}
