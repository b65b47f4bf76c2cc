// The size checks every kernel makes before it touches a pixel. Widths, heights and strides come
// from the caller; a product of them that overflowed would wrap into an address outside the
// buffer, so each kernel proves its rows addressable first and returns a status otherwise.
// Internal to CFrameKernels (not in include/, so Swift never sees it).
#ifndef FK_SIZES_H
#define FK_SIZES_H

#include <limits.h>
#include <stddef.h>
#include <stdint.h>

#include "frame_kernels.h"

// The bytes from the first pixel of `height` rows of `width` pixels of `pixel_bytes` bytes,
// `stride` apart, to the end of the last row's pixels, in *bytes. FK_INVALID for a negative size
// or rows that overlap (a row longer than the stride); FK_TOO_LARGE when a row would pass
// INT_MAX bytes (the loops index a row with int) or the rows' span overflows size_t.
static inline int fk_rows_span(int width, int height, size_t pixel_bytes, size_t stride, size_t *bytes) {
    if (width < 0 || height < 0) return FK_INVALID;
    size_t row, before_last;
    if (__builtin_mul_overflow((size_t)width, pixel_bytes, &row) || row > INT_MAX) return FK_TOO_LARGE;
    *bytes = 0;
    if (width == 0 || height == 0) return FK_OK;
    if (height > 1 && row > stride) return FK_INVALID;
    if (__builtin_mul_overflow((size_t)(height - 1), stride, &before_last) || __builtin_add_overflow(before_last, row, bytes))
        return FK_TOO_LARGE;
    return FK_OK;
}

// fk_rows_span for a check alone.
static inline int fk_check_rows(int width, int height, size_t pixel_bytes, size_t stride) {
    size_t bytes;
    return fk_rows_span(width, height, pixel_bytes, stride, &bytes);
}

#endif
