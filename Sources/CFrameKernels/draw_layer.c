// fk_draw_layer: the rows, spans and hidden runs of a layer's window, and the one place that
// chooses which instruction-set path (draw_layer_paths.h) draws each span.
#include "frame_kernels.h"

#include <math.h>
#include <string.h>

#include "draw_layer_paths.h"
#include "draw_layer_pixel.h"
#include "sizes.h"

// Double arithmetic below must round the same on every machine: no fused multiply-add.
#pragma STDC FP_CONTRACT OFF

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

#if defined(__x86_64__)
// Set by fk_draw_layer_use_avx2 on this thread only, so a test of one path cannot switch another's.
static _Thread_local int avx2_refused;

int fk_draw_layer_use_avx2(int allowed) {
    avx2_refused = !allowed;
    return allowed && __builtin_cpu_supports("avx2");
}

static inline int avx2_in_use(void) { return !avx2_refused && __builtin_cpu_supports("avx2"); }
#else
int fk_draw_layer_use_avx2(int allowed) {
    (void)allowed;
    return 0;
}
#endif

// A translation's span, whose samples all weigh their texels alike, when one weight is zero: a
// zero weight leaves fk_lerp's first texel as it is, so two texels (or one) give the general
// path's very bytes at half (or a quarter of) the reads. The same texels are skipped as there.
static void translate_span(uint8_t *out, const uint8_t *in, int sw, size_t layer_stride,
                           int64_t u, uint32_t fx, uint32_t fy, int start, int end, uint8_t opacity) {
    const size_t next = fx != 0 ? 4 : layer_stride;
    const uint32_t f = fx != 0 ? fx : fy;
    int x = start;
#if defined(__SSE2__)
    // Whole pixels at full opacity are mostly copies, which gain nothing from vectors.
    if (f != 0 || opacity != 255) fk_translate_span_sse2(out, in, sw, next, &u, f, &x, end, opacity);
#endif
    fk_translate_span_scalar(out, in, sw, next, u, f, x, end, opacity);
}

// The canvas pixels [start, end) of one row, the first sampling at fixed-point (u, v) and each
// next one (du, dv) further on.
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
#if defined(__x86_64__)
    if (layer_stride <= UINT32_MAX && avx2_in_use())
        fk_draw_span_avx2(out, layer, sw, sh, layer_stride, &u, &v, du, dv, &x, end, opacity);
#endif
#if defined(__SSE2__)
    fk_draw_span_sse2(out, layer, sw, sh, layer_stride, &u, &v, du, dv, &x, end, opacity);
#endif
    fk_draw_span_scalar(out, layer, sw, sh, layer_stride, u, v, du, dv, x, end, opacity);
}

int fk_draw_layer(uint8_t *canvas, size_t canvas_stride,
                  const uint8_t *layer, int sw, int sh, size_t layer_stride,
                  const double inverse[6], uint8_t opacity,
                  int x0, int y0, int x1, int y1, const int32_t *hidden) {
    if (x0 >= x1 || y0 >= y1) return FK_OK;
    if (x0 < 0 || y0 < 0) return FK_INVALID;
    int status = fk_check_rows(sw, sh, 4, layer_stride);
    if (status == FK_OK) status = fk_check_rows(x1, y1, 4, canvas_stride);
    if (status != FK_OK) return status;
    if (sw < 2 || sh < 2 || opacity == 0) return FK_OK;
    // A layer shrunk a million-fold covers nothing; past that, fixed point could overflow.
    const double steep = 1 << 20;
    for (int i = 0; i < 6; i++)
        if (!(fabs(inverse[i]) <= (i == 2 || i == 5 ? steep * steep : steep))) return FK_OK;
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
        int skip_from = hidden ? hidden[2 * (size_t)y] : end, skip_to = hidden ? hidden[2 * (size_t)y + 1] : end;
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
    return FK_OK;
}
