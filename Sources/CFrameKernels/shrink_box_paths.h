// The instruction-set paths of fk_shrink_box (shrink_box.c chooses between them), one file each
// so that each holds only code its instruction set can run; all give the same bytes.
// Internal to CFrameKernels.
//
// The box shrink runs once per frame for its contact-sheet thumbnail, over the whole canvas:
// rows are summed down first, each output row's `factor` source rows at once with the sums in
// registers, then the column sums across. Up to 257 rows of bytes fit 16-bit sums, twice as
// many to a vector as 32-bit ones.
#ifndef FK_SHRINK_BOX_PATHS_H
#define FK_SHRINK_BOX_PATHS_H

#include <stddef.h>
#include <stdint.h>

// Dividing by the area as a multiplication: ceil(2^48 / area) gives the exact quotient for
// every sum of up to 257 x 257 bytes (the error, under area, times the sum stays below 2^48).
static inline uint8_t fk_shrink_mean(uint32_t sum, uint32_t area, uint64_t reciprocal) {
    return (uint8_t)(((uint64_t)(sum + area / 2) * reciprocal) >> 48);
}

// Scalar (shrink_box_scalar.c).
// 16-bit sums of `factor` rows from `first`, of the bytes [from, used) of each.
void fk_shrink_down16_scalar(const uint8_t *first, size_t stride, int factor, size_t from, size_t used, uint16_t *columns);
// One row of boxes from 16-bit column sums: each box's `factor` columns added band by band.
void fk_shrink_across16_scalar(const uint16_t *columns, int out_width, int factor, int bands, uint32_t area,
                               uint64_t reciprocal, uint8_t *target);
// Factors over 257, whose sums need 32 bits: down, then across.
void fk_shrink_down32_scalar(const uint8_t *first, size_t stride, int factor, size_t used, uint32_t *columns);
void fk_shrink_across32_scalar(const uint32_t *columns, int out_width, int factor, int bands, uint32_t area, uint8_t *target);

#if defined(__SSE2__)
// SSE2 (shrink_box_sse2.c).
// fk_shrink_down16_scalar sixteen bytes at a time; returns how many bytes it summed (the rest is
// left to the scalar path).
size_t fk_shrink_down16_sse2(const uint8_t *first, size_t stride, int factor, size_t used, uint16_t *columns);
// fk_shrink_across16_scalar for four bands whose box sums fit 16 bits (factor <= 16).
void fk_shrink_across_pixels16_sse2(const uint16_t *columns, int out_width, int factor, uint32_t area,
                                    uint64_t reciprocal, uint8_t *target);
#endif

#endif
