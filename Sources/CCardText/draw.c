// Drawing a laid-out text: every outline glyph into one path, rasterised once (so glyphs that
// touch, as Arabic's joined letters do, are one shape), the emoji bitmaps scaled and laid over
// it, all cropped to the ink. Ink is drawn only within the laid-out box and CT_INK_MARGIN_EMS
// around it, so the memory a drawing takes follows the text's box, never a glyph's reach.
#include <ft2build.h>
#include FT_FREETYPE_H
#include <stdlib.h>
#include <string.h>

#include "layout_internal.h"

typedef struct {
    int x, y, width, height;  // where it lands, in pixels from the layout box's top-left corner
    int placed;               // 1 when it lands inside the window
    uint8_t *rgba;            // premultiplied, scaled to the size asked for (NULL when only placed)
} emoji;

// The emoji glyph's bitmap, from its strike, scaled to `size_64` and placed at the pen position
// (`scale` 0: placed only, not scaled). An emoji wholly outside `window` is left out.
static int load_emoji(ct_fonts *fonts, const ct_placed *g, int32_t size_64, const ct_box *window, int scale,
                      emoji *out) {
    FT_Face face = fonts->faces[CT_FONT_EMOJI];
    if (FT_Load_Glyph(face, g->glyph, FT_LOAD_COLOR)) return CT_FONT_ERROR;
    const FT_Bitmap *b = &face->glyph->bitmap;
    memset(out, 0, sizeof *out);
    if (b->width == 0 || b->rows == 0) return CT_OK;
    if (b->pixel_mode != FT_PIXEL_MODE_BGRA || b->width > CT_MAX_SIDE || b->rows > CT_MAX_SIDE) return CT_FONT_ERROR;
    const int64_t ppem = fonts->emoji_ppem_64;
    const int sw = (int)b->width, sh = (int)b->rows;
    const int64_t dw = ct_div_round((int64_t)sw * size_64, ppem), dh = ct_div_round((int64_t)sh * size_64, ppem);
    if (dw < 1 || dh < 1) return CT_OK;
    if (dw > CT_MAX_SIDE || dh > CT_MAX_SIDE) return CT_TOO_LARGE;
    const int64_t left_64 = g->x_64 + ct_div_round((int64_t)face->glyph->bitmap_left * 64 * size_64, ppem);
    const int64_t top_64 = g->y_64 - ct_div_round((int64_t)face->glyph->bitmap_top * 64 * size_64, ppem);
    const int64_t reach = (int64_t)CT_MAX_COORDINATE / 4;  // the path's reach, in 64ths of a pixel
    if (left_64 < -reach || left_64 > reach || top_64 < -reach || top_64 > reach) return CT_TOO_LARGE;
    const int64_t x = ct_div_round(left_64, 64), y = ct_div_round(top_64, 64);
    if (x + dw <= window->x0 || x >= window->x1 || y + dh <= window->y0 || y >= window->y1) return CT_OK;
    out->width = (int)dw;
    out->height = (int)dh;
    out->x = (int)x;
    out->y = (int)y;
    if (!scale) {
        out->placed = 1;
        return CT_OK;
    }
    uint8_t *source = malloc((size_t)sw * (size_t)sh * 4);
    out->rgba = malloc((size_t)dw * (size_t)dh * 4);
    if (!source || !out->rgba) {
        free(source);
        free(out->rgba);
        out->rgba = NULL;
        return CT_NO_MEMORY;
    }
    // FreeType's BGRA is premultiplied already; only the order changes.
    for (int y = 0; y < sh; y++) {
        const uint8_t *row = b->buffer + (ptrdiff_t)y * b->pitch;
        for (int x = 0; x < sw; x++) {
            uint8_t *px = source + ((size_t)y * sw + x) * 4;
            px[0] = row[x * 4 + 2];
            px[1] = row[x * 4 + 1];
            px[2] = row[x * 4 + 0];
            px[3] = row[x * 4 + 3];
        }
    }
    int status = ct_scale_rgba(source, sw, sh, (size_t)sw * 4, out->rgba, (int)dw, (int)dh, (size_t)dw * 4);
    free(source);
    if (status != CT_OK) {
        free(out->rgba);
        memset(out, 0, sizeof *out);
        return status;
    }
    out->placed = 1;
    return CT_OK;
}

static uint8_t mul255(unsigned a, unsigned b) { return (uint8_t)((a * b + 127) / 255); }

// Edges kept in one path while glyphs are read; past them, each further glyph is read again
// and drawn on its own once the window is known, so a text of costly glyphs holds one at a time.
#define KEPT_EDGES ((size_t)1 << 20)

// Lays out and draws a text; `pixels` 0: stops once the ink's box is known, drawing nothing.
static int draw(ct_fonts *fonts, const ct_request *r, int pixels, ct_image *out) {
    if (!out) return CT_INVALID;
    memset(out, 0, sizeof *out);
    if (!fonts) return CT_INVALID;
    int status = ct_check_request(r);
    if (status != CT_OK) return status;
    ct_path *path = NULL, *alone = NULL;
    if ((status = ct_path_new(&path)) != CT_OK) return status;
    if ((status = ct_path_new(&alone)) != CT_OK) {
        ct_path_free(path);
        return status;
    }
    ct_layout_result layout;
    emoji *emojis = NULL;
    uint8_t *again = NULL;  // the glyphs to read again
    size_t emoji_count = 0;
    ct_raster raster = {0};
    ct_fonts_lock(fonts, r->face);
    status = ct_lay_out(fonts, r, &layout);
    // Where ink may be drawn: the laid-out box and CT_INK_MARGIN_EMS around it.
    const int64_t margin = ((int64_t)CT_INK_MARGIN_EMS * r->size_64 + 63) / 64;
    const ct_box window = {-margin, -margin, (layout.width_64 + 63) / 64 + margin,
                           (layout.height_64 + 63) / 64 + margin};
    if (status == CT_OK && layout.count) {
        emojis = calloc(layout.count, sizeof(emoji));
        again = calloc(layout.count, 1);
        if (!emojis || !again) status = CT_NO_MEMORY;
    }
    // The ink's box: the pixels of the glyphs' points and the emoji's.
    int64_t x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    int inked = 0;
    for (size_t i = 0; status == CT_OK && i < layout.count; i++) {
        const ct_placed *g = &layout.glyphs[i];
        if (g->face == CT_FONT_EMOJI) {
            status = load_emoji(fonts, g, r->size_64, &window, pixels, &emojis[emoji_count]);
            if (status == CT_OK && emojis[emoji_count].placed) emoji_count++;
            continue;
        }
        const size_t before = ct_path_edge_count(path);
        ct_box box;
        int added = 0;
        status = ct_glyph_outline(fonts, g->face, g->glyph, r->size_64, g->x_64, g->y_64, &window, path, &box, &added);
        if (status != CT_OK || !added) continue;
        if (ct_path_edge_count(path) > KEPT_EDGES && before > 0) {
            ct_path_truncate(path, before);
            again[i] = 1;
        }
        if (!inked) {
            x0 = box.x0, y0 = box.y0, x1 = box.x1, y1 = box.y1;
            inked = 1;
            continue;
        }
        if (box.x0 < x0) x0 = box.x0;
        if (box.y0 < y0) y0 = box.y0;
        if (box.x1 > x1) x1 = box.x1;
        if (box.y1 > y1) y1 = box.y1;
    }
    for (size_t i = 0; status == CT_OK && i < emoji_count; i++) {
        const emoji *e = &emojis[i];
        if (x1 <= x0 || y1 <= y0) {
            x0 = e->x, y0 = e->y, x1 = e->x + e->width, y1 = e->y + e->height;
            continue;
        }
        if (e->x < x0) x0 = e->x;
        if (e->y < y0) y0 = e->y;
        if (e->x + e->width > x1) x1 = e->x + e->width;
        if (e->y + e->height > y1) y1 = e->y + e->height;
    }
    ct_fonts_unlock(fonts, r->face);
    // Nothing past the window.
    if (x0 < window.x0) x0 = window.x0;
    if (y0 < window.y0) y0 = window.y0;
    if (x1 > window.x1) x1 = window.x1;
    if (y1 > window.y1) y1 = window.y1;
    const int channels = r->rgba ? 4 : 1;
    const int64_t width = x1 > x0 ? x1 - x0 : 0, height = y1 > y0 ? y1 - y0 : 0;
    uint8_t *coverage = NULL;
    if (status == CT_OK && (width > CT_MAX_SIDE || height > CT_MAX_SIDE)) status = CT_TOO_LARGE;
    if (status == CT_OK && pixels && width > 0 && height > 0) {
        status = ct_raster_begin(&raster, (int)x0, (int)y0, (int)width, (int)height);
        if (status == CT_OK) ct_raster_add(&raster, path);
        // The glyphs left out of the path, one at a time.
        int locked = 0;
        for (size_t i = 0; status == CT_OK && i < layout.count; i++) {
            if (!again[i]) continue;
            if (!locked) {
                // Another call may have sized the faces since.
                ct_fonts_lock(fonts, r->face);
                locked = 1;
                status = ct_fonts_set_size(fonts, r->size_64);
                if (status != CT_OK) break;
            }
            const ct_placed *g = &layout.glyphs[i];
            ct_box box;
            int added = 0;
            ct_path_clear(alone);
            status = ct_glyph_outline(fonts, g->face, g->glyph, r->size_64, g->x_64, g->y_64, &window, alone, &box,
                                      &added);
            if (status == CT_OK) ct_raster_add(&raster, alone);
        }
        if (locked) ct_fonts_unlock(fonts, r->face);
    }
    if (status == CT_OK && pixels && width > 0 && height > 0) {
        const size_t count = (size_t)width * (size_t)height;  // at most 2^28
        coverage = malloc(count);
        out->pixels = malloc(count * (size_t)channels);
        if (!coverage || !out->pixels) status = CT_NO_MEMORY;
        if (status == CT_OK) ct_raster_end(&raster, coverage, (size_t)width, NULL);
        if (status == CT_OK && channels == 1) {
            memcpy(out->pixels, coverage, count);
        } else if (status == CT_OK) {
            // The colour through the coverage, premultiplied, its own alpha applied.
            for (size_t i = 0; i < count; i++) {
                const uint8_t a = mul255(coverage[i], r->alpha);
                out->pixels[i * 4 + 0] = mul255(r->red, a);
                out->pixels[i * 4 + 1] = mul255(r->green, a);
                out->pixels[i * 4 + 2] = mul255(r->blue, a);
                out->pixels[i * 4 + 3] = a;
            }
        }
        // Emoji over the text: in colour (faded by the colour's alpha), or as silhouettes; only
        // their part inside the drawing.
        for (size_t k = 0; status == CT_OK && k < emoji_count; k++) {
            const emoji *e = &emojis[k];
            const int top = e->y < y0 ? (int)(y0 - e->y) : 0, left = e->x < x0 ? (int)(x0 - e->x) : 0;
            const int bottom = e->y + e->height > y1 ? (int)(y1 - e->y) : e->height;
            const int right = e->x + e->width > x1 ? (int)(x1 - e->x) : e->width;
            for (int y = top; y < bottom; y++) {
                for (int x = left; x < right; x++) {
                    const uint8_t *s = e->rgba + ((size_t)y * e->width + x) * 4;
                    const size_t at = (size_t)(e->y + y - y0) * (size_t)width + (size_t)(e->x + x - x0);
                    if (channels == 1) {
                        uint8_t *d = out->pixels + at;
                        *d = (uint8_t)(s[3] + mul255(*d, 255u - s[3]));
                        continue;
                    }
                    uint8_t *d = out->pixels + at * 4;
                    const uint8_t sa = mul255(s[3], r->alpha);
                    for (int c = 0; c < 3; c++) d[c] = (uint8_t)(mul255(s[c], r->alpha) + mul255(d[c], 255u - sa));
                    d[3] = (uint8_t)(sa + mul255(d[3], 255u - sa));
                }
            }
        }
    }
    if (status == CT_OK) {
        out->width = width > 0 && height > 0 ? (int)width : 0;
        out->height = width > 0 && height > 0 ? (int)height : 0;
        out->channels = channels;
        out->layout_left = (int)-x0;
        out->layout_top = (int)-y0;
        out->layout_width = (int)((layout.width_64 + 63) / 64);
        out->layout_height = (int)((layout.height_64 + 63) / 64);
        out->baseline = (int)ct_div_round(layout.baseline_64, 64);
        out->missing = layout.missing;
        out->first_missing = layout.first_missing;
    }
    if (status != CT_OK) ct_image_free(out);
    ct_raster_free(&raster);
    for (size_t i = 0; i < emoji_count; i++) free(emojis[i].rgba);
    free(emojis);
    free(again);
    free(coverage);
    ct_path_free(path);
    ct_path_free(alone);
    ct_layout_result_free(&layout);
    return status;
}

int ct_draw(ct_fonts *fonts, const ct_request *request, ct_image *out) { return draw(fonts, request, 1, out); }

int ct_draw_size(ct_fonts *fonts, const ct_request *request, ct_image *out) {
    return draw(fonts, request, 0, out);
}

void ct_image_free(ct_image *image) {
    if (!image) return;
    free(image->pixels);
    memset(image, 0, sizeof *image);
}
