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

#if defined(__x86_64__)
#include <immintrin.h>
#define FK_AVX2 __attribute__((target("avx2")))

// Set by fk_draw_layer_use_avx2 on this thread only, so a test of one path cannot switch another's.
static _Thread_local int avx2_refused;

int fk_draw_layer_use_avx2(int allowed) {
    avx2_refused = !allowed;
    return allowed && __builtin_cpu_supports("avx2");
}

static inline int avx2_in_use(void) { return !avx2_refused && __builtin_cpu_supports("avx2"); }

// value >> 32 in each 64-bit lane, keeping the sign: AVX2 has no 64-bit arithmetic shift.
FK_AVX2 static inline __m256i whole_parts(__m256i fixed) {
    __m256i sign = _mm256_cmpgt_epi64(_mm256_setzero_si256(), fixed);
    return _mm256_or_si256(_mm256_srli_epi64(fixed, 32), _mm256_slli_epi64(sign, 32));
}

// The texel pairs (a texel and its right neighbour) at a and at b, in one register.
static inline __m128i texel_pairs(const uint8_t *a, const uint8_t *b) {
    return _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)a), _mm_loadl_epi64((const __m128i *)b));
}

// Each lane's 8-bit fraction (as draw_one takes it) repeated in the four words of its half of a
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
        // Inside: 0 <= column < sw - 1 and 0 <= row < sh - 1 (as draw_one's unsigned tests).
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
#else
int fk_draw_layer_use_avx2(int allowed) {
    (void)allowed;
    return 0;
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
#if defined(__x86_64__)
    if (layer_stride <= UINT32_MAX && avx2_in_use()) {
        // Four at a time inside the layer; a pixel whose texels are outside (at the span's
        // ends) one at a time.
        while (x + 3 < end) {
            general_span_avx2(out, layer, sw, sh, layer_stride, &u, &v, du, dv, &x, end, opacity);
            if (x + 3 >= end) break;
            draw_one(out + 4 * (size_t)x, layer, sw, sh, layer_stride, u, v, opacity);
            x++, u += du, v += dv;
        }
    }
#endif
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
