#include "png_deflate.h"

#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>

// One compressor per thread, kept for its level: allocating one per frame costs more than a
// small frame's compression (its tables are faulted in anew each time).
struct kept_compressor {
    struct libdeflate_compressor *compressor;
    int level;
};
static pthread_key_t compressor_key;
static pthread_once_t compressor_once = PTHREAD_ONCE_INIT;

static void release_compressor(void *value) {
    struct kept_compressor *kept = value;
    libdeflate_free_compressor(kept->compressor);
    free(kept);
}

static void make_compressor_key(void) { pthread_key_create(&compressor_key, release_compressor); }

static struct libdeflate_compressor *compressor_for(int level) {
    if (level < 0 || level > 9) return NULL;
    pthread_once(&compressor_once, make_compressor_key);
    struct kept_compressor *kept = pthread_getspecific(compressor_key);
    if (kept && kept->level == level) return kept->compressor;
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    if (!compressor) return NULL;
    if (!kept) {
        kept = malloc(sizeof *kept);
        if (!kept || pthread_setspecific(compressor_key, kept)) {
            free(kept);
            libdeflate_free_compressor(compressor);
            return NULL;
        }
    } else {
        libdeflate_free_compressor(kept->compressor);
    }
    kept->compressor = compressor;
    kept->level = level;
    return compressor;
}

size_t fk_libdeflate_zlib_bound(int level, size_t size) {
    struct libdeflate_compressor *compressor = compressor_for(level);
    return compressor ? libdeflate_zlib_compress_bound(compressor, size) : 0;
}

size_t fk_libdeflate_zlib(int level, const uint8_t *in, size_t size, uint8_t *out, size_t capacity) {
    struct libdeflate_compressor *compressor = compressor_for(level);
    return compressor ? libdeflate_zlib_compress(compressor, in, size, out, capacity) : 0;
}
