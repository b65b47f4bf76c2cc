#include "frame_kernels.h"
#include "png_deflate.h"
#include "png_write.h"

#include <isa-l.h>
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

#include "sizes.h"
#include "working_buffers.h"

#define FK_STRING(x) #x
#define FK_VERSION(major, minor, patch) FK_STRING(major) "." FK_STRING(minor) "." FK_STRING(patch)

const char *fk_png_encoder_versions(void) {
    return "libdeflate v" LIBDEFLATE_VERSION_STRING ", ISA-L v" FK_VERSION(ISAL_MAJOR_VERSION, ISAL_MINOR_VERSION, ISAL_PATCH_VERSION);
}

// The colour chunks of an sRGB-tagged PNG: sRGB (rendering intent perceptual), then the gAMA and
// cHRM values the PNG specification gives for sRGB, for readers that know only those two.
static const size_t srgb_chunks_size = (12 + 1) + (12 + 4) + (12 + 32);

static void put_srgb_chunks(uint8_t *p) {
    static const uint32_t chromaticities[8] = {
        31270, 32900,  // white point x, y (D65), times 100000
        64000, 33000,  // red
        30000, 60000,  // green
        15000, 6000,   // blue
    };
    p[8] = 0;  // perceptual
    frame_chunk(p, "sRGB", 1);
    p += 12 + 1;
    put32(p + 8, 45455);  // gamma 1/2.2, times 100000
    frame_chunk(p, "gAMA", 4);
    p += 12 + 4;
    for (int i = 0; i < 8; i++) put32(p + 8 + 4 * i, chromaticities[i]);
    frame_chunk(p, "cHRM", 32);
}

// The PNG of `height` filtered rows of `width` pixels: compressed into a new buffer and framed
// as signature, IHDR, the colour chunks when `colour_tag` asks for them, IDAT and IEND.
static int deflate_into_png(const uint8_t *filtered, size_t filtered_size, int width, int height, int bands,
                            int encoder, int level, int colour_tag, uint8_t **out, size_t *out_length) {
    static const uint8_t colour_types[5] = {0, 0, 4, 2, 6};
    const int isal = encoder == FK_PNG_ISAL;
    const size_t bound = isal ? fk_isal_zlib_bound(level, filtered_size) : fk_libdeflate_zlib_bound(level, filtered_size);
    const size_t colour = colour_tag == FK_PNG_SRGB ? srgb_chunks_size : 0;
    const size_t header = 8 + (12 + 13) + colour, trailer = 12;
    // No bound: the compressor could not be had (the level was checked before).
    if (bound == 0) return FK_NO_MEMORY;
    if (bound > 0x7FFFFFFF) return FK_TOO_LARGE;
    uint8_t *png = fk_pixels_alloc(header + 12 + bound + trailer);
    if (!png) return FK_NO_MEMORY;
    uint8_t *idat_data = png + header + 8;
    size_t compressed = isal ? fk_isal_zlib(level, filtered, filtered_size, idat_data, bound)
                             : fk_libdeflate_zlib(level, filtered, filtered_size, idat_data, bound);
    // The bound leaves room for any input: only the compressor's own memory can fail it.
    if (compressed == 0) {
        fk_pixels_free(png);
        return FK_NO_MEMORY;
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
    if (colour) put_srgb_chunks(ihdr + 12 + 13);
    frame_chunk(png + header, "IDAT", compressed);
    uint8_t *iend = png + header + 12 + compressed;
    frame_chunk(iend, "IEND", 0);
    *out = png;
    *out_length = header + 12 + compressed + trailer;
    return FK_OK;
}

int fk_png_encode(const uint8_t *pixels, int width, int height, int bands, size_t stride,
                  int encoder, int level, uint8_t **out, size_t *out_length) {
    return fk_png_encode_tagged(pixels, width, height, bands, stride, encoder, level, FK_PNG_UNTAGGED, out, out_length);
}

int fk_png_encode_tagged(const uint8_t *pixels, int width, int height, int bands, size_t stride,
                         int encoder, int level, int colour_tag, uint8_t **out, size_t *out_length) {
    if (!pixels || !out || !out_length || width < 1 || height < 1 || bands < 1 || bands > 4 ||
        !valid_compressor(encoder, level) || (size_t)width * bands > stride || width > 0x7FFFFFFF / 4 ||
        (colour_tag != FK_PNG_UNTAGGED && colour_tag != FK_PNG_SRGB))
        return FK_INVALID;
    int status = fk_check_rows(width, height, (size_t)bands, stride);
    if (status != FK_OK) return status;
    const size_t row = (size_t)width * bands;
    size_t filtered_size;
    if (__builtin_mul_overflow(row + 1, (size_t)height, &filtered_size)) return FK_TOO_LARGE;

    // Up filter: each byte minus the byte above (the first row has nothing above: filter None).
    uint8_t *filtered = fk_pixels_alloc(filtered_size);
    if (!filtered) return FK_NO_MEMORY;
    for (int y = 0; y < height; y++) {
        const uint8_t *line = pixels + stride * (size_t)y;
        filter_row(filtered + (row + 1) * (size_t)y, line, y > 0 && filters(encoder, level) ? line - stride : NULL, row);
    }
    int result = deflate_into_png(filtered, filtered_size, width, height, bands, encoder, level, colour_tag, out, out_length);
    fk_pixels_free(filtered);
    return result;
}

int fk_png_encode_opaque_canvas(uint8_t *canvas, int width, int height, int encoder, int level,
                                uint8_t **out, size_t *out_length) {
    if (!canvas || !out || !out_length || width < 1 || height < 1 || !valid_compressor(encoder, level) ||
        width > 0x7FFFFFFF / 4)
        return FK_INVALID;
    const size_t stride = (size_t)width * 4, row = (size_t)width * 3;
    size_t filtered_size;
    if (fk_check_rows(width, height, 4, stride) != FK_OK || __builtin_mul_overflow(row + 1, (size_t)height, &filtered_size))
        return FK_TOO_LARGE;
    // Two RGB rows, this one and the one above, so that the filtered rows can be written over
    // the canvas: row y's filtered bytes end at (3w + 1)(y + 1), at or before canvas row y + 1
    // (at 4w(y + 1)), so they cover only rows already read.
    uint8_t *rows = fk_working_alloc(2 * row);
    if (!rows) return FK_NO_MEMORY;
    uint8_t *line = rows, *above = rows + row;
    for (int y = 0; y < height; y++) {
        fk_to_rgb(canvas + stride * (size_t)y, width, 1, stride, line);
        filter_row(canvas + (row + 1) * (size_t)y, line, y > 0 && filters(encoder, level) ? above : NULL, row);
        uint8_t *swap = line;
        line = above;
        above = swap;
    }
    free(rows);
    return deflate_into_png(canvas, filtered_size, width, height, 3, encoder, level, FK_PNG_UNTAGGED, out, out_length);
}
