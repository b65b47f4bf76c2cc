// fk_to_rgb's portable path: plain C any CPU runs, and the end of a row the SSSE3 path leaves.
#include "to_rgb_paths.h"

#include <string.h>

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

int fk_to_rgb_scalar(const uint8_t *in, uint8_t *out, int width) {
    int x = to_rgb_words(in, out, width);
    for (; x < width; x++) {
        out[3 * x] = in[4 * x];
        out[3 * x + 1] = in[4 * x + 1];
        out[3 * x + 2] = in[4 * x + 2];
    }
    return x;
}
