// The image data of a PNG inflated for `cardrender diff` (fk_png_decode and fk_png_check): one
// whole-buffer inflate with libdeflate, the zlib stream's Adler-32 checked.
#ifndef PNG_INFLATE_H
#define PNG_INFLATE_H

#include <stddef.h>
#include <stdint.h>

// Inflates the zlib stream `compressed` (`size` bytes) into exactly `expected` bytes of `out`.
// FK_OK with *used the bytes the stream took (trailing bytes are the caller's to judge);
// FK_NO_MEMORY; or FK_INVALID with the reason, a static string, in *why: the stream stops
// before `expected` bytes, holds more, does not inflate, or its Adler-32 does not match the rows.
int fk_png_inflate(const uint8_t *compressed, size_t size, uint8_t *out, size_t expected, size_t *used,
                   const char **why);

#endif
