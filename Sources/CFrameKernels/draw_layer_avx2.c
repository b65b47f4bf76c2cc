// fk_draw_layer's AVX2 path, in a file of its own: compiled for AVX2 (target attributes) and
// called only where the CPU has it, which draw_layer.c checks.
#include "draw_layer_paths.h"
#include "draw_layer_pixel.h"

#if defined(__x86_64__)
#include <immintrin.h>
#define FK_AVX2 __attribute__((target("avx2")))

// value >> 32 in each 64-bit lane, keeping the sign: AVX2 has no 64-bit arithmetic shift.
FK_AVX2 static inline __m256i whole_parts(__m256i fixed) {
    __m256i sign = _mm256_cmpgt_epi64(_mm256_setzero_si256(), fixed);
    return _mm256_or_si256(_mm256_srli_epi64(fixed, 32), _mm256_slli_epi64(sign, 32));
}

// The texel pairs (a texel and its right neighbour) at a and at b, in one register.
static inline __m128i texel_pairs(const uint8_t *a, const uint8_t *b) {
    return _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)a), _mm_loadl_epi64((const __m128i *)b));
}

// Each lane's 8-bit fraction (as fk_draw_one takes it) repeated in the four words of its half of a
// 128-bit lane: [f0 x4, f1 x4 | f2 x4, f3 x4].
FK_AVX2 static inline __m256i fractions(__m256i fixed) {
    __m256i f = _mm256_and_si256(_mm256_srli_epi64(fixed, 24), _mm256_set1_epi64x(255));
    return _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(f, 0), 0);
}

// Four neighbouring canvas pixels of the general path, their texel pairs gathered in `top` and
// `bottom` (pixel k's in 64-bit lane k), sampled at fixed-point `u`, `v`: draw_two's sums, for
// pixels 0 and 1 in the low 128-bit lane and 2 and 3 in the high one, so the bytes are the same.
FK_AVX2 static inline void draw_four(uint8_t *out, __m256i top, __m256i bottom, __m256i u, __m256i v, uint8_t opacity) {
    const __m256i zero = _mm256_setzero_si256(), half = _mm256_set1_epi16(128), full = _mm256_set1_epi16(256);
    __m256i fx = fractions(u), gx = _mm256_sub_epi16(full, fx);
    // The weights of the unpacked texels: pixel 0 (2) in each lane of `w0`, pixel 1 (3) in `w1`.
    __m256i w0 = _mm256_unpacklo_epi64(gx, fx), w1 = _mm256_unpackhi_epi64(gx, fx);
    __m256i t0 = _mm256_mullo_epi16(_mm256_unpacklo_epi8(top, zero), w0), t1 = _mm256_mullo_epi16(_mm256_unpackhi_epi8(top, zero), w1);
    __m256i b0 = _mm256_mullo_epi16(_mm256_unpacklo_epi8(bottom, zero), w0), b1 = _mm256_mullo_epi16(_mm256_unpackhi_epi8(bottom, zero), w1);
    __m256i upper = _mm256_add_epi16(_mm256_unpacklo_epi64(t0, t1), _mm256_unpackhi_epi64(t0, t1));
    __m256i lower = _mm256_add_epi16(_mm256_unpacklo_epi64(b0, b1), _mm256_unpackhi_epi64(b0, b1));
    upper = _mm256_srli_epi16(_mm256_add_epi16(upper, half), 8);
    lower = _mm256_srli_epi16(_mm256_add_epi16(lower, half), 8);
    __m256i wy = fractions(v), gy = _mm256_sub_epi16(full, wy);
    __m256i s = _mm256_add_epi16(_mm256_add_epi16(_mm256_mullo_epi16(upper, gy), _mm256_mullo_epi16(lower, wy)), half);
    s = _mm256_srli_epi16(s, 8);
    if (opacity != 255) {
        __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(s, _mm256_set1_epi16(opacity)), half);
        s = _mm256_srli_epi16(_mm256_add_epi16(t, _mm256_srli_epi16(t, 8)), 8);
    }
    __m256i alpha = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(s, 0xFF), 0xFF);
    __m256i d = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)out));
    __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(d, _mm256_sub_epi16(_mm256_set1_epi16(255), alpha)), half);
    __m256i kept = _mm256_srli_epi16(_mm256_add_epi16(t, _mm256_srli_epi16(t, 8)), 8);
    // Packing works per 128-bit lane: bring the two halves' eight bytes together.
    __m256i packed = _mm256_packus_epi16(_mm256_add_epi16(s, kept), zero);
    _mm_storeu_si128((__m128i *)out, _mm256_castsi256_si128(_mm256_permute4x64_epi64(packed, 0x08)));
}

// The general path's pixels from *x four at a time, while all four have their texels inside the
// layer (texel pairs gathered by offset); stops before `end` or a group with a texel outside,
// leaving *x, *u and *v there.
FK_AVX2 static void general_span_avx2(uint8_t *out, const uint8_t *layer, int sw, int sh, size_t layer_stride,
                                      int64_t *u, int64_t *v, int64_t du, int64_t dv, int *x, int end, uint8_t opacity) {
    const __m256i step_u = _mm256_set1_epi64x(4 * du), step_v = _mm256_set1_epi64x(4 * dv);
    const __m256i last_column = _mm256_set1_epi64x(sw - 1), last_row = _mm256_set1_epi64x(sh - 1), minus_one = _mm256_set1_epi64x(-1);
    const __m256i stride = _mm256_set1_epi64x((long long)layer_stride);
    __m256i us = _mm256_setr_epi64x(*u, *u + du, *u + 2 * du, *u + 3 * du);
    __m256i vs = _mm256_setr_epi64x(*v, *v + dv, *v + 2 * dv, *v + 3 * dv);
    int i = *x;
    for (; i + 3 < end; i += 4) {
        __m256i column = whole_parts(us), row = whole_parts(vs);
        // Inside: 0 <= column < sw - 1 and 0 <= row < sh - 1 (as fk_draw_one's unsigned tests).
        __m256i inside = _mm256_and_si256(
            _mm256_and_si256(_mm256_cmpgt_epi64(column, minus_one), _mm256_cmpgt_epi64(last_column, column)),
            _mm256_and_si256(_mm256_cmpgt_epi64(row, minus_one), _mm256_cmpgt_epi64(last_row, row)));
        if (_mm256_movemask_epi8(inside) != -1) break;
        // row < 2^31 and the stride < 2^32 (checked by the caller): their 32-bit product is exact.
        __m256i offset = _mm256_add_epi64(_mm256_mul_epu32(row, stride), _mm256_slli_epi64(column, 2));
        int64_t at[4];
        _mm256_storeu_si256((__m256i *)at, offset);
        const uint8_t *p0 = layer + at[0], *p1 = layer + at[1], *p2 = layer + at[2], *p3 = layer + at[3];
        // The next canvas row samples about a layer row further down. A turned layer is read
        // across its rows, which the hardware prefetcher does not follow: ask for those lines now.
        _mm_prefetch((const char *)(p0 + 2 * layer_stride), _MM_HINT_T0);
        _mm_prefetch((const char *)(p3 + 2 * layer_stride), _MM_HINT_T0);
        __m256i top = _mm256_setr_m128i(texel_pairs(p0, p1), texel_pairs(p2, p3));
        __m256i bottom = _mm256_setr_m128i(texel_pairs(p0 + layer_stride, p1 + layer_stride), texel_pairs(p2 + layer_stride, p3 + layer_stride));
        draw_four(out + 4 * (size_t)i, top, bottom, us, vs, opacity);
        *u += 4 * du, *v += 4 * dv;
        us = _mm256_add_epi64(us, step_u), vs = _mm256_add_epi64(vs, step_v);
    }
    *x = i;
}

// Four at a time inside the layer; a pixel whose texels are outside (at the span's ends) one at
// a time, until fewer than four are left.
void fk_draw_span_avx2(uint8_t *out, const uint8_t *layer, int sw, int sh, size_t layer_stride,
                       int64_t *u_at, int64_t *v_at, int64_t du, int64_t dv, int *x_at, int end, uint8_t opacity) {
    int64_t u = *u_at, v = *v_at;
    int x = *x_at;
    while (x + 3 < end) {
        general_span_avx2(out, layer, sw, sh, layer_stride, &u, &v, du, dv, &x, end, opacity);
        if (x + 3 >= end) break;
        fk_draw_one(out + 4 * (size_t)x, layer, sw, sh, layer_stride, u, v, opacity);
        x++, u += du, v += dv;
    }
    *u_at = u, *v_at = v, *x_at = x;
}
#endif
