// Scaling a colour bitmap by exact area averaging: a colour emoji's strike (109 pixels per em)
// at the size a label asks for, with integer weights, so every CPU gives the same bytes.
#include <stdlib.h>

#include "card_text.h"

// Source pixel i spans [i dw, (i + 1) dw) and destination pixel j spans [j sw, (j + 1) sw) in
// units of 1 / (sw dw) of the image's side: their overlap is an integer weight, and each
// destination pixel's weights add up to sw.
static int64_t overlap(int64_t i, int64_t j, int64_t sw, int64_t dw) {
    const int64_t a0 = i * dw, a1 = a0 + dw, b0 = j * sw, b1 = b0 + sw;
    const int64_t lo = a0 > b0 ? a0 : b0, hi = a1 < b1 ? a1 : b1;
    return hi > lo ? hi - lo : 0;
}

int ct_scale_rgba(const uint8_t *source, int sw, int sh, size_t source_stride, uint8_t *out, int dw, int dh,
                  size_t out_stride) {
    if (!source || !out || sw <= 0 || sh <= 0 || dw <= 0 || dh <= 0) return CT_INVALID;
    if (sw > CT_MAX_SIDE || sh > CT_MAX_SIDE || dw > CT_MAX_SIDE || dh > CT_MAX_SIDE) return CT_TOO_LARGE;
    if (source_stride < (size_t)sw * 4 || out_stride < (size_t)dw * 4) return CT_INVALID;
    // Weights add up to sw x sh a pixel; channel sums stay below 255 x 2^28, within 64 bits.
    const int64_t total = (int64_t)sw * sh;
    for (int y = 0; y < dh; y++) {
        const int64_t sy0 = (int64_t)y * sh / dh, sy1 = ((int64_t)(y + 1) * sh + dh - 1) / dh;
        for (int x = 0; x < dw; x++) {
            const int64_t sx0 = (int64_t)x * sw / dw, sx1 = ((int64_t)(x + 1) * sw + dw - 1) / dw;
            uint64_t sum[4] = {0, 0, 0, 0};
            for (int64_t sy = sy0; sy < sy1 && sy < sh; sy++) {
                const int64_t wy = overlap(sy, y, sh, dh);
                if (!wy) continue;
                const uint8_t *row = source + (size_t)sy * source_stride;
                for (int64_t sx = sx0; sx < sx1 && sx < sw; sx++) {
                    const uint64_t w = (uint64_t)(wy * overlap(sx, x, sw, dw));
                    for (int c = 0; c < 4; c++) sum[c] += w * row[sx * 4 + c];
                }
            }
            uint8_t *px = out + (size_t)y * out_stride + (size_t)x * 4;
            for (int c = 0; c < 4; c++) px[c] = (uint8_t)((sum[c] + (uint64_t)total / 2) / (uint64_t)total);
        }
    }
    return CT_OK;
}
