import CardFoundation

/// Tells an APNG from a still PNG by its chunks, and reads its timing (from its fcTL chunks, no
/// pixel decoded): what `cardrender diff` needs to compare an APNG frame by frame.
enum APNGProbe {
    /// An APNG's frames at the rate its delays are counted in.
    struct Timing: Equatable {
        /// The frame rate every delay is a whole number of frames at (the least common multiple
        /// of the delays' denominators).
        var fps: Int
        /// Frames at `fps`: a frame shown for three frame times counts three.
        var frames: Int
    }

    /// The highest frame rate an APNG is compared at; beyond it, its delays are refused.
    static let maximumFPS = 1000

    /// nil when `file` is no APNG (no acTL chunk before the image data), or cannot be read (its
    /// comparison says why); its timing, or why it cannot be compared, otherwise.
    static func timing(_ file: ComparedFile) -> Result<Timing, UnusableComparedFile>? {
        guard let input = try? file.open() else { return nil }
        var offset = 8
        var isAnimation = false
        var delays: [(Int, Int)] = []
        func unusable(_ problem: String) -> Result<Timing, UnusableComparedFile> {
            .failure(UnusableComparedFile(path: file.path, problem: .damaged(problem)))
        }
        // Chunk headers only (length and type), and the fcTL chunks' 26 bytes.
        while offset + 8 <= input.size {
            guard let header = try? input.read(at: offset, count: 8), header.count == 8 else { break }
            let length = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: header[4..<8], as: UTF8.self)
            if type == "acTL" { isAnimation = true }
            if type == "IDAT" && !isAnimation { return nil }
            if type == "IEND" { break }
            if type == "fcTL" {
                guard length >= 26, let data = try? input.read(at: offset + 8, count: 26), data.count == 26 else {
                    return unusable("an fcTL chunk is cut short")
                }
                let numerator = Int(data[20]) << 8 | Int(data[21])
                let denominator = Int(data[22]) << 8 | Int(data[23])
                delays.append((numerator, denominator == 0 ? 100 : denominator))
                guard delays.count <= APNGLimits.maximumFrames else {
                    return unusable("more than \(APNGLimits.maximumFrames) frames")
                }
            }
            offset += 12 + length
        }
        guard isAnimation else { return nil }
        var fps = 1
        for (numerator, denominator) in delays where numerator > 0 {
            let divisor = gcd(numerator, denominator)
            fps = lcm(fps, denominator / divisor)
            guard fps <= maximumFPS else {
                return unusable("its delays need more than \(maximumFPS) frames a second to compare frame by frame")
            }
        }
        var frames = 0
        for (number, (numerator, denominator)) in delays.enumerated() {
            guard numerator > 0 else { return unusable("its frame \(number) is shown for no time") }
            frames += numerator * fps / denominator
            guard frames <= APNGLimits.maximumFrames else {
                return unusable("it stands for more than \(APNGLimits.maximumFrames) frames")
            }
        }
        return .success(Timing(fps: fps, frames: frames))
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
    private static func lcm(_ a: Int, _ b: Int) -> Int { a / gcd(a, b) * b }
}
