// What the files of CCardText share and Swift never sees.
#ifndef CT_TEXT_INTERNAL_H
#define CT_TEXT_INTERNAL_H

#include <stdint.h>

#include "card_text.h"

// a / b rounded to nearest, halves towards plus infinity, for any signs (b not 0): the one
// rounding rule of every division here, so a coordinate comes out the same on every CPU.
static inline int64_t ct_div_round(int64_t a, int64_t b) {
    if (b < 0) {
        a = -a;
        b = -b;
    }
    int64_t n = 2 * a + b, d = 2 * b;
    int64_t q = n / d;
    if ((n % d != 0) && (n < 0)) q--;
    return q;
}

// The integer square root (floor) of v.
static inline uint64_t ct_isqrt(uint64_t v) {
    uint64_t r = 0, bit = (uint64_t)1 << 62;
    while (bit > v) bit >>= 2;
    while (bit) {
        if (v >= r + bit) {
            v -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
        bit >>= 2;
    }
    return r;
}

#endif
