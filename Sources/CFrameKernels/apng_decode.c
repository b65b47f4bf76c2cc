#include "frame_kernels.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

#include "png_inflate.h"
#include "png_unfilter.h"

// An APNG read frame by frame into one canvas, as the APNG specification composes it: every
// chunk is checked when the file is opened (CRCs, order, sequence numbers, each frame's rectangle
// inside the canvas, the frame count acTL gives), so that reading frames later can only fail on
// image data that does not inflate. Memory is the canvas, one frame's rectangle and its inflated
// rows, whatever the number of frames.

enum { DISPOSE_NONE = 0, DISPOSE_BACKGROUND = 1, DISPOSE_PREVIOUS = 2, BLEND_SOURCE = 0, BLEND_OVER = 1 };

static uint32_t get32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static int is_type(const uint8_t *type, const char *name) { return memcmp(type, name, 4) == 0; }

struct apng_frame {
    uint32_t x, y, width, height;
    uint16_t delay_num, delay_den;
    uint8_t dispose, blend;
    const uint8_t *first_chunk;  // its first IDAT or fdAT chunk
    size_t data_length;          // the image data of all its chunks, fdAT sequence numbers left out
    int in_idat;
};

struct fk_apng_decoder {
    const uint8_t *data;
    size_t length;
    uint32_t width, height, frame_count, plays, next;
    int channels;
    int has_trns;        // a tRNS chunk was read
    int keyed;           // an RGB image whose tRNS chunk names a colour shown transparent
    uint8_t key[3];
    struct apng_frame *frames;
    uint8_t *canvas;     // RGBA, width x 4 bytes a row
    uint8_t *saved;      // what a frame disposed to PREVIOUS covered
    uint8_t *rectangle;  // a frame's pixels as RGBA
    uint8_t *inflated;   // its rows inflated
    uint8_t *joined;     // its image data, when split over chunks
    uint8_t *rows;       // two unfiltered rows
    size_t largest_data;
};

void fk_apng_decoder_free(fk_apng_decoder *apng) {
    if (!apng) return;
    free(apng->frames);
    fk_pixels_free(apng->canvas);
    fk_pixels_free(apng->saved);
    fk_pixels_free(apng->rectangle);
    fk_pixels_free(apng->inflated);
    fk_pixels_free(apng->joined);
    free(apng->rows);
    free(apng);
}

// A deflate stream gives at most 1032 bytes for each of its bytes: a frame asking for more than
// its image data could give is refused before anything is inflated.
static const size_t max_inflate_ratio = 1032;

static int refuse(const char **why, const char *reason) {
    *why = reason;
    return FK_INVALID;
}

// The frame `control` (an fcTL chunk's 26 bytes) describes, checked against the canvas.
static int read_control(const uint8_t *control, const struct fk_apng_decoder *apng, struct apng_frame *frame,
                        const char **why) {
    *frame = (struct apng_frame){.width = get32(control + 4), .height = get32(control + 8),
                                 .x = get32(control + 12), .y = get32(control + 16),
                                 .delay_num = (uint16_t)(control[20] << 8 | control[21]),
                                 .delay_den = (uint16_t)(control[22] << 8 | control[23]),
                                 .dispose = control[24], .blend = control[25]};
    if (frame->width == 0 || frame->height == 0 || frame->x > apng->width || frame->y > apng->height ||
        frame->width > apng->width - frame->x || frame->height > apng->height - frame->y)
        return refuse(why, "corrupt APNG: a frame's rectangle is not inside the canvas");
    if (frame->dispose > DISPOSE_PREVIOUS || frame->blend > BLEND_OVER)
        return refuse(why, "corrupt APNG: a frame has an unknown dispose or blend operation");
    // A zero denominator means hundredths of a second.
    if (frame->delay_den == 0) frame->delay_den = 100;
    return FK_OK;
}

// Walks every chunk from IHDR to IEND and indexes the frames.
static int walk_chunks(struct fk_apng_decoder *apng, uint32_t max_frames, size_t max_canvas_bytes,
                       const char **why) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    const uint8_t *data = apng->data;
    const size_t length = apng->length;
    if (length < 8 || memcmp(data, signature, 8) != 0) return refuse(why, "not a PNG file");
    uint32_t sequence = 0, found = 0;
    int have_actl = 0, idat_seen = 0, idat_ended = 0;
    struct apng_frame *current = NULL;
    for (size_t offset = 8;;) {
        if (length - offset < 12)
            return refuse(why, length == offset ? "truncated PNG: the file ends before its IEND chunk"
                                                : "truncated PNG: a chunk is cut off");
        uint32_t size = get32(data + offset);
        if (size > 0x7FFFFFFFu || size > length - offset - 12)
            return refuse(why, "truncated PNG: a chunk is longer than the file");
        const uint8_t *chunk = data + offset, *type = chunk + 4, *body = chunk + 8;
        if ((uint32_t)libdeflate_crc32(0, type, (size_t)size + 4) != get32(body + size))
            return refuse(why, "corrupt PNG: a chunk's CRC does not match its data");
        const int first = offset == 8;
        offset += 12 + (size_t)size;
        if (first) {
            if (!is_type(type, "IHDR") || size != 13) return refuse(why, "corrupt PNG: it does not start with an IHDR chunk");
            apng->width = get32(body), apng->height = get32(body + 4);
            if (apng->width == 0 || apng->height == 0 || apng->width > 0x7FFFFFFF || apng->height > 0x7FFFFFFF)
                return refuse(why, "corrupt PNG: invalid IHDR");
            if (body[8] != 8 || (body[9] != 2 && body[9] != 6) || body[10] != 0 || body[11] != 0 || body[12] != 0) {
                *why = "an APNG cardrender does not read: only 8-bit RGB or RGBA, not interlaced";
                return FK_PNG_NOT_MINE;
            }
            apng->channels = body[9] == 6 ? 4 : 3;
            size_t pixels, bytes;
            if (__builtin_mul_overflow((size_t)apng->width, (size_t)apng->height, &pixels) ||
                __builtin_mul_overflow(pixels, (size_t)4, &bytes) || bytes > max_canvas_bytes)
                return refuse(why, "APNG canvas too large: its frames would take more memory than allowed");
            continue;
        }
        if (is_type(type, "IEND")) break;
        if (idat_seen && !is_type(type, "IDAT")) idat_ended = 1;
        if (is_type(type, "acTL")) {
            if (size != 8 || have_actl || idat_seen) return refuse(why, "corrupt APNG: a misplaced or malformed acTL chunk");
            apng->frame_count = get32(body), apng->plays = get32(body + 4);
            if (apng->frame_count == 0) return refuse(why, "corrupt APNG: acTL says it has no frames");
            // Each frame takes at least an fcTL and a data chunk: a count the file cannot hold is refused unallocated.
            if (apng->frame_count > max_frames || apng->frame_count > length / 38)
                return refuse(why, "APNG with too many frames");
            apng->frames = calloc(apng->frame_count, sizeof *apng->frames);
            if (!apng->frames) return FK_NO_MEMORY;
            have_actl = 1;
        } else if (is_type(type, "fcTL")) {
            if (!have_actl || size != 26 || get32(body) != sequence++)
                return refuse(why, "corrupt APNG: a frame control chunk out of sequence");
            if (found == apng->frame_count) return refuse(why, "corrupt APNG: more frames than acTL says");
            if (current && current->data_length == 0) return refuse(why, "corrupt APNG: a frame without image data");
            current = &apng->frames[found++];
            int status = read_control(body, apng, current, why);
            if (status != FK_OK) return status;
            if (!idat_seen && (current->x != 0 || current->y != 0 || current->width != apng->width ||
                               current->height != apng->height))
                return refuse(why, "corrupt APNG: the first frame does not cover the canvas");
            current->in_idat = !idat_seen;
        } else if (is_type(type, "IDAT")) {
            if (idat_ended) return refuse(why, "corrupt PNG: its image data (IDAT) is split by other chunks");
            if (!have_actl) {
                *why = "a PNG without animation (no acTL chunk before its image data)";
                return FK_PNG_NOT_MINE;
            }
            idat_seen = 1;
            if (current && current->in_idat) {
                if (!current->first_chunk) current->first_chunk = chunk;
                current->data_length += size;
            }
        } else if (is_type(type, "fdAT")) {
            if (size < 4 || get32(body) != sequence++)
                return refuse(why, "corrupt APNG: a frame data chunk out of sequence");
            if (!current || current->in_idat || !idat_seen)
                return refuse(why, "corrupt APNG: frame data without its frame control chunk");
            if (!current->first_chunk) current->first_chunk = chunk;
            current->data_length += size - 4;
        } else if (is_type(type, "tRNS")) {
            if (apng->channels == 4 || idat_seen || apng->has_trns || size != 6)
                return refuse(why, "corrupt PNG: a misplaced or malformed tRNS chunk");
            apng->has_trns = 1;
            // A 16-bit sample above 255 names a colour no 8-bit pixel has: nothing is transparent.
            apng->keyed = body[0] == 0 && body[2] == 0 && body[4] == 0;
            apng->key[0] = body[1], apng->key[1] = body[3], apng->key[2] = body[5];
        } else if ((type[0] & 0x20) == 0 && !is_type(type, "PLTE")) {
            return refuse(why, "corrupt PNG: an unknown critical chunk");
        }
    }
    if (!idat_seen) return refuse(why, "corrupt PNG: no image data (IDAT)");
    if (found != apng->frame_count) return refuse(why, "corrupt APNG: fewer frames than acTL says");
    if (current->data_length == 0) return refuse(why, "corrupt APNG: a frame without image data");
    for (uint32_t i = 0; i < found; i++) {
        const struct apng_frame *frame = &apng->frames[i];
        size_t inflated = ((size_t)frame->width * (size_t)apng->channels + 1) * frame->height;
        if (inflated / max_inflate_ratio > frame->data_length)
            return refuse(why, "truncated APNG: a frame's image data stops before its last row");
        if (frame->data_length > apng->largest_data) apng->largest_data = frame->data_length;
    }
    return FK_OK;
}

int fk_apng_decoder_open(const uint8_t *data, size_t length, uint32_t max_frames, size_t max_canvas_bytes,
                         fk_apng_decoder **out, int *width, int *height, int *frames, uint32_t *plays,
                         const char **why) {
    const char *reason = NULL;
    if (!why) why = &reason;
    *why = NULL;
    if (!data || !out) return FK_INVALID;
    *out = NULL;
    fk_apng_decoder *apng = calloc(1, sizeof *apng);
    if (!apng) return FK_NO_MEMORY;
    apng->data = data, apng->length = length;
    int status = walk_chunks(apng, max_frames, max_canvas_bytes, why);
    if (status == FK_OK) {
        const size_t canvas = (size_t)apng->width * apng->height * 4;
        const size_t inflated = ((size_t)apng->width * (size_t)apng->channels + 1) * apng->height;
        apng->canvas = fk_pixels_alloc(canvas);
        apng->rectangle = fk_pixels_alloc(canvas);
        apng->inflated = fk_pixels_alloc(inflated);
        apng->joined = fk_pixels_alloc(apng->largest_data);
        apng->rows = calloc(2, (size_t)apng->width * (size_t)apng->channels);
        if (!apng->canvas || !apng->rectangle || !apng->inflated || !apng->joined || !apng->rows)
            status = FK_NO_MEMORY;
        else
            memset(apng->canvas, 0, canvas);  // fully transparent black, as every play starts
    }
    if (status != FK_OK) {
        fk_apng_decoder_free(apng);
        return status;
    }
    *out = apng;
    *width = (int)apng->width, *height = (int)apng->height, *frames = (int)apng->frame_count, *plays = apng->plays;
    return FK_OK;
}

// The frame's image data joined from its chunks into apng->joined.
static void join_data(const struct fk_apng_decoder *apng, const struct apng_frame *frame) {
    size_t at = 0;
    for (const uint8_t *chunk = frame->first_chunk; at < frame->data_length;) {
        uint32_t size = get32(chunk);
        if (frame->in_idat && is_type(chunk + 4, "IDAT")) {
            memcpy(apng->joined + at, chunk + 8, size);
            at += size;
        } else if (!frame->in_idat && is_type(chunk + 4, "fdAT")) {
            memcpy(apng->joined + at, chunk + 12, size - 4);
            at += size - 4;
        }
        chunk += 12 + (size_t)size;
    }
}

// Inflates and unfilters the frame's rows into apng->rectangle as RGBA.
static int decode_rectangle(struct fk_apng_decoder *apng, const struct apng_frame *frame, const char **why) {
    join_data(apng, frame);
    const size_t bytes = (size_t)frame->width * (size_t)apng->channels, row_bytes = bytes + 1;
    const size_t expected = row_bytes * frame->height;
    size_t used = 0;
    int status = fk_png_inflate(apng->joined, frame->data_length, apng->inflated, expected, &used, why);
    if (status != FK_OK) return status;
    if (used != frame->data_length) return refuse(why, "corrupt APNG: a frame's image data goes on past its last row");
    uint8_t *row = apng->rows, *prev = apng->rows + bytes;
    memset(prev, 0, bytes);
    for (size_t y = 0; y < frame->height; y++) {
        const uint8_t *in = apng->inflated + y * row_bytes;
        if (unfilter(in[0], in + 1, row, prev, bytes, (size_t)apng->channels) != FK_OK)
            return refuse(why, "corrupt PNG: a row has an unknown filter type");
        uint8_t *out = apng->rectangle + y * (size_t)frame->width * 4;
        if (apng->channels == 4) {
            memcpy(out, row, bytes);
        } else {
            for (size_t x = 0; x < frame->width; x++)
                out[4 * x] = row[3 * x], out[4 * x + 1] = row[3 * x + 1], out[4 * x + 2] = row[3 * x + 2], out[4 * x + 3] = 255;
            if (apng->keyed)
                for (size_t x = 0; x < frame->width; x++)
                    if (memcmp(row + 3 * x, apng->key, 3) == 0) out[4 * x + 3] = 0;
        }
        uint8_t *above = row;
        row = prev;
        prev = above;
    }
    return FK_OK;
}

// Copies the frame's rectangle between the canvas and a packed buffer.
static void copy_rectangle(uint8_t *canvas, uint32_t canvas_width, const struct apng_frame *frame, uint8_t *packed,
                           int to_canvas) {
    const size_t row = (size_t)frame->width * 4;
    for (size_t y = 0; y < frame->height; y++) {
        uint8_t *at = canvas + ((frame->y + y) * (size_t)canvas_width + frame->x) * 4;
        if (to_canvas)
            memcpy(at, packed + y * row, row);
        else
            memcpy(packed + y * row, at, row);
    }
}

// Blend OVER as the APNG specification writes it for 8-bit samples, unpremultiplied.
static void blend_over(uint8_t *canvas, uint32_t canvas_width, const struct apng_frame *frame, const uint8_t *rgba) {
    for (size_t y = 0; y < frame->height; y++) {
        uint8_t *dst = canvas + ((frame->y + y) * (size_t)canvas_width + frame->x) * 4;
        const uint8_t *src = rgba + y * (size_t)frame->width * 4;
        for (size_t x = 0; x < frame->width; x++, dst += 4, src += 4) {
            const uint32_t alpha = src[3];
            if (alpha == 255) {
                memcpy(dst, src, 4);
            } else if (alpha != 0) {
                const uint32_t u = alpha * 255, v = (255 - alpha) * dst[3], total = u + v;
                for (int c = 0; c < 3; c++) dst[c] = (uint8_t)((src[c] * u + dst[c] * v) / total);
                dst[3] = (uint8_t)(total / 255);
            }
        }
    }
}

int fk_apng_decoder_next(fk_apng_decoder *apng, const uint8_t **rgba, int *delay_num, int *delay_den,
                         const char **why) {
    const char *reason = NULL;
    if (!why) why = &reason;
    *why = NULL;
    if (!apng || !rgba || apng->next >= apng->frame_count) return FK_INVALID;
    if (apng->next > 0) {
        // The frame before leaves the canvas as its dispose operation says.
        const struct apng_frame *before = &apng->frames[apng->next - 1];
        if (before->dispose == DISPOSE_BACKGROUND || (before->dispose == DISPOSE_PREVIOUS && apng->next == 1)) {
            for (size_t y = 0; y < before->height; y++)
                memset(apng->canvas + ((before->y + y) * (size_t)apng->width + before->x) * 4, 0, (size_t)before->width * 4);
        } else if (before->dispose == DISPOSE_PREVIOUS) {
            copy_rectangle(apng->canvas, apng->width, before, apng->saved, 1);
        }
    }
    const struct apng_frame *frame = &apng->frames[apng->next];
    if (frame->dispose == DISPOSE_PREVIOUS && apng->next > 0) {
        if (!apng->saved) apng->saved = fk_pixels_alloc((size_t)apng->width * apng->height * 4);
        if (!apng->saved) return FK_NO_MEMORY;
        copy_rectangle(apng->canvas, apng->width, frame, apng->saved, 0);
    }
    int status = decode_rectangle(apng, frame, why);
    if (status != FK_OK) return status;
    if (frame->blend == BLEND_SOURCE)
        copy_rectangle(apng->canvas, apng->width, frame, apng->rectangle, 1);
    else
        blend_over(apng->canvas, apng->width, frame, apng->rectangle);
    apng->next++;
    *rgba = apng->canvas;
    *delay_num = frame->delay_num;
    *delay_den = frame->delay_den;
    return FK_OK;
}
