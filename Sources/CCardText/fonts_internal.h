// The shipped fonts as FreeType faces, shared by the files that lay text out and draw it.
#ifndef CT_FONTS_INTERNAL_H
#define CT_FONTS_INTERNAL_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include <pthread.h>

#include "card_text.h"
#include "text_internal.h"

struct ct_fonts {
    FT_Library library;
    FT_Face faces[CT_FONT_COUNT];
    int32_t emoji_ppem_64;  // the emoji strike's size, in 64ths of a pixel
    pthread_mutex_t lock;   // FreeType faces hold their size: one call uses them at a time
};

// Sets every face to `size_64` pixels per em (the emoji face keeps its one strike). Under the lock.
int ct_fonts_set_size(ct_fonts *fonts, int32_t size_64);

// Appends glyph `glyph` of `face` to `path` with its origin at (x_64, y_64) in 64ths of a pixel,
// y down; Droid Sans Fallback's glyphs emboldened. Under the lock.
int ct_glyph_outline(ct_fonts *fonts, int face, uint32_t glyph, int32_t size_64, int64_t x_64, int64_t y_64,
                     ct_path *path);

// Each character's font (an index of the CT_FONT_ enum), counting those no font has.
int ct_choose_faces(ct_fonts *fonts, int weight, const uint32_t *text, size_t count, int *faces, int *missing,
                    uint32_t *first_missing);

#endif
