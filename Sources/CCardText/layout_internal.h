// A laid-out text, between the layout and the drawing.
#ifndef CT_LAYOUT_INTERNAL_H
#define CT_LAYOUT_INTERNAL_H

#include "fonts_internal.h"

typedef struct {
    int face;
    uint32_t glyph;
    uint32_t cluster;    // the text index (in scalars) it came from
    int64_t x_64, y_64;  // its origin, from the layout box's top-left corner, y down
    int line;
} ct_placed;

typedef struct {
    ct_placed *glyphs;
    size_t count, capacity;
    int64_t width_64, height_64, baseline_64;
    int lines, missing;
    uint32_t first_missing;
} ct_layout_result;

// The request's arguments within their limits.
int ct_check_request(const ct_request *request);

// Lays `request` out. Under the fonts' lock. Pair with ct_layout_result_free.
int ct_lay_out(ct_fonts *fonts, const ct_request *request, ct_layout_result *out);
void ct_layout_result_free(ct_layout_result *result);

#endif
