#include "frame_kernels.h"

#include <stdlib.h>
#include <string.h>

#include "sizes.h"
#include "to_rgb_paths.h"

int fk_fill(uint8_t *canvas, int width, int height, size_t stride,
            uint8_t r, uint8_t g, uint8_t b, uint8_t a) {
    int status = fk_check_rows(width, height, 4, stride);
    if (status != FK_OK) return status;
    const uint8_t pixel[4] = {r, g, b, a};
    for (int y = 0; y < height; y++) {
        uint8_t *row = canvas + (size_t)y * stride;
        if (y > 0) {
            memcpy(row, canvas, (size_t)width * 4);
            continue;
        }
        for (int x = 0; x < width; x++) memcpy(row + 4 * (size_t)x, pixel, 4);
    }
    return FK_OK;
}

// The one place that chooses fk_to_rgb's path: SSSE3 where the CPU has it, the portable words
// for the rest of each row.
int fk_to_rgb(const uint8_t *canvas, int width, int height, size_t stride, uint8_t *rgb) {
    int status = fk_check_rows(width, height, 4, stride);
    if (status == FK_OK) status = fk_check_rows(width, height, 3, (size_t)width * 3);
    if (status != FK_OK) return status;
#if defined(__x86_64__)
    const int shuffles = __builtin_cpu_supports("ssse3");
#else
    const int shuffles = 0;
#endif
    for (int y = 0; y < height; y++) {
        const uint8_t *in = canvas + (size_t)y * stride;
        uint8_t *out = rgb + (size_t)y * width * 3;
        int x = shuffles ? fk_to_rgb_ssse3(in, out, width) : 0;
        fk_to_rgb_scalar(in + 4 * x, out + 3 * x, width - x);
    }
    return FK_OK;
}

int fk_unpremultiply(const uint8_t *canvas, int width, int height, size_t stride, uint8_t *rgba) {
    int status = fk_check_rows(width, height, 4, stride);
    if (status != FK_OK) return status;
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
    return FK_OK;
}
