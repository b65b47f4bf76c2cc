// The shipped fonts as FreeType faces, shared by the files that lay text out and draw it.
#ifndef CT_FONTS_INTERNAL_H
#define CT_FONTS_INTERNAL_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include <pthread.h>

#include "card_text.h"
#include "text_internal.h"

// The faces' slots: the shipped fonts, an empty one (CT_FONT_COUNT, "none"), and the request's own.
#define CT_FACE_SLOTS (CT_FONT_OWN + 1)

struct ct_fonts {
    FT_Library library;
    FT_Face faces[CT_FACE_SLOTS];  // faces[CT_FONT_OWN]: the request's own font during a call, else NULL
    int32_t emoji_ppem_64;  // the emoji strike's size, in 64ths of a pixel
    pthread_mutex_t lock;   // FreeType faces hold their size: one call uses them at a time
};

struct ct_face {
    FT_Library library;  // its own, so that opening and closing it never touch the shipped fonts'
    FT_Face face;
    uint8_t *bytes;      // the font, which FreeType reads from memory
    pthread_mutex_t lock;
    int locked;          // the lock was made
};

// Whether a font of the caller's draws `character`: it maps it to a glyph, and that glyph has an
// outline unless the character draws nothing (a space, a format character). Some fonts map
// characters they do not draw to empty glyphs (NanumSquare's ideographs); those fall back.
// Under the face's lock.
int ct_own_face_draws(FT_Face face, uint32_t character);

// Takes the fonts' lock and `own`'s (when not NULL), and puts `own` in its slot for the call.
void ct_fonts_lock(ct_fonts *fonts, ct_face *own);
// Empties the slot and lets both locks go.
void ct_fonts_unlock(ct_fonts *fonts, ct_face *own);

// Sets every face to `size_64` pixels per em (the emoji face keeps its one strike), the request's
// own font too. Under the lock.
int ct_fonts_set_size(ct_fonts *fonts, int32_t size_64);

// Appends glyph `glyph` of `face` to `path` with its origin at (x_64, y_64) in 64ths of a pixel,
// y down; Droid Sans Fallback's glyphs emboldened. Only when the pixels its points touch meet
// `window` (any, when NULL): `*added` says whether it was, and `bounds` gets those pixels then.
// Under the lock.
int ct_glyph_outline(ct_fonts *fonts, int face, uint32_t glyph, int32_t size_64, int64_t x_64, int64_t y_64,
                     const ct_box *window, ct_path *path, ct_box *bounds, int *added);

// Each character's font (an index of the CT_FONT_ enum), counting those no font has.
int ct_choose_faces(ct_fonts *fonts, int weight, const uint32_t *text, size_t count, int *faces, int *missing,
                    uint32_t *first_missing);

#endif
