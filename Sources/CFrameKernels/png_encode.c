#include "frame_kernels.h"
#include "png_deflate.h"

#include <isa-l.h>
#include <libdeflate.h>
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

#define FK_STRING(x) #x
#define FK_VERSION(major, minor, patch) FK_STRING(major) "." FK_STRING(minor) "." FK_STRING(patch)

const char *fk_png_encoder_versions(void) {
    return "libdeflate " LIBDEFLATE_VERSION_STRING ", ISA-L " FK_VERSION(ISAL_MAJOR_VERSION, ISAL_MINOR_VERSION, ISAL_PATCH_VERSION);
}

int fk_png_encode(const uint8_t *pixels, int width, int height, int bands, size_t stride,
                  int encoder, int level, uint8_t **out, size_t *out_length) {
    static const uint8_t colour_types[5] = {0, 0, 4, 2, 6};
    if (!pixels || !out || !out_length || width < 1 || height < 1 || bands < 1 || bands > 4 ||
        !(encoder == FK_PNG_LIBDEFLATE ? level >= 0 && level <= 9 : encoder == FK_PNG_ISAL && level >= 1 && level <= 2) ||
        (size_t)width * bands > stride || width > 0x7FFFFFFF / 4)
        return -1;
    const size_t row = (size_t)width * bands;
    const size_t filtered_size = (row + 1) * (size_t)height;

    // Up filter: each byte minus the byte above (the first row has nothing above: filter None).
    uint8_t *filtered = fk_pixels_alloc(filtered_size);
    if (!filtered) return -1;
    for (int y = 0; y < height; y++) {
        uint8_t *f = filtered + (row + 1) * (size_t)y;
        const uint8_t *line = pixels + stride * (size_t)y;
        if (y == 0 || (encoder == FK_PNG_LIBDEFLATE && level == 0)) {
            f[0] = 0;
            memcpy(f + 1, line, row);
        } else {
            const uint8_t *above = line - stride;
            f[0] = 2;
            for (size_t i = 0; i < row; i++) f[1 + i] = (uint8_t)(line[i] - above[i]);
        }
    }

    const int isal = encoder == FK_PNG_ISAL;
    const size_t bound = isal ? fk_isal_zlib_bound(level, filtered_size) : fk_libdeflate_zlib_bound(level, filtered_size);
    const size_t header = 8 + (12 + 13), trailer = 12;
    uint8_t *png = bound > 0 && bound <= 0x7FFFFFFF ? fk_pixels_alloc(header + 12 + bound + trailer) : NULL;
    uint8_t *idat_data = png ? png + header + 8 : NULL;
    size_t compressed = !png ? 0
                        : isal ? fk_isal_zlib(level, filtered, filtered_size, idat_data, bound)
                               : fk_libdeflate_zlib(level, filtered, filtered_size, idat_data, bound);
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
