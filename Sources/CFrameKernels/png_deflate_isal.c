#include "png_deflate.h"

#include <isa-l/igzip_lib.h>
#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

// ISA-L's igzip picks SSE, AVX2 or AVX-512 code when it starts. Only levels whose bytes are the
// same on every code path are offered (1 and 2; level 3's output differs between AVX2 and
// AVX-512 machines). The level buffer's size changes the bytes too, so it is fixed per level.
static int level_buffer_size(int level) {
    switch (level) {
    case 1: return ISAL_DEF_LVL1_DEFAULT;
    case 2: return ISAL_DEF_LVL2_DEFAULT;
    default: return 0;
    }
}

// One stream and level buffer per thread, kept for its level (both are hundreds of kilobytes:
// too big for a worker's stack, and faulting them in per frame would cost more than a frame).
struct kept_stream {
    struct isal_zstream stream;
    uint8_t *level_buffer;
    int level;
};
static pthread_key_t stream_key;
static pthread_once_t stream_once = PTHREAD_ONCE_INIT;

static void release_stream(void *value) {
    struct kept_stream *kept = value;
    free(kept->level_buffer);
    free(kept);
}

static void make_stream_key(void) { pthread_key_create(&stream_key, release_stream); }

static struct kept_stream *stream_for(int level) {
    const int size = level_buffer_size(level);
    if (size == 0) return NULL;
    pthread_once(&stream_once, make_stream_key);
    struct kept_stream *kept = pthread_getspecific(stream_key);
    if (kept && kept->level == level) return kept;
    uint8_t *buffer = malloc((size_t)size);
    if (!buffer) return NULL;
    if (!kept) {
        kept = calloc(1, sizeof *kept);
        if (!kept || pthread_setspecific(stream_key, kept)) {
            free(kept);
            free(buffer);
            return NULL;
        }
    } else {
        free(kept->level_buffer);
    }
    kept->level_buffer = buffer;
    kept->level = level;
    return kept;
}

// zlib header (2 bytes) and Adler-32 trailer (4) around DEFLATE data that, at worst, is the input
// in stored blocks of up to 65535 bytes, 5 bytes of header each, plus slack for a final block.
size_t fk_isal_zlib_bound(int level, size_t size) {
    if (level_buffer_size(level) == 0 || size > UINT32_MAX / 2) return 0;
    return 2 + size + 5 * (size / 65535 + 1) + 1024 + 4;
}

size_t fk_isal_zlib(int level, const uint8_t *in, size_t size, uint8_t *out, size_t capacity) {
    struct kept_stream *kept = stream_for(level);
    if (!kept || size > UINT32_MAX / 2 || capacity < 6 || capacity - 6 > UINT32_MAX) return 0;
    struct isal_zstream *stream = &kept->stream;
    isal_deflate_stateless_init(stream);
    stream->level = (uint32_t)level;
    stream->level_buf = kept->level_buffer;
    stream->level_buf_size = (uint32_t)level_buffer_size(level);
    stream->gzip_flag = IGZIP_DEFLATE;  // raw DEFLATE: the zlib wrapper is written here
    stream->end_of_stream = 1;
    stream->flush = NO_FLUSH;
    stream->next_in = (uint8_t *)in;
    stream->avail_in = (uint32_t)size;
    stream->next_out = out + 2;
    stream->avail_out = (uint32_t)(capacity - 6);
    if (isal_deflate_stateless(stream) != COMP_OK || stream->avail_in != 0) return 0;

    // CMF 0x78: DEFLATE, 32 KB window; FLG 0x01: "fastest" and the header check (0x7801 % 31 == 0).
    out[0] = 0x78;
    out[1] = 0x01;
    const size_t deflated = stream->total_out;
    const uint32_t adler = libdeflate_adler32(1, in, size);
    uint8_t *trailer = out + 2 + deflated;
    trailer[0] = (uint8_t)(adler >> 24);
    trailer[1] = (uint8_t)(adler >> 16);
    trailer[2] = (uint8_t)(adler >> 8);
    trailer[3] = (uint8_t)adler;
    return 2 + deflated + 4;
}
