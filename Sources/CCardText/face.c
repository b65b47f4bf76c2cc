// A font file of the caller's (ct_face): its bytes checked as a TrueType or OpenType font (the
// sfnt signature, every table inside the file, scalable outlines, a Unicode character map, every
// glyph's outline loadable) before it is opened, so that a font that opens draws.
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

static int check_face(FT_Face face) {
    if (!FT_IS_SCALABLE(face) || !FT_IS_SFNT(face)) return CT_FACE_NO_OUTLINES;
    if (face->units_per_EM < 16 || face->units_per_EM > 16384) return CT_FACE_UNREADABLE;
    if (FT_Select_Charmap(face, FT_ENCODING_UNICODE)) return CT_FACE_NO_UNICODE;
    for (FT_Long g = 0; g < face->num_glyphs; g++) {
        if (FT_Load_Glyph(face, (FT_UInt)g, FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP |
                                                FT_LOAD_NO_AUTOHINT))
            return CT_FACE_BAD_GLYPH;
        if (face->glyph->format != FT_GLYPH_FORMAT_OUTLINE) return CT_FACE_NO_OUTLINES;
    }
    return 0;
}

int ct_face_open(const uint8_t *bytes, size_t length, ct_face **out, int *problem) {
    if (!bytes || !out || !problem) return CT_INVALID;
    *out = NULL;
    *problem = 0;
    if (length > CT_MAX_FACE_BYTES) {
        *problem = CT_FACE_TOO_LARGE;
        return CT_FONT_ERROR;
    }
    if ((*problem = check_tables(bytes, length)) != 0) return CT_FONT_ERROR;
    ct_face *face = calloc(1, sizeof(ct_face));
    if (!face) return CT_NO_MEMORY;
    face->bytes = malloc(length);
    if (!face->bytes || FT_Init_FreeType(&face->library)) {
        ct_face_close(face);
        return CT_NO_MEMORY;
    }
    memcpy(face->bytes, bytes, length);
    if (FT_New_Memory_Face(face->library, face->bytes, (FT_Long)length, 0, &face->face)) {
        face->face = NULL;
        *problem = CT_FACE_UNREADABLE;
    } else {
        *problem = check_face(face->face);
    }
    if (*problem) {
        ct_face_close(face);
        return CT_FONT_ERROR;
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
