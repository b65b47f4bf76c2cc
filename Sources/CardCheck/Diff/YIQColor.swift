/// Colour distances in the YIQ space, as pixelmatch measures them (Kotsarenko and Ramos, 2010:
/// "Measuring perceived color difference using YIQ NTSC transmission color space in mobile
/// applications"). Pixels are 8-bit RGBA; a pixel that is not opaque is first laid over white.
enum YIQColor {
    /// One pixel's luma (Y) and chroma (I, Q).
    struct Components {
        var y: Double
        var i: Double
        var q: Double
    }

    @inline(__always)
    static func components(_ pixels: UnsafePointer<UInt8>, _ index: Int) -> Components {
        let p = pixels + index &* 4
        var r = Double(p[0]), g = Double(p[1]), b = Double(p[2])
        let a = p[3]
        if a < 255 {
            let coverage = Double(a) / 255
            r = 255 + (r - 255) * coverage
            g = 255 + (g - 255) * coverage
            b = 255 + (b - 255) * coverage
        }
        return Components(
            y: r * 0.29889531 + g * 0.58662247 + b * 0.11448223,
            i: r * 0.59597799 - g * 0.27417610 - b * 0.32180189,
            q: r * 0.21147017 - g * 0.52261711 + b * 0.31114694)
    }

    /// Squared, weighted YIQ distance between pixel `i` of `a` and pixel `j` of `b`.
    @inline(__always)
    static func delta(_ a: UnsafePointer<UInt8>, _ i: Int, _ b: UnsafePointer<UInt8>, _ j: Int) -> Double {
        let p = components(a, i), q = components(b, j)
        let dy = p.y - q.y, di = p.i - q.i, dq = p.q - q.q
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    /// Luma of pixel `i` of `a` minus luma of pixel `j` of `b`: positive when `a` is brighter.
    @inline(__always)
    static func brightnessDelta(_ a: UnsafePointer<UInt8>, _ i: Int, _ b: UnsafePointer<UInt8>, _ j: Int) -> Double {
        components(a, i).y - components(b, j).y
    }
}
