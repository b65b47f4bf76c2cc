#include "frame_kernels.h"

#include <math.h>
#include <string.h>

#include "pixel_math.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// Double arithmetic below must round the same on every machine: no fused multiply-add.
#pragma STDC FP_CONTRACT OFF

// Layer coordinates in 32.32 fixed point: stepping by whole-number increments along a row
// is exact, so results do not depend on the order pixels are visited in.
#define FIXED_ONE ((int64_t)1 << 32)

static inline int64_t to_fixed(double value) { return (int64_t)floor(value * 4294967296.0); }

// The pixels [*start, *end) of a row where lo <= f0 + k * (x - x0) < hi might hold, widened
// by one pixel each side (the per-pixel test decides exactly).
static void narrow(double f0, double k, double lo, double hi, int x0, int *start, int *end) {
    if (k == 0) {
        if (!(f0 >= lo - 1 && f0 < hi + 1)) *end = *start;
        return;
    }
    double a = (lo - f0) / k, b = (hi - f0) / k;
    double first = fmin(a, b), last = fmax(a, b);
    double s = fmax(floor(first) - 1 + x0, (double)*start);
    double e = fmin(ceil(last) + 1 + x0, (double)*end);
    if (!(s < e)) {
        *end = *start;
        return;
    }
    *start = (int)s;
    *end = (int)e;
}

// One canvas pixel of the general path: the bilinear sample at fixed-point (u, v), faded by
// `opacity`, over the pixel at `out`. Outside the layer's texels nothing is drawn.
static inline void draw_one(uint8_t *out, const uint8_t *layer, int sw, int sh, size_t layer_stride,
                            int64_t u, int64_t v, uint8_t opacity) {
    int64_t column = u >> 32, row = v >> 32;
    if ((uint64_t)column >= (uint64_t)(sw - 1) || (uint64_t)row >= (uint64_t)(sh - 1)) return;
    uint32_t fx = (uint32_t)(u >> 24) & 255, fy = (uint32_t)(v >> 24) & 255;
    const uint8_t *p = layer + (size_t)row * layer_stride + 4 * (size_t)column;
    uint32_t top = fk_lerp(fk_load(p), fk_load(p + 4), fx);
    uint32_t bottom = fk_lerp(fk_load(p + layer_stride), fk_load(p + layer_stride + 4), fx);
    uint32_t s = fk_lerp(top, bottom, fy);
    if (opacity != 255) s = fk_scale(s, opacity);
    if (s == 0) return;
    fk_store(out, fk_over_pixel(s, fk_load(out)));
}

#if defined(__SSE2__)
// Two samples `s` (16-bit lanes, premultiplied) faded by `opacity` and laid over the two
// pixels at `out`, rounded as fk_scale and fk_over_pixel round.
static inline void fade_and_lay_over_two(uint8_t *out, __m128i s, uint8_t opacity) {
    const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi16(128);
    if (opacity != 255) {
        __m128i t = _mm_add_epi16(_mm_mullo_epi16(s, _mm_set1_epi16(opacity)), half);
        s = _mm_srli_epi16(_mm_add_epi16(t, _mm_srli_epi16(t, 8)), 8);
    }
    // Over: s + destination * (255 - alpha) / 255, rounded as fk_scale rounds.
    __m128i alpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s, 0xFF), 0xFF);
    __m128i d = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)out), zero);
    __m128i t = _mm_add_epi16(_mm_mullo_epi16(d, _mm_sub_epi16(_mm_set1_epi16(255), alpha)), half);
    __m128i kept = _mm_srli_epi16(_mm_add_epi16(t, _mm_srli_epi16(t, 8)), 8);
    _mm_storel_epi64((__m128i *)out, _mm_packus_epi16(_mm_add_epi16(s, kept), zero));
}

// Two neighbouring canvas pixels of the general path at once, their texels at p0 and p1: the
// same sums as draw_one, channel by channel in 16-bit lanes. Every intermediate fits 16 bits
// (at most 255 * 256 + 128), so the bytes are exactly draw_one's: a zero sample leaves the pixel
// as it was, an opaque one replaces it.
static inline void draw_two(uint8_t *out, const uint8_t *p0, const uint8_t *p1, size_t layer_stride,
                            uint32_t fx0, uint32_t fy0, uint32_t fx1, uint32_t fy1, uint8_t opacity) {
    const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi16(128);
    // Bytes: the top-left and top-right texels of pixel 0, then of pixel 1; the same for the row below.
    __m128i top = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)p0), _mm_loadl_epi64((const __m128i *)p1));
    __m128i bottom = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)(p0 + layer_stride)),
                                        _mm_loadl_epi64((const __m128i *)(p1 + layer_stride)));
    // Across: left * (256 - fx) + right * fx, each pixel's two products in its half of a register.
    __m128i w0 = _mm_set_epi16((short)fx0, (short)fx0, (short)fx0, (short)fx0,
                               (short)(256 - fx0), (short)(256 - fx0), (short)(256 - fx0), (short)(256 - fx0));
    __m128i w1 = _mm_set_epi16((short)fx1, (short)fx1, (short)fx1, (short)fx1,
                               (short)(256 - fx1), (short)(256 - fx1), (short)(256 - fx1), (short)(256 - fx1));
    __m128i t0 = _mm_mullo_epi16(_mm_unpacklo_epi8(top, zero), w0), t1 = _mm_mullo_epi16(_mm_unpackhi_epi8(top, zero), w1);
    __m128i b0 = _mm_mullo_epi16(_mm_unpacklo_epi8(bottom, zero), w0), b1 = _mm_mullo_epi16(_mm_unpackhi_epi8(bottom, zero), w1);
    __m128i upper = _mm_add_epi16(_mm_unpacklo_epi64(t0, t1), _mm_unpackhi_epi64(t0, t1));
    __m128i lower = _mm_add_epi16(_mm_unpacklo_epi64(b0, b1), _mm_unpackhi_epi64(b0, b1));
    upper = _mm_srli_epi16(_mm_add_epi16(upper, half), 8);
    lower = _mm_srli_epi16(_mm_add_epi16(lower, half), 8);
    // Down: upper * (256 - fy) + lower * fy.
    __m128i wy = _mm_set_epi16((short)fy1, (short)fy1, (short)fy1, (short)fy1, (short)fy0, (short)fy0, (short)fy0, (short)fy0);
    __m128i gy = _mm_sub_epi16(_mm_set1_epi16(256), wy);
    __m128i s = _mm_add_epi16(_mm_add_epi16(_mm_mullo_epi16(upper, gy), _mm_mullo_epi16(lower, wy)), half);
    s = _mm_srli_epi16(s, 8);
    fade_and_lay_over_two(out, s, opacity);
}
#endif

// The canvas pixels [start, end) of one row, the first sampling at fixed-point (u, v) and each
// next one (du, dv) further on.
// A translation's span, whose samples all weigh their texels alike, when one weight is zero: a
// zero weight leaves fk_lerp's first texel as it is, so two texels (or one) give the general
// path's very bytes at half (or a quarter of) the reads. The same texels are skipped as there.
// One pixel of translate_span.
static inline void translate_one(uint8_t *out, const uint8_t *in, int sw, size_t next, int64_t u, uint32_t f, uint8_t opacity) {
    int64_t column = u >> 32;
    if ((uint64_t)column >= (uint64_t)(sw - 1)) return;
    const uint8_t *p = in + 4 * column;
    uint32_t s = f == 0 ? fk_load(p) : fk_lerp(fk_load(p), fk_load(p + next), f);
    if (opacity != 255) s = fk_scale(s, opacity);
    if (s == 0) return;
    fk_store(out, fk_over_pixel(s, fk_load(out)));
}

static void translate_span(uint8_t *out, const uint8_t *in, int sw, size_t layer_stride,
                           int64_t u, uint32_t fx, uint32_t fy, int start, int end, uint8_t opacity) {
    const size_t next = fx != 0 ? 4 : layer_stride;
    const uint32_t f = fx != 0 ? fx : fy;
    int x = start;
#if defined(__SSE2__)
    if (f != 0 || opacity != 255) {
        // Two pixels at a time where all their texels are inside, with fk_lerp's, fk_scale's
        // and fk_over_pixel's exact rounding in 16-bit lanes (as draw_two). Whole pixels at
        // full opacity are mostly copies, which gain nothing from this.
        const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi16(128);
        const __m128i g = _mm_set1_epi16((short)(256 - f)), w = _mm_set1_epi16((short)f);
        while (x + 1 < end) {
            int64_t column = u >> 32;
            if ((uint64_t)column >= (uint64_t)(sw - 2)) {
                translate_one(out + 4 * (size_t)x, in, sw, next, u, f, opacity);
                x++, u += FIXED_ONE;
                continue;
            }
            const uint8_t *p = in + 4 * column;
            __m128i s = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)p), zero);
            if (f != 0) {
                __m128i b = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(p + next)), zero);
                s = _mm_add_epi16(_mm_add_epi16(_mm_mullo_epi16(s, g), _mm_mullo_epi16(b, w)), half);
                s = _mm_srli_epi16(s, 8);
            }
            fade_and_lay_over_two(out + 4 * (size_t)x, s, opacity);
            x += 2, u += 2 * FIXED_ONE;
        }
    }
#endif
    for (; x < end; x++, u += FIXED_ONE) translate_one(out + 4 * (size_t)x, in, sw, next, u, f, opacity);
}

static void draw_span(uint8_t *out, const uint8_t *layer, int sw, int sh, size_t layer_stride,
                      int64_t u, int64_t v, int64_t du, int64_t dv, int start, int end, uint8_t opacity) {
    if (du == FIXED_ONE && dv == 0) {
        // A translation: whole pixels across, down, or both (the sheet sliding up, the side
        // card sliding in).
        const uint32_t fx = (uint32_t)(u >> 24) & 255, fy = (uint32_t)(v >> 24) & 255;
        int64_t row = v >> 32;
        if ((uint64_t)row >= (uint64_t)(sh - 1)) return;
        if (fx == 0 || fy == 0) {
            translate_span(out, layer + (size_t)row * layer_stride, sw, layer_stride, u, fx, fy, start, end, opacity);
            return;
        }
    }

    int x = start;
#if defined(__SSE2__)
    for (; x + 1 < end; x += 2, u += 2 * du, v += 2 * dv) {
        int64_t c0 = u >> 32, r0 = v >> 32, c1 = (u + du) >> 32, r1 = (v + dv) >> 32;
        if ((uint64_t)c0 < (uint64_t)(sw - 1) && (uint64_t)r0 < (uint64_t)(sh - 1) &&
            (uint64_t)c1 < (uint64_t)(sw - 1) && (uint64_t)r1 < (uint64_t)(sh - 1)) {
            draw_two(out + 4 * (size_t)x, layer + (size_t)r0 * layer_stride + 4 * (size_t)c0,
                     layer + (size_t)r1 * layer_stride + 4 * (size_t)c1, layer_stride,
                     (uint32_t)(u >> 24) & 255, (uint32_t)(v >> 24) & 255,
                     (uint32_t)((u + du) >> 24) & 255, (uint32_t)((v + dv) >> 24) & 255, opacity);
        } else {
            draw_one(out + 4 * (size_t)x, layer, sw, sh, layer_stride, u, v, opacity);
            draw_one(out + 4 * (size_t)(x + 1), layer, sw, sh, layer_stride, u + du, v + dv, opacity);
        }
    }
#endif
    for (; x < end; x++, u += du, v += dv) draw_one(out + 4 * (size_t)x, layer, sw, sh, layer_stride, u, v, opacity);
}

void fk_draw_layer(uint8_t *canvas, size_t canvas_stride,
                   const uint8_t *layer, int sw, int sh, size_t layer_stride,
                   const double inverse[6], uint8_t opacity,
                   int x0, int y0, int x1, int y1, const int32_t *hidden) {
    if (sw < 2 || sh < 2 || opacity == 0) return;
    // A layer shrunk a million-fold covers nothing; past that, fixed point could overflow.
    const double steep = 1 << 20;
    for (int i = 0; i < 6; i++)
        if (!(fabs(inverse[i]) <= (i == 2 || i == 5 ? steep * steep : steep))) return;
    // Texel-index space: a sample at u uses texels floor(u) and floor(u) + 1, both inside
    // the layer when 0 <= u < sw - 1. Outside that only transparent padding would be read.
    const double u_limit = sw - 1, v_limit = sh - 1;
    const int64_t du = to_fixed(inverse[0]), dv = to_fixed(inverse[3]);
    for (int y = y0; y < y1; y++) {
        double cy = y + 0.5, cx = x0 + 0.5;
        double u0 = inverse[0] * cx + inverse[1] * cy + inverse[2] - 0.5;
        double v0 = inverse[3] * cx + inverse[4] * cy + inverse[5] - 0.5;
        int start = x0, end = x1;
        narrow(u0, inverse[0], 0, u_limit, x0, &start, &end);
        narrow(v0, inverse[3], 0, v_limit, x0, &start, &end);
        if (start >= end) continue;
        // Where the span starts, in doubles (far from the layer the fixed-point value could
        // overflow; within a span it stays near the layer's own size).
        double us = u0 + inverse[0] * (start - x0), vs = v0 + inverse[3] * (start - x0);
        if (!(fabs(us) <= steep * 4 && fabs(vs) <= steep * 4)) continue;
        int64_t u = to_fixed(us), v = to_fixed(vs);
        uint8_t *out = canvas + (size_t)y * canvas_stride;
        int skip_from = hidden ? hidden[2 * y] : end, skip_to = hidden ? hidden[2 * y + 1] : end;
        if (skip_from >= skip_to || skip_to <= start || skip_from >= end) {
            draw_span(out, layer, sw, sh, layer_stride, u, v, du, dv, start, end, opacity);
            continue;
        }
        // Hidden pixels are skipped; the pixels after them start where stepping would have
        // reached, so every drawn pixel samples exactly as in an unbroken span.
        if (start < skip_from) draw_span(out, layer, sw, sh, layer_stride, u, v, du, dv, start, skip_from, opacity);
        if (skip_to < end) {
            int64_t steps = skip_to - start;
            draw_span(out, layer, sw, sh, layer_stride, u + steps * du, v + steps * dv, du, dv, skip_to, end, opacity);
        }
    }
}
