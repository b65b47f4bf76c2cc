#include "frame_kernels.h"

#include <string.h>

#include "pixel_math.h"
#include "sizes.h"

int fk_over(uint8_t *canvas, int cw, int ch, size_t canvas_stride,
            const uint8_t *source, int sw, int sh, size_t source_stride, int x, int y) {
    int status = fk_check_rows(cw, ch, 4, canvas_stride);
    if (status == FK_OK) status = fk_check_rows(sw, sh, 4, source_stride);
    if (status != FK_OK) return status;
    // The part of the source inside the canvas, in 64 bits: x + sw may pass INT_MAX.
    int64_t left = x < 0 ? -(int64_t)x : 0, top = y < 0 ? -(int64_t)y : 0;
    int64_t right = sw, bottom = sh;
    if ((int64_t)x + right > cw) right = (int64_t)cw - x;
    if ((int64_t)y + bottom > ch) bottom = (int64_t)ch - y;
    for (int64_t row = top; row < bottom; row++) {
        const uint8_t *in = source + (size_t)row * source_stride;
        uint8_t *out = canvas + (size_t)(y + row) * canvas_stride;
        for (int64_t column = left; column < right; column++) {
            uint32_t s = fk_load(in + 4 * (size_t)column);
            if (s == 0) continue;
            uint8_t *pixel = out + 4 * (size_t)(x + column);
            fk_store(pixel, fk_over_pixel(s, fk_load(pixel)));
        }
    }
    return FK_OK;
}

int fk_multiply_mask(uint8_t *canvas, int width, int height, size_t stride,
                     const uint8_t *mask, size_t mask_stride) {
    int status = fk_check_rows(width, height, 4, stride);
    if (status == FK_OK) status = fk_check_rows(width, height, 1, mask_stride);
    if (status != FK_OK) return status;
    for (int y = 0; y < height; y++) {
        uint8_t *row = canvas + (size_t)y * stride;
        const uint8_t *m = mask + (size_t)y * mask_stride;
        for (int x = 0; x < width; x++) {
            if (m[x] == 255) continue;
            fk_store(row + 4 * (size_t)x, fk_scale(fk_load(row + 4 * (size_t)x), m[x]));
        }
    }
    return FK_OK;
}

// How a colour through a coverage meets the canvas.
enum coverage_mode { COVERAGE_FILL, COVERAGE_OVER, COVERAGE_UNDER };

// The colour (r, g, b, a) scaled by each coverage byte, filled in, laid over or laid under.
// Inlined with `mode` a constant, so each entry point below has its own loop.
static inline __attribute__((always_inline)) int through_coverage(uint8_t *canvas, int width, int height, size_t stride,
                                                                  const uint8_t *coverage, size_t coverage_stride,
                                                                  uint8_t r, uint8_t g, uint8_t b, uint8_t a,
                                                                  enum coverage_mode mode) {
    int status = fk_check_rows(width, height, 4, stride);
    if (status == FK_OK) status = fk_check_rows(width, height, 1, coverage_stride);
    if (status != FK_OK) return status;
    const uint8_t colour_bytes[4] = {r, g, b, a};
    uint32_t colour = fk_load(colour_bytes);
    for (int y = 0; y < height; y++) {
        uint8_t *row = canvas + (size_t)y * stride;
        const uint8_t *c = coverage + (size_t)y * coverage_stride;
        for (int x = 0; x < width; x++) {
            uint8_t *out = row + 4 * (size_t)x;
            if (mode == COVERAGE_FILL) {
                fk_store(out, fk_scale(colour, c[x]));
            } else if (mode == COVERAGE_OVER) {
                uint32_t s = fk_scale(colour, c[x]);
                if (s != 0) fk_store(out, fk_over_pixel(s, fk_load(out)));
            } else {
                uint32_t d = fk_load(out);
                // An opaque pixel hides the colour under it; a clear one shows it alone (fk_over
                // leaves the colour as it is where its source is clear).
                if (d >> 24 == 255) continue;
                uint32_t s = fk_scale(colour, c[x]);
                fk_store(out, d == 0 ? s : fk_over_pixel(d, s));
            }
        }
    }
    return FK_OK;
}

int fk_fill_coverage(uint8_t *canvas, int width, int height, size_t stride,
                     const uint8_t *coverage, size_t coverage_stride,
                     uint8_t r, uint8_t g, uint8_t b, uint8_t a) {
    return through_coverage(canvas, width, height, stride, coverage, coverage_stride, r, g, b, a, COVERAGE_FILL);
}

int fk_over_coverage(uint8_t *canvas, int width, int height, size_t stride,
                     const uint8_t *coverage, size_t coverage_stride,
                     uint8_t r, uint8_t g, uint8_t b, uint8_t a) {
    return through_coverage(canvas, width, height, stride, coverage, coverage_stride, r, g, b, a, COVERAGE_OVER);
}

int fk_under_coverage(uint8_t *canvas, int width, int height, size_t stride,
                      const uint8_t *coverage, size_t coverage_stride,
                      uint8_t r, uint8_t g, uint8_t b, uint8_t a) {
    return through_coverage(canvas, width, height, stride, coverage, coverage_stride, r, g, b, a, COVERAGE_UNDER);
}

int fk_import(uint8_t *canvas, int width, int height, size_t stride,
              const uint8_t *pixels, int bands, size_t pixels_stride) {
    if (bands != 3 && bands != 4) return FK_INVALID;
    int status = fk_check_rows(width, height, 4, stride);
    if (status == FK_OK) status = fk_check_rows(width, height, (size_t)bands, pixels_stride);
    if (status != FK_OK) return status;
    for (int y = 0; y < height; y++) {
        uint8_t *out = canvas + (size_t)y * stride;
        const uint8_t *in = pixels + (size_t)y * pixels_stride;
        if (bands == 4) {
            memcpy(out, in, (size_t)width * 4);
            continue;
        }
        for (int x = 0; x < width; x++) {
            out[4 * x] = in[3 * x];
            out[4 * x + 1] = in[3 * x + 1];
            out[4 * x + 2] = in[3 * x + 2];
            out[4 * x + 3] = 255;
        }
    }
    return FK_OK;
}

int fk_is_opaque(const uint8_t *pixels, size_t stride, int x0, int y0, int x1, int y1) {
    if (x0 >= x1 || y0 >= y1) return 1;
    if (x0 < 0 || y0 < 0) return FK_INVALID;
    int status = fk_check_rows(x1, y1, 4, stride);
    if (status != FK_OK) return status;
    for (int y = y0; y < y1; y++) {
        const uint8_t *row = pixels + (size_t)y * stride;
        uint8_t all = 255;
        for (int x = x0; x < x1; x++) all &= row[4 * (size_t)x + 3];
        if (all != 255) return 0;
    }
    return 1;
}
