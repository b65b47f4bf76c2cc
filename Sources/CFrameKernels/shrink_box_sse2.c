// fk_shrink_box's SSE2 path, in a file of its own: SSE2 is part of every x86-64 CPU, so it is
// compiled wherever the compiler targets SSE2 and used there.
#include "shrink_box_paths.h"

#if defined(__SSE2__)
#include <emmintrin.h>

size_t fk_shrink_down16_sse2(const uint8_t *first, size_t stride, int factor, size_t used, uint16_t *columns) {
    const __m128i zero = _mm_setzero_si128();
    size_t i = 0;
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
    return i;
}

// A pixel's four column sums are added as one 64-bit lane.
void fk_shrink_across_pixels16_sse2(const uint16_t *columns, int out_width, int factor, uint32_t area,
                                    uint64_t reciprocal, uint8_t *target) {
    for (int x = 0; x < out_width; x++, columns += (size_t)factor * 4, target += 4) {
        __m128i box = _mm_setzero_si128();
        for (int c = 0; c < factor; c++) box = _mm_add_epi16(box, _mm_loadl_epi64((const __m128i *)(columns + (size_t)c * 4)));
        uint16_t sums[8];
        _mm_storeu_si128((__m128i *)sums, box);
        for (int b = 0; b < 4; b++) target[b] = fk_shrink_mean(sums[b], area, reciprocal);
    }
}
#endif
