import CFrameKernels
import Testing
import TestSupport

/// The kernels' buffer pool: a freed frame-sized block is handed out again for the next frame of
/// the same size, blocks in use are never shared, and every size is usable.
@Suite struct PixelPoolTests {
    // The pools are the process's, and other tests run alongside: a block another test frees
    // between this test's free and its next allocation can evict the kept block. So each reuse
    // is tried a few times and must happen at least once; a pool that never reuses still fails.
    private static let attempts = 20

    @Test func freedBlocksAreReusedForTheSameSize() throws {
        // A size no frame of the other tests (running alongside) asks for.
        let size = 7 << 20 + 4321
        var reused = false
        for _ in 0..<Self.attempts where !reused {
            let first = try #require(fk_pixels_alloc(size))
            let second = try #require(fk_pixels_alloc(size))
            #expect(first != second)
            // Every byte is usable.
            first.initializeMemory(as: UInt8.self, repeating: 7, count: size)
            second.initializeMemory(as: UInt8.self, repeating: 9, count: size)
            #expect(first.load(fromByteOffset: size - 1, as: UInt8.self) == 7)
            fk_pixels_free(first)
            let third = try #require(fk_pixels_alloc(size))
            reused = third == first
            fk_pixels_free(second)
            fk_pixels_free(third)
        }
        #expect(reused, "the freed block comes back")
    }

    @Test func aFreedFrameBlockServesAnotherSizeUpToTheNextPowerOfTwo() throws {
        // Sizes between 32 and 64 MB, which no other test's files or frames take.
        var reused = false
        for _ in 0..<Self.attempts where !reused {
            let first = try #require(fk_frame_alloc(33 << 20))
            first.initializeMemory(as: UInt8.self, repeating: 1, count: 33 << 20)
            fk_frame_free(first)
            let larger = try #require(fk_frame_alloc(41 << 20 + 17))
            reused = larger == first
            larger.initializeMemory(as: UInt8.self, repeating: 2, count: 41 << 20 + 17)
            #expect(larger.load(fromByteOffset: 41 << 20 + 16, as: UInt8.self) == 2)
            fk_frame_free(larger)
        }
        #expect(reused, "a diff's next file or frame of another size reuses the kept block")
    }

    @Test func anySizeIsWholeAndUsable() throws {
        for size in [0, 1, 4095, 256 << 10, 5 << 20] {
            let block = try #require(fk_pixels_alloc(size))
            block.initializeMemory(as: UInt8.self, repeating: 0xAB, count: max(size, 1))
            #expect(block.load(fromByteOffset: max(size, 1) - 1, as: UInt8.self) == 0xAB)
            fk_pixels_free(block)
        }
        fk_pixels_free(nil)
    }

    @Test func frameBlocksOfEveryKindAreWholeAndUsable() throws {
        // Below the size that is mapped, mapped and kept, and mapped but too large to keep (a
        // 5000×8340 frame): each is written to its last byte, freed, and asked for again.
        for size in [1, 3 << 20, 9 << 20 + 5, 97 << 20 + 3] {
            for round in 0..<2 {
                let block = try #require(fk_frame_alloc(size))
                block.initializeMemory(as: UInt8.self, repeating: UInt8(round + 1), count: size)
                #expect(block.load(fromByteOffset: 0, as: UInt8.self) == UInt8(round + 1))
                #expect(block.load(fromByteOffset: size - 1, as: UInt8.self) == UInt8(round + 1))
                fk_frame_free(block)
            }
        }
        fk_frame_free(nil)
    }
}
