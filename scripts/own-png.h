// Reads back a PNG that cardrender wrote (one IDAT, rows filtered None or Up) into 8-bit
// pixels, for the encoder checks and benchmarks in scripts/ and bench/. Not a general PNG reader.
#ifndef CARDRENDER_OWN_PNG_H
#define CARDRENDER_OWN_PNG_H

#include <libdeflate.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

// Our own PNGs only: one IDAT, filters None and Up.
static uint8_t *load_png(const char *path, int *w, int *h, int *bands) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *b = malloc(n);
    fread(b, 1, n, f);
    fclose(f);
    *w = (b[16] << 24) | (b[17] << 16) | (b[18] << 8) | b[19];
    *h = (b[20] << 24) | (b[21] << 16) | (b[22] << 8) | b[23];
    int ct = b[25];
    *bands = ct == 0 ? 1 : ct == 4 ? 2 : ct == 2 ? 3 : 4;
    size_t off = 33;
    uint32_t len = (b[off] << 24) | (b[off + 1] << 16) | (b[off + 2] << 8) | b[off + 3];
    size_t row = (size_t)*w * *bands;
    size_t fsize = (row + 1) * *h;
    uint8_t *filtered = malloc(fsize);
    struct libdeflate_decompressor *d = libdeflate_alloc_decompressor();
    if (libdeflate_zlib_decompress(d, b + off + 8, len, filtered, fsize, NULL) != 0) return NULL;
    uint8_t *px = malloc(row * *h);
    for (int y = 0; y < *h; y++) {
        uint8_t *f = filtered + (row + 1) * y;
        for (size_t i = 0; i < row; i++) px[row * y + i] = (uint8_t)(f[1 + i] + (f[0] == 2 && y > 0 ? px[row * (y - 1) + i] : 0));
        if (f[0] != 0 && f[0] != 2) return NULL;
    }
    return px;
}

#endif
