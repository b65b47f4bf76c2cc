// fk_to_rgb's SSSE3 path, in a file of its own: compiled for SSSE3 (target attribute) and called
// only where the CPU has it, which fill_convert.c checks.
#include "to_rgb_paths.h"

#if defined(__x86_64__)
#include <immintrin.h>

// Eight pixels at a time (32 bytes read before 24 written).
__attribute__((target("ssse3"))) int fk_to_rgb_ssse3(const uint8_t *in, uint8_t *out, int width) {
    const __m128i pick = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    int x = 0;
    for (; x + 8 <= width; x += 8) {
        __m128i a = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(in + 4 * x)), pick);
        __m128i b = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(in + 4 * x + 16)), pick);
        // 12 bytes of a, then 12 of b: a's first 8, then a's last 4 with b's first 4, then b's last 8.
        _mm_storel_epi64((__m128i *)(out + 3 * x), a);
        _mm_storel_epi64((__m128i *)(out + 3 * x + 8), _mm_unpacklo_epi32(_mm_srli_si128(a, 8), b));
        _mm_storel_epi64((__m128i *)(out + 3 * x + 16), _mm_srli_si128(b, 4));
    }
    return x;
}
#else
int fk_to_rgb_ssse3(const uint8_t *in, uint8_t *out, int width) {
    (void)in, (void)out, (void)width;
    return 0;
}
#endif
