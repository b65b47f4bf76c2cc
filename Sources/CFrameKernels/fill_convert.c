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

void fk_to_rgb(const uint8_t *canvas, int width, int height, size_t stride, uint8_t *rgb) {
    for (int y = 0; y < height; y++) {
        const uint8_t *in = canvas + (size_t)y * stride;
        uint8_t *out = rgb + (size_t)y * width * 3;
        for (int x = 0; x < width; x++) {
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

void fk_shrink_box(const uint8_t *pixels, int width, int height, int bands, size_t stride,
                   int factor, uint8_t *out) {
    if (factor < 1 || bands < 1 || bands > 4) return;
    const int out_width = width / factor, out_height = height / factor;
    const size_t used = (size_t)out_width * factor * bands;
    const uint32_t area = (uint32_t)factor * (uint32_t)factor;
    // Rows are summed down first (a straight, vectorisable pass), then across.
    uint32_t *columns = malloc(used * sizeof *columns);
    if (!columns) return;
    for (int y = 0; y < out_height; y++) {
        memset(columns, 0, used * sizeof *columns);
        for (int r = 0; r < factor; r++) {
            const uint8_t *row = pixels + (size_t)(y * factor + r) * stride;
            for (size_t i = 0; i < used; i++) columns[i] += row[i];
        }
        uint8_t *target = out + (size_t)y * out_width * bands;
        for (int x = 0; x < out_width; x++) {
            for (int b = 0; b < bands; b++) {
                uint32_t sum = 0;
                for (int c = 0; c < factor; c++) sum += columns[((size_t)x * factor + c) * bands + b];
                target[x * bands + b] = (uint8_t)((sum + area / 2) / area);
            }
        }
    }
    free(columns);
}
