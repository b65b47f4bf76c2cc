// The encoder alone: encodes PNGs that cardrender wrote, read into memory first (not timed), with
// cardrender's own encoder (`fk_png_encode`: Up filter, then libdeflate or ISA-L) on one thread,
// and prints the CPU seconds and the bytes written: what a render's encoding costs with nothing
// else around it. Built and run by bench/run.py.
// usage: encode-alone LEVEL|fast FILE.png...
#include "frame_kernels.h"
#include "own-png.h"
#include <string.h>
#include <time.h>

static double cpu_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: encode-alone LEVEL|fast FILE.png...\n"); return 2; }
    int fast = strcmp(argv[1], "fast") == 0;
    int level = fast ? 2 : atoi(argv[1]);
    int count = argc - 2;
    uint8_t **pixels = calloc(count, sizeof *pixels);
    int *w = calloc(count, sizeof *w), *h = calloc(count, sizeof *h), *bands = calloc(count, sizeof *bands);
    for (int i = 0; i < count; i++) {
        pixels[i] = load_png(argv[i + 2], &w[i], &h[i], &bands[i]);
        if (!pixels[i]) { fprintf(stderr, "encode-alone: cannot read %s (not one of cardrender's PNGs?)\n", argv[i + 2]); return 1; }
    }
    double started = cpu_seconds();
    size_t total = 0;
    for (int i = 0; i < count; i++) {
        uint8_t *out;
        size_t n;
        if (fk_png_encode(pixels[i], w[i], h[i], bands[i], (size_t)w[i] * bands[i], fast, level, &out, &n) != 0) {
            fprintf(stderr, "encode-alone: encoding %s failed\n", argv[i + 2]);
            return 1;
        }
        total += n;
        fk_pixels_free(out);
    }
    printf("%.4f %d %zu\n", cpu_seconds() - started, count, total);
    return 0;
}
