#include "frame_kernels.h"

#include <libdeflate.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "pixel_math.h"
#include "png_inflate.h"
#include "png_unfilter.h"

// The decoder takes only what frames, goldens and screenshots are (8-bit, not interlaced, no
// tRNS outside a palette) and leaves everything else to libvips, so that every pixel it gives is
// the pixel libvips would give.

static uint32_t get32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};

// What the chunk walk finds.
struct png_layout {
    uint32_t width, height;
    int colour_type, channels;
    const uint8_t *palette, *transparency;
    size_t palette_entries, transparency_entries;
    const uint8_t *first_idat;  // the data of the first IDAT chunk
    size_t idat_chunks, idat_total;
    int idat_ended;  // a chunk other than IDAT came after the first IDAT
};

static int is_type(const uint8_t *type, const char *name) { return memcmp(type, name, 4) == 0; }

// A chunk type is four ASCII letters; libpng refuses any other.
static int is_valid_type(const uint8_t *type) {
    for (int i = 0; i < 4; i++) {
        uint8_t letter = type[i] & (uint8_t)~0x20;
        if (letter < 'A' || letter > 'Z')
            return 0;
    }
    return 1;
}

// Bit 5 of a chunk type's first letter: clear for a critical chunk, which a decoder must know.
static int is_critical(const uint8_t *type) { return (type[0] & 0x20) == 0; }

static int channels_of(int colour_type) {
    switch (colour_type) {
    case 0: return 1;
    case 2: return 3;
    case 3: return 1;
    case 4: return 2;
    case 6: return 4;
    default: return 0;
    }
}

// IHDR's 13 bytes: only 8-bit, non-interlaced images of the five colour types are this decoder's.
static int read_header(const uint8_t *body, struct png_layout *png, const char **why) {
    png->width = get32(body);
    png->height = get32(body + 4);
    png->colour_type = body[9];
    png->channels = channels_of(body[9]);
    if (png->width == 0 || png->height == 0 || png->width > INT_MAX || png->height > INT_MAX) {
        *why = "corrupt PNG: invalid IHDR";
        return FK_INVALID;
    }
    if (body[8] != 8 || png->channels == 0 || body[10] != 0 || body[11] != 0 || body[12] != 0)
        return FK_PNG_NOT_MINE;
    // libvips refuses a side longer than VIPS_MAX_COORD; the refusal is left to it.
    if (png->width > 10000000 || png->height > 10000000)
        return FK_PNG_NOT_MINE;
    return FK_OK;
}

// A chunk between IHDR and IEND. Anything out of the plain order (IHDR, PLTE, tRNS, one run of
// IDAT) is left to libvips, whose libpng has rules of its own for it.
static int read_chunk(const uint8_t *type, const uint8_t *body, uint32_t size, struct png_layout *png,
                      const char **why) {
    if (is_type(type, "IDAT")) {
        if (png->idat_ended)
            return FK_PNG_NOT_MINE;  // a second run of IDAT chunks
        if (png->colour_type == 3 && png->palette == NULL) {
            *why = "corrupt PNG: a palette image without a PLTE chunk before its image data";
            return FK_INVALID;
        }
        if (png->first_idat == NULL)
            png->first_idat = body;
        png->idat_chunks++;
        png->idat_total += size;
        return FK_OK;
    }
    if (png->first_idat != NULL) {
        png->idat_ended = 1;
        // libpng ignores a tRNS after the image data, and refuses a PLTE there.
        if (is_critical(type) || is_type(type, "tRNS"))
            return FK_PNG_NOT_MINE;
    }
    if (is_type(type, "PLTE")) {
        if ((png->colour_type & 2) == 0 || png->palette != NULL || png->transparency != NULL || size == 0 || size % 3 != 0 || size > 768)
            return FK_PNG_NOT_MINE;
        png->palette = body;
        png->palette_entries = size / 3;
        return FK_OK;
    }
    if (is_type(type, "tRNS")) {
        // On grey or RGB it names a transparent colour, which libvips applies: not this decoder's.
        if (png->colour_type != 3 || png->palette == NULL || png->transparency != NULL ||
            size > png->palette_entries)
            return FK_PNG_NOT_MINE;
        png->transparency = body;
        png->transparency_entries = size;
        return FK_OK;
    }
    if (is_critical(type)) {
        *why = "corrupt PNG: an unknown critical chunk";  // the file cannot be read as its maker meant
        return FK_INVALID;
    }
    return FK_OK;
}

// Walks every chunk from IHDR to IEND, checking each CRC. libvips loads PNGs with libpng and
// fail-on-error, which refuses a bad CRC on a critical chunk but only warns and drops an ancillary
// one; a mismatch anywhere is FK_PNG_NOT_MINE, for the caller to judge (`cardrender diff` refuses
// it, as fk_png_check does).
static int walk_chunks(const uint8_t *data, size_t length, struct png_layout *png, const char **why) {
    if (length < 8 || memcmp(data, png_signature, 8) != 0) {
        *why = "not a PNG file";
        return FK_INVALID;
    }
    memset(png, 0, sizeof *png);
    for (size_t offset = 8;;) {
        if (length - offset < 12) {
            *why = length == offset ? "truncated PNG: the file ends before its IEND chunk"
                                    : "truncated PNG: a chunk is cut off";
            return FK_INVALID;
        }
        uint32_t size = get32(data + offset);
        if (size > 0x7FFFFFFFu || size > length - offset - 12) {
            *why = "truncated PNG: a chunk is longer than the file";
            return FK_INVALID;
        }
        const uint8_t *type = data + offset + 4, *body = data + offset + 8;
        if (!is_valid_type(type)) {
            *why = "corrupt PNG: a chunk's type is not four letters";
            return FK_INVALID;
        }
        if ((uint32_t)libdeflate_crc32(0, type, (size_t)size + 4) != get32(body + size))
            return FK_PNG_NOT_MINE;
        int status = FK_INVALID;
        if (offset == 8 && is_type(type, "IHDR") && size == 13)
            status = read_header(body, png, why);
        else if (offset == 8)
            *why = "corrupt PNG: it does not start with an IHDR chunk";
        else if (is_type(type, "IEND")) {
            if (png->idat_chunks > 0)
                return FK_OK;
            *why = "corrupt PNG: no image data (IDAT)";
            return FK_INVALID;
        } else
            status = read_chunk(type, body, size, png, why);
        if (status != FK_OK)
            return status;
        offset += 12 + (size_t)size;
    }
}

// The inflated size, a filter byte and width x channels bytes a row, and the RGBA size; FK_TOO_LARGE
// when either overflows.
static int sizes(const struct png_layout *png, size_t *row_bytes, size_t *inflated, size_t *rgba) {
    size_t row, pixels;
    if (__builtin_mul_overflow((size_t)png->width, (size_t)png->channels, &row) ||
        __builtin_add_overflow(row, (size_t)1, row_bytes) ||
        __builtin_mul_overflow(*row_bytes, (size_t)png->height, inflated) ||
        __builtin_mul_overflow((size_t)png->width, (size_t)png->height, &pixels) ||
        __builtin_mul_overflow(pixels, (size_t)4, rgba))
        return FK_TOO_LARGE;
    return FK_OK;
}

// Joins the IDAT chunks' data into `buffer` (idat_total bytes). The chunks were checked by
// walk_chunks: one run of IDAT chunks, each within the file.
static void join_image_data(const uint8_t *data, size_t length, const struct png_layout *png, uint8_t *buffer) {
    size_t at = 0;
    for (const uint8_t *chunk = png->first_idat - 8; chunk + 12 <= data + length && is_type(chunk + 4, "IDAT");) {
        uint32_t size = get32(chunk);
        memcpy(buffer + at, chunk + 8, size);
        at += size;
        chunk += 12 + (size_t)size;
    }
}

// One whole-buffer inflate into exactly `expected` bytes, the zlib Adler-32 checked
// (fk_png_inflate). libdeflate rather than ISA-L's igzip (isal_inflate, ISAL_ZLIB), which was
// slower on every frame measured (best of 150): a 1170 x 2532 RGB frame, 8.9 MB inflated, 6.3 ms
// against 7.4 ms; the same as RGBA, 8.0 against 10.1 ms; a rendered 780 x 1688 frame, 3.4 against
// 4.4 ms. A stream that ends before the IDAT data does (trailing bytes, which libpng only warns
// of) is left to libvips.
static int inflate_rows(const uint8_t *compressed, size_t size, uint8_t *out, size_t expected, const char **why) {
    size_t used = 0;
    int status = fk_png_inflate(compressed, size, out, expected, &used, why);
    if (status != FK_OK)
        return status;
    return used == size ? FK_OK : FK_PNG_NOT_MINE;
}

// The palette as RGBA: entries without a tRNS value are opaque, as libpng expands them.
static void palette_rgba(const struct png_layout *png, uint8_t table[256][4]) {
    for (size_t i = 0; i < png->palette_entries; i++) {
        memcpy(table[i], png->palette + 3 * i, 3);
        table[i][3] = i < png->transparency_entries ? png->transparency[i] : 255;
    }
}

// One unfiltered row as RGBA: grey becomes R = G = B, and an image without alpha gets 255, as
// libvips's sRGB conversion and added alpha band give. FK_PNG_NOT_MINE for a palette index past
// the palette, which libpng only warns of.
static int expand_row(const struct png_layout *png, const uint8_t *row, uint8_t *out,
                      const uint8_t table[256][4]) {
    const size_t width = png->width;
    switch (png->colour_type) {
    case 0:
        for (size_t x = 0; x < width; x++, out += 4)
            out[0] = out[1] = out[2] = row[x], out[3] = 255;
        return FK_OK;
    case 2:
        // A little-endian word a pixel, its fourth byte (the next pixel's red) replaced by the
        // alpha; the last pixel alone, whose fourth byte would be past the row.
        for (size_t x = 0; x + 1 < width; x++, out += 4, row += 3)
            fk_store(out, fk_load(row) | 0xFF000000u);
        out[0] = row[0], out[1] = row[1], out[2] = row[2], out[3] = 255;
        return FK_OK;
    case 3: {
        int beyond = 0;
        for (size_t x = 0; x < width; x++, out += 4) {
            beyond |= row[x] >= png->palette_entries;
            memcpy(out, table[row[x]], 4);
        }
        return beyond ? FK_PNG_NOT_MINE : FK_OK;
    }
    case 4:
        for (size_t x = 0; x < width; x++, out += 4, row += 2)
            out[0] = out[1] = out[2] = row[0], out[3] = row[1];
        return FK_OK;
    default:
        memcpy(out, row, width * 4);
        return FK_OK;
    }
}

// Turns the inflated rows, which end where `frame` ends, into RGBA rows from the frame's start:
// each row is unfiltered into one of two scratch rows (it and the row above) and expanded from
// there. Row y's RGBA ends at 4w(y + 1), at or before where the inflated row y + 1 starts,
// since the frame holds at least 4wh bytes and each inflated row at most 4w + 1.
static int rows_to_rgba(const struct png_layout *png, const uint8_t *inflated, size_t row_bytes, uint8_t *frame,
                        const char **why) {
    uint8_t table[256][4] = {{0}};
    if (png->colour_type == 3)
        palette_rgba(png, table);
    const size_t bytes = row_bytes - 1;
    uint8_t *scratch = calloc(2 * bytes, 1);
    if (scratch == NULL)
        return FK_NO_MEMORY;
    uint8_t *row = scratch, *prev = scratch + bytes;
    int status = FK_OK;
    for (size_t y = 0; y < png->height && status == FK_OK; y++) {
        const uint8_t *in = inflated + y * row_bytes;
        status = unfilter(in[0], in + 1, row, prev, bytes, (size_t)png->channels);
        if (status == FK_OK)
            status = expand_row(png, row, frame + y * (size_t)png->width * 4, table);
        uint8_t *above = row;
        row = prev;
        prev = above;
    }
    free(scratch);
    if (status == FK_INVALID)
        *why = "corrupt PNG: a row has an unknown filter type";
    return status;
}

// A deflate stream gives at most 1032 bytes for each of its bytes (a 258-byte match in two bits):
// a header asking for more than the image data could ever give is refused before any allocation.
static const size_t max_inflate_ratio = 1032;

int fk_png_decode(const uint8_t *data, size_t length, uint8_t **rgba, int *width, int *height, const char **why) {
    *rgba = NULL;
    const char *reason = NULL;
    if (why == NULL)
        why = &reason;
    *why = NULL;
    struct png_layout png;
    size_t row_bytes, inflated_size, rgba_size, frame_size;
    int status = walk_chunks(data, length, &png, why);
    if (status == FK_OK)
        status = sizes(&png, &row_bytes, &inflated_size, &rgba_size);
    if (status == FK_OK && inflated_size / max_inflate_ratio > png.idat_total) {
        *why = "truncated PNG: the image data stops before the last row";
        status = FK_INVALID;
    }
    // One buffer holds the frame and what decoding it takes: the inflated rows at its end and,
    // when the image data is split over chunks, their data joined at its start.
    size_t joined_size = png.idat_chunks > 1 ? png.idat_total : 0;
    if (status == FK_OK && __builtin_add_overflow(inflated_size, joined_size, &frame_size))
        status = FK_TOO_LARGE;
    if (status != FK_OK)
        return status;
    if (frame_size < rgba_size)
        frame_size = rgba_size;
    // From the frame pool: the same size frame pair after pair, so its pages are not faulted in anew.
    uint8_t *frame = fk_frame_alloc(frame_size);
    if (frame == NULL)
        return FK_NO_MEMORY;
    uint8_t *inflated = frame + (frame_size - inflated_size);
    const uint8_t *compressed = png.first_idat;
    if (joined_size > 0) {
        join_image_data(data, length, &png, frame);
        compressed = frame;
    }
    status = inflate_rows(compressed, png.idat_total, inflated, inflated_size, why);
    if (status == FK_OK)
        status = rows_to_rgba(&png, inflated, row_bytes, frame, why);
    if (status != FK_OK) {
        fk_frame_free(frame);
        return status;
    }
    *rgba = frame;
    *width = (int)png.width;
    *height = (int)png.height;
    return FK_OK;
}
