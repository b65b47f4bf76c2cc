#include "frame_kernels.h"

#include <string.h>

#include "pixel_math.h"

void fk_over(uint8_t *canvas, int cw, int ch, size_t canvas_stride,
             const uint8_t *source, int sw, int sh, size_t source_stride, int x, int y) {
    int left = x < 0 ? -x : 0, top = y < 0 ? -y : 0;
    int right = sw, bottom = sh;
    if (x + right > cw) right = cw - x;
    if (y + bottom > ch) bottom = ch - y;
    for (int row = top; row < bottom; row++) {
        const uint8_t *in = source + (size_t)row * source_stride;
        uint8_t *out = canvas + (size_t)(y + row) * canvas_stride + 4 * (size_t)x;
        for (int column = left; column < right; column++) {
            uint32_t s = fk_load(in + 4 * (size_t)column);
            if (s == 0) continue;
            fk_store(out + 4 * (size_t)column, fk_over_pixel(s, fk_load(out + 4 * (size_t)column)));
        }
    }
}

void fk_multiply_mask(uint8_t *canvas, int width, int height, size_t stride,
                      const uint8_t *mask, size_t mask_stride) {
    for (int y = 0; y < height; y++) {
        uint8_t *row = canvas + (size_t)y * stride;
        const uint8_t *m = mask + (size_t)y * mask_stride;
        for (int x = 0; x < width; x++) {
            if (m[x] == 255) continue;
            fk_store(row + 4 * (size_t)x, fk_scale(fk_load(row + 4 * (size_t)x), m[x]));
        }
    }
}

// How a colour through a coverage meets the canvas.
enum coverage_mode { COVERAGE_FILL, COVERAGE_OVER, COVERAGE_UNDER };

// The colour (r, g, b, a) scaled by each coverage byte, filled in, laid over or laid under.
// Inlined with `mode` a constant, so each entry point below has its own loop.
static inline __attribute__((always_inline)) void through_coverage(uint8_t *canvas, int width, int height, size_t stride,
                                                                   const uint8_t *coverage, size_t coverage_stride,
                                                                   uint8_t r, uint8_t g, uint8_t b, uint8_t a,
                                                                   enum coverage_mode mode) {
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
}

void fk_fill_coverage(uint8_t *canvas, int width, int height, size_t stride,
                      const uint8_t *coverage, size_t coverage_stride,
                      uint8_t r, uint8_t g, uint8_t b, uint8_t a) {
    through_coverage(canvas, width, height, stride, coverage, coverage_stride, r, g, b, a, COVERAGE_FILL);
}

void fk_over_coverage(uint8_t *canvas, int width, int height, size_t stride,
                      const uint8_t *coverage, size_t coverage_stride,
                      uint8_t r, uint8_t g, uint8_t b, uint8_t a) {
    through_coverage(canvas, width, height, stride, coverage, coverage_stride, r, g, b, a, COVERAGE_OVER);
}

void fk_under_coverage(uint8_t *canvas, int width, int height, size_t stride,
                       const uint8_t *coverage, size_t coverage_stride,
                       uint8_t r, uint8_t g, uint8_t b, uint8_t a) {
    through_coverage(canvas, width, height, stride, coverage, coverage_stride, r, g, b, a, COVERAGE_UNDER);
}

void fk_import(uint8_t *canvas, int width, int height, size_t stride,
               const uint8_t *pixels, int bands, size_t pixels_stride) {
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
}

int fk_is_opaque(const uint8_t *pixels, size_t stride, int x0, int y0, int x1, int y1) {
    for (int y = y0; y < y1; y++) {
        const uint8_t *row = pixels + (size_t)y * stride;
        uint8_t all = 255;
        for (int x = x0; x < x1; x++) all &= row[4 * (size_t)x + 3];
        if (all != 255) return 0;
    }
    return 1;
}
