// The instruction-set paths of fk_draw_layer (draw_layer.c chooses between them), one file each
// so that each holds only code its instruction set can run; all give the same bytes. Each draws
// the canvas pixels of one row from *x (or x) up to `end`, the first sampling at fixed-point
// (u, v) and each next one (du, dv) further on. The vector paths stop where their groups no
// longer fit, leaving *x, *u and *v at the first pixel they did not draw, for the next path.
// Internal to CFrameKernels.
#ifndef FK_DRAW_LAYER_PATHS_H
#define FK_DRAW_LAYER_PATHS_H

#include <stddef.h>
#include <stdint.h>

// Scalar (draw_layer_scalar.c): one pixel at a time, to the end.
void fk_draw_span_scalar(uint8_t *out, const uint8_t *layer, int sw, int sh, size_t layer_stride,
                         int64_t u, int64_t v, int64_t du, int64_t dv, int x, int end, uint8_t opacity);
// A translation's span, whose samples all weigh their texels alike, from the row `in` of the
// layer: `f` weighs each texel's neighbour `next` bytes on (0: the texel alone).
void fk_translate_span_scalar(uint8_t *out, const uint8_t *in, int sw, size_t next, int64_t u, uint32_t f,
                              int x, int end, uint8_t opacity);

#if defined(__SSE2__)
// SSE2 (draw_layer_sse2.c): two pixels at a time.
void fk_draw_span_sse2(uint8_t *out, const uint8_t *layer, int sw, int sh, size_t layer_stride,
                       int64_t *u, int64_t *v, int64_t du, int64_t dv, int *x, int end, uint8_t opacity);
void fk_translate_span_sse2(uint8_t *out, const uint8_t *in, int sw, size_t next, int64_t *u, uint32_t f,
                            int *x, int end, uint8_t opacity);
#endif

#if defined(__x86_64__)
// AVX2 (draw_layer_avx2.c): four pixels at a time; only where the CPU has AVX2, and for a layer
// stride under 2^32.
void fk_draw_span_avx2(uint8_t *out, const uint8_t *layer, int sw, int sh, size_t layer_stride,
                       int64_t *u, int64_t *v, int64_t du, int64_t dv, int *x, int end, uint8_t opacity);
#endif

#endif
