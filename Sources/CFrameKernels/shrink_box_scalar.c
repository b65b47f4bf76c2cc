// fk_shrink_box's portable path: plain C any CPU runs, the bytes a vector path leaves over, and
// factors too large for 16-bit sums.
#include "shrink_box_paths.h"

void fk_shrink_down16_scalar(const uint8_t *first, size_t stride, int factor, size_t from, size_t used, uint16_t *columns) {
    for (size_t i = from; i < used; i++) {
        uint16_t sum = 0;
        for (int r = 0; r < factor; r++) sum = (uint16_t)(sum + first[(size_t)r * stride + i]);
        columns[i] = sum;
    }
}

// Inlined with `bands` a constant, so the band loop unrolls.
static inline __attribute__((always_inline)) void sum_across(const uint16_t *columns, int out_width, int factor, int bands,
                                                             uint32_t area, uint64_t reciprocal, uint8_t *target) {
    for (int x = 0; x < out_width; x++, columns += (size_t)factor * bands, target += bands) {
        uint32_t box[4] = {0, 0, 0, 0};
        for (int c = 0; c < factor; c++)
            for (int b = 0; b < bands; b++) box[b] += columns[(size_t)c * bands + b];
        for (int b = 0; b < bands; b++) target[b] = fk_shrink_mean(box[b], area, reciprocal);
    }
}

void fk_shrink_across16_scalar(const uint16_t *columns, int out_width, int factor, int bands, uint32_t area,
                               uint64_t reciprocal, uint8_t *target) {
    switch (bands) {
    case 1: sum_across(columns, out_width, factor, 1, area, reciprocal, target); break;
    case 2: sum_across(columns, out_width, factor, 2, area, reciprocal, target); break;
    case 3: sum_across(columns, out_width, factor, 3, area, reciprocal, target); break;
    default: sum_across(columns, out_width, factor, 4, area, reciprocal, target); break;
    }
}

void fk_shrink_down32_scalar(const uint8_t *first, size_t stride, int factor, size_t used, uint32_t *columns) {
    for (size_t i = 0; i < used; i++) columns[i] = first[i];
    for (int r = 1; r < factor; r++) {
        const uint8_t *row = first + (size_t)r * stride;
        for (size_t i = 0; i < used; i++) columns[i] += row[i];
    }
}

void fk_shrink_across32_scalar(const uint32_t *columns, int out_width, int factor, int bands, uint32_t area, uint8_t *target) {
    for (int x = 0; x < out_width; x++) {
        for (int b = 0; b < bands; b++) {
            uint64_t sum = 0;
            size_t at = (size_t)x * factor * bands + b;
            for (int c = 0; c < factor; c++) sum += columns[at + (size_t)c * bands];
            target[(size_t)x * bands + b] = (uint8_t)((sum + area / 2) / area);
        }
    }
}
