/// SplitMix64: a tiny, fast generator whose sequence depends only on its seed, so the same
/// seed draws the same tilts on every machine and every Swift version (unlike the system
/// generator, which cannot be seeded).
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in 0..<bound (like `arc4random_uniform`), without modulo bias. A bound
    /// of 0 gives 0, as `arc4random_uniform` does, and draws nothing.
    public mutating func uniform(_ bound: UInt32) -> UInt32 {
        guard bound > 0 else { return 0 }
        let limit = UInt64.max - UInt64.max % UInt64(bound)
        while true {
            let value = next()
            if value < limit { return UInt32(value % UInt64(bound)) }
        }
    }
}
