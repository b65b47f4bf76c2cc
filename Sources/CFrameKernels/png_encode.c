#include "frame_kernels.h"

#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static void put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

// A chunk's length and type go before `data`, its CRC (over type and data) after it.
static void frame_chunk(uint8_t *chunk, const char type[4], size_t length) {
    put32(chunk, (uint32_t)length);
    memcpy(chunk + 4, type, 4);
    put32(chunk + 8 + length, (uint32_t)libdeflate_crc32(0, chunk + 4, length + 4));
}

// One compressor per thread, kept for its level: allocating one per frame costs more than a
// small frame's compression (its tables are faulted in anew each time).
struct kept_compressor {
    struct libdeflate_compressor *compressor;
    int level;
};
static pthread_key_t compressor_key;
static pthread_once_t compressor_once = PTHREAD_ONCE_INIT;

static void release_compressor(void *value) {
    struct kept_compressor *kept = value;
    libdeflate_free_compressor(kept->compressor);
    free(kept);
}

static void make_compressor_key(void) { pthread_key_create(&compressor_key, release_compressor); }

static struct libdeflate_compressor *compressor_for(int level) {
    pthread_once(&compressor_once, make_compressor_key);
    struct kept_compressor *kept = pthread_getspecific(compressor_key);
    if (kept && kept->level == level) return kept->compressor;
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    if (!compressor) return NULL;
    if (!kept) {
        kept = malloc(sizeof *kept);
        if (!kept || pthread_setspecific(compressor_key, kept)) {
            free(kept);
            libdeflate_free_compressor(compressor);
            return NULL;
        }
    } else {
        libdeflate_free_compressor(kept->compressor);
    }
    kept->compressor = compressor;
    kept->level = level;
    return compressor;
}

int fk_png_encode(const uint8_t *pixels, int width, int height, int bands, size_t stride,
                  int level, uint8_t **out, size_t *out_length) {
    static const uint8_t colour_types[5] = {0, 0, 4, 2, 6};
    if (!pixels || !out || !out_length || width < 1 || height < 1 || bands < 1 || bands > 4 ||
        level < 0 || level > 9 || (size_t)width * bands > stride || width > 0x7FFFFFFF / 4)
        return -1;
    const size_t row = (size_t)width * bands;
    const size_t filtered_size = (row + 1) * (size_t)height;

    // Up filter: each byte minus the byte above (the first row has nothing above: filter None).
    uint8_t *filtered = fk_pixels_alloc(filtered_size);
    if (!filtered) return -1;
    for (int y = 0; y < height; y++) {
        uint8_t *f = filtered + (row + 1) * (size_t)y;
        const uint8_t *line = pixels + stride * (size_t)y;
        if (y == 0 || level == 0) {
            f[0] = 0;
            memcpy(f + 1, line, row);
        } else {
            const uint8_t *above = line - stride;
            f[0] = 2;
            for (size_t i = 0; i < row; i++) f[1 + i] = (uint8_t)(line[i] - above[i]);
        }
    }

    struct libdeflate_compressor *compressor = compressor_for(level);
    if (!compressor) {
        fk_pixels_free(filtered);
        return -1;
    }
    const size_t bound = libdeflate_zlib_compress_bound(compressor, filtered_size);
    const size_t header = 8 + (12 + 13), trailer = 12;
    uint8_t *png = bound <= 0x7FFFFFFF ? fk_pixels_alloc(header + 12 + bound + trailer) : NULL;
    size_t compressed = png ? libdeflate_zlib_compress(compressor, filtered, filtered_size, png + header + 8, bound) : 0;
    fk_pixels_free(filtered);
    if (compressed == 0) {
        fk_pixels_free(png);
        return -1;
    }

    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    memcpy(png, signature, 8);
    uint8_t *ihdr = png + 8;
    put32(ihdr + 8, (uint32_t)width);
    put32(ihdr + 12, (uint32_t)height);
    ihdr[16] = 8;                    // bit depth
    ihdr[17] = colour_types[bands];  // grey, grey+alpha, RGB, RGBA
    ihdr[18] = 0;                    // deflate
    ihdr[19] = 0;                    // adaptive filtering (per-row filter bytes)
    ihdr[20] = 0;                    // no interlace
    frame_chunk(ihdr, "IHDR", 13);
    frame_chunk(png + header, "IDAT", compressed);
    uint8_t *iend = png + header + 12 + compressed;
    frame_chunk(iend, "IEND", 0);
    *out = png;
    *out_length = header + 12 + compressed + trailer;
    return 0;
}
