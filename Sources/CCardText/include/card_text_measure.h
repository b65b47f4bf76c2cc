// Measuring a text before it is drawn, so that the caller can cut it to what can show: how much
// room each character takes, from the shaped glyphs and their ink, with nothing rasterised.
#ifndef CARD_TEXT_MEASURE_H
#define CARD_TEXT_MEASURE_H

#include <stddef.h>
#include <stdint.h>

#include "card_text.h"

// The room one Unicode scalar of a text takes, in 64ths of a pixel. A glyph counts for the first
// scalar of its cluster (a letter and its accents, an emoji sequence), the others taking none.
typedef struct {
    int64_t advance_64;   // its glyphs' advances
    int64_t overhang_64;  // how far their ink passes their advances, on either side (an italic's tail)
    int64_t top_64;       // their ink's highest point above the baseline (0 when none reaches above)
    int64_t bottom_64;    // and its lowest, y up (0 when none reaches below)
} ct_extent;

// Shapes each paragraph of `request` whole, on one line (max_width and alignment are not used),
// and fills `extents` with each of its Unicode scalars' room in the order they are written: the
// shipped fonts' glyphs and the request's own font's, as ct_draw would choose them. Fills at most
// `capacity` entries and returns how many scalars the text has, or a negative status.
int ct_measure(ct_fonts *fonts, const ct_request *request, ct_extent *extents, size_t capacity);

#endif
