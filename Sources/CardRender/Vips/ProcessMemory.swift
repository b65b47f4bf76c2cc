import CVipsShim

/// Process-wide memory settings for programs that render with CardRender.
public enum ProcessMemory {
    /// Caps glibc's malloc arenas (one per thread by default), which otherwise keep the tile
    /// memory libvips's worker threads free: the resident size of a render fell by about a
    /// quarter with two arenas. Call once, early, before threads start. A no-op off glibc.
    public static func limitMallocArenas(_ arenas: Int = 2) {
        _ = cr_limit_malloc_arenas(Int32(arenas))
    }
}
