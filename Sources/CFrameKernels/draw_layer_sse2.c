// fk_draw_layer's SSE2 path, in a file of its own: SSE2 is part of every x86-64 CPU, so it is
// compiled wherever the compiler targets SSE2 and used there, for what the AVX2 path leaves.
#include "draw_layer_paths.h"
#include "draw_layer_pixel.h"

#if defined(__SSE2__)
#include <emmintrin.h>

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
// same sums as fk_draw_one, channel by channel in 16-bit lanes. Every intermediate fits 16 bits
// (at most 255 * 256 + 128), so the bytes are exactly fk_draw_one's: a zero sample leaves the pixel
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

void fk_draw_span_sse2(uint8_t *out, const uint8_t *layer, int sw, int sh, size_t layer_stride,
                       int64_t *u_at, int64_t *v_at, int64_t du, int64_t dv, int *x_at, int end, uint8_t opacity) {
    int64_t u = *u_at, v = *v_at;
    int x = *x_at;
    for (; x + 1 < end; x += 2, u += 2 * du, v += 2 * dv) {
        int64_t c0 = u >> 32, r0 = v >> 32, c1 = (u + du) >> 32, r1 = (v + dv) >> 32;
        if ((uint64_t)c0 < (uint64_t)(sw - 1) && (uint64_t)r0 < (uint64_t)(sh - 1) &&
            (uint64_t)c1 < (uint64_t)(sw - 1) && (uint64_t)r1 < (uint64_t)(sh - 1)) {
            draw_two(out + 4 * (size_t)x, layer + (size_t)r0 * layer_stride + 4 * (size_t)c0,
                     layer + (size_t)r1 * layer_stride + 4 * (size_t)c1, layer_stride,
                     (uint32_t)(u >> 24) & 255, (uint32_t)(v >> 24) & 255,
                     (uint32_t)((u + du) >> 24) & 255, (uint32_t)((v + dv) >> 24) & 255, opacity);
        } else {
            fk_draw_one(out + 4 * (size_t)x, layer, sw, sh, layer_stride, u, v, opacity);
            fk_draw_one(out + 4 * (size_t)(x + 1), layer, sw, sh, layer_stride, u + du, v + dv, opacity);
        }
    }
    *u_at = u, *v_at = v, *x_at = x;
}

// Two pixels at a time where all their texels are inside, with fk_lerp's, fk_scale's and
// fk_over_pixel's exact rounding in 16-bit lanes (as draw_two).
void fk_translate_span_sse2(uint8_t *out, const uint8_t *in, int sw, size_t next, int64_t *u_at, uint32_t f,
                            int *x_at, int end, uint8_t opacity) {
    int64_t u = *u_at;
    int x = *x_at;
    const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi16(128);
    const __m128i g = _mm_set1_epi16((short)(256 - f)), w = _mm_set1_epi16((short)f);
    while (x + 1 < end) {
        int64_t column = u >> 32;
        if ((uint64_t)column >= (uint64_t)(sw - 2)) {
            fk_translate_one(out + 4 * (size_t)x, in, sw, next, u, f, opacity);
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
    *u_at = u, *x_at = x;
}
#endif
