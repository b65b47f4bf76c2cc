// Text drawn by cardrender itself from the font files it ships, so that a label's pixels depend
// only on the font file, the string, the size and this code: not on Pango, fontconfig, FreeType's
// rasteriser or the libvips build. libraqm (over HarfBuzz and FriBidi) shapes and orders each
// line, libunibreak finds where lines may break, FreeType reads the unhinted outlines and the
// colour emoji bitmaps; the coverage rasteriser, the emboldening of Droid Sans Fallback and the
// emoji scaling are this target's own exact integer code. Every symbol is prefixed ct_.
#ifndef CARD_TEXT_H
#define CARD_TEXT_H

#include <stddef.h>
#include <stdint.h>

// What the functions return: CT_OK, or why they did nothing. Every size computed from the
// arguments (a path's points, an image's bytes) is checked before memory is touched.
enum {
    CT_OK = 0,
    CT_INVALID = -1,      // a NULL argument, text that is not UTF-8, a size or option out of range
    CT_TOO_LARGE = -2,    // the text, the size or the drawing would pass the limits below
    CT_NO_MEMORY = -3,    // memory for the work could not be had
    CT_FONT_ERROR = -4,   // a font file could not be opened, or FreeType could not load a glyph
    CT_SHAPING_ERROR = -5 // libraqm could not lay a line out
};

// Limits that bound the work and memory of one call.
#define CT_MAX_TEXT_BYTES 65536    // UTF-8 bytes of one text
#define CT_MIN_SIZE_64 64          // 1 pixel per em, in 64ths of a pixel
#define CT_MAX_SIZE_64 (2048 * 64) // 2048 pixels per em
#define CT_MAX_SIDE 16384          // pixels on either side of a drawn image
#define CT_MAX_COORDINATE (1 << 24) // a path coordinate, in 256ths of a pixel (65536 pixels)
#define CT_INK_MARGIN_EMS 2         // ink farther than this outside the laid-out box is not drawn

// ---- The rasteriser --------------------------------------------------------------------------

// A path of straight edges in 256ths of a pixel, y pointing down; curves are flattened into
// edges as they are added, by a fixed integer rule, so a path is the same on every CPU.
typedef struct ct_path ct_path;

// A new, empty path (CT_NO_MEMORY when none could be made). Pair with ct_path_free.
int ct_path_new(ct_path **out);
void ct_path_free(ct_path *path);

// Starts a contour at (x, y), closing the one before with a straight edge back to its start.
int ct_path_move_to(ct_path *path, int32_t x, int32_t y);
// A straight edge from the current point.
int ct_path_line_to(ct_path *path, int32_t x, int32_t y);
// A quadratic Bézier (TrueType's curve) from the current point, flattened into
// 1 + isqrt(|p0 - 2 p1 + p2|₁ / 32) edges (at most 256): within 1/32 pixel of the curve.
int ct_path_quad_to(ct_path *path, int32_t cx, int32_t cy, int32_t x, int32_t y);
// A cubic Bézier (CFF's curve), flattened the same way with the larger second difference.
int ct_path_cubic_to(ct_path *path, int32_t c1x, int32_t c1y, int32_t c2x, int32_t c2y, int32_t x, int32_t y);
// Closes the current contour with a straight edge back to its start.
int ct_path_close(ct_path *path);
// The pixels the path's edges touch, [x0, x1) x [y0, y1); all zero for an empty path.
void ct_path_bounds(const ct_path *path, int *x0, int *y0, int *x1, int *y1);

// The coverage of the path, closed, in the window of `width` x `height` pixels whose top-left
// corner is the pixel (left, top), into `coverage` (one byte a pixel, 255 where the pixel is
// wholly inside). Each pixel's coverage is the exact signed area under the path's edges in it,
// accumulated in integers (a whole pixel is 2 x 256 x 256), its magnitude capped at a whole
// pixel: where contours overlap, as the fonts' composite glyphs and emboldened outlines do,
// this is the non-zero rule, and a hole's opposite winding cancels. When `area` is not NULL it
// receives the sum of the capped coverage over the window in those units, before rounding to
// 8 bits: a test's exact check. The path may pass the window's edges.
int ct_path_fill(const ct_path *path, int left, int top, int width, int height, uint8_t *coverage, size_t stride,
                 int64_t *area);

// ---- Scaling a colour bitmap -----------------------------------------------------------------

// Scales premultiplied RGBA `source` (sw x sh) to `dw` x `dh` by exact area averaging in
// integers (each destination pixel the rounded, area-weighted mean of the source pixels under
// it): a colour emoji's bitmap at the size asked for.
int ct_scale_rgba(const uint8_t *source, int sw, int sh, size_t source_stride, uint8_t *out, int dw, int dh,
                  size_t out_stride);

// ---- Fonts and text --------------------------------------------------------------------------

// The shipped fonts, opened once and shared; calls that use them take its lock.
typedef struct ct_fonts ct_fonts;

// The font files, in this order.
enum {
    CT_FONT_INTER_REGULAR = 0,
    CT_FONT_INTER_MEDIUM,
    CT_FONT_INTER_SEMIBOLD,
    CT_FONT_INTER_BOLD,
    CT_FONT_ARABIC,  // Noto Sans Arabic Bold
    CT_FONT_CJK,     // Droid Sans Fallback, drawn emboldened
    CT_FONT_HANGUL,  // NanumSquare Bold: Hangul syllables and compatibility jamo come only from it
    CT_FONT_EMOJI,   // Noto Color Emoji: CBDT bitmaps
    CT_FONT_HEBREW,  // Noto Sans Hebrew Bold: last, so it draws only what no font before it has
    CT_FONT_COUNT,
    CT_FONT_OWN = CT_FONT_COUNT + 1  // a request's own font (ct_request.face), in ct_glyph_info
};

// Opens the CT_FONT_COUNT font files at `paths`, in the order above. CT_FONT_ERROR names no file:
// the caller knows which it passed.
int ct_fonts_open(const char *const *paths, int count, ct_fonts **out);
void ct_fonts_close(ct_fonts *fonts);

// Which shipped font draws `character` when it follows `previous` (0 at a paragraph's start)
// and precedes `next` (0 at its end): CT_FONT_COUNT when none has it. For tests and for naming
// characters no shipped font has.
int ct_fonts_choose(ct_fonts *fonts, int weight, uint32_t previous, uint32_t character, uint32_t next);

// A font file of the caller's, a TrueType or OpenType font read into memory: drawn in front of
// the shipped fonts for the characters it has, the shipped fonts drawing the rest. It is used
// under the lock of the ct_fonts it is drawn with and its own.
typedef struct ct_face ct_face;

// Why ct_face_open refused the bytes, in problem->code.
enum {
    CT_FACE_NOT_SFNT = 1,      // not a TrueType or OpenType font (no sfnt signature: WOFF, a collection...)
    CT_FACE_TRUNCATED = 2,     // its table directory names bytes past the end
    CT_FACE_UNREADABLE = 3,    // FreeType could not open it
    CT_FACE_NO_OUTLINES = 4,   // no scalable outlines (a bitmap-only font)
    CT_FACE_NO_UNICODE = 5,    // no Unicode character map
    CT_FACE_BAD_GLYPH = 6,     // a glyph's outline cannot be read
    CT_FACE_TOO_LARGE = 7,     // more than CT_MAX_FACE_BYTES
    CT_FACE_BAD_EM = 8,        // units per em (value) outside CT_MIN_UNITS_PER_EM ... CT_MAX_UNITS_PER_EM
    CT_FACE_DEEP_COMPOSITE = 9,    // glyph's composite nests deeper than CT_MAX_COMPOSITE_DEPTH, or in a loop
    CT_FACE_MANY_COMPONENTS = 10,  // glyph is made of more than CT_MAX_GLYPH_COMPONENTS components (value)
    CT_FACE_MANY_POINTS = 11,      // glyph has more than CT_MAX_GLYPH_POINTS points (value), its components' counted
    CT_FACE_TOO_COMPLEX = 12,      // all glyphs together: more than CT_MAX_FACE_POINTS points or
                                   //   CT_MAX_FACE_COMPONENTS components, composites counted whole
    CT_FACE_GLYPH_REACH = 13,      // glyph's outline or advance reaches value units from its origin: more
                                   //   than CT_MAX_GLYPH_EMS em
    CT_FACE_LINE_REACH = 14        // the ascender or descender is value units from the baseline: more than
                                   //   CT_MAX_LINE_EMS em
};
#define CT_MAX_FACE_BYTES 67108864  // 64 MiB

// What a font's drawing may cost, checked before it opens (a font's glyphs are at most 65,535).
#define CT_MIN_UNITS_PER_EM 16       // the OpenType range of head.unitsPerEm
#define CT_MAX_UNITS_PER_EM 16384
#define CT_MAX_COMPOSITE_DEPTH 16    // composite glyphs within composite glyphs
#define CT_MAX_GLYPH_COMPONENTS 1024 // the components one glyph is drawn from, nested ones counted
#define CT_MAX_GLYPH_POINTS 16384    // the points of one glyph's outline, its components' counted
#define CT_MAX_FACE_POINTS 33554432  // the points of all glyphs, each composite's counted whole
#define CT_MAX_FACE_COMPONENTS 1048576  // the components of all composite glyphs, nested ones counted
#define CT_MAX_GLYPH_EMS 16          // how far a glyph's outline and advance reach from its origin
#define CT_MAX_LINE_EMS 4            // how far the ascender and descender lie from the baseline

// Why a font was refused: what, for which glyph, and the number found.
typedef struct {
    int code;              // CT_FACE_...; 0 when the font opened
    uint32_t glyph;        // the glyph concerned, for the glyph problems
    int64_t value;         // the number found (units per em, components, points, or font units of reach)
    int32_t units_per_em;  // the font's, once read (0 before)
} ct_face_problem;

// Opens the font in `bytes` (copied), checking its table directory, its em, and every glyph's
// outline: loadable, and within the limits above, composites counted without FreeType following
// them (each glyph is read once on its own, then its components' counts added), so the check's
// work is bounded by CT_MAX_FACE_POINTS whatever the file. A font that opens draws.
// CT_FONT_ERROR with `problem` saying why when it is refused.
int ct_face_open(const uint8_t *bytes, size_t length, ct_face **out, ct_face_problem *problem);
void ct_face_close(ct_face *face);
// The glyphs in the font, for tests.
int ct_face_glyph_count(const ct_face *face);
// 1 when the font draws `character` (a glyph with an outline, or nothing to draw for a space or a
// format character), else 0: a character it maps to an empty glyph falls back.
int ct_face_has(ct_face *face, uint32_t character);

// What to draw.
typedef struct {
    const char *utf8;    // the text; lines end at U+000A, U+000D, U+2028, U+2029
    size_t length;       // its bytes
    int32_t size_64;     // pixels per em, in 64ths
    int32_t max_width;   // lines are wrapped at this many pixels; 0: only at line ends
    int alignment;       // 0 start (the right edge in a right-to-left paragraph), 1 centre, 2 end
    int weight;          // Inter's weight: CT_FONT_INTER_REGULAR ... CT_FONT_INTER_BOLD
    int rgba;            // 0: one-band coverage, emoji as silhouettes; 1: premultiplied RGBA
    uint8_t red, green, blue, alpha; // the text's colour for rgba (straight); alpha fades emoji too
    ct_face *face;       // NULL, or a font drawn in front of Inter for the characters it has
} ct_request;

// What was drawn: the pixels the ink covers, cropped to it.
typedef struct {
    uint8_t *pixels;     // width x height x channels bytes, rows packed; free with ct_image_free
    int width, height, channels;
    int layout_left, layout_top;    // the laid-out text's box (lines at their pitch, each line's
    int layout_width, layout_height; //   advance) relative to the image's top-left pixel
    int baseline;        // the first line's baseline, in pixels below the box's top
    int missing;         // characters no shipped font has (drawn as Inter's missing-glyph box)
    uint32_t first_missing; // the first of them
} ct_image;

// Lays out and draws a text. On success `out` holds the image (width or height 0 when there is
// no ink, as for spaces alone); otherwise `out` is zeroed.
int ct_draw(ct_fonts *fonts, const ct_request *request, ct_image *out);

// What ct_draw would give, less its pixels (`out->pixels` NULL): the ink's size, the layout and
// the missing characters, found from the glyphs' outlines and the emoji's places alone, nothing
// rasterised or scaled. Sizing a text to a box asks this of each size it tries.
int ct_draw_size(ct_fonts *fonts, const ct_request *request, ct_image *out);
void ct_image_free(ct_image *image);

// The laid-out text, for tests: the shipped font (or CT_FONT_OWN) and glyph of each glyph, line after line and in
// visual (left-to-right) order within a line, and the text index (in Unicode scalars) it came
// from. Fills at most `capacity` entries and returns how many glyphs there are, or a negative status.
typedef struct {
    int font;
    uint32_t glyph;
    uint32_t cluster;
    int32_t x_64;    // pen position of the glyph's origin
    int32_t line;    // which wrapped line
} ct_glyph_info;
int ct_layout(ct_fonts *fonts, const ct_request *request, ct_glyph_info *glyphs, int capacity);

#endif
