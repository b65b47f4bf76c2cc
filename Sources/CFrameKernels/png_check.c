#include "frame_kernels.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

#include "png_inflate.h"

static uint32_t get32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};

// Bits a pixel takes for a colour type and bit depth; 0 when the pair is invalid.
static int bits_per_pixel(int type, int depth) {
    switch (type) {
    case 0: return (depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16) ? depth : 0;
    case 2: return (depth == 8 || depth == 16) ? 3 * depth : 0;
    case 3: return (depth == 1 || depth == 2 || depth == 4 || depth == 8) ? depth : 0;
    case 4: return (depth == 8 || depth == 16) ? 2 * depth : 0;
    case 6: return (depth == 8 || depth == 16) ? 4 * depth : 0;
    default: return 0;
    }
}

// A chunk type is four ASCII letters; libpng refuses any other.
static int is_valid_type(const uint8_t *type) {
    for (int i = 0; i < 4; i++) {
        uint8_t letter = type[i] & (uint8_t)~0x20;
        if (letter < 'A' || letter > 'Z')
            return 0;
    }
    return 1;
}

// Critical chunks are IHDR first, at most one PLTE before the image data, one unbroken run of
// IDAT and IEND: libpng stops with an error at any other critical chunk, or one out of this order
// (found after the rows, as libvips reads them, that error can be lost in libvips's threads).
// NULL when `type` may come here, else why not.
static const char *critical_problem(const uint8_t *type, int seen_palette, size_t idat_chunks, int idat_ended) {
    if (memcmp(type, "IDAT", 4) == 0)
        return idat_ended ? "corrupt PNG: its IDAT chunks are not one after another" : NULL;
    if ((type[0] & 0x20) != 0)
        return NULL;  // ancillary
    if (memcmp(type, "PLTE", 4) == 0)
        return seen_palette || idat_chunks > 0 ? "corrupt PNG: a PLTE chunk out of place" : NULL;
    if (memcmp(type, "IHDR", 4) == 0)
        return "corrupt PNG: a second IHDR chunk";
    return "corrupt PNG: an unknown critical chunk";
}

// Adam7: x0, y0, dx, dy of each pass.
static const int adam7[7][4] = {{0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8}, {2, 0, 4, 4},
                                {0, 2, 2, 4}, {1, 0, 2, 2}, {0, 1, 1, 2}};

// Calls the rows of the image (or of each pass) in order: their count and byte length.
// Returns the total inflated size, or 0 on overflow.
static size_t raw_size(uint32_t width, uint32_t height, int bpp, int interlaced,
                       size_t rows[8], size_t row_bytes[8], int *passes) {
    size_t total = 0;
    *passes = 0;
    for (int p = 0; p < (interlaced ? 7 : 1); p++) {
        // In size_t: a width near 2^32 plus the pass's step would wrap in 32 bits.
        size_t w = interlaced ? (width > (uint32_t)adam7[p][0] ? ((size_t)width - adam7[p][0] + adam7[p][2] - 1) / adam7[p][2] : 0) : width;
        size_t h = interlaced ? (height > (uint32_t)adam7[p][1] ? ((size_t)height - adam7[p][1] + adam7[p][3] - 1) / adam7[p][3] : 0) : height;
        if (w == 0 || h == 0)
            continue;
        size_t bits;
        if (__builtin_mul_overflow(w, (size_t)bpp, &bits) || bits > SIZE_MAX - 7)
            return 0;
        size_t bytes = 1 + (bits + 7) / 8;
        if (h > (SIZE_MAX - total) / bytes)
            return 0;
        rows[*passes] = h;
        row_bytes[*passes] = bytes;
        (*passes)++;
        total += h * bytes;
    }
    return total;
}

int fk_png_check(const uint8_t *data, size_t length, const char **why) {
    if (length < 8 || memcmp(data, png_signature, 8) != 0) {
        *why = "not a PNG file";
        return -1;
    }
    uint32_t width = 0, height = 0;
    int bpp = 0, interlaced = 0, seen_header = 0, seen_end = 0, colour_type = 0, seen_palette = 0, idat_ended = 0;
    size_t idat_total = 0, idat_chunks = 0;
    const uint8_t *first_idat = NULL;
    // First walk: chunk types and CRCs, the header, the critical chunks' order, the end, and how
    // much IDAT data there is.
    for (size_t offset = 8; offset < length && !seen_end;) {
        if (length - offset < 12) { *why = "truncated PNG: a chunk is cut off"; return -1; }
        uint32_t size = get32(data + offset);
        if (size > 0x7FFFFFFFu || size > length - offset - 12) { *why = "truncated PNG: a chunk is longer than the file"; return -1; }
        const uint8_t *type = data + offset + 4, *body = data + offset + 8;
        if (!is_valid_type(type)) { *why = "corrupt PNG: a chunk's type is not four letters"; return -1; }
        if ((uint32_t)libdeflate_crc32(0, type, size + 4) != get32(body + size)) { *why = "corrupt PNG: a chunk's CRC does not match"; return -1; }
        if (!seen_header) {
            if (memcmp(type, "IHDR", 4) != 0 || size != 13) { *why = "corrupt PNG: it does not start with an IHDR chunk"; return -1; }
            width = get32(body);
            height = get32(body + 4);
            colour_type = body[9];
            bpp = bits_per_pixel(body[9], body[8]);
            interlaced = body[12];
            if (width == 0 || height == 0 || bpp == 0 || body[10] != 0 || body[11] != 0 || interlaced > 1) {
                *why = "corrupt PNG: invalid IHDR";
                return -1;
            }
            seen_header = 1;
        } else if (memcmp(type, "IEND", 4) == 0) {
            seen_end = 1;
        } else {
            const char *problem = critical_problem(type, seen_palette, idat_chunks, idat_ended);
            if (problem == NULL && memcmp(type, "IDAT", 4) == 0 && colour_type == 3 && !seen_palette)
                problem = "corrupt PNG: a palette image without a PLTE chunk before its image data";
            if (problem != NULL) {
                *why = problem;
                return -1;
            }
            if (memcmp(type, "IDAT", 4) == 0) {
                if (idat_chunks++ == 0)
                    first_idat = body;
                idat_total += size;
            } else {
                seen_palette |= memcmp(type, "PLTE", 4) == 0;
                idat_ended = idat_chunks > 0;
            }
        }
        offset += 12 + (size_t)size;
    }
    if (!seen_header) { *why = "corrupt PNG: no IHDR chunk"; return -1; }
    if (!seen_end) { *why = "truncated PNG: the file ends before its IEND chunk"; return -1; }
    if (idat_total == 0) { *why = "corrupt PNG: no image data (IDAT)"; return -1; }

    size_t rows[8], row_bytes[8];
    int passes;
    size_t expected = raw_size(width, height, bpp, interlaced, rows, row_bytes, &passes);
    if (expected == 0) { *why = "corrupt PNG: the image is too large"; return -1; }

    // From the frame pool, as decoded frames are: file after file of one size, the pages of a
    // kept block are already there. Image data split over chunks is joined first; a single
    // chunk is inflated where it lies.
    uint8_t *joined = idat_chunks > 1 ? fk_frame_alloc(idat_total) : NULL;
    const uint8_t *compressed = idat_chunks > 1 ? joined : first_idat;
    uint8_t *inflated = fk_frame_alloc(expected);
    int status = -1;
    if (!(compressed && inflated))
        *why = "out of memory checking the PNG";
    else {
        size_t at = 0;
        for (size_t offset = 8; joined != NULL && offset + 12 <= length;) {
            uint32_t size = get32(data + offset);
            if (memcmp(data + offset + 4, "IDAT", 4) == 0) {
                memcpy(joined + at, data + offset + 8, size);
                at += size;
            }
            if (memcmp(data + offset + 4, "IEND", 4) == 0)
                break;
            offset += 12 + (size_t)size;
        }
        // Exactly `expected` bytes, the Adler-32 checked; bytes after the stream's end are let be,
        // as libpng only warns of them.
        size_t used;
        if (fk_png_inflate(compressed, idat_total, inflated, expected, &used, why) == FK_OK) {
            status = 0;
            const uint8_t *row = inflated;
            for (int p = 0; p < passes && status == 0; p++) {
                for (size_t r = 0; r < rows[p]; r++, row += row_bytes[p]) {
                    if (*row > 4) {
                        *why = "corrupt PNG: a row has an unknown filter type";
                        status = -1;
                        break;
                    }
                }
            }
        }
    }
    fk_frame_free(inflated);
    fk_frame_free(joined);
    return status;
}
