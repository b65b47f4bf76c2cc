// fk_shrink_box: its checks, its working buffer, and the one place that chooses between the
// SSE2 and scalar paths (shrink_box_paths.h).
#include "frame_kernels.h"

#include <stdlib.h>

#include "shrink_box_paths.h"
#include "sizes.h"
#include "working_buffers.h"

int fk_shrink_box(const uint8_t *pixels, int width, int height, int bands, size_t stride,
                  int factor, uint8_t *out) {
    if (factor < 1 || bands < 1 || bands > 4) return FK_INVALID;
    int status = fk_check_rows(width, height, (size_t)bands, stride);
    if (status != FK_OK) return status;
    uint32_t area;
    if (__builtin_mul_overflow((uint32_t)factor, (uint32_t)factor, &area)) return FK_TOO_LARGE;
    const int out_width = width / factor, out_height = height / factor;
    if (out_width == 0 || out_height == 0) return FK_OK;
    const int narrow = factor <= 257;
    size_t used, sums_size;
    if (__builtin_mul_overflow((size_t)out_width * (size_t)factor, (size_t)bands, &used) ||
        __builtin_mul_overflow(used, narrow ? sizeof(uint16_t) : sizeof(uint32_t), &sums_size))
        return FK_TOO_LARGE;
    const uint64_t reciprocal = ((1ull << 48) + area - 1) / area;
    void *sums = fk_working_alloc(sums_size);
    if (!sums) return FK_NO_MEMORY;
    for (int y = 0; y < out_height; y++) {
        const uint8_t *first = pixels + (size_t)y * factor * stride;
        uint8_t *target = out + (size_t)y * out_width * bands;
        if (!narrow) {
            fk_shrink_down32_scalar(first, stride, factor, used, sums);
            fk_shrink_across32_scalar(sums, out_width, factor, bands, area, target);
            continue;
        }
        size_t summed = 0;
#if defined(__SSE2__)
        summed = fk_shrink_down16_sse2(first, stride, factor, used, sums);
#endif
        fk_shrink_down16_scalar(first, stride, factor, summed, used, sums);
#if defined(__SSE2__)
        // A box of up to 16 x 16 bytes sums to at most 65280.
        if (bands == 4 && factor <= 16) {
            fk_shrink_across_pixels16_sse2(sums, out_width, factor, area, reciprocal, target);
            continue;
        }
#endif
        fk_shrink_across16_scalar(sums, out_width, factor, bands, area, reciprocal, target);
    }
    free(sums);
    return FK_OK;
}
