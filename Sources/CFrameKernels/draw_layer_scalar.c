// fk_draw_layer's portable path: plain C any CPU runs, and the pixels the vector paths leave.
#include "draw_layer_paths.h"
#include "draw_layer_pixel.h"

void fk_draw_span_scalar(uint8_t *out, const uint8_t *layer, int sw, int sh, size_t layer_stride,
                         int64_t u, int64_t v, int64_t du, int64_t dv, int x, int end, uint8_t opacity) {
    for (; x < end; x++, u += du, v += dv) fk_draw_one(out + 4 * (size_t)x, layer, sw, sh, layer_stride, u, v, opacity);
}

void fk_translate_span_scalar(uint8_t *out, const uint8_t *in, int sw, size_t next, int64_t u, uint32_t f,
                              int x, int end, uint8_t opacity) {
    for (; x < end; x++, u += FIXED_ONE) fk_translate_one(out + 4 * (size_t)x, in, sw, next, u, f, opacity);
}
