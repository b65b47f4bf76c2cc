// Laying a text out: its characters' fonts, its paragraphs (split at line ends), each paragraph's
// direction (FriBidi's rule: the first strong character), where lines may break (libunibreak, by
// Unicode's rules), the greedy choice of breaks at the width asked for, and each line shaped and
// put in visual order by libraqm over HarfBuzz, with each range of characters in its own font.
#include <fribidi.h>
#include <linebreak.h>
#include <raqm.h>
#include <stdlib.h>
#include <string.h>

#include "layout_internal.h"

int ct_decode(const char *utf8, size_t length, uint32_t *out, size_t *count) {
    const uint8_t *s = (const uint8_t *)utf8;
    size_t n = 0;
    for (size_t i = 0; i < length;) {
        const uint8_t b = s[i];
        uint32_t c;
        int extra;
        if (b < 0x80) c = b, extra = 0;
        else if (b >= 0xC2 && b <= 0xDF) c = b & 0x1F, extra = 1;
        else if (b >= 0xE0 && b <= 0xEF) c = b & 0x0F, extra = 2;
        else if (b >= 0xF0 && b <= 0xF4) c = b & 0x07, extra = 3;
        else return CT_INVALID;
        if (length - i <= (size_t)extra && extra) return CT_INVALID;
        for (int k = 1; k <= extra; k++) {
            if ((s[i + k] & 0xC0) != 0x80) return CT_INVALID;
            c = (c << 6) | (s[i + k] & 0x3F);
        }
        if ((extra == 2 && c < 0x800) || (extra == 3 && (c < 0x10000 || c > 0x10FFFF))) return CT_INVALID;
        // The Swift gate's rule again, for any caller: libunibreak 1.1 reads U+FFFF as the end of
        // its text and aborts the process.
        if ((c >= 0xD800 && c <= 0xDFFF) || ct_is_noncharacter(c)) c = 0xFFFD;
        out[n++] = c;
        i += (size_t)extra + 1;
    }
    *count = n;
    return CT_OK;
}

// Spaces that hang past a wrapped line's end, neither measured nor drawn there.
static int is_space(uint32_t c) { return c == ' ' || c == '\t' || c == 0x3000; }

// The text as libunibreak is given it, in `copy`: Debian's libunibreak 1.1 aborts on a regional
// indicator (a flag's letters), whose class its pair table lacks. A flag's first letter is given
// as an ideograph and its second as a combining mark: no break inside a flag, one allowed around
// it, as Unicode's rules for regional indicators say.
static const uint32_t *for_breaking(const uint32_t *text, size_t count, uint32_t *copy) {
    int pending = 0;
    for (size_t i = 0; i < count; i++) {
        const uint32_t c = text[i];
        if (c >= 0x1F1E6 && c <= 0x1F1FF) {
            copy[i] = pending ? 0x0300 : 0x4E00;
            pending = !pending;
        } else {
            copy[i] = c;
            pending = 0;
        }
    }
    return copy;
}

int ct_check_request(const ct_request *r) {
    if (!r || (!r->utf8 && r->length)) return CT_INVALID;
    if (r->length > CT_MAX_TEXT_BYTES) return CT_TOO_LARGE;
    if (r->size_64 < CT_MIN_SIZE_64 || r->size_64 > CT_MAX_SIZE_64) return r->size_64 > 0 ? CT_TOO_LARGE : CT_INVALID;
    if (r->max_width < 0 || r->max_width > CT_MAX_SIDE) return CT_INVALID;
    if (r->alignment < 0 || r->alignment > 2) return CT_INVALID;
    if (r->weight < CT_FONT_INTER_REGULAR || r->weight > CT_FONT_INTER_BOLD) return CT_INVALID;
    return CT_OK;
}

static int push(ct_layout_result *out, ct_placed g) {
    if (out->count == out->capacity) {
        size_t grown = out->capacity ? out->capacity * 2 : 64, bytes;
        if (__builtin_mul_overflow(grown, sizeof(ct_placed), &bytes)) return CT_TOO_LARGE;
        ct_placed *p = realloc(out->glyphs, bytes);
        if (!p) return CT_NO_MEMORY;
        out->glyphs = p;
        out->capacity = grown;
    }
    out->glyphs[out->count++] = g;
    return CT_OK;
}

int ct_face_of(ct_fonts *fonts, FT_Face face) {
    for (int i = 0; i < CT_FACE_SLOTS; i++)
        if (face && fonts->faces[i] == face) return i;
    return CT_FONT_COUNT;
}

int ct_shape(ct_fonts *fonts, const uint32_t *text, const int *faces, size_t start, size_t end, int rtl, raqm_t **rq,
             raqm_glyph_t **glyphs, size_t *count) {
    *rq = raqm_create();
    if (!*rq) return CT_NO_MEMORY;
    if (!raqm_set_text(*rq, text + start, end - start) ||
        !raqm_set_par_direction(*rq, rtl ? RAQM_DIRECTION_RTL : RAQM_DIRECTION_LTR) ||
        !raqm_set_freetype_load_flags(*rq, FT_LOAD_NO_HINTING | FT_LOAD_NO_AUTOHINT) ||
        // Inter's contextual alternates would draw the x of "4000x300" as a multiplication sign.
        !raqm_add_font_feature(*rq, "calt=0", -1))
        return CT_SHAPING_ERROR;
    for (size_t i = start; i < end;) {
        size_t j = i + 1;
        while (j < end && faces[j] == faces[i]) j++;
        if (!raqm_set_freetype_face_range(*rq, fonts->faces[faces[i]], i - start, j - i)) return CT_SHAPING_ERROR;
        i = j;
    }
    if (!raqm_layout(*rq)) return CT_SHAPING_ERROR;
    *glyphs = raqm_get_glyphs(*rq, count);
    if (!*glyphs && end > start) return CT_SHAPING_ERROR;
    return CT_OK;
}

int64_t ct_scaled(const ct_fonts *fonts, int face, int64_t v, int32_t size_64) {
    return face == CT_FONT_EMOJI ? ct_div_round(v * size_64, fonts->emoji_ppem_64) : v;
}

// The distance from a line's top to its baseline for `face` when lines are `pitch` apart: the
// face's own ascent and descent centred in the pitch, as Pango spaces a run with a fixed line
// height.
static int64_t above(const ct_fonts *fonts, int face, int32_t size_64, int64_t pitch) {
    const FT_Face f = fonts->faces[face];
    int64_t ascent, descent;
    if (face == CT_FONT_EMOJI) {  // a bitmap font: its strike's metrics, scaled as its bitmaps are
        ascent = ct_scaled(fonts, face, f->size->metrics.ascender, size_64);
        descent = ct_scaled(fonts, face, -f->size->metrics.descender, size_64);
    } else {
        ascent = ct_div_round((int64_t)f->ascender * size_64, f->units_per_EM);
        descent = ct_div_round(-(int64_t)f->descender * size_64, f->units_per_EM);
    }
    return ct_div_round(pitch + ascent - descent, 2);
}

// Lays out one line, text[start, end), of a paragraph in direction `rtl`, appending its glyphs
// with pen positions from 0; returns its advance and the fonts it used.
static int lay_line(ct_fonts *fonts, const uint32_t *text, const int *faces, size_t start, size_t end, int rtl,
                    int32_t size_64, int line, ct_layout_result *out, int64_t *width, unsigned *used) {
    *width = 0;
    if (end <= start) return CT_OK;
    raqm_t *rq = NULL;
    raqm_glyph_t *glyphs = NULL;
    size_t count = 0;
    int status = ct_shape(fonts, text, faces, start, end, rtl, &rq, &glyphs, &count);
    int64_t pen = 0;
    for (size_t i = 0; status == CT_OK && i < count; i++) {
        const int face = ct_face_of(fonts, glyphs[i].ftface);
        if (face == CT_FONT_COUNT) {
            status = CT_SHAPING_ERROR;
            break;
        }
        *used |= 1u << face;
        ct_placed g = {face, glyphs[i].index, (uint32_t)(start + glyphs[i].cluster),
                       pen + ct_scaled(fonts, face, glyphs[i].x_offset, size_64),
                       -ct_scaled(fonts, face, glyphs[i].y_offset, size_64), line};
        status = push(out, g);
        pen += ct_scaled(fonts, face, glyphs[i].x_advance, size_64);
        if (pen > (int64_t)CT_MAX_COORDINATE * 64 / 256) status = CT_TOO_LARGE;
    }
    raqm_destroy(rq);
    *width = pen;
    return status;
}

// Each character's advance when its paragraph is shaped whole: what the greedy line breaking
// measures with (a glyph's advance counts for the first character of its cluster).
static int measure(ct_fonts *fonts, const uint32_t *text, const int *faces, size_t start, size_t end, int rtl,
                   int32_t size_64, int64_t *advances) {
    for (size_t i = start; i < end; i++) advances[i] = 0;
    if (end <= start) return CT_OK;
    raqm_t *rq = NULL;
    raqm_glyph_t *glyphs = NULL;
    size_t count = 0;
    int status = ct_shape(fonts, text, faces, start, end, rtl, &rq, &glyphs, &count);
    for (size_t i = 0; status == CT_OK && i < count; i++) {
        const size_t c = start + glyphs[i].cluster;
        const int face = ct_face_of(fonts, glyphs[i].ftface);
        if (c < end) advances[c] += ct_scaled(fonts, face, glyphs[i].x_advance, size_64);
    }
    raqm_destroy(rq);
    return status;
}

typedef struct {
    size_t start, end;  // the line's characters, hanging spaces left out
    int rtl;
} line_span;

int ct_lay_out(ct_fonts *fonts, const ct_request *r, ct_layout_result *out) {
    memset(out, 0, sizeof *out);
    int status = ct_check_request(r);
    if (status != CT_OK) return status;
    const size_t capacity = r->length + 1;
    uint32_t *text = malloc(capacity * sizeof(uint32_t));
    int *faces = malloc(capacity * sizeof(int));
    char *breaks = malloc(capacity);
    int64_t *advances = malloc(capacity * sizeof(int64_t));
    FriBidiCharType *types = malloc(capacity * sizeof(FriBidiCharType));
    line_span *lines = malloc(capacity * sizeof(line_span));
    uint32_t *scratch = malloc(capacity * sizeof(uint32_t));
    size_t count = 0, line_count = 0;
    if (!text || !faces || !breaks || !advances || !types || !lines || !scratch) status = CT_NO_MEMORY;
    if (status == CT_OK) status = ct_decode(r->utf8 ? r->utf8 : "", r->length, text, &count);
    if (status == CT_OK) {
        status = ct_fonts_set_size(fonts, r->size_64);
        ct_choose_faces(fonts, r->weight, text, count, faces, &out->missing, &out->first_missing);
        if (count) {
            static pthread_once_t once = PTHREAD_ONCE_INIT;
            pthread_once(&once, init_linebreak);
            set_linebreaks_utf32(for_breaking(text, count, scratch), count, NULL, breaks);
        }
    }
    const int64_t limit = (int64_t)r->max_width * 64;
    // Paragraphs, split at line ends (CR LF as one), each wrapped greedily.
    for (size_t p = 0; status == CT_OK && p <= count;) {
        size_t e = p;
        while (e < count && !ct_is_line_end(text[e])) e++;
        fribidi_get_bidi_types(text + p, (FriBidiStrIndex)(e - p), types);
        const int rtl = e > p && fribidi_get_par_direction(types, (FriBidiStrIndex)(e - p)) == FRIBIDI_PAR_RTL;
        // Only a paragraph that may wrap needs measuring.
        if (limit > 0) status = measure(fonts, text, faces, p, e, rtl, r->size_64, advances);
        else memset(advances + p, 0, (e - p) * sizeof(int64_t));
        size_t line_start = p, last_break = SIZE_MAX;
        int64_t width = 0, visible = 0;
        for (size_t i = p; status == CT_OK && i < e; i++) {
            width += advances[i];
            if (!is_space(text[i])) visible = width;
            if (limit > 0 && visible > limit && last_break != SIZE_MAX) {
                lines[line_count++] = (line_span){line_start, last_break + 1, rtl};
                line_start = last_break + 1;
                last_break = SIZE_MAX;
                width = visible = 0;
                for (size_t k = line_start; k <= i; k++) {
                    width += advances[k];
                    if (!is_space(text[k])) visible = width;
                }
            }
            if (i + 1 < e && breaks[i] == LINEBREAK_ALLOWBREAK) last_break = i;
        }
        if (status == CT_OK) lines[line_count++] = (line_span){line_start, e, rtl};
        if (e == count) break;
        p = e + (text[e] == '\r' && e + 1 < count && text[e + 1] == '\n' ? 2 : 1);
        if (p == count) {  // a final line end starts an empty last line, as Pango draws it
            lines[line_count++] = (line_span){p, p, 0};
            break;
        }
    }
    // Each line shaped on its own, then aligned and stacked.
    const int64_t pitch = ct_div_round((int64_t)r->size_64 * 155, 128);  // Inter's 2480 of 2048 units
    int64_t *widths = status == CT_OK ? calloc(line_count + 1, sizeof(int64_t)) : NULL;
    size_t *firsts = status == CT_OK ? calloc(line_count + 1, sizeof(size_t)) : NULL;
    if (status == CT_OK && (!widths || !firsts)) status = CT_NO_MEMORY;
    int64_t top = 0, widest = 0;
    for (size_t l = 0; status == CT_OK && l < line_count; l++) {
        size_t end = lines[l].end;
        while (end > lines[l].start && (is_space(text[end - 1]) || ct_is_line_end(text[end - 1]))) end--;
        unsigned used = 0;
        firsts[l] = out->count;
        status = lay_line(fonts, text, faces, lines[l].start, end, lines[l].rtl, r->size_64, (int)l, out, &widths[l],
                          &used);
        // A line's height is its own fonts', as Pango sizes a line by its runs; an empty line is Inter's.
        if (!used) used = 1u << r->weight;
        int64_t up = 0, down = 0;
        for (int f = 0; f < CT_FACE_SLOTS; f++) {
            if (!(used & (1u << f))) continue;
            const int64_t a = above(fonts, f, r->size_64, pitch);
            if (a > up) up = a;
            if (pitch - a > down) down = pitch - a;
        }
        for (size_t g = firsts[l]; g < out->count; g++) out->glyphs[g].y_64 += top + up;
        if (l == 0) out->baseline_64 = up;
        top += up + down;
        if (widths[l] > widest) widest = widths[l];
    }
    for (size_t l = 0; status == CT_OK && l < line_count; l++) {
        const int64_t room = widest - widths[l];
        int64_t shift = r->alignment == 1 ? room / 2 : 0;
        if (r->alignment != 1 && (r->alignment == 2) != lines[l].rtl) shift = room;
        const size_t last = l + 1 < line_count ? firsts[l + 1] : out->count;
        for (size_t g = firsts[l]; g < last; g++) out->glyphs[g].x_64 += shift;
    }
    out->width_64 = widest;
    out->height_64 = top;
    out->lines = (int)line_count;
    free(widths);
    free(firsts);
    free(text);
    free(faces);
    free(breaks);
    free(advances);
    free(types);
    free(lines);
    free(scratch);
    if (status != CT_OK) ct_layout_result_free(out);
    return status;
}

void ct_layout_result_free(ct_layout_result *result) {
    free(result->glyphs);
    memset(result, 0, sizeof *result);
}

int ct_layout(ct_fonts *fonts, const ct_request *request, ct_glyph_info *glyphs, int capacity) {
    if (!fonts || (!glyphs && capacity > 0) || capacity < 0) return CT_INVALID;
    if (!request) return CT_INVALID;
    ct_layout_result result;
    ct_fonts_lock(fonts, request->face);
    int status = ct_lay_out(fonts, request, &result);
    ct_fonts_unlock(fonts, request->face);
    if (status != CT_OK) return status;
    for (size_t i = 0; i < result.count && i < (size_t)capacity; i++)
        glyphs[i] = (ct_glyph_info){result.glyphs[i].face, result.glyphs[i].glyph, result.glyphs[i].cluster,
                                    (int32_t)result.glyphs[i].x_64, result.glyphs[i].line};
    const int total = result.count > INT32_MAX ? INT32_MAX : (int)result.count;
    ct_layout_result_free(&result);
    return total;
}
