// A glyph's outline, unhinted, from FreeType into a ct_path: FreeType reads the font's points and
// FT_Outline_Decompose walks them into lines and curves; the rasteriser is this target's own.
// Droid Sans Fallback's outlines are emboldened here, by an integer offset of every point.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <stdlib.h>

#include "fonts_internal.h"

typedef struct {
    ct_path *path;
    int64_t x, y;  // the glyph's origin in 256ths of a pixel
    int status;
} walk;

// Points arrive in 256ths of a pixel, y up; the path's y points down.
static int point(const walk *w, const FT_Vector *v, int32_t *x, int32_t *y) {
    const int64_t px = w->x + v->x, py = w->y - v->y;
    if (px < -CT_MAX_COORDINATE || px > CT_MAX_COORDINATE || py < -CT_MAX_COORDINATE || py > CT_MAX_COORDINATE)
        return CT_TOO_LARGE;
    *x = (int32_t)px;
    *y = (int32_t)py;
    return CT_OK;
}

static int move_to(const FT_Vector *to, void *user) {
    walk *w = user;
    int32_t x, y;
    if ((w->status = point(w, to, &x, &y)) == CT_OK) w->status = ct_path_move_to(w->path, x, y);
    return w->status;
}

static int line_to(const FT_Vector *to, void *user) {
    walk *w = user;
    int32_t x, y;
    if ((w->status = point(w, to, &x, &y)) == CT_OK) w->status = ct_path_line_to(w->path, x, y);
    return w->status;
}

static int conic_to(const FT_Vector *control, const FT_Vector *to, void *user) {
    walk *w = user;
    int32_t cx, cy, x, y;
    if ((w->status = point(w, control, &cx, &cy)) == CT_OK && (w->status = point(w, to, &x, &y)) == CT_OK)
        w->status = ct_path_quad_to(w->path, cx, cy, x, y);
    return w->status;
}

static int cubic_to(const FT_Vector *c1, const FT_Vector *c2, const FT_Vector *to, void *user) {
    walk *w = user;
    int32_t ax, ay, bx, by, x, y;
    if ((w->status = point(w, c1, &ax, &ay)) == CT_OK && (w->status = point(w, c2, &bx, &by)) == CT_OK &&
        (w->status = point(w, to, &x, &y)) == CT_OK)
        w->status = ct_path_cubic_to(w->path, ax, ay, bx, by, x, y);
    return w->status;
}

// A unit vector along (dx, dy), in 16.16, from integers alone.
static void unit(int64_t dx, int64_t dy, int64_t *ux, int64_t *uy) {
    const uint64_t length = ct_isqrt((uint64_t)(dx * dx + dy * dy));
    if (length == 0) {
        *ux = *uy = 0;
        return;
    }
    *ux = ct_div_round(dx * 65536, (int64_t)length);
    *uy = ct_div_round(dy * 65536, (int64_t)length);
}

// Moves every point of `points` (n of them, contours ending at `ends`) outwards by `strength`
// units along the bisector of its two edges, as synthetic bold does: each stroke gets `strength`
// thicker on either side. At sharp corners the shift is held to twice `strength`. The outer
// contours' direction (TrueType's clockwise, y up) is read from the outline's signed area.
static void embolden(FT_Vector *points, const short *ends, int contours, int64_t strength) {
    int64_t area = 0;
    for (int c = 0, first = 0; c < contours; first = ends[c] + 1, c++)
        for (int i = first; i <= ends[c]; i++) {
            const FT_Vector *a = &points[i], *b = &points[i == ends[c] ? first : i + 1];
            area += (int64_t)a->x * b->y - (int64_t)b->x * a->y;
        }
    const int64_t outward = area < 0 ? -1 : 1;  // clockwise outer contours: the left normal points out
    FT_Vector *moved = malloc(sizeof(FT_Vector) * (size_t)(ends[contours - 1] + 1));
    if (!moved) return;  // left as they are: the glyph is drawn, only thinner
    for (int c = 0, first = 0; c < contours; first = ends[c] + 1, c++) {
        const int last = ends[c];
        for (int i = first; i <= last; i++) {
            // The nearest distinct points before and after.
            int p = i, n = i;
            do p = p == first ? last : p - 1;
            while (p != i && points[p].x == points[i].x && points[p].y == points[i].y);
            do n = n == last ? first : n + 1;
            while (n != i && points[n].x == points[i].x && points[n].y == points[i].y);
            int64_t ix, iy, ox, oy;
            unit((int64_t)points[i].x - points[p].x, (int64_t)points[i].y - points[p].y, &ix, &iy);
            unit((int64_t)points[n].x - points[i].x, (int64_t)points[n].y - points[i].y, &ox, &oy);
            // The sum of the two edges' normals, over 1 + cos of the turn: the bisector's length
            // that keeps both edges `strength` away.
            int64_t d = 65536 + ((ix * ox + iy * oy) >> 16);
            if (d < 32768) d = 32768;
            const int64_t nx = (iy + oy) * outward, ny = -(ix + ox) * outward;
            moved[i].x = points[i].x + (FT_Pos)ct_div_round(nx * strength, d);
            moved[i].y = points[i].y + (FT_Pos)ct_div_round(ny * strength, d);
        }
    }
    for (int i = 0; i <= ends[contours - 1]; i++) points[i] = moved[i];
    free(moved);
}

int ct_glyph_outline(ct_fonts *fonts, int face_index, uint32_t glyph, int32_t size_64, int64_t x_64, int64_t y_64,
                     const ct_box *window, ct_path *path, ct_box *bounds, int *added) {
    *added = 0;
    FT_Face face = fonts->faces[face_index];
    if (FT_Load_Glyph(face, glyph, FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | FT_LOAD_NO_AUTOHINT))
        return CT_FONT_ERROR;
    if (face->glyph->format != FT_GLYPH_FORMAT_OUTLINE) return CT_FONT_ERROR;
    const FT_Outline *source = &face->glyph->outline;
    if (source->n_points <= 0 || source->n_contours <= 0) return CT_OK;
    // The points in 256ths of a pixel, in a copy the emboldening may move.
    FT_Vector *points = malloc(sizeof(FT_Vector) * (size_t)source->n_points);
    if (!points) return CT_NO_MEMORY;
    for (int i = 0; i < source->n_points; i++) {
        points[i].x = source->points[i].x * 4;
        points[i].y = source->points[i].y * 4;
    }
    // Synthetic bold as cairo draws it: an em / 24 thicker, half on either side of a stroke.
    if (face_index == CT_FONT_CJK) embolden(points, source->contours, source->n_contours, (int64_t)size_64 * 4 / 48);
    // The pixels the contours' points touch: those of the path the glyph adds. A glyph wholly
    // outside the window adds nothing, however far away it is.
    const int64_t ox = x_64 * 4, oy = y_64 * 4;
    int last = source->contours[source->n_contours - 1];
    if (last >= source->n_points) last = source->n_points - 1;
    if (last < 0) {
        free(points);
        return CT_OK;
    }
    int64_t min_x = INT64_MAX, min_y = INT64_MAX, max_x = INT64_MIN, max_y = INT64_MIN;
    for (int i = 0; i <= last; i++) {
        const int64_t px = ox + points[i].x, py = oy - points[i].y;
        if (px < min_x) min_x = px;
        if (px > max_x) max_x = px;
        if (py < min_y) min_y = py;
        if (py > max_y) max_y = py;
    }
    *bounds = (ct_box){ct_floor_div(min_x, 256), ct_floor_div(min_y, 256), ct_floor_div(max_x + 255, 256),
                       ct_floor_div(max_y + 255, 256)};
    if (window && (bounds->x1 <= window->x0 || bounds->x0 >= window->x1 || bounds->y1 <= window->y0 ||
                   bounds->y0 >= window->y1)) {
        free(points);
        return CT_OK;
    }
    FT_Outline outline = *source;
    outline.points = points;
    walk w = {path, ox, oy, CT_OK};
    const FT_Outline_Funcs funcs = {move_to, line_to, conic_to, cubic_to, 0, 0};
    const FT_Error error = FT_Outline_Decompose(&outline, &funcs, &w);
    free(points);
    if (w.status != CT_OK) return w.status;
    if (error) return CT_FONT_ERROR;
    *added = 1;
    return ct_path_close(path);
}
