#include "frame_kernels.h"

#include <stdlib.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// The box shrink runs once per frame for its contact-sheet thumbnail, over the whole canvas:
// rows are summed down first, each output row's `factor` source rows at once with the sums in
// registers, then the column sums across. Up to 257 rows of bytes fit 16-bit sums, twice as
// many to a vector as 32-bit ones.

// 16-bit sums of `factor` rows of `used` bytes from `first`.
static void sum_down16(const uint8_t *first, size_t stride, int factor, size_t used, uint16_t *columns) {
    size_t i = 0;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    for (; i + 16 <= used; i += 16) {
        __m128i low = zero, high = zero;
        const uint8_t *p = first + i;
        for (int r = 0; r < factor; r++, p += stride) {
            const __m128i bytes = _mm_loadu_si128((const __m128i *)p);
            low = _mm_add_epi16(low, _mm_unpacklo_epi8(bytes, zero));
            high = _mm_add_epi16(high, _mm_unpackhi_epi8(bytes, zero));
        }
        _mm_storeu_si128((__m128i *)(columns + i), low);
        _mm_storeu_si128((__m128i *)(columns + i + 8), high);
    }
#endif
    for (; i < used; i++) {
        uint16_t sum = 0;
        for (int r = 0; r < factor; r++) sum = (uint16_t)(sum + first[(size_t)r * stride + i]);
        columns[i] = sum;
    }
}

static void sum_down32(const uint8_t *first, size_t stride, int factor, size_t used, uint32_t *columns) {
    for (size_t i = 0; i < used; i++) columns[i] = first[i];
    for (int r = 1; r < factor; r++) {
        const uint8_t *row = first + (size_t)r * stride;
        for (size_t i = 0; i < used; i++) columns[i] += row[i];
    }
}

// Dividing by the area as a multiplication: ceil(2^48 / area) gives the exact quotient for
// every sum of up to 257 x 257 bytes (the error, under area, times the sum stays below 2^48).
static inline uint8_t mean(uint32_t sum, uint32_t area, uint64_t reciprocal) {
    return (uint8_t)(((uint64_t)(sum + area / 2) * reciprocal) >> 48);
}

// One row of boxes from the column sums: each box's `factor` columns added band by band.
// Inlined with `bands` a constant, so the band loop unrolls.
static inline __attribute__((always_inline)) void sum_across(const uint16_t *columns, int out_width, int factor, int bands,
                                                             uint32_t area, uint64_t reciprocal, uint8_t *target) {
    for (int x = 0; x < out_width; x++, columns += (size_t)factor * bands, target += bands) {
        uint32_t box[4] = {0, 0, 0, 0};
        for (int c = 0; c < factor; c++)
            for (int b = 0; b < bands; b++) box[b] += columns[(size_t)c * bands + b];
        for (int b = 0; b < bands; b++) target[b] = mean(box[b], area, reciprocal);
    }
}

#if defined(__SSE2__)
// Four bands whose box sums fit 16 bits (factor <= 16): a pixel's four column sums are added as
// one 64-bit lane.
static void sum_across_pixels16(const uint16_t *columns, int out_width, int factor, uint32_t area, uint64_t reciprocal,
                                uint8_t *target) {
    for (int x = 0; x < out_width; x++, columns += (size_t)factor * 4, target += 4) {
        __m128i box = _mm_setzero_si128();
        for (int c = 0; c < factor; c++) box = _mm_add_epi16(box, _mm_loadl_epi64((const __m128i *)(columns + (size_t)c * 4)));
        uint16_t sums[8];
        _mm_storeu_si128((__m128i *)sums, box);
        for (int b = 0; b < 4; b++) target[b] = mean(sums[b], area, reciprocal);
    }
}
#endif

static void sum_across32(const uint32_t *columns, int out_width, int factor, int bands, uint32_t area, uint8_t *target) {
    for (int x = 0; x < out_width; x++) {
        for (int b = 0; b < bands; b++) {
            uint64_t sum = 0;
            size_t at = (size_t)x * factor * bands + b;
            for (int c = 0; c < factor; c++) sum += columns[at + (size_t)c * bands];
            target[x * bands + b] = (uint8_t)((sum + area / 2) / area);
        }
    }
}

void fk_shrink_box(const uint8_t *pixels, int width, int height, int bands, size_t stride,
                   int factor, uint8_t *out) {
    if (factor < 1 || bands < 1 || bands > 4) return;
    const int out_width = width / factor, out_height = height / factor;
    const size_t used = (size_t)out_width * factor * bands;
    const uint32_t area = (uint32_t)factor * (uint32_t)factor;
    const uint64_t reciprocal = ((1ull << 48) + area - 1) / area;
    const int narrow = factor <= 257;
    void *sums = malloc(used * (narrow ? sizeof(uint16_t) : sizeof(uint32_t)));
    if (!sums) return;
    for (int y = 0; y < out_height; y++) {
        const uint8_t *first = pixels + (size_t)y * factor * stride;
        uint8_t *target = out + (size_t)y * out_width * bands;
        if (!narrow) {
            sum_down32(first, stride, factor, used, sums);
            sum_across32(sums, out_width, factor, bands, area, target);
            continue;
        }
        sum_down16(first, stride, factor, used, sums);
        switch (bands) {
        case 1: sum_across(sums, out_width, factor, 1, area, reciprocal, target); break;
        case 2: sum_across(sums, out_width, factor, 2, area, reciprocal, target); break;
        case 3: sum_across(sums, out_width, factor, 3, area, reciprocal, target); break;
        default:
#if defined(__SSE2__)
            // A box of up to 16 x 16 bytes sums to at most 65280.
            if (factor <= 16) {
                sum_across_pixels16(sums, out_width, factor, area, reciprocal, target);
                break;
            }
#endif
            sum_across(sums, out_width, factor, 4, area, reciprocal, target);
            break;
        }
    }
    free(sums);
}
