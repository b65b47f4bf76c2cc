// Premultiplied RGBA pixel arithmetic on 32-bit words, two channels per multiply.
// Internal to CFrameKernels (not in include/, so Swift never sees it).
#ifndef FK_PIXEL_MATH_H
#define FK_PIXEL_MATH_H

#include <stdint.h>
#include <string.h>

#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "CFrameKernels reads RGBA pixels as little-endian 32-bit words"
#endif

static inline uint32_t fk_load(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

static inline void fk_store(uint8_t *p, uint32_t v) { memcpy(p, &v, 4); }

// a + (b - a) * f / 256 for all four channels, rounded (f 0-256).
static inline uint32_t fk_lerp(uint32_t a, uint32_t b, uint32_t f) {
    uint32_t g = 256 - f;
    uint32_t rb = (((a & 0x00FF00FFu) * g + (b & 0x00FF00FFu) * f + 0x00800080u) >> 8) & 0x00FF00FFu;
    uint32_t ag = (((a >> 8) & 0x00FF00FFu) * g + ((b >> 8) & 0x00FF00FFu) * f + 0x00800080u) & 0xFF00FF00u;
    return rb | ag;
}

// p * k / 255 for all four channels, rounded (k 0-255).
static inline uint32_t fk_scale(uint32_t p, uint32_t k) {
    uint32_t rb = (p & 0x00FF00FFu) * k + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((p >> 8) & 0x00FF00FFu) * k + 0x00800080u;
    ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ag;
}

// Premultiplied source over destination. Channels never exceed alpha, so nothing overflows.
static inline uint32_t fk_over_pixel(uint32_t source, uint32_t destination) {
    uint32_t alpha = source >> 24;
    if (alpha == 255) return source;
    return source + fk_scale(destination, 255 - alpha);
}

#endif
