#include "frame_kernels.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

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
    int bpp = 0, interlaced = 0, seen_header = 0, seen_end = 0;
    size_t idat_total = 0, idat_chunks = 0;
    const uint8_t *first_idat = NULL;
    // First walk: CRCs, the header, the end, and how much IDAT data there is.
    for (size_t offset = 8; offset < length && !seen_end;) {
        if (length - offset < 12) { *why = "truncated PNG: a chunk is cut off"; return -1; }
        uint32_t size = get32(data + offset);
        if (size > 0x7FFFFFFFu || size > length - offset - 12) { *why = "truncated PNG: a chunk is longer than the file"; return -1; }
        const uint8_t *type = data + offset + 4, *body = data + offset + 8;
        if ((uint32_t)libdeflate_crc32(0, type, size + 4) != get32(body + size)) { *why = "corrupt PNG: a chunk's CRC does not match"; return -1; }
        if (!seen_header) {
            if (memcmp(type, "IHDR", 4) != 0 || size != 13) { *why = "corrupt PNG: it does not start with an IHDR chunk"; return -1; }
            width = get32(body);
            height = get32(body + 4);
            bpp = bits_per_pixel(body[9], body[8]);
            interlaced = body[12];
            if (width == 0 || height == 0 || bpp == 0 || body[10] != 0 || body[11] != 0 || interlaced > 1) {
                *why = "corrupt PNG: invalid IHDR";
                return -1;
            }
            seen_header = 1;
        } else if (memcmp(type, "IDAT", 4) == 0) {
            if (idat_chunks++ == 0)
                first_idat = body;
            idat_total += size;
        } else if (memcmp(type, "IEND", 4) == 0) {
            seen_end = 1;
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
    struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
    int status = -1;
    if (!(compressed && inflated && decompressor))
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
        // NULL for the output size: the stream must inflate to exactly `expected` bytes.
        enum libdeflate_result result = libdeflate_zlib_decompress(decompressor, compressed, idat_total, inflated, expected, NULL);
        if (result == LIBDEFLATE_SUCCESS) {
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
        } else {
            *why = result == LIBDEFLATE_SHORT_OUTPUT ? "truncated PNG: the image data stops before the last row"
                 : result == LIBDEFLATE_INSUFFICIENT_SPACE ? "corrupt PNG: more image data than the IHDR's size"
                 : "corrupt PNG: the image data does not inflate";
        }
    }
    if (decompressor)
        libdeflate_free_decompressor(decompressor);
    fk_frame_free(inflated);
    fk_frame_free(joined);
    return status;
}
