// The two DEFLATE back ends of the PNG encoder. Each turns the filtered rows into a
// complete zlib stream (header, DEFLATE data, Adler-32 trailer), as an IDAT holds it.
#ifndef PNG_DEFLATE_H
#define PNG_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

// The most bytes a zlib stream of `size` input bytes can take at `level`; 0 when the
// level is not offered or memory runs out.
size_t fk_libdeflate_zlib_bound(int level, size_t size);
size_t fk_isal_zlib_bound(int level, size_t size);

// Compresses `size` bytes into `out` (at least the bound above); returns the stream's
// length, or 0 on failure.
size_t fk_libdeflate_zlib(int level, const uint8_t *in, size_t size, uint8_t *out, size_t capacity);
size_t fk_isal_zlib(int level, const uint8_t *in, size_t size, uint8_t *out, size_t capacity);

#endif
