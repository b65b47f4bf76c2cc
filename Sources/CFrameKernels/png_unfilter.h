// Undoing PNG's row filters, shared by the PNG and APNG decoders: static inline, so each decoder's
// row loop compiles as if the filters were its own.
#ifndef PNG_UNFILTER_H
#define PNG_UNFILTER_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "frame_kernels.h"
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// PNG's Paeth predictor, written with selects rather than branches: its choices follow the
// image, so branches were mispredicted about half the time.
static inline uint8_t paeth(int a, int b, int c) {
    int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
    int nearer = pb <= pc ? b : c, distance = pb <= pc ? pb : pc;
    return (uint8_t)(pa <= distance ? a : nearer);
}

// The Paeth filter for a constant `bpp`: each channel's left and upper-left bytes are kept in
// registers (reading the left one back from `out` would put a store and a load in the chain
// every byte waits on). Left of the first pixel counts as zero, which makes its predictor the
// byte above, as PNG defines.
static inline void unpaeth(const uint8_t *restrict in, uint8_t *restrict out, const uint8_t *restrict prev,
                           size_t bytes, size_t bpp) {
    int left[4] = {0}, upper_left[4] = {0};
    for (size_t i = 0; i < bytes; i += bpp) {
        for (size_t k = 0; k < bpp; k++) {
            int above = prev[i + k];
            left[k] = (uint8_t)(in[i + k] + paeth(left[k], above, upper_left[k]));
            out[i + k] = (uint8_t)left[k];
            upper_left[k] = above;
        }
    }
}

#if defined(__SSE2__)
// The Paeth filter a pixel at a time, its 3 or 4 channels side by side in 16-bit lanes: the same
// choice as paeth() (a when its distance is the smallest, else b when b's is, else c). Each pixel
// waits on the one to its left, so this is the parallelism there is: on a 5000 x 8340 RGB image,
// about a quarter fewer cycles than the bytes one at a time.
static inline __attribute__((always_inline)) __m128i load_pixel(const uint8_t *p, size_t bpp) {
    uint32_t v = 0;
    memcpy(&v, p, bpp);
    return _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)v), _mm_setzero_si128());
}

static inline __attribute__((always_inline)) __m128i abs16(__m128i x) {
    return _mm_max_epi16(x, _mm_sub_epi16(_mm_setzero_si128(), x));
}

static inline __attribute__((always_inline)) void unpaeth_pixels(const uint8_t *restrict in, uint8_t *restrict out,
                                                                  const uint8_t *restrict prev, size_t bytes,
                                                                  size_t bpp) {
    __m128i a = _mm_setzero_si128(), c = _mm_setzero_si128();  // left and upper left: none on the left edge
    for (size_t i = 0; i < bytes; i += bpp) {
        __m128i b = load_pixel(prev + i, bpp);
        __m128i b_c = _mm_sub_epi16(b, c);
        __m128i pa = abs16(b_c);
        __m128i a_c = _mm_sub_epi16(a, c);
        __m128i pb = abs16(a_c), pc = abs16(_mm_add_epi16(b_c, a_c));
        __m128i smallest = _mm_min_epi16(pc, _mm_min_epi16(pa, pb));
        __m128i use_b = _mm_cmpeq_epi16(smallest, pb), use_a = _mm_cmpeq_epi16(smallest, pa);
        __m128i nearest = _mm_or_si128(_mm_and_si128(use_b, b), _mm_andnot_si128(use_b, c));
        nearest = _mm_or_si128(_mm_and_si128(use_a, a), _mm_andnot_si128(use_a, nearest));
        a = _mm_and_si128(_mm_add_epi16(load_pixel(in + i, bpp), nearest), _mm_set1_epi16(0xFF));
        uint32_t v = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(a, a));
        memcpy(out + i, &v, bpp);
        c = b;
    }
}

static inline void unpaeth3(const uint8_t *in, uint8_t *out, const uint8_t *prev, size_t bytes) {
    unpaeth_pixels(in, out, prev, bytes, 3);
}

static inline void unpaeth4(const uint8_t *in, uint8_t *out, const uint8_t *prev, size_t bytes) {
    unpaeth_pixels(in, out, prev, bytes, 4);
}
#endif

static inline void unpaeth_any(const uint8_t *in, uint8_t *out, const uint8_t *prev, size_t bytes, size_t bpp) {
    switch (bpp) {
    case 1: unpaeth(in, out, prev, bytes, 1); break;
    case 2: unpaeth(in, out, prev, bytes, 2); break;
#if defined(__SSE2__)
    case 3: unpaeth3(in, out, prev, bytes); break;
    default: unpaeth4(in, out, prev, bytes); break;
#else
    case 3: unpaeth(in, out, prev, bytes, 3); break;
    default: unpaeth(in, out, prev, bytes, 4); break;
#endif
    }
}

// Undoes a row's filter from `in` into `out`; `prev` is the row above, already unfiltered (zeros
// for the first row). FK_INVALID for a filter type PNG does not define (rows_to_rgba says so).
static inline int unfilter(int filter, const uint8_t *restrict in, uint8_t *restrict out, const uint8_t *restrict prev,
                    size_t bytes, size_t bpp) {
    switch (filter) {
    case 0:
        memcpy(out, in, bytes);
        return FK_OK;
    case 1:
        for (size_t i = 0; i < bpp; i++)
            out[i] = in[i];
        for (size_t i = bpp; i < bytes; i++)
            out[i] = (uint8_t)(in[i] + out[i - bpp]);
        return FK_OK;
    case 2:
        for (size_t i = 0; i < bytes; i++)
            out[i] = (uint8_t)(in[i] + prev[i]);
        return FK_OK;
    case 3:
        for (size_t i = 0; i < bpp; i++)
            out[i] = (uint8_t)(in[i] + (prev[i] >> 1));
        for (size_t i = bpp; i < bytes; i++)
            out[i] = (uint8_t)(in[i] + ((out[i - bpp] + prev[i]) >> 1));
        return FK_OK;
    case 4:
        unpaeth_any(in, out, prev, bytes, bpp);
        return FK_OK;
    default:
        return FK_INVALID;
    }
}

#endif
