// For scripts/check-png-cpus.sh: encodes fixed pictures (the synthetic ones of
// PNGEncoderChecksumTests, and the PNG files named on the command line, which must be
// cardrender's own: one IDAT, rows filtered None or Up) with every compression fk_png_encode
// accepts, into OUT_DIR, for sha256sum. Also writes raw ISA-L DEFLATE at levels 0-3, including
// level 3 (not offered), whose bytes differ between code paths: it shows whether another path
// actually ran. usage: png-cpu-check OUT_DIR [frame.png ...]
#include "frame_kernels.h"
#include "own-png.h"
#include <isa-l/igzip_lib.h>
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint8_t *synthetic(int width, int height, int bands, uint64_t seed) {
    uint8_t *p = malloc((size_t)width * height * bands);
    uint64_t state = seed;
    size_t i = 0;
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++)
            for (int b = 0; b < bands; b++) {
                uint8_t v;
                if (y % 37 < 5) {
                    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
                    v = (uint8_t)(state >> 56);
                } else if ((x / 48 + y / 48) % 3 == 0) {
                    v = (uint8_t)(b * 60 + (int)seed * 13);
                } else {
                    v = (uint8_t)(x * (b + 1) / 3 + y / 2 + b * 50);
                }
                p[i++] = v;
            }
    return p;
}

static void save(const char *dir, const char *name, const uint8_t *b, size_t n) {
    char path[1100];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    fwrite(b, 1, n, f);
    fclose(f);
}

int main(int argc, char **argv) {
    const char *dir = argv[1];
    struct { const char *name; uint8_t *px; int w, h, bands; } pics[8];
    int count = 0;
    pics[count++] = (typeof(pics[0])){"synthetic-rgb", synthetic(320, 240, 3, 1), 320, 240, 3};
    pics[count++] = (typeof(pics[0])){"synthetic-rgba", synthetic(200, 150, 4, 2), 200, 150, 4};
    pics[count++] = (typeof(pics[0])){"synthetic-grey", synthetic(97, 61, 1, 3), 97, 61, 1};
    for (int i = 2; i < argc; i++) {
        int w, h, bands;
        uint8_t *px = load_png(argv[i], &w, &h, &bands);
        if (!px) { fprintf(stderr, "cannot load %s\n", argv[i]); return 1; }
        pics[count++] = (typeof(pics[0])){argv[i], px, w, h, bands};
    }
    for (int p = 0; p < count; p++) {
        char name[512], label[256];
        snprintf(label, sizeof label, "%s", pics[p].name);
        for (char *c = label; *c; c++) if (*c == '/') *c = '_';
        for (int e = 0; e < 2; e++)
            for (int level = 0; level <= 9; level++) {
                uint8_t *out;
                size_t n;
                if (fk_png_encode(pics[p].px, pics[p].w, pics[p].h, pics[p].bands, (size_t)pics[p].w * pics[p].bands, e, level, &out, &n) != 0) continue;
                snprintf(name, sizeof name, "%s.%s-%d.png", label, e ? "isal" : "libdeflate", level);
                save(dir, name, out, n);
                fk_pixels_free(out);
            }
        // Raw ISA-L at every level, on the rows as they are (no filter).
        size_t size = (size_t)pics[p].w * pics[p].h * pics[p].bands;
        static const int bufs[4] = {ISAL_DEF_LVL0_DEFAULT, ISAL_DEF_LVL1_DEFAULT, ISAL_DEF_LVL2_DEFAULT, ISAL_DEF_LVL3_DEFAULT};
        for (int level = 0; level <= 3; level++) {
            struct isal_zstream s;
            isal_deflate_stateless_init(&s);
            uint8_t *lb = malloc(bufs[level] + 1);
            uint8_t *out = malloc(size * 2 + 4096);
            s.level = level; s.level_buf = lb; s.level_buf_size = bufs[level];
            s.end_of_stream = 1; s.next_in = pics[p].px; s.avail_in = size;
            s.next_out = out; s.avail_out = size * 2 + 4096;
            int r = isal_deflate_stateless(&s);
            snprintf(name, sizeof name, "%s.raw-isal-%d.bin", label, level);
            if (r == COMP_OK) save(dir, name, out, s.total_out);
            free(lb); free(out);
        }
    }
    return 0;
}
