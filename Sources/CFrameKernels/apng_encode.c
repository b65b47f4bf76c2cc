#include "frame_kernels.h"
#include "png_deflate.h"
#include "png_write.h"

#include <stdlib.h>
#include <string.h>

#include "sizes.h"

// An animation's frames are written as they come: the first as the PNG's own image data (so a
// reader that knows no animation shows it), each later one as the smallest rectangle that differs
// from the frame before, with the blend that compresses smaller. A frame is held back until the
// next one differs, so that a run of identical frames becomes one frame shown for longer.

enum { APNG_DISPOSE_NONE = 0, APNG_BLEND_SOURCE = 0, APNG_BLEND_OVER = 1 };

// The longest a delay's numerator can say (it is 16 bits); a longer run is cut into frames.
static const uint32_t max_delay_num = 0xFFFF;

struct byte_buffer {
    uint8_t *bytes;
    size_t length, capacity;
};

static int reserve(struct byte_buffer *buffer, size_t more) {
    size_t needed;
    if (__builtin_add_overflow(buffer->length, more, &needed)) return FK_TOO_LARGE;
    if (needed <= buffer->capacity) return FK_OK;
    size_t capacity = buffer->capacity ? buffer->capacity : 1 << 16;
    while (capacity < needed)
        if (__builtin_mul_overflow(capacity, (size_t)2, &capacity)) return FK_TOO_LARGE;
    uint8_t *bytes = realloc(buffer->bytes, capacity);
    if (!bytes) return FK_NO_MEMORY;
    buffer->bytes = bytes;
    buffer->capacity = capacity;
    return FK_OK;
}

// A frame's rectangle, its compressed rows and how it is drawn; `repeats` frames long.
struct held_frame {
    uint32_t x, y, width, height, repeats;
    uint8_t blend;
    uint8_t *data;
    size_t length;
};

struct fk_apng_encoder {
    int width, height, bands, encoder, level;
    uint16_t delay_num, delay_den;
    uint32_t plays, sequence, frames_written;
    size_t row;           // width x bands
    uint8_t *shown;       // the canvas as the frames so far leave it, packed
    uint8_t *rectangle;   // a frame's rectangle, packed
    uint8_t *filtered;    // its rows filtered
    uint8_t *candidate;   // the compressed rows of the blend tried second
    size_t compressed_capacity;
    struct held_frame held;
    int holding;
    struct byte_buffer body;  // fcTL, IDAT and fdAT chunks of the frames written
};

void fk_apng_encoder_free(fk_apng_encoder *apng) {
    if (!apng) return;
    fk_pixels_free(apng->shown);
    fk_pixels_free(apng->rectangle);
    fk_pixels_free(apng->filtered);
    fk_pixels_free(apng->candidate);
    fk_pixels_free(apng->held.data);
    free(apng->body.bytes);
    free(apng);
}

int fk_apng_encoder_start(int width, int height, int bands, int delay_num, int delay_den, uint32_t plays,
                          int encoder, int level, fk_apng_encoder **out) {
    if (!out) return FK_INVALID;
    *out = NULL;
    if (width < 1 || height < 1 || (bands != 3 && bands != 4) || delay_num < 1 || delay_num > 0xFFFF ||
        delay_den < 1 || delay_den > 0xFFFF || plays > 0x7FFFFFFF || !valid_compressor(encoder, level) ||
        width > 0x7FFFFFFF / 4)
        return FK_INVALID;
    size_t row = (size_t)width * (size_t)bands, canvas, filtered;
    if (fk_check_rows(width, height, (size_t)bands, row) != FK_OK ||
        __builtin_mul_overflow(row, (size_t)height, &canvas) ||
        __builtin_mul_overflow(row + 1, (size_t)height, &filtered))
        return FK_TOO_LARGE;
    size_t bound = encoder == FK_PNG_ISAL ? fk_isal_zlib_bound(level, filtered) : fk_libdeflate_zlib_bound(level, filtered);
    if (bound == 0) return FK_NO_MEMORY;
    if (bound > 0x7FFFFFFF - 4) return FK_TOO_LARGE;
    fk_apng_encoder *apng = calloc(1, sizeof *apng);
    if (!apng) return FK_NO_MEMORY;
    *apng = (fk_apng_encoder){.width = width, .height = height, .bands = bands, .encoder = encoder, .level = level,
                              .delay_num = (uint16_t)delay_num, .delay_den = (uint16_t)delay_den, .plays = plays,
                              .row = row, .compressed_capacity = bound};
    apng->shown = fk_pixels_alloc(canvas);
    apng->rectangle = fk_pixels_alloc(canvas);
    apng->filtered = fk_pixels_alloc(filtered);
    apng->candidate = fk_pixels_alloc(bound);
    apng->held.data = fk_pixels_alloc(bound);
    if (!apng->shown || !apng->rectangle || !apng->filtered || !apng->candidate || !apng->held.data) {
        fk_apng_encoder_free(apng);
        return FK_NO_MEMORY;
    }
    *out = apng;
    return FK_OK;
}

// Compresses the packed rectangle (`width` x `height`) into `out`, rows Up-filtered as the PNG
// encoder filters them, so the first frame's image data is the bytes a PNG of it holds.
static size_t compress_rectangle(fk_apng_encoder *apng, uint32_t width, uint32_t height, uint8_t *out) {
    const size_t row = (size_t)width * (size_t)apng->bands;
    for (size_t y = 0; y < height; y++) {
        const uint8_t *line = apng->rectangle + row * y;
        filter_row(apng->filtered + (row + 1) * y, line, y > 0 && filters(apng->encoder, apng->level) ? line - row : NULL,
                   row);
    }
    const size_t size = (row + 1) * height;
    return apng->encoder == FK_PNG_ISAL ? fk_isal_zlib(apng->level, apng->filtered, size, out, apng->compressed_capacity)
                                        : fk_libdeflate_zlib(apng->level, apng->filtered, size, out, apng->compressed_capacity);
}

// Appends one chunk of `length` data bytes, the data written by the caller at the returned pointer.
static uint8_t *append_chunk(struct byte_buffer *body, const char type[4], size_t length, int *status) {
    *status = reserve(body, 12 + length);
    if (*status != FK_OK) return NULL;
    uint8_t *chunk = body->bytes + body->length;
    memcpy(chunk + 4, type, 4);
    body->length += 12 + length;
    return chunk;
}

// Writes the held frame: its fcTL, then its rows as IDAT (the first frame) or fdAT.
static int write_held(fk_apng_encoder *apng) {
    if (!apng->holding) return FK_OK;
    const struct held_frame *held = &apng->held;
    int status;
    uint8_t *control = append_chunk(&apng->body, "fcTL", 26, &status);
    if (!control) return status;
    put32(control + 8, apng->sequence++);
    put32(control + 12, held->width);
    put32(control + 16, held->height);
    put32(control + 20, held->x);
    put32(control + 24, held->y);
    const uint32_t delay = apng->delay_num * held->repeats;
    control[28] = (uint8_t)(delay >> 8), control[29] = (uint8_t)delay;
    control[30] = (uint8_t)(apng->delay_den >> 8), control[31] = (uint8_t)apng->delay_den;
    control[32] = APNG_DISPOSE_NONE;
    control[33] = held->blend;
    frame_chunk(control, "fcTL", 26);
    if (apng->frames_written == 0) {
        uint8_t *image = append_chunk(&apng->body, "IDAT", held->length, &status);
        if (!image) return status;
        memcpy(image + 8, held->data, held->length);
        frame_chunk(image, "IDAT", held->length);
    } else {
        uint8_t *image = append_chunk(&apng->body, "fdAT", 4 + held->length, &status);
        if (!image) return status;
        put32(image + 8, apng->sequence++);
        memcpy(image + 12, held->data, held->length);
        frame_chunk(image, "fdAT", 4 + held->length);
    }
    apng->frames_written++;
    apng->holding = 0;
    return FK_OK;
}

// The smallest rectangle holding every pixel of `pixels` that differs from the shown canvas;
// 0 when none does.
static int changed_rectangle(const fk_apng_encoder *apng, const uint8_t *pixels, size_t stride, uint32_t *x0,
                             uint32_t *y0, uint32_t *x1, uint32_t *y1) {
    const size_t bands = (size_t)apng->bands;
    int found = 0;
    for (size_t y = 0; y < (size_t)apng->height; y++) {
        const uint8_t *old = apng->shown + apng->row * y, *new = pixels + stride * y;
        if (memcmp(old, new, apng->row) == 0) continue;
        size_t left = 0, right = (size_t)apng->width - 1;
        while (memcmp(old + left * bands, new + left * bands, bands) == 0) left++;
        while (memcmp(old + right * bands, new + right * bands, bands) == 0) right--;
        if (!found) {
            *x0 = (uint32_t)left, *x1 = (uint32_t)right, *y0 = (uint32_t)y;
            found = 1;
        }
        if (left < *x0) *x0 = (uint32_t)left;
        if (right > *x1) *x1 = (uint32_t)right;
        *y1 = (uint32_t)y;
    }
    return found;
}

// Packs the rectangle of `pixels` into apng->rectangle. With `over`, pixels the shown canvas
// already has become transparent (0, 0, 0, 0), which blend OVER leaves as they are; returns 0
// when OVER cannot draw the rectangle exactly (a changed pixel is not opaque).
static int pack_rectangle(fk_apng_encoder *apng, const uint8_t *pixels, size_t stride, uint32_t x, uint32_t y,
                          uint32_t width, uint32_t height, int over) {
    const size_t bands = (size_t)apng->bands, row = (size_t)width * bands;
    for (size_t r = 0; r < height; r++) {
        const uint8_t *new = pixels + stride * (y + r) + x * bands;
        uint8_t *out = apng->rectangle + row * r;
        if (!over) {
            memcpy(out, new, row);
            continue;
        }
        const uint8_t *old = apng->shown + apng->row * (y + r) + x * bands;
        for (size_t i = 0; i < row; i += 4) {
            if (memcmp(old + i, new + i, 4) == 0) {
                memset(out + i, 0, 4);
            } else {
                if (new[i + 3] != 255) return 0;
                memcpy(out + i, new + i, 4);
            }
        }
    }
    return 1;
}

int fk_apng_encoder_add(fk_apng_encoder *apng, const uint8_t *pixels, size_t stride) {
    if (!apng || !pixels || stride < apng->row) return FK_INVALID;
    uint32_t x0 = 0, y0 = 0, x1 = (uint32_t)apng->width - 1, y1 = (uint32_t)apng->height - 1;
    const int first = apng->frames_written == 0 && !apng->holding;
    if (!first && !changed_rectangle(apng, pixels, stride, &x0, &y0, &x1, &y1)) {
        if (apng->delay_num * (apng->held.repeats + 1) <= max_delay_num) {
            apng->held.repeats++;
            return FK_OK;
        }
        // The run is longer than one delay can say: the next frame repeats one pixel as it is.
        x1 = x0, y1 = y0;
    }
    int status = write_held(apng);
    if (status != FK_OK) return status;
    const uint32_t width = x1 - x0 + 1, height = y1 - y0 + 1;
    pack_rectangle(apng, pixels, stride, x0, y0, width, height, 0);
    size_t length = compress_rectangle(apng, width, height, apng->held.data);
    if (length == 0) return FK_NO_MEMORY;
    uint8_t blend = APNG_BLEND_SOURCE;
    // RGBA frames after the first: try OVER, the pixels that did not change left transparent.
    if (!first && apng->bands == 4 && pack_rectangle(apng, pixels, stride, x0, y0, width, height, 1)) {
        size_t over = compress_rectangle(apng, width, height, apng->candidate);
        if (over == 0) return FK_NO_MEMORY;
        if (over < length) {
            uint8_t *swap = apng->held.data;
            apng->held.data = apng->candidate;
            apng->candidate = swap;
            length = over;
            blend = APNG_BLEND_OVER;
        }
    }
    apng->held = (struct held_frame){.x = x0, .y = y0, .width = width, .height = height, .repeats = 1,
                                     .blend = blend, .data = apng->held.data, .length = length};
    apng->holding = 1;
    for (size_t r = y0; r <= y1; r++)
        memcpy(apng->shown + apng->row * r + x0 * (size_t)apng->bands, pixels + stride * r + x0 * (size_t)apng->bands,
               (size_t)width * (size_t)apng->bands);
    return FK_OK;
}

int fk_apng_encoder_finish(fk_apng_encoder *apng, uint8_t **out, size_t *out_length) {
    if (!apng || !out || !out_length || (apng->frames_written == 0 && !apng->holding)) return FK_INVALID;
    int status = write_held(apng);
    if (status != FK_OK) return status;
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    const size_t header = 8 + (12 + 13) + (12 + 8), trailer = 12;
    size_t total;
    if (__builtin_add_overflow(header + trailer, apng->body.length, &total)) return FK_TOO_LARGE;
    uint8_t *png = fk_pixels_alloc(total);
    if (!png) return FK_NO_MEMORY;
    memcpy(png, signature, 8);
    uint8_t *ihdr = png + 8;
    put32(ihdr + 8, (uint32_t)apng->width);
    put32(ihdr + 12, (uint32_t)apng->height);
    ihdr[16] = 8;                            // bit depth
    ihdr[17] = apng->bands == 4 ? 6 : 2;     // RGBA or RGB
    ihdr[18] = ihdr[19] = ihdr[20] = 0;      // deflate, adaptive filtering, no interlace
    frame_chunk(ihdr, "IHDR", 13);
    uint8_t *actl = ihdr + 12 + 13;
    put32(actl + 8, apng->frames_written);
    put32(actl + 12, apng->plays);
    frame_chunk(actl, "acTL", 8);
    memcpy(png + header, apng->body.bytes, apng->body.length);
    frame_chunk(png + header + apng->body.length, "IEND", 0);
    *out = png;
    *out_length = total;
    return FK_OK;
}
