#include "frame_kernels.h"

#include <math.h>
#include <string.h>

#include "pixel_math.h"

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

void fk_draw_layer(uint8_t *canvas, size_t canvas_stride,
                   const uint8_t *layer, int sw, int sh, size_t layer_stride,
                   const double inverse[6], uint8_t opacity,
                   int x0, int y0, int x1, int y1) {
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

        if (du == FIXED_ONE && dv == 0 && (u & (FIXED_ONE - 1)) == 0 && (v & (FIXED_ONE - 1)) == 0) {
            // Whole-pixel translation: each canvas pixel is exactly one texel.
            int64_t row = v >> 32;
            if ((uint64_t)row >= (uint64_t)(sh - 1)) continue;
            const uint8_t *in = layer + (size_t)row * layer_stride;
            for (int x = start; x < end; x++, u += du) {
                int64_t column = u >> 32;
                if ((uint64_t)column >= (uint64_t)(sw - 1)) continue;
                uint32_t s = fk_load(in + 4 * column);
                if (opacity != 255) s = fk_scale(s, opacity);
                if (s == 0) continue;
                fk_store(out + 4 * (size_t)x, fk_over_pixel(s, fk_load(out + 4 * (size_t)x)));
            }
            continue;
        }

        for (int x = start; x < end; x++, u += du, v += dv) {
            int64_t column = u >> 32, row = v >> 32;
            if ((uint64_t)column >= (uint64_t)(sw - 1) || (uint64_t)row >= (uint64_t)(sh - 1)) continue;
            uint32_t fx = (uint32_t)(u >> 24) & 255, fy = (uint32_t)(v >> 24) & 255;
            const uint8_t *p = layer + (size_t)row * layer_stride + 4 * (size_t)column;
            uint32_t top = fk_lerp(fk_load(p), fk_load(p + 4), fx);
            uint32_t bottom = fk_lerp(fk_load(p + layer_stride), fk_load(p + layer_stride + 4), fx);
            uint32_t s = fk_lerp(top, bottom, fy);
            if (opacity != 255) s = fk_scale(s, opacity);
            if (s == 0) continue;
            fk_store(out + 4 * (size_t)x, fk_over_pixel(s, fk_load(out + 4 * (size_t)x)));
        }
    }
}
