// pixelmatch's per-pixel comparison of two RGBA frames, with its anti-aliasing detector and
// diff picture. Every pixel of every compared pair goes through here, which is why it is C:
// it is the whole cost of a diff once the PNGs are decoded.
//
// Colour distances are doubles, as pixelmatch computes them. No fused multiply-adds (the pragma)
// and SSE2 arithmetic on x86-64 make every machine give the same counts and the same diff bytes.
#include "frame_kernels.h"

#include <stdint.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "pixel_math.h"
#include "sizes.h"

#pragma STDC FP_CONTRACT OFF

// One pixel's luma (Y) and chroma (I, Q) after laying it over white (Kotsarenko and Ramos, 2010:
// "Measuring perceived color difference using YIQ NTSC transmission color space in mobile
// applications").
typedef struct {
    double y, i, q;
} yiq;

static inline yiq yiq_of(const uint8_t *p) {
    double r = p[0], g = p[1], b = p[2];
    if (p[3] < 255) {
        double coverage = (double)p[3] / 255;
        r = 255 + (r - 255) * coverage;
        g = 255 + (g - 255) * coverage;
        b = 255 + (b - 255) * coverage;
    }
    yiq c = {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223,
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189,
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694,
    };
    return c;
}

// Squared, weighted YIQ distance between two pixels.
static inline double colour_delta(const uint8_t *a, const uint8_t *b) {
    yiq p = yiq_of(a), q = yiq_of(b);
    double dy = p.y - q.y, di = p.i - q.i, dq = p.q - q.q;
    return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq;
}

typedef struct {
    const uint8_t *pixels;
    int width, height;
} frame;

static inline uint32_t word_at(frame f, int64_t index) { return fk_load(f.pixels + 4 * (size_t)index); }

// True when the pixel has three or more neighbours of exactly its colour (its missing side
// counting as one on the border).
static int has_many_equal_neighbours(frame f, int64_t index) {
    int x = (int)(index % f.width), y = (int)(index / f.width);
    int x0 = x > 0 ? x - 1 : 0, y0 = y > 0 ? y - 1 : 0;
    int x1 = x + 1 < f.width ? x + 1 : f.width - 1, y1 = y + 1 < f.height ? y + 1 : f.height - 1;
    int equal = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0;
    uint32_t colour = word_at(f, index);
    for (int ny = y0; ny <= y1; ny++) {
        for (int nx = x0; nx <= x1; nx++) {
            if (nx == x && ny == y) continue;
            if (word_at(f, (int64_t)ny * f.width + nx) == colour && ++equal > 2) return 1;
        }
    }
    return 0;
}

// V. Vyšniauskas's test (2009), as pixelmatch applies it: the pixel sits on a slope (at most two
// neighbours as bright, at least one darker and one brighter), and its darkest or brightest
// neighbour lies in a flat area in both frames. Neighbours are scanned column by column, as
// pixelmatch does: where two tie as the darkest or the brightest, the first met is the one tested.
static int is_antialiased(frame image, int x, int y, frame other) {
    int x0 = x > 0 ? x - 1 : 0, y0 = y > 0 ? y - 1 : 0;
    int x1 = x + 1 < image.width ? x + 1 : image.width - 1, y1 = y + 1 < image.height ? y + 1 : image.height - 1;
    int64_t centre = (int64_t)y * image.width + x;
    int equal = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0;
    // Brightness of the pixel minus a neighbour's: the most negative is the brightest neighbour.
    double lowest = 0, highest = 0;
    int64_t brightest_at = 0, darkest_at = 0;
    const uint8_t *centre_pixel = image.pixels + 4 * (size_t)centre;
    double centre_luma = yiq_of(centre_pixel).y;
    for (int nx = x0; nx <= x1; nx++) {
        for (int ny = y0; ny <= y1; ny++) {
            if (nx == x && ny == y) continue;
            int64_t neighbour = (int64_t)ny * image.width + nx;
            double delta = word_at(image, centre) == word_at(image, neighbour)
                               ? 0
                               : centre_luma - yiq_of(image.pixels + 4 * (size_t)neighbour).y;
            if (delta == 0) {
                if (++equal > 2) return 0;
            } else if (delta < lowest) {
                lowest = delta;
                brightest_at = neighbour;
            } else if (delta > highest) {
                highest = delta;
                darkest_at = neighbour;
            }
        }
    }
    if (lowest == 0 || highest == 0) return 0;
    return (has_many_equal_neighbours(image, darkest_at) && has_many_equal_neighbours(other, darkest_at)) ||
           (has_many_equal_neighbours(image, brightest_at) && has_many_equal_neighbours(other, brightest_at));
}

static inline void paint(uint8_t *diff, int64_t index, uint8_t r, uint8_t g, uint8_t b) {
    uint8_t *p = diff + 3 * (size_t)index;
    p[0] = r;
    p[1] = g;
    p[2] = b;
}

// The expected pixel's luma as grey, blended towards white: `fade` times its alpha of it shows.
static inline void paint_faded(uint8_t *diff, int64_t index, const uint8_t *p, double fade) {
    double luma = p[0] * 0.29889531 + p[1] * 0.58662247 + p[2] * 0.11448223;
    double grey = 255 + (luma - 255) * fade * ((double)p[3] / 255);
    if (grey < 0) grey = 0;
    if (grey > 255) grey = 255;
    uint8_t level = (uint8_t)(grey + 0.5);
    paint(diff, index, level, level, level);
}

static inline int inside_any(const int64_t *rects, int count, int64_t x, int64_t y) {
    for (int i = 0; i < count; i++) {
        const int64_t *r = rects + 4 * (size_t)i;
        if (x >= r[0] && y >= r[1] && x - r[0] < r[2] && y - r[1] < r[3]) return 1;
    }
    return 0;
}

// Mixes the ignored colour half into a region of the diff picture, within rows [first_row,
// end_row), so a reviewer sees the mask.
static void tint(uint8_t *diff, const int64_t *r, int width, int first_row, int end_row) {
    int64_t x0 = r[0] > 0 ? r[0] : 0, y0 = r[1] > first_row ? r[1] : first_row;
    int64_t x1 = r[0] + r[2], y1 = r[1] + r[3];
    if (x1 > width) x1 = width;
    if (y1 > end_row) y1 = end_row;
    for (int64_t y = y0; y < y1; y++) {
        for (int64_t x = x0; x < x1; x++) {
            uint8_t *p = diff + 3 * (size_t)(y * width + x);
            p[0] = (uint8_t)((p[0] + 96) / 2);
            p[1] = (uint8_t)((p[1] + 160) / 2);
            p[2] = (uint8_t)((p[2] + 255) / 2);
        }
    }
}

// The first pixel from `x` on, before `end`, whose bytes differ between two rows; `end` when
// none. Frames that are compared mostly agree: four pixels a step pass over the equal runs.
static inline int next_difference(const uint8_t *a, const uint8_t *b, int x, int end) {
#if defined(__SSE2__)
    for (; x + 4 <= end; x += 4) {
        __m128i pa = _mm_loadu_si128((const __m128i *)(const void *)(a + 4 * (size_t)x));
        __m128i pb = _mm_loadu_si128((const __m128i *)(const void *)(b + 4 * (size_t)x));
        unsigned unequal = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(pa, pb)) ^ 0xFFFFu;
        if (unequal) return x + __builtin_ctz(unequal) / 4;
    }
#endif
    for (; x < end; x++)
        if (fk_load(a + 4 * (size_t)x) != fk_load(b + 4 * (size_t)x)) return x;
    return end;
}

int fk_compare_rows(const uint8_t *expected, const uint8_t *actual, int width, int height, int first_row,
                    int end_row, double max_delta, int detect_antialiasing, double fade, uint8_t *diff,
                    const int64_t *ignore, int ignore_count, int64_t *different, int64_t *antialiased) {
    int status = fk_check_rows(width, height, 4, 4 * (size_t)width);
    if (status == FK_OK && diff) status = fk_check_rows(width, height, 3, 3 * (size_t)width);
    if (status != FK_OK) return status;
    if (first_row < 0 || end_row < first_row || end_row > height) return FK_INVALID;
    if (ignore_count < 0 || (ignore_count > 0 && !ignore)) return FK_INVALID;
    for (int i = 0; i < ignore_count; i++) {
        int64_t sum;
        const int64_t *r = ignore + 4 * (size_t)i;
        if (__builtin_add_overflow(r[0], r[2], &sum) || __builtin_add_overflow(r[1], r[3], &sum)) return FK_TOO_LARGE;
    }
    if (!(fade >= 0)) fade = 0;
    if (fade > 1) fade = 1;
    frame a = {expected, width, height}, b = {actual, width, height};
    int64_t changed = 0, smoothed = 0;
    for (int y = first_row; y < end_row; y++) {
        int64_t row = (int64_t)y * width;
        const uint8_t *row_a = expected + 4 * (size_t)row, *row_b = actual + 4 * (size_t)row;
        for (int x = 0; x < width; x++) {
            // Without a picture to paint, an equal pixel needs nothing: go to the next that differs.
            if (!diff && (x = next_difference(row_a, row_b, x, width)) == width) break;
            int64_t index = row + x;
            const uint8_t *pa = expected + 4 * (size_t)index, *pb = actual + 4 * (size_t)index;
            if (fk_load(pa) == fk_load(pb) || (ignore_count > 0 && inside_any(ignore, ignore_count, x, y)) ||
                !(colour_delta(pa, pb) > max_delta)) {
                if (diff) paint_faded(diff, index, pa, fade);
                continue;
            }
            if (detect_antialiasing && (is_antialiased(a, x, y, b) || is_antialiased(b, x, y, a))) {
                smoothed++;
                if (diff) paint(diff, index, 255, 255, 0);
            } else {
                changed++;
                if (diff) paint(diff, index, 255, 0, 0);
            }
        }
    }
    if (diff)
        for (int i = 0; i < ignore_count; i++) tint(diff, ignore + 4 * (size_t)i, width, first_row, end_row);
    *different = changed;
    *antialiased = smoothed;
    return FK_OK;
}

int fk_compare_pixels(const uint8_t *expected, const uint8_t *actual, int width, int height, double max_delta,
                      int detect_antialiasing, double fade, uint8_t *diff, const int64_t *ignore, int ignore_count,
                      int64_t *different, int64_t *antialiased) {
    return fk_compare_rows(expected, actual, width, height, 0, height < 0 ? 0 : height, max_delta,
                           detect_antialiasing, fade, diff, ignore, ignore_count, different, antialiased);
}
