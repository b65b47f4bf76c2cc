import CVipsShim

/// Process-wide memory settings for programs that render with CardRender.
package enum ProcessMemory {
    /// Caps glibc's malloc arenas (one per thread by default), which otherwise keep the tile
    /// memory libvips's worker threads free: the resident size of a render fell by about a
    /// quarter with two arenas. Call once, early, before threads start. A no-op off glibc.
    package static func limitMallocArenas(_ arenas: Int = 2) {
        _ = cr_limit_malloc_arenas(Int32(arenas))
    }

    /// Gives every block of `bytes` or more its own mapping, returned to the system when freed:
    /// frames and layers are megabytes each and come and go all run long, and glibc would
    /// otherwise keep them in the heap once the first is freed (a 600-frame render peaked
    /// ~40 MB higher). Call once, early. A no-op off glibc.
    package static func returnLargeBlocks(from bytes: Int = 128 << 10) {
        _ = cr_mmap_blocks_from(Int32(bytes))
    }
}
