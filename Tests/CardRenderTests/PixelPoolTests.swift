import CFrameKernels
import Testing

/// The kernels' buffer pool: a freed frame-sized block is handed out again for the next frame of
/// the same size, blocks in use are never shared, and every size is usable.
@Suite struct PixelPoolTests {
    @Test func freedBlocksAreReusedForTheSameSize() throws {
        // A size no frame of the other tests (running alongside) asks for.
        let size = 7 << 20 + 4321
        let first = try #require(fk_pixels_alloc(size))
        let second = try #require(fk_pixels_alloc(size))
        #expect(first != second)
        // Every byte is usable.
        first.initializeMemory(as: UInt8.self, repeating: 7, count: size)
        second.initializeMemory(as: UInt8.self, repeating: 9, count: size)
        #expect(first.load(fromByteOffset: size - 1, as: UInt8.self) == 7)
        fk_pixels_free(first)
        let third = try #require(fk_pixels_alloc(size))
        #expect(third == first, "the freed block comes back")
        fk_pixels_free(second)
        fk_pixels_free(third)
    }

    @Test func sparseBlocksNeitherTakeNorDisplaceKeptOnes() throws {
        // A size no frame of the other tests (running alongside) asks for.
        let size = 9 << 20 + 1234
        let kept = try #require(fk_pixels_alloc(size))
        fk_pixels_free(kept)
        let sparse = try #require(fk_pixels_alloc_sparse(size))
        #expect(sparse != kept, "a sparse block is never a kept one")
        sparse.initializeMemory(as: UInt8.self, repeating: 5, count: size)
        #expect(sparse.load(fromByteOffset: size - 1, as: UInt8.self) == 5)
        fk_pixels_free(sparse)
        let again = try #require(fk_pixels_alloc(size))
        #expect(again == kept, "the kept block is still there")
        fk_pixels_free(again)
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
}
