// Writing PNG chunks and filtered rows, shared by the PNG and APNG encoders.
#ifndef PNG_WRITE_H
#define PNG_WRITE_H

#include <libdeflate.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "frame_kernels.h"

static inline void put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

// A chunk's length and type go before `data`, its CRC (over type and data) after it.
static inline void frame_chunk(uint8_t *chunk, const char type[4], size_t length) {
    put32(chunk, (uint32_t)length);
    memcpy(chunk + 4, type, 4);
    put32(chunk + 8 + length, (uint32_t)libdeflate_crc32(0, chunk + 4, length + 4));
}

// One filtered row: its filter byte, then `line` as it is (None) or less `above` (Up).
static inline void filter_row(uint8_t *f, const uint8_t *line, const uint8_t *above, size_t row) {
    if (!above) {
        f[0] = 0;
        memcpy(f + 1, line, row);
        return;
    }
    f[0] = 2;
    for (size_t i = 0; i < row; i++) f[1 + i] = (uint8_t)(line[i] - above[i]);
}

static inline int valid_compressor(int encoder, int level) {
    return encoder == FK_PNG_LIBDEFLATE ? level >= 0 && level <= 9 : encoder == FK_PNG_ISAL && level >= 1 && level <= 2;
}

// Libdeflate's level 0 stores the rows unfiltered: a stored file gains nothing from filtering.
static inline int filters(int encoder, int level) { return !(encoder == FK_PNG_LIBDEFLATE && level == 0); }

#endif
