#include "frame_kernels.h"

#include <stdlib.h>
#include <string.h>

void fk_fill(uint8_t *canvas, int width, int height, size_t stride,
             uint8_t r, uint8_t g, uint8_t b, uint8_t a) {
    const uint8_t pixel[4] = {r, g, b, a};
    for (int y = 0; y < height; y++) {
        uint8_t *row = canvas + (size_t)y * stride;
        if (y > 0) {
            memcpy(row, canvas, (size_t)width * 4);
            continue;
        }
        for (int x = 0; x < width; x++) memcpy(row + 4 * (size_t)x, pixel, 4);
    }
}

// Drops the alpha of four pixels at a time (16 bytes read before their 12 are written), so
// that a row converts in place front to back; returns how many pixels it did.
static int to_rgb_words(const uint8_t *in, uint8_t *out, int width) {
    int x = 0;
    for (; x + 4 <= width; x += 4) {
        uint32_t p0, p1, p2, p3;
        memcpy(&p0, in + 4 * x, 4);
        memcpy(&p1, in + 4 * x + 4, 4);
        memcpy(&p2, in + 4 * x + 8, 4);
        memcpy(&p3, in + 4 * x + 12, 4);
        uint32_t w0 = (p0 & 0xFFFFFFu) | p1 << 24;
        uint32_t w1 = (p1 >> 8 & 0xFFFFu) | p2 << 16;
        uint32_t w2 = (p2 >> 16 & 0xFFu) | p3 << 8;
        memcpy(out + 3 * x, &w0, 4);
        memcpy(out + 3 * x + 4, &w1, 4);
        memcpy(out + 3 * x + 8, &w2, 4);
    }
    return x;
}

#if defined(__x86_64__)
#include <immintrin.h>

// The same with SSSE3's byte shuffle, eight pixels at a time (32 bytes read before 24 written).
__attribute__((target("ssse3"))) static int to_rgb_shuffled(const uint8_t *in, uint8_t *out, int width) {
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
#endif

void fk_to_rgb(const uint8_t *canvas, int width, int height, size_t stride, uint8_t *rgb) {
#if defined(__x86_64__)
    const int shuffles = __builtin_cpu_supports("ssse3");
#else
    const int shuffles = 0;
#endif
    for (int y = 0; y < height; y++) {
        const uint8_t *in = canvas + (size_t)y * stride;
        uint8_t *out = rgb + (size_t)y * width * 3;
        int x = 0;
#if defined(__x86_64__)
        if (shuffles) x = to_rgb_shuffled(in, out, width);
#endif
        x += to_rgb_words(in + 4 * x, out + 3 * x, width - x);
        for (; x < width; x++) {
            out[3 * x] = in[4 * x];
            out[3 * x + 1] = in[4 * x + 1];
            out[3 * x + 2] = in[4 * x + 2];
        }
    }
}

void fk_unpremultiply(const uint8_t *canvas, int width, int height, size_t stride, uint8_t *rgba) {
    for (int y = 0; y < height; y++) {
        const uint8_t *in = canvas + (size_t)y * stride;
        uint8_t *out = rgba + (size_t)y * width * 4;
        for (int x = 0; x < width; x++) {
            const uint8_t *p = in + 4 * x;
            uint8_t *q = out + 4 * x;
            unsigned a = p[3];
            if (a == 0) {
                memset(q, 0, 4);
            } else if (a == 255) {
                if (q != p) memcpy(q, p, 4);
            } else {
                // Rounded c * 255 / a; premultiplied c <= a, so the result stays <= 255.
                for (int c = 0; c < 3; c++) {
                    unsigned v = (p[c] * 255u + a / 2) / a;
                    q[c] = (uint8_t)(v > 255 ? 255 : v);
                }
                q[3] = (uint8_t)a;
            }
        }
    }
}
