// Opening the shipped fonts, and which of them draws each character: a fixed order of fonts and
// a few rules for characters that follow their neighbour (docs/scenes.md lists them).
#include <hb.h>
#include <stdlib.h>
#include <string.h>

#include "fonts_internal.h"

int ct_fonts_open(const char *const *paths, int count, ct_fonts **out) {
    if (!paths || !out || count != CT_FONT_COUNT) return CT_INVALID;
    *out = NULL;
    ct_fonts *fonts = calloc(1, sizeof(ct_fonts));
    if (!fonts) return CT_NO_MEMORY;
    if (FT_Init_FreeType(&fonts->library)) {
        free(fonts);
        return CT_NO_MEMORY;
    }
    for (int i = 0; i < CT_FONT_COUNT; i++) {
        if (!paths[i] || FT_New_Face(fonts->library, paths[i], 0, &fonts->faces[i])) {
            ct_fonts_close(fonts);
            return CT_FONT_ERROR;
        }
    }
    // Noto Color Emoji is bitmaps of one size (109 pixels per em), scaled by ct_scale_rgba.
    FT_Face emoji = fonts->faces[CT_FONT_EMOJI];
    if (emoji->num_fixed_sizes < 1 || FT_Select_Size(emoji, 0) || emoji->available_sizes[0].y_ppem <= 0) {
        ct_fonts_close(fonts);
        return CT_FONT_ERROR;
    }
    fonts->emoji_ppem_64 = (int32_t)emoji->available_sizes[0].y_ppem;
    pthread_mutex_init(&fonts->lock, NULL);
    *out = fonts;
    return CT_OK;
}

void ct_fonts_close(ct_fonts *fonts) {
    if (!fonts) return;
    for (int i = 0; i < CT_FONT_COUNT; i++)
        if (fonts->faces[i]) FT_Done_Face(fonts->faces[i]);
    if (fonts->library) FT_Done_FreeType(fonts->library);
    if (fonts->emoji_ppem_64) pthread_mutex_destroy(&fonts->lock);
    free(fonts);
}

int ct_fonts_set_size(ct_fonts *fonts, int32_t size_64) {
    for (int i = 0; i < CT_FONT_COUNT; i++) {
        if (i == CT_FONT_EMOJI) continue;
        if (FT_Set_Char_Size(fonts->faces[i], 0, size_64, 72, 72)) return CT_FONT_ERROR;
    }
    if (fonts->faces[CT_FONT_OWN] && FT_Set_Char_Size(fonts->faces[CT_FONT_OWN], 0, size_64, 72, 72))
        return CT_FONT_ERROR;
    return CT_OK;
}

// Hangul syllables and compatibility jamo: Droid Sans Fallback has a few of them, and comes
// before NanumSquare, so "가요" would be drawn half in each; they come from NanumSquare alone.
static int nanum_only(uint32_t c) { return (c >= 0x3130 && c <= 0x318F) || (c >= 0xAC00 && c <= 0xD7AF); }

static int has(ct_fonts *fonts, int face, uint32_t c) {
    if (face == CT_FONT_CJK && nanum_only(c)) return 0;
    if (face == CT_FONT_OWN) return ct_own_face_draws(fonts->faces[face], c);
    return FT_Get_Char_Index(fonts->faces[face], c) != 0;
}

// Characters shown as emoji: those with emoji presentation of their own (the pictographs from
// U+1F000 on) and any followed by VARIATION SELECTOR-16.
static int wants_emoji(uint32_t c, uint32_t next) { return next == 0xFE0F || (c >= 0x1F000 && c <= 0x1FAFF); }

// Characters that keep the font of the one before when it has them, as Pango keeps a run's font
// across them: spaces, marks and format characters (joiners, variation selectors, tags).
static int follows_previous(uint32_t c) {
    switch (hb_unicode_general_category(hb_unicode_funcs_get_default(), c)) {
    case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK:
    case HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK:
    case HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK:
    case HB_UNICODE_GENERAL_CATEGORY_FORMAT:
    case HB_UNICODE_GENERAL_CATEGORY_SPACE_SEPARATOR:
        return 1;
    default:
        return (c >= 0x1F3FB && c <= 0x1F3FF);  // skin tones
    }
}

// Default-ignorable characters draw nothing; they stay with the font before them even when it
// lacks them, so an emoji's joiners and selectors reach the emoji font's shaping.
static int ignorable(uint32_t c) {
    return c == 0x200B || c == 0x200C || c == 0x200D || c == 0x2060 || (c >= 0xFE00 && c <= 0xFE0F) ||
           (c >= 0xE0000 && c <= 0xE0FFF);
}

static int choose(ct_fonts *fonts, int weight, int previous_face, uint32_t c, uint32_t next) {
    // Not a space after an emoji: the emoji font's space is an emoji wide.
    const int space = hb_unicode_general_category(hb_unicode_funcs_get_default(), c) ==
                      HB_UNICODE_GENERAL_CATEGORY_SPACE_SEPARATOR;
    if (previous_face >= 0 && follows_previous(c) && (ignorable(c) || has(fonts, previous_face, c)) &&
        !(space && previous_face == CT_FONT_EMOJI))
        return previous_face;
    if (wants_emoji(c, next) && has(fonts, CT_FONT_EMOJI, c)) return CT_FONT_EMOJI;
    static const int fallbacks[] = {CT_FONT_ARABIC, CT_FONT_CJK, CT_FONT_HANGUL, CT_FONT_EMOJI, CT_FONT_HEBREW};
    // The request's own font, in front of the shipped ones.
    if (fonts->faces[CT_FONT_OWN] && has(fonts, CT_FONT_OWN, c)) return CT_FONT_OWN;
    if (has(fonts, weight, c)) return weight;
    for (size_t i = 0; i < sizeof fallbacks / sizeof fallbacks[0]; i++)
        if (has(fonts, fallbacks[i], c)) return fallbacks[i];
    if (ignorable(c)) return previous_face >= 0 ? previous_face : weight;
    return CT_FONT_COUNT;
}

// Chooses each character's font in turn, carrying the previous choice. `faces` gets one entry a
// character; a character no font has gets the main font (its missing-glyph box) and is counted.
int ct_choose_faces(ct_fonts *fonts, int weight, const uint32_t *text, size_t count, int *faces, int *missing,
                    uint32_t *first_missing) {
    int previous = -1;
    for (size_t i = 0; i < count; i++) {
        const uint32_t c = text[i];
        if (c == '\n' || c == '\r' || c == 0x2028 || c == 0x2029) {
            faces[i] = weight;
            previous = -1;
            continue;
        }
        int face = choose(fonts, weight, previous, c, i + 1 < count ? text[i + 1] : 0);
        if (face == CT_FONT_COUNT) {
            if (*missing == 0) *first_missing = c;
            (*missing)++;
            face = weight;
        }
        faces[i] = face;
        previous = face;
    }
    return CT_OK;
}

int ct_fonts_choose(ct_fonts *fonts, int weight, uint32_t previous, uint32_t character, uint32_t next) {
    if (!fonts || weight < CT_FONT_INTER_REGULAR || weight > CT_FONT_INTER_BOLD) return CT_INVALID;
    ct_fonts_lock(fonts, NULL);
    int previous_face = previous ? choose(fonts, weight, -1, previous, character) : -1;
    if (previous_face == CT_FONT_COUNT) previous_face = weight;
    const int face = choose(fonts, weight, previous_face, character, next);
    ct_fonts_unlock(fonts, NULL);
    return face;
}
