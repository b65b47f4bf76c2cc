// The one-pixel steps of fk_draw_layer that every instruction-set path shares: the scalar
// path is made of them, and the vector paths take them for a span's ends and for pixels whose
// texels are outside the layer. Inline here so that each path's loop keeps them inlined.
// Internal to CFrameKernels.
#ifndef FK_DRAW_LAYER_PIXEL_H
#define FK_DRAW_LAYER_PIXEL_H

#include <stddef.h>
#include <stdint.h>

#include "pixel_math.h"

// Layer coordinates in 32.32 fixed point: stepping by whole-number increments along a row
// is exact, so results do not depend on the order pixels are visited in.
#define FIXED_ONE ((int64_t)1 << 32)

// One canvas pixel of the general path: the bilinear sample at fixed-point (u, v), faded by
// `opacity`, over the pixel at `out`. Outside the layer's texels nothing is drawn.
static inline void fk_draw_one(uint8_t *out, const uint8_t *layer, int sw, int sh, size_t layer_stride,
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

// One pixel of a translation's span (see fk_translate_span_scalar): its texel, or the mean of
// it and the texel `next` bytes on weighed by `f`, faded and laid over the pixel at `out`.
static inline void fk_translate_one(uint8_t *out, const uint8_t *in, int sw, size_t next, int64_t u, uint32_t f, uint8_t opacity) {
    int64_t column = u >> 32;
    if ((uint64_t)column >= (uint64_t)(sw - 1)) return;
    const uint8_t *p = in + 4 * column;
    uint32_t s = f == 0 ? fk_load(p) : fk_lerp(fk_load(p), fk_load(p + next), f);
    if (opacity != 255) s = fk_scale(s, opacity);
    if (s == 0) return;
    fk_store(out, fk_over_pixel(s, fk_load(out)));
}

#endif
