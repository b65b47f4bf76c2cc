// The coverage rasteriser: paths of straight edges in 256ths of a pixel, curves flattened by a
// fixed integer rule, and each pixel's coverage from the exact signed area its edges leave in it,
// accumulated in integers (the accumulation-buffer method of font-rs and stb_truetype's second
// rasteriser, here without floating point), so every CPU gives the same bytes.
#include <stdlib.h>
#include <string.h>

#include "card_text.h"
#include "text_internal.h"

#define ONE 256                 // a pixel, in path units
#define WHOLE (2 * ONE * ONE)   // a whole pixel's coverage, in accumulation units
#define MAX_STEPS 256           // edges a curve is flattened into, at most

typedef struct {
    int32_t x0, y0, x1, y1;
} edge;

struct ct_path {
    edge *edges;
    size_t count, capacity;
    int32_t start_x, start_y, x, y;
    int open;  // a contour has been started and not closed
    int32_t min_x, min_y, max_x, max_y;
};

int ct_path_new(ct_path **out) {
    if (!out) return CT_INVALID;
    *out = calloc(1, sizeof(ct_path));
    if (!*out) return CT_NO_MEMORY;
    (*out)->min_x = (*out)->min_y = INT32_MAX;
    (*out)->max_x = (*out)->max_y = INT32_MIN;
    return CT_OK;
}

void ct_path_free(ct_path *path) {
    if (!path) return;
    free(path->edges);
    free(path);
}

static int in_range(int32_t v) { return v >= -CT_MAX_COORDINATE && v <= CT_MAX_COORDINATE; }

// Appends one edge, growing the list by half again when full; horizontal edges add no coverage
// and are kept out.
static int add_edge(ct_path *p, int32_t x0, int32_t y0, int32_t x1, int32_t y1) {
    if (y0 == y1) return CT_OK;
    if (p->count == p->capacity) {
        size_t grown = p->capacity ? p->capacity + p->capacity / 2 : 64, bytes;
        if (__builtin_mul_overflow(grown, sizeof(edge), &bytes)) return CT_TOO_LARGE;
        edge *e = realloc(p->edges, bytes);
        if (!e) return CT_NO_MEMORY;
        p->edges = e;
        p->capacity = grown;
    }
    p->edges[p->count++] = (edge){x0, y0, x1, y1};
    return CT_OK;
}

static void extend(ct_path *p, int32_t x, int32_t y) {
    if (x < p->min_x) p->min_x = x;
    if (x > p->max_x) p->max_x = x;
    if (y < p->min_y) p->min_y = y;
    if (y > p->max_y) p->max_y = y;
}

int ct_path_close(ct_path *path) {
    if (!path) return CT_INVALID;
    if (!path->open) return CT_OK;
    path->open = 0;
    int status = add_edge(path, path->x, path->y, path->start_x, path->start_y);
    path->x = path->start_x;
    path->y = path->start_y;
    return status;
}

int ct_path_move_to(ct_path *path, int32_t x, int32_t y) {
    if (!path || !in_range(x) || !in_range(y)) return CT_INVALID;
    int status = ct_path_close(path);
    if (status != CT_OK) return status;
    path->start_x = path->x = x;
    path->start_y = path->y = y;
    path->open = 1;
    extend(path, x, y);
    return CT_OK;
}

int ct_path_line_to(ct_path *path, int32_t x, int32_t y) {
    if (!path || !in_range(x) || !in_range(y)) return CT_INVALID;
    if (!path->open) return CT_INVALID;
    int status = add_edge(path, path->x, path->y, x, y);
    if (status != CT_OK) return status;
    path->x = x;
    path->y = y;
    extend(path, x, y);
    return CT_OK;
}

static int64_t abs64(int64_t v) { return v < 0 ? -v : v; }

int ct_path_quad_to(ct_path *path, int32_t cx, int32_t cy, int32_t x, int32_t y) {
    if (!path || !in_range(cx) || !in_range(cy) || !in_range(x) || !in_range(y) || !path->open) return CT_INVALID;
    const int64_t x0 = path->x, y0 = path->y;
    // The flattened curve strays from it by at most |p0 - 2 p1 + p2| / (4 n²): n from that, in
    // integers, keeps it within 8 units (1/32 pixel).
    const int64_t dd = abs64(x0 - 2 * (int64_t)cx + x) + abs64(y0 - 2 * (int64_t)cy + y);
    int64_t n = 1 + (int64_t)ct_isqrt((uint64_t)dd >> 5);
    if (n > MAX_STEPS) n = MAX_STEPS;
    const int64_t nn = n * n;
    for (int64_t i = 1; i <= n; i++) {
        const int64_t a = (n - i) * (n - i), b = 2 * i * (n - i), c = i * i;
        const int32_t px = i == n ? x : (int32_t)ct_div_round(a * x0 + b * cx + c * x, nn);
        const int32_t py = i == n ? y : (int32_t)ct_div_round(a * y0 + b * cy + c * y, nn);
        int status = ct_path_line_to(path, px, py);
        if (status != CT_OK) return status;
    }
    extend(path, cx, cy);
    return CT_OK;
}

int ct_path_cubic_to(ct_path *path, int32_t c1x, int32_t c1y, int32_t c2x, int32_t c2y, int32_t x, int32_t y) {
    if (!path || !in_range(c1x) || !in_range(c1y) || !in_range(c2x) || !in_range(c2y) || !in_range(x) ||
        !in_range(y) || !path->open)
        return CT_INVALID;
    const int64_t x0 = path->x, y0 = path->y;
    // A cubic strays by at most 3/4 of its larger second difference over n²: within 8 units.
    const int64_t d1 = abs64(x0 - 2 * (int64_t)c1x + c2x) + abs64(y0 - 2 * (int64_t)c1y + c2y);
    const int64_t d2 = abs64((int64_t)c1x - 2 * (int64_t)c2x + x) + abs64((int64_t)c1y - 2 * (int64_t)c2y + y);
    const int64_t dd = d1 > d2 ? d1 : d2;
    int64_t n = 1 + (int64_t)ct_isqrt((uint64_t)(3 * dd) >> 5);
    if (n > MAX_STEPS) n = MAX_STEPS;
    const int64_t n3 = n * n * n;
    for (int64_t i = 1; i <= n; i++) {
        const int64_t u = n - i;
        const int64_t a = u * u * u, b = 3 * u * u * i, c = 3 * u * i * i, d = i * i * i;
        const int32_t px = i == n ? x : (int32_t)ct_div_round(a * x0 + b * c1x + c * c2x + d * x, n3);
        const int32_t py = i == n ? y : (int32_t)ct_div_round(a * y0 + b * c1y + c * c2y + d * y, n3);
        int status = ct_path_line_to(path, px, py);
        if (status != CT_OK) return status;
    }
    extend(path, c1x, c1y);
    extend(path, c2x, c2y);
    return CT_OK;
}

static int32_t floor_div(int32_t a, int32_t b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }
static int64_t floor_div64(int64_t a, int64_t b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

void ct_path_bounds(const ct_path *path, int *x0, int *y0, int *x1, int *y1) {
    if (!path || path->min_x > path->max_x) {
        *x0 = *y0 = *x1 = *y1 = 0;
        return;
    }
    *x0 = floor_div(path->min_x, ONE);
    *y0 = floor_div(path->min_y, ONE);
    *x1 = floor_div(path->max_x + ONE - 1, ONE);
    *y1 = floor_div(path->max_y + ONE - 1, ONE);
}

// x on the edge (x0, y0)-(x1, y1) at height y, rounded: the one formula every split point uses.
static int64_t x_at(int64_t x0, int64_t y0, int64_t x1, int64_t y1, int64_t y) {
    return x0 + ct_div_round((x1 - x0) * (y - y0), y1 - y0);
}

// Adds one piece of an edge that lies within the pixel column `col` of a row: `dy` of height
// (signed by the edge's direction), entering and leaving at fa and fb units from the column's
// left side. The piece covers dy x (2 ONE - fa - fb) / 2 of its own pixel, to its right, and the
// whole strip dy of every pixel after it, which the row's running sum carries on.
static inline void add_piece(int32_t *row, int width, int64_t col, int64_t dy, int64_t fa, int64_t fb) {
    if (col >= width) return;
    if (col < 0) {  // left of the window: the strip covers the window's pixels from the first
        row[0] += (int32_t)(dy * 2 * ONE);
        return;
    }
    row[col] += (int32_t)(dy * (2 * ONE - fa - fb));
    row[col + 1] += (int32_t)(dy * (fa + fb));
}

// One edge's part in one row, from (xa, ya) to (xb, yb) with ya < yb within the row, cut where
// it crosses a column boundary. `dir` is the edge's direction: 1 downwards, -1 upwards. The x of
// each cut is computed once, so the pieces' heights add up to the part's height exactly.
static void add_row_part(int32_t *row, int width, int64_t xa, int64_t ya, int64_t xb, int64_t yb, int dir) {
    if (xa == xb) {
        const int64_t col = floor_div64(xa, ONE);
        add_piece(row, width, col < 0 ? -1 : col, (yb - ya) * dir, xa - col * ONE, xa - col * ONE);
        return;
    }
    const int64_t lo = xa < xb ? xa : xb, hi = xa < xb ? xb : xa;
    const int64_t y_hi = xa < xb ? yb : ya;
    int64_t prev_x = lo, prev_y = xa < xb ? ya : yb;
    int64_t c0 = floor_div64(lo, ONE);
    const int64_t c1 = floor_div64(hi - 1, ONE);
    if (c0 < 0) {  // the part left of the window, as one strip
        const int64_t x = hi < 0 ? hi : 0;
        const int64_t y = x == hi ? y_hi : ya + ct_div_round((yb - ya) * (x - xa), xb - xa);
        add_piece(row, width, -1, (y > prev_y ? y - prev_y : prev_y - y) * dir, 0, 0);
        prev_x = x;
        prev_y = y;
        c0 = 0;
    }
    for (int64_t c = c0; c <= c1 && c < width; c++) {
        const int64_t x = (c + 1) * ONE < hi ? (c + 1) * ONE : hi;
        const int64_t y = x == hi ? y_hi : ya + ct_div_round((yb - ya) * (x - xa), xb - xa);
        add_piece(row, width, c, (y > prev_y ? y - prev_y : prev_y - y) * dir, prev_x - c * ONE, x - c * ONE);
        prev_x = x;
        prev_y = y;
    }
}

// Accumulates one edge, in window coordinates (units from the window's top-left corner).
static void add_edge_to(int32_t *acc, size_t acc_stride, int width, int height, int64_t x0, int64_t y0, int64_t x1,
                        int64_t y1) {
    int dir = 1;
    if (y0 > y1) {
        int64_t t = x0;
        x0 = x1;
        x1 = t;
        t = y0;
        y0 = y1;
        y1 = t;
        dir = -1;
    }
    const int64_t bottom = (int64_t)height * ONE;
    if (y1 <= 0 || y0 >= bottom) return;
    int64_t first = y0 / ONE, last = (y1 - 1) / ONE;
    if (y0 < 0) first = 0;
    if (last >= height) last = height - 1;
    int64_t ya = y0 > first * ONE ? y0 : first * ONE;
    int64_t xa = ya == y0 ? x0 : x_at(x0, y0, x1, y1, ya);
    for (int64_t r = first; r <= last; r++) {
        const int64_t yb = y1 < (r + 1) * ONE ? y1 : (r + 1) * ONE;
        const int64_t xb = yb == y1 ? x1 : x_at(x0, y0, x1, y1, yb);
        add_row_part(acc + (size_t)r * acc_stride, width, xa, ya - r * ONE, xb, yb - r * ONE, dir);
        xa = xb;
        ya = yb;
    }
}

int ct_raster_begin(ct_raster *raster, int left, int top, int width, int height) {
    memset(raster, 0, sizeof *raster);
    if (width < 0 || height < 0) return CT_INVALID;
    if (width > CT_MAX_SIDE || height > CT_MAX_SIDE) return CT_TOO_LARGE;
    const int32_t reach = CT_MAX_COORDINATE / ONE;  // the pixels a path can reach
    if (left < -reach || left > reach || top < -reach || top > reach) return CT_TOO_LARGE;
    raster->left = left;
    raster->top = top;
    raster->width = width;
    raster->height = height;
    if (width == 0 || height == 0) return CT_OK;
    // One extra column: the piece in the last column carries into it.
    raster->stride = (size_t)width + 2;
    size_t cells, bytes;
    if (__builtin_mul_overflow(raster->stride, (size_t)height, &cells) ||
        __builtin_mul_overflow(cells, sizeof(int32_t), &bytes))
        return CT_TOO_LARGE;
    raster->acc = calloc(cells, sizeof(int32_t));
    return raster->acc ? CT_OK : CT_NO_MEMORY;
}

void ct_raster_add(ct_raster *raster, const ct_path *path) {
    if (!raster->acc) return;
    const int64_t ox = (int64_t)raster->left * ONE, oy = (int64_t)raster->top * ONE;
    const int width = raster->width, height = raster->height;
    for (size_t i = 0; i < path->count; i++) {
        const edge *e = &path->edges[i];
        add_edge_to(raster->acc, raster->stride, width, height, e->x0 - ox, e->y0 - oy, e->x1 - ox, e->y1 - oy);
    }
    // The closing edge of a contour left open.
    if (path->open && path->y != path->start_y)
        add_edge_to(raster->acc, raster->stride, width, height, path->x - ox, path->y - oy, path->start_x - ox,
                    path->start_y - oy);
}

void ct_raster_end(ct_raster *raster, uint8_t *coverage, size_t stride, int64_t *area) {
    int64_t total = 0;
    for (int y = 0; raster->acc && y < raster->height; y++) {
        const int32_t *row = raster->acc + (size_t)y * raster->stride;
        uint8_t *out = coverage + (size_t)y * stride;
        int64_t sum = 0;
        for (int x = 0; x < raster->width; x++) {
            sum += row[x];
            int64_t v = sum < 0 ? -sum : sum;
            if (v > WHOLE) v = WHOLE;
            total += v;
            out[x] = (uint8_t)((v * 255 + WHOLE / 2) / WHOLE);
        }
    }
    free(raster->acc);
    raster->acc = NULL;
    if (area) *area = total;
}

void ct_raster_free(ct_raster *raster) {
    free(raster->acc);
    raster->acc = NULL;
}

int ct_path_fill(const ct_path *path, int left, int top, int width, int height, uint8_t *coverage, size_t stride,
                 int64_t *area) {
    if (!path || width < 0 || height < 0 || (!coverage && width > 0 && height > 0)) return CT_INVALID;
    if (width > CT_MAX_SIDE || height > CT_MAX_SIDE) return CT_TOO_LARGE;
    const int32_t reach = CT_MAX_COORDINATE / ONE;  // the pixels a path can reach
    if (left < -reach || left > reach || top < -reach || top > reach) return CT_TOO_LARGE;
    if (height > 1 && stride < (size_t)width) return CT_INVALID;
    if (area) *area = 0;
    ct_raster raster;
    const int status = ct_raster_begin(&raster, left, top, width, height);
    if (status != CT_OK) return status;
    ct_raster_add(&raster, path);
    ct_raster_end(&raster, coverage, stride, area);
    return CT_OK;
}

size_t ct_path_edge_count(const ct_path *path) { return path->count; }

void ct_path_truncate(ct_path *path, size_t count) {
    if (count < path->count) path->count = count;
}

void ct_path_clear(ct_path *path) {
    path->count = 0;
    path->open = 0;
    path->min_x = path->min_y = INT32_MAX;
    path->max_x = path->max_y = INT32_MIN;
}
