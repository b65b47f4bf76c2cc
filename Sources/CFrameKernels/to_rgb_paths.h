// The instruction-set paths of fk_to_rgb (fill_convert.c chooses between them), one file each so
// that each holds only code its instruction set can run. Each converts the front of one row of
// premultiplied RGBA to packed RGB, reading a group of pixels before writing it (so a row
// converts in place), and returns how many pixels it did. Internal to CFrameKernels.
#ifndef FK_TO_RGB_PATHS_H
#define FK_TO_RGB_PATHS_H

#include <stdint.h>

// Eight pixels at a time with SSSE3's byte shuffle; only where the CPU has SSSE3.
int fk_to_rgb_ssse3(const uint8_t *in, uint8_t *out, int width);

// Four pixels at a time as 32-bit words, then one at a time: every pixel of the row.
int fk_to_rgb_scalar(const uint8_t *in, uint8_t *out, int width);

#endif
