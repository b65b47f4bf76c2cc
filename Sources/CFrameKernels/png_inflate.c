#include "png_inflate.h"

#include <libdeflate.h>

#include "frame_kernels.h"

static uint32_t get32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

// After libdeflate refused a zlib stream: whether only its Adler-32 is wrong, that is the header
// is valid, its DEFLATE data inflates to exactly `expected` bytes, and the four bytes after it
// are not those bytes' checksum. Only on a refusal, so a good file pays nothing for the words.
static int only_checksum_wrong(struct libdeflate_decompressor *decompressor, const uint8_t *in, size_t size,
                               uint8_t *out, size_t expected) {
    if (size < 6 || (in[0] & 0x0F) != 8 || (in[0] >> 4) > 7 || ((in[0] << 8) | in[1]) % 31 != 0 || (in[1] & 0x20))
        return 0;
    size_t taken = 0;
    // The DEFLATE data as libdeflate's zlib reader bounds it: the stream less its header and trailer.
    if (libdeflate_deflate_decompress_ex(decompressor, in + 2, size - 6, out, expected, &taken, NULL) !=
        LIBDEFLATE_SUCCESS)
        return 0;
    return (uint32_t)libdeflate_adler32(1, out, expected) != get32(in + 2 + taken);
}

// libpng reads the image data with zlib, which checks the Adler-32 when it reaches the stream's
// end; a mismatch is an error unless an application turns the check off
// (png_set_crc_action(PNG_CRC_QUIET_USE) or PNG_IGNORE_ADLER32). libdeflate checks it the same way.
int fk_png_inflate(const uint8_t *compressed, size_t size, uint8_t *out, size_t expected, size_t *used,
                   const char **why) {
    struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
    if (decompressor == NULL) {
        *why = "out of memory decoding the PNG";
        return FK_NO_MEMORY;
    }
    *used = 0;
    enum libdeflate_result result =
        libdeflate_zlib_decompress_ex(decompressor, compressed, size, out, expected, used, NULL);
    int status = result == LIBDEFLATE_SUCCESS ? FK_OK : FK_INVALID;
    if (result == LIBDEFLATE_SHORT_OUTPUT)
        *why = "truncated PNG: the image data stops before the last row";
    else if (result == LIBDEFLATE_INSUFFICIENT_SPACE)
        *why = "corrupt PNG: more image data than the IHDR's size";
    else if (result != LIBDEFLATE_SUCCESS)
        *why = only_checksum_wrong(decompressor, compressed, size, out, expected)
                   ? "corrupt PNG: the image data's Adler-32 checksum does not match"
                   : "corrupt PNG: the image data does not inflate";
    libdeflate_free_decompressor(decompressor);
    return status;
}
