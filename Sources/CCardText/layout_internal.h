// A laid-out text, between the layout and the drawing.
#ifndef CT_LAYOUT_INTERNAL_H
#define CT_LAYOUT_INTERNAL_H

#include <raqm.h>

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

// The characters that end a line: U+000A, U+000D, U+2028, U+2029.
static inline int ct_is_line_end(uint32_t c) { return c == '\n' || c == '\r' || c == 0x2028 || c == 0x2029; }

// Unicode's noncharacters: U+FDD0-U+FDEF and the last two code points of every plane (U+FFFE,
// U+FFFF, U+1FFFE ... U+10FFFF).
static inline int ct_is_noncharacter(uint32_t c) { return (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE; }

// UTF-8 to Unicode scalars (`out` has room for `length`), refusing overlong forms and values past
// U+10FFFF. A surrogate's bytes and a noncharacter are read as U+FFFD, which every library behind
// the text takes.
int ct_decode(const char *utf8, size_t length, uint32_t *out, size_t *count);

// The face slot behind one of raqm's glyphs (CT_FONT_COUNT when none).
int ct_face_of(ct_fonts *fonts, FT_Face face);

// Shapes text[start, end) with each run of one font given that font, in direction `rtl`. The
// caller destroys *rq.
int ct_shape(ct_fonts *fonts, const uint32_t *text, const int *faces, size_t start, size_t end, int rtl, raqm_t **rq,
             raqm_glyph_t **glyphs, size_t *count);

// A glyph's advance and offsets in 64ths of a pixel: the emoji font's are in its strike's pixels.
int64_t ct_scaled(const ct_fonts *fonts, int face, int64_t v, int32_t size_64);

// Lays `request` out. Under the fonts' lock. Pair with ct_layout_result_free.
int ct_lay_out(ct_fonts *fonts, const ct_request *request, ct_layout_result *out);
void ct_layout_result_free(ct_layout_result *result);

#endif
