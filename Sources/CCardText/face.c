// A font file of the caller's (ct_face): its bytes checked as a TrueType or OpenType font (the
// sfnt signature, every table inside the file, scalable outlines, an em and line metrics in range,
// a Unicode character map, every glyph's outline loadable and what drawing it costs bounded)
// before it is opened, so that a font that opens draws, in bounded time and memory.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#include FT_OUTLINE_H
#include <hb.h>
#include <stdlib.h>
#include <string.h>

#include "fonts_internal.h"

static uint32_t be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

// The sfnt header and table directory: 0 when every table lies inside the file, else the problem.
static int check_tables(const uint8_t *bytes, size_t length) {
    if (length < 12) return CT_FACE_NOT_SFNT;
    const uint32_t version = be32(bytes);
    // TrueType outlines (1.0, or Apple's 'true'), or CFF ('OTTO').
    if (version != 0x00010000 && version != 0x74727565 && version != 0x4F54544F) return CT_FACE_NOT_SFNT;
    const size_t tables = (size_t)bytes[4] << 8 | bytes[5];
    if (tables == 0) return CT_FACE_UNREADABLE;
    if (length < 12 + tables * 16) return CT_FACE_TRUNCATED;
    for (size_t i = 0; i < tables; i++) {
        const uint8_t *record = bytes + 12 + i * 16;
        const uint64_t offset = be32(record + 8), size = be32(record + 12);
        if (offset + size > length) return CT_FACE_TRUNCATED;
    }
    return 0;
}

// What drawing a glyph costs, read before any glyph is drawn: each glyph is loaded once on its own
// (FT_LOAD_NO_RECURSE: a composite gives its components' glyph numbers, not their outlines), its
// points and components counted, and each composite's totals added up from its components', once
// for each glyph. Only then is each composite loaded whole, its work bounded by those totals.
typedef struct {
    uint32_t first, count;      // its components, in the list
    uint32_t points;            // its own outline's
    uint8_t state, depth;       // visited: 0 not yet, 1 under way, 2 counted
    uint64_t all_points, all_components;  // with its components', nested ones counted
} glyph_cost;

// A count that has passed every limit stays there, whatever is added.
#define CT_COUNT_CAP ((uint64_t)1 << 40)
static uint64_t capped(uint64_t v) { return v > CT_COUNT_CAP ? CT_COUNT_CAP : v; }

static int set_problem(ct_face_problem *p, int code, uint32_t glyph, int64_t value) {
    p->code = code;
    p->glyph = glyph;
    p->value = value;
    return code;
}

// The glyph's outline and advance within CT_MAX_GLYPH_EMS of its origin.
static int check_reach(FT_Face face, uint32_t glyph, ct_face_problem *p) {
    const int64_t limit = (int64_t)CT_MAX_GLYPH_EMS * face->units_per_EM;
    FT_BBox box = {0, 0, 0, 0};
    if (face->glyph->outline.n_points > 0) FT_Outline_Get_CBox(&face->glyph->outline, &box);
    FT_Fixed advance = 0;
    if (FT_Get_Advance(face, glyph, FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING, &advance))
        return set_problem(p, CT_FACE_BAD_GLYPH, glyph, 0);
    const int64_t reaches[] = {box.xMin, box.yMin, box.xMax, box.yMax, advance};
    int64_t farthest = 0;
    for (size_t i = 0; i < sizeof reaches / sizeof reaches[0]; i++) {
        const int64_t r = reaches[i] < 0 ? -reaches[i] : reaches[i];
        if (r > farthest) farthest = r;
    }
    return farthest > limit ? set_problem(p, CT_FACE_GLYPH_REACH, glyph, farthest) : 0;
}

// Adds up a composite's points and components from its components', depth first; `level` is how
// many composites enclose `g`.
static int count_components(glyph_cost *costs, const uint32_t *list, uint32_t g, int level) {
    glyph_cost *c = &costs[g];
    if (c->state == 2) return 0;
    if (c->state == 1 || level > CT_MAX_COMPOSITE_DEPTH) return CT_FACE_DEEP_COMPOSITE;
    c->state = 1;
    uint64_t points = c->points, components = 0;
    int depth = 0;
    for (uint32_t i = 0; i < c->count; i++) {
        const uint32_t k = list[c->first + i];
        const int status = count_components(costs, list, k, level + 1);
        if (status) return status;
        points = capped(points + costs[k].all_points);
        components = capped(components + 1 + costs[k].all_components);
        if (costs[k].depth + 1 > depth) depth = costs[k].depth + 1;
    }
    if (depth > CT_MAX_COMPOSITE_DEPTH) return CT_FACE_DEEP_COMPOSITE;
    c->all_points = points;
    c->all_components = components;
    c->depth = (uint8_t)depth;
    c->state = 2;
    return 0;
}

static const FT_Int32 unscaled = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | FT_LOAD_NO_AUTOHINT;

// Each glyph on its own: its points or its components' glyph numbers into `costs` and `list`.
static int read_glyphs(FT_Face face, glyph_cost *costs, uint32_t **list, ct_face_problem *p) {
    const uint32_t glyphs = (uint32_t)face->num_glyphs;
    size_t used = 0, capacity = 0;
    uint64_t points = 0;
    for (uint32_t g = 0; g < glyphs; g++) {
        if (FT_Load_Glyph(face, g, unscaled | FT_LOAD_NO_RECURSE)) return set_problem(p, CT_FACE_BAD_GLYPH, g, 0);
        const FT_GlyphSlot slot = face->glyph;
        if (slot->format == FT_GLYPH_FORMAT_COMPOSITE) {
            costs[g].first = (uint32_t)used;
            costs[g].count = slot->num_subglyphs;
            if (used + slot->num_subglyphs > CT_MAX_FACE_COMPONENTS)
                return set_problem(p, CT_FACE_TOO_COMPLEX, g, 0);
            if (used + slot->num_subglyphs > capacity) {
                capacity = (used + slot->num_subglyphs) * 2;
                if (capacity > CT_MAX_FACE_COMPONENTS) capacity = CT_MAX_FACE_COMPONENTS;
                uint32_t *grown = realloc(*list, capacity * sizeof(uint32_t));
                if (!grown) return -1;
                *list = grown;
            }
            for (FT_UInt i = 0; i < slot->num_subglyphs; i++) {
                FT_Int index, arg1, arg2;
                FT_UInt flags;
                FT_Matrix transform;
                if (FT_Get_SubGlyph_Info(slot, i, &index, &flags, &arg1, &arg2, &transform) || index < 0 ||
                    (uint32_t)index >= glyphs)
                    return set_problem(p, CT_FACE_BAD_GLYPH, g, 0);
                (*list)[used++] = (uint32_t)index;
            }
            continue;
        }
        if (slot->format != FT_GLYPH_FORMAT_OUTLINE) return set_problem(p, CT_FACE_NO_OUTLINES, g, 0);
        const int n = slot->outline.n_points;
        if (n > CT_MAX_GLYPH_POINTS) return set_problem(p, CT_FACE_MANY_POINTS, g, n);
        costs[g].points = (uint32_t)(n > 0 ? n : 0);
        costs[g].state = 2;
        costs[g].all_points = costs[g].points;
        points += costs[g].points;
        if (points > CT_MAX_FACE_POINTS) return set_problem(p, CT_FACE_TOO_COMPLEX, g, 0);
        const int status = check_reach(face, g, p);
        if (status) return status;
    }
    // The composites: counted, then each loaded whole.
    uint64_t components = 0;
    for (uint32_t g = 0; g < glyphs; g++) {
        if (costs[g].state == 2 && costs[g].count == 0) continue;
        if (count_components(costs, *list, g, 0)) return set_problem(p, CT_FACE_DEEP_COMPOSITE, g, 0);
        if (costs[g].all_components > CT_MAX_GLYPH_COMPONENTS)
            return set_problem(p, CT_FACE_MANY_COMPONENTS, g, (int64_t)costs[g].all_components);
        if (costs[g].all_points > CT_MAX_GLYPH_POINTS)
            return set_problem(p, CT_FACE_MANY_POINTS, g, (int64_t)costs[g].all_points);
        points += costs[g].all_points;
        components += costs[g].all_components;
        if (points > CT_MAX_FACE_POINTS || components > CT_MAX_FACE_COMPONENTS)
            return set_problem(p, CT_FACE_TOO_COMPLEX, g, 0);
    }
    for (uint32_t g = 0; g < glyphs; g++) {
        if (costs[g].count == 0) continue;
        if (FT_Load_Glyph(face, g, unscaled)) return set_problem(p, CT_FACE_BAD_GLYPH, g, 0);
        if (face->glyph->format != FT_GLYPH_FORMAT_OUTLINE) return set_problem(p, CT_FACE_NO_OUTLINES, g, 0);
        const int status = check_reach(face, g, p);
        if (status) return status;
    }
    return 0;
}

// head.unitsPerEm, read before FreeType, which refuses a font whose em is out of range without
// saying why; -1 without a head table (FreeType then says what is wrong). The tables lie inside
// the file (check_tables).
static int32_t units_per_em(const uint8_t *bytes) {
    const size_t tables = (size_t)bytes[4] << 8 | bytes[5];
    for (size_t i = 0; i < tables; i++) {
        const uint8_t *record = bytes + 12 + i * 16;
        if (memcmp(record, "head", 4) != 0 || be32(record + 12) < 20) continue;
        const uint8_t *head = bytes + be32(record + 8);
        return (int32_t)head[18] << 8 | head[19];
    }
    return -1;
}

static int check_face(FT_Face face, ct_face_problem *p) {
    if (!FT_IS_SCALABLE(face) || !FT_IS_SFNT(face)) return set_problem(p, CT_FACE_NO_OUTLINES, 0, 0);
    const int64_t em = face->units_per_EM;
    p->units_per_em = (int32_t)em;
    if (em < CT_MIN_UNITS_PER_EM || em > CT_MAX_UNITS_PER_EM) return set_problem(p, CT_FACE_BAD_EM, 0, em);
    // Lines are spaced by the ascender and descender: a line box of many ems would be drawn whole.
    const int64_t ascender = face->ascender < 0 ? -(int64_t)face->ascender : face->ascender;
    const int64_t descender = face->descender < 0 ? -(int64_t)face->descender : face->descender;
    const int64_t line_reach = ascender > descender ? ascender : descender;
    if (line_reach > CT_MAX_LINE_EMS * em) return set_problem(p, CT_FACE_LINE_REACH, 0, line_reach);
    if (FT_Select_Charmap(face, FT_ENCODING_UNICODE)) return set_problem(p, CT_FACE_NO_UNICODE, 0, 0);
    if (face->num_glyphs <= 0) return set_problem(p, CT_FACE_NO_OUTLINES, 0, 0);
    glyph_cost *costs = calloc((size_t)face->num_glyphs, sizeof(glyph_cost));
    uint32_t *list = NULL;
    const int status = costs ? read_glyphs(face, costs, &list, p) : -1;
    free(costs);
    free(list);
    return status;
}

int ct_face_open(const uint8_t *bytes, size_t length, ct_face **out, ct_face_problem *problem) {
    if (!bytes || !out || !problem) return CT_INVALID;
    *out = NULL;
    memset(problem, 0, sizeof *problem);
    if (length > CT_MAX_FACE_BYTES) {
        problem->code = CT_FACE_TOO_LARGE;
        return CT_FONT_ERROR;
    }
    if ((problem->code = check_tables(bytes, length)) != 0) return CT_FONT_ERROR;
    const int32_t em = units_per_em(bytes);
    if (em >= 0 && (em < CT_MIN_UNITS_PER_EM || em > CT_MAX_UNITS_PER_EM)) {
        set_problem(problem, CT_FACE_BAD_EM, 0, em);
        return CT_FONT_ERROR;
    }
    ct_face *face = calloc(1, sizeof(ct_face));
    if (!face) return CT_NO_MEMORY;
    face->bytes = malloc(length);
    if (!face->bytes || FT_Init_FreeType(&face->library)) {
        ct_face_close(face);
        return CT_NO_MEMORY;
    }
    memcpy(face->bytes, bytes, length);
    int status = 0;
    if (FT_New_Memory_Face(face->library, face->bytes, (FT_Long)length, 0, &face->face)) {
        face->face = NULL;
        problem->code = CT_FACE_UNREADABLE;
    } else {
        status = check_face(face->face, problem);
    }
    if (status < 0 || problem->code) {
        ct_face_close(face);
        if (status < 0) memset(problem, 0, sizeof *problem);
        return status < 0 ? CT_NO_MEMORY : CT_FONT_ERROR;
    }
    pthread_mutex_init(&face->lock, NULL);
    face->locked = 1;
    *out = face;
    return CT_OK;
}

void ct_face_close(ct_face *face) {
    if (!face) return;
    if (face->face) FT_Done_Face(face->face);
    if (face->library) FT_Done_FreeType(face->library);
    if (face->locked) pthread_mutex_destroy(&face->lock);
    free(face->bytes);
    free(face);
}

int ct_face_glyph_count(const ct_face *face) { return face ? (int)face->face->num_glyphs : CT_INVALID; }

int ct_own_face_draws(FT_Face face, uint32_t character) {
    const FT_UInt glyph = FT_Get_Char_Index(face, character);
    if (glyph == 0) return 0;
    switch (hb_unicode_general_category(hb_unicode_funcs_get_default(), character)) {
    case HB_UNICODE_GENERAL_CATEGORY_SPACE_SEPARATOR:
    case HB_UNICODE_GENERAL_CATEGORY_LINE_SEPARATOR:
    case HB_UNICODE_GENERAL_CATEGORY_PARAGRAPH_SEPARATOR:
    case HB_UNICODE_GENERAL_CATEGORY_CONTROL:
    case HB_UNICODE_GENERAL_CATEGORY_FORMAT:
        return 1;
    default:
        break;
    }
    // Variation selectors and tags draw nothing either.
    if ((character >= 0xFE00 && character <= 0xFE0F) || (character >= 0xE0000 && character <= 0xE0FFF)) return 1;
    if (FT_Load_Glyph(face, glyph, FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | FT_LOAD_NO_AUTOHINT))
        return 0;
    return face->glyph->format == FT_GLYPH_FORMAT_OUTLINE && face->glyph->outline.n_contours > 0;
}

int ct_face_has(ct_face *face, uint32_t character) {
    if (!face) return 0;
    pthread_mutex_lock(&face->lock);
    const int has = ct_own_face_draws(face->face, character);
    pthread_mutex_unlock(&face->lock);
    return has;
}

void ct_fonts_lock(ct_fonts *fonts, ct_face *own) {
    pthread_mutex_lock(&fonts->lock);
    if (own) pthread_mutex_lock(&own->lock);
    fonts->faces[CT_FONT_OWN] = own ? own->face : NULL;
}

void ct_fonts_unlock(ct_fonts *fonts, ct_face *own) {
    fonts->faces[CT_FONT_OWN] = NULL;
    if (own) pthread_mutex_unlock(&own->lock);
    pthread_mutex_unlock(&fonts->lock);
}
