#include "frame_kernels.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// Every block carries its capacity in a header, so a block can be matched on reuse.
#define HEADER 64
// Room for what a frame frees (its canvas, its PNG, a layer or two) on each of two threads: a
// block the pool no longer holds comes back from the system as fresh pages, a fault for each.
#define KEPT_BLOCKS 12
#define KEPT_BYTES (24u << 20)
#define POOLED_FROM (256u << 10)

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static uint8_t *kept[KEPT_BLOCKS];
static size_t kept_count, kept_bytes;

static size_t capacity_of(const uint8_t *block) {
    size_t capacity;
    memcpy(&capacity, block, sizeof capacity);
    return capacity;
}

void *fk_pixels_alloc(size_t size) {
    if (size == 0) size = 1;
    if (size > SIZE_MAX - HEADER) return NULL;
    if (size >= POOLED_FROM) {
        pthread_mutex_lock(&lock);
        // The smallest kept block that holds `size` without wasting more than a quarter.
        size_t best = KEPT_BLOCKS;
        for (size_t i = 0; i < kept_count; i++) {
            size_t capacity = capacity_of(kept[i]);
            if (capacity >= size && capacity - size <= size / 4 &&
                (best == KEPT_BLOCKS || capacity < capacity_of(kept[best])))
                best = i;
        }
        uint8_t *block = NULL;
        if (best != KEPT_BLOCKS) {
            block = kept[best];
            kept_bytes -= capacity_of(block);
            kept[best] = kept[--kept_count];
        }
        pthread_mutex_unlock(&lock);
        if (block) return block + HEADER;
    }
    uint8_t *block = malloc(HEADER + size);
    if (!block) return NULL;
    memcpy(block, &size, sizeof size);
    return block + HEADER;
}

void fk_pixels_free(void *pixels) {
    if (!pixels) return;
    uint8_t *block = (uint8_t *)pixels - HEADER;
    size_t capacity = capacity_of(block);
    if (capacity < POOLED_FROM || capacity > KEPT_BYTES) {
        free(block);
        return;
    }
    uint8_t *evicted[KEPT_BLOCKS];
    size_t evicted_count = 0;
    pthread_mutex_lock(&lock);
    // Full: let the oldest go (sizes change between animations; recent ones repeat).
    while (kept_count == KEPT_BLOCKS || (kept_count > 0 && kept_bytes + capacity > KEPT_BYTES)) {
        evicted[evicted_count++] = kept[0];
        kept_bytes -= capacity_of(kept[0]);
        for (size_t i = 1; i < kept_count; i++) kept[i - 1] = kept[i];
        kept_count--;
    }
    kept[kept_count++] = block;
    kept_bytes += capacity;
    pthread_mutex_unlock(&lock);
    for (size_t i = 0; i < evicted_count; i++) free(evicted[i]);
}
