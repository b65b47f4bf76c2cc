// Measuring a text before it is drawn: each paragraph shaped whole, as the layout shapes it, and
// each glyph's advance and ink (FreeType's metrics of the unhinted outline, or of the emoji
// bitmap scaled to the size) counted for the scalar its cluster starts at.
#include <fribidi.h>
#include <stdlib.h>
#include <string.h>

#include "card_text_measure.h"
#include "layout_internal.h"

// The ink box of `glyph` of `face` at the size set, from its origin, x right and y up, in 64ths
// of a pixel: left, right, top, bottom. All 0 for a glyph without ink.
static int glyph_ink(ct_fonts *fonts, int face, uint32_t glyph, int32_t size_64, int64_t box[4]) {
    memset(box, 0, 4 * sizeof box[0]);
    const FT_Int32 flags =
        face == CT_FONT_EMOJI ? FT_LOAD_COLOR : FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | FT_LOAD_NO_AUTOHINT;
    if (FT_Load_Glyph(fonts->faces[face], glyph, flags)) return CT_FONT_ERROR;
    const FT_Glyph_Metrics *m = &fonts->faces[face]->glyph->metrics;
    if (m->width <= 0 || m->height <= 0) return CT_OK;
    box[0] = ct_scaled(fonts, face, m->horiBearingX, size_64);
    box[1] = box[0] + ct_scaled(fonts, face, m->width, size_64);
    box[2] = ct_scaled(fonts, face, m->horiBearingY, size_64);
    box[3] = box[2] - ct_scaled(fonts, face, m->height, size_64);
    if (face == CT_FONT_CJK) {  // emboldened by at most an em / 24 on either side (outline.c)
        const int64_t bold = size_64 / 24 + 1;
        box[0] -= bold, box[1] += bold, box[2] += bold, box[3] -= bold;
    }
    return CT_OK;
}

// Adds the glyphs of text[start, end), shaped in direction `rtl`, to `extents`.
static int measure_paragraph(ct_fonts *fonts, const uint32_t *text, const int *faces, size_t start, size_t end,
                             int rtl, int32_t size_64, ct_extent *extents) {
    if (end <= start) return CT_OK;
    raqm_t *rq = NULL;
    raqm_glyph_t *glyphs = NULL;
    size_t count = 0;
    int status = ct_shape(fonts, text, faces, start, end, rtl, &rq, &glyphs, &count);
    for (size_t i = 0; status == CT_OK && i < count; i++) {
        const size_t c = start + glyphs[i].cluster;
        const int face = ct_face_of(fonts, glyphs[i].ftface);
        if (c >= end || face == CT_FONT_COUNT) {
            status = CT_SHAPING_ERROR;
            break;
        }
        const int64_t advance = ct_scaled(fonts, face, glyphs[i].x_advance, size_64);
        const int64_t dx = ct_scaled(fonts, face, glyphs[i].x_offset, size_64);
        const int64_t dy = ct_scaled(fonts, face, glyphs[i].y_offset, size_64);
        int64_t box[4];
        status = glyph_ink(fonts, face, glyphs[i].index, size_64, box);
        ct_extent *e = &extents[c];
        e->advance_64 += advance;
        if (status != CT_OK || box[1] <= box[0]) continue;
        const int64_t before = -(dx + box[0]), after = dx + box[1] - advance;
        if (before > e->overhang_64) e->overhang_64 = before;
        if (after > e->overhang_64) e->overhang_64 = after;
        if (dy + box[2] > e->top_64) e->top_64 = dy + box[2];
        if (dy + box[3] < e->bottom_64) e->bottom_64 = dy + box[3];
    }
    raqm_destroy(rq);
    return status;
}

int ct_measure(ct_fonts *fonts, const ct_request *r, ct_extent *extents, size_t capacity) {
    if (!fonts || (!extents && capacity > 0)) return CT_INVALID;
    int status = ct_check_request(r);
    if (status != CT_OK) return status;
    const size_t room = r->length + 1;
    uint32_t *text = malloc(room * sizeof(uint32_t));
    int *faces = malloc(room * sizeof(int));
    FriBidiCharType *types = malloc(room * sizeof(FriBidiCharType));
    ct_extent *measured = calloc(room, sizeof(ct_extent));
    size_t count = 0;
    if (!text || !faces || !types || !measured) status = CT_NO_MEMORY;
    if (status == CT_OK) status = ct_decode(r->utf8 ? r->utf8 : "", r->length, text, &count);
    ct_fonts_lock(fonts, r->face);
    if (status == CT_OK) {
        int missing = 0;
        uint32_t first_missing = 0;
        status = ct_fonts_set_size(fonts, r->size_64);
        ct_choose_faces(fonts, r->weight, text, count, faces, &missing, &first_missing);
    }
    // Paragraphs, split at line ends, each in its own direction as the layout finds it.
    for (size_t p = 0; status == CT_OK && p < count;) {
        size_t e = p;
        while (e < count && !ct_is_line_end(text[e])) e++;
        fribidi_get_bidi_types(text + p, (FriBidiStrIndex)(e - p), types);
        const int rtl = e > p && fribidi_get_par_direction(types, (FriBidiStrIndex)(e - p)) == FRIBIDI_PAR_RTL;
        status = measure_paragraph(fonts, text, faces, p, e, rtl, r->size_64, measured);
        p = e + 1;
    }
    ct_fonts_unlock(fonts, r->face);
    if (status == CT_OK && count && capacity)
        memcpy(extents, measured, (count < capacity ? count : capacity) * sizeof(ct_extent));
    free(text);
    free(faces);
    free(types);
    free(measured);
    return status == CT_OK ? (int)count : status;
}
