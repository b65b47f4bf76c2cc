import CFrameKernels
@testable import CardImaging
import Foundation
import Testing
import TestSupport
@testable import CardCheck

/// Seeded mutations of small valid PNGs: byte flips, cuts, and chunks duplicated, dropped,
/// swapped, edited (CRC made right, so the edit reaches past the CRC check) or given a wrong
/// length. Every mutant decodes without a crash (under `make test-asan`, without a read outside
/// the file), and whenever the C decoder takes one, libvips takes it too with the same pixels.
@Suite struct PNGDecoderFuzzTests {
    /// SplitMix64: the same mutants on every run.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
    }

    private func seeds() throws -> [[UInt8]] {
        try VipsRuntime.start()
        let options = [(1, ""), (2, ""), (3, ""), (4, ""), (3, "[palette]"), (4, "[palette]"), (4, "[filter=128]")]
        return try options.map { bands, option in
            try PNGTestFiles.saved(try PNGTestFiles.busyImage(width: 7, height: 5, bands: bands), options: option)
        }
    }

    @Test func mutantsNeverCrashAndAgreeWithLibvips() throws {
        let seeds = try seeds()
        var generator = Generator(state: 20_261_127)
        var takenByBoth = 0, refusedByC = 0
        for round in 0..<3000 {
            var png = seeds[round % seeds.count]
            for _ in 0...generator.below(3) { png = mutate(png, &generator) }
            guard let ours = PNGTestFiles.decodedInC(png) else {
                refusedByC += 1
                continue
            }
            let theirs = try #require(PNGTestFiles.decodedByLibvips(png), "mutant \(round): libvips refuses it")
            takenByBoth += 1
            #expect(PNGTestFiles.rgba(ours) == PNGTestFiles.rgba(theirs), "mutant \(round)")
        }
        // The mutations must reach both sides of the decoder, not only its first checks.
        #expect(takenByBoth > 200 && refusedByC > 1000, "\(takenByBoth) taken, \(refusedByC) refused")
    }

    private func mutate(_ png: [UInt8], _ generator: inout Generator) -> [UInt8] {
        guard !png.isEmpty else { return png }
        var bytes = png
        switch generator.below(8) {
        case 0:
            bytes[generator.below(bytes.count)] ^= UInt8(1 << generator.below(8))
        case 1:
            bytes[generator.below(bytes.count)] = UInt8(truncatingIfNeeded: generator.next())
        case 2:
            bytes = Array(bytes.prefix(generator.below(bytes.count)))
        case 3:
            bytes = wrongLength(bytes, &generator)
        default:
            guard var chunks = PNGTestFiles.chunks(bytes), !chunks.isEmpty else { return bytes }
            editChunks(&chunks, &generator)
            bytes = PNGTestFiles.png(chunks)
        }
        return bytes
    }

    /// One chunk-level change; the chunks are written back with true lengths and CRCs.
    private func editChunks(_ chunks: inout [PNGTestFiles.Chunk], _ generator: inout Generator) {
        let i = generator.below(chunks.count)
        switch generator.below(5) {
        case 0:
            chunks.insert(chunks[i], at: generator.below(chunks.count + 1))
        case 1:
            chunks.remove(at: i)
        case 2:
            chunks.swapAt(i, generator.below(chunks.count))
        default:
            // Mostly the header and the palette, where one byte changes the most.
            let target = generator.below(2) == 0 ? min(i, 1) : i
            guard !chunks[target].data.isEmpty else { return }
            let at = generator.below(chunks[target].data.count)
            chunks[target].data[at] =
                generator.below(2) == 0
                ? UInt8(truncatingIfNeeded: generator.next()) : chunks[target].data[at] ^ 1
        }
    }

    /// A chunk's length field changed, its CRC left as it was.
    private func wrongLength(_ png: [UInt8], _ generator: inout Generator) -> [UInt8] {
        var offsets: [Int] = []
        var offset = 8
        while offset + 12 <= png.count {
            offsets.append(offset)
            offset += 12 + png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        guard !offsets.isEmpty else { return png }
        let at = offsets[generator.below(offsets.count)]
        let length = png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
        let changed = generator.below(2) == 0 ? length + generator.below(9) - 4 : Int(generator.next() >> 32)
        var bytes = png
        bytes.replaceSubrange(at..<at + 4, with: BadInputs.bigEndian(UInt32(truncatingIfNeeded: max(0, changed))))
        return bytes
    }
}
