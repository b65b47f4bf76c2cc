#include "frame_kernels.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

// Every block carries its capacity in a header, so a block can be matched on reuse, and whether
// it was mapped (see fresh_block), so it goes back the way it came.
#define HEADER 64
#define MAPPED_FROM ((size_t)4 << 20)
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif
#define MOST_KEPT 12

// Freed blocks kept for the next allocation of about their size: a block the pool no longer holds
// comes back from the system as fresh pages, a fault for each.
struct pool {
    pthread_mutex_t lock;
    uint8_t *kept[MOST_KEPT];
    size_t kept_count, kept_bytes;
    size_t max_blocks, max_bytes, pooled_from;
    // A kept block serves a request when it wastes at most size >> slack_shift bytes.
    int slack_shift;
};

// Room for what a frame frees (its canvas, its PNG, a layer or two) on each of two threads.
static struct pool pixels = {PTHREAD_MUTEX_INITIALIZER, {0}, 0, 0, 12, 24u << 20, 256u << 10, 2};
// Room for what a pair holds (two files' bytes and two decoded frames) on each of two threads,
// at up to 16 MB a frame. Its sizes are powers of two (see frame_size_class), and a block up to
// twice the size asked for serves: of a kept block, only the pages a request touches count.
static struct pool frames = {PTHREAD_MUTEX_INITIALIZER, {0}, 0, 0, 8, 64u << 20, 256u << 10, 0};

static size_t capacity_of(const uint8_t *block) {
    size_t capacity;
    memcpy(&capacity, block, sizeof capacity);
    return capacity;
}

// A new block of `size` bytes whose first `used` bytes are about to be written. Where those are
// 4 MB or more, it is mapped with those pages put in place by one call (MADV_POPULATE_WRITE, Linux 5.14 and
// later; older kernels fault them in as they are written): that costs about two thirds of the
// system time of faulting them in page by page. Not 2 MB pages (MADV_HUGEPAGE): where the
// kernel must compact memory to find them, a 5000×8340 pair's system time varied from 0.1 s to
// 1.5 s between runs.
static uint8_t *fresh_block(size_t size, size_t used) {
    uint8_t *block;
    int mapped = used >= MAPPED_FROM;
    if (mapped) {
        void *pages = mmap(NULL, HEADER + size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        block = pages == MAP_FAILED ? NULL : pages;
        if (block) madvise(block, HEADER + used, MADV_POPULATE_WRITE);
    } else {
        block = malloc(HEADER + size);
    }
    if (!block) return NULL;
    memcpy(block, &size, sizeof size);
    memcpy(block + sizeof size, &mapped, sizeof mapped);
    return block;
}

static void release_block(uint8_t *block) {
    int mapped;
    memcpy(&mapped, block + sizeof(size_t), sizeof mapped);
    if (mapped)
        munmap(block, HEADER + capacity_of(block));
    else
        free(block);
}

// A block of at least `size` bytes, of which the first `used` are about to be written: a kept
// one, or a new one.
static void *pool_alloc(struct pool *pool, size_t size, size_t used) {
    if (size == 0) size = 1;
    if (size > SIZE_MAX - HEADER) return NULL;
    if (size >= pool->pooled_from) {
        pthread_mutex_lock(&pool->lock);
        // The smallest kept block that holds `size` without wasting more than the pool's slack.
        size_t best = MOST_KEPT;
        for (size_t i = 0; i < pool->kept_count; i++) {
            size_t capacity = capacity_of(pool->kept[i]);
            if (capacity >= size && capacity - size <= size >> pool->slack_shift &&
                (best == MOST_KEPT || capacity < capacity_of(pool->kept[best])))
                best = i;
        }
        uint8_t *block = NULL;
        if (best != MOST_KEPT) {
            block = pool->kept[best];
            pool->kept_bytes -= capacity_of(block);
            pool->kept[best] = pool->kept[--pool->kept_count];
        }
        pthread_mutex_unlock(&pool->lock);
        if (block) return block + HEADER;
    }
    uint8_t *block = fresh_block(size, used < size ? used : size);
    return block ? block + HEADER : NULL;
}

static void pool_free(struct pool *pool, void *pixels) {
    if (!pixels) return;
    uint8_t *block = (uint8_t *)pixels - HEADER;
    size_t capacity = capacity_of(block);
    if (capacity < pool->pooled_from || capacity > pool->max_bytes) {
        release_block(block);
        return;
    }
    uint8_t *evicted[MOST_KEPT];
    size_t evicted_count = 0;
    pthread_mutex_lock(&pool->lock);
    // Full: let the oldest go (sizes change between animations; recent ones repeat).
    while (pool->kept_count == pool->max_blocks ||
           (pool->kept_count > 0 && pool->kept_bytes + capacity > pool->max_bytes)) {
        evicted[evicted_count++] = pool->kept[0];
        pool->kept_bytes -= capacity_of(pool->kept[0]);
        for (size_t i = 1; i < pool->kept_count; i++) pool->kept[i - 1] = pool->kept[i];
        pool->kept_count--;
    }
    pool->kept[pool->kept_count++] = block;
    pool->kept_bytes += capacity;
    pthread_mutex_unlock(&pool->lock);
    for (size_t i = 0; i < evicted_count; i++) release_block(evicted[i]);
}

// Not populated: the encoder asks for its worst-case output size and writes far less.
void *fk_pixels_alloc(size_t size) { return pool_alloc(&pixels, size, 0); }

void fk_pixels_free(void *pixels_) { pool_free(&pixels, pixels_); }

// Rounds a size the frame pool keeps up to a power of two: a diff's files vary in size from pair
// to pair (a deck's PNGs from 270 KB to 1.4 MB), and with exact sizes most requests found no
// kept block to fit and faulted in fresh pages. Pages past what a request touches are never
// faulted in, so the rounding costs address space, not memory.
static size_t frame_size_class(size_t size) {
    if (size < frames.pooled_from || size > frames.max_bytes)
        return size;
    size_t rounded = (size_t)1 << (64 - __builtin_clzll((unsigned long long)size - 1));
    return rounded > frames.max_bytes ? size : rounded;
}

void *fk_frame_alloc(size_t size) { return pool_alloc(&frames, frame_size_class(size), size); }

void fk_frame_free(void *frame) { pool_free(&frames, frame); }
