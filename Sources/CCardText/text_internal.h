// What the files of CCardText share and Swift never sees.
#ifndef CT_TEXT_INTERNAL_H
#define CT_TEXT_INTERNAL_H

#include <stdint.h>

#include "card_text.h"

// a / b rounded to nearest, halves towards plus infinity, for any signs (b not 0): the one
// rounding rule of every division here, so a coordinate comes out the same on every CPU.
static inline int64_t ct_div_round(int64_t a, int64_t b) {
    if (b < 0) {
        a = -a;
        b = -b;
    }
    int64_t n = 2 * a + b, d = 2 * b;
    int64_t q = n / d;
    if ((n % d != 0) && (n < 0)) q--;
    return q;
}

// The integer square root (floor) of v.
static inline uint64_t ct_isqrt(uint64_t v) {
    uint64_t r = 0, bit = (uint64_t)1 << 62;
    while (bit > v) bit >>= 2;
    while (bit) {
        if (v >= r + bit) {
            v -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
        bit >>= 2;
    }
    return r;
}

// a / b rounded down, b > 0.
static inline int64_t ct_floor_div(int64_t a, int64_t b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

// A rectangle of pixels, [x0, x1) x [y0, y1).
typedef struct {
    int64_t x0, y0, x1, y1;
} ct_box;

// The accumulation behind ct_path_fill, for drawing several paths into one window one after
// another: coverage adds up, so paths added in turn fill as one path of all their edges would.
typedef struct {
    int32_t *acc;
    size_t stride;
    int left, top, width, height;
} ct_raster;

// A window of `width` x `height` pixels whose top-left pixel is (left, top), empty.
int ct_raster_begin(ct_raster *raster, int left, int top, int width, int height);
void ct_raster_add(ct_raster *raster, const ct_path *path);
// The coverage, as ct_path_fill gives it; frees the window.
void ct_raster_end(ct_raster *raster, uint8_t *coverage, size_t stride, int64_t *area);
void ct_raster_free(ct_raster *raster);

// The path's edges so far; dropping those after the first `count` (a contour is closed there);
// emptying it for reuse.
size_t ct_path_edge_count(const ct_path *path);
void ct_path_truncate(ct_path *path, size_t count);
void ct_path_clear(ct_path *path);

#endif
