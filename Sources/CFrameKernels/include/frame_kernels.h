// The pixel loops that run for every pixel of every frame, where a libvips
// pipeline per frame cost more than the work itself (float composite, affine and
// cast were most of a frame's time): placing a prepared layer with a bilinear
// affine map and compositing it, the fills, masks and overlays of card painting,
// contact-sheet thumbnails, converting the canvas for output, and encoding PNG
// with libdeflate (about twice as fast as libvips's libpng/zlib path at the same
// level) or, for speed, ISA-L, and checking that a PNG is whole for `cardrender diff`. Pure C
// over plain buffers: no libvips here. Every symbol is prefixed fk_.
//
// Pixels are 8-bit. A canvas and a layer are premultiplied RGBA, 4 bytes a pixel
// in R, G, B, A order. Results are exact integer arithmetic, so every machine
// gives the same bytes.
#ifndef FRAME_KERNELS_H
#define FRAME_KERNELS_H

#include <stddef.h>
#include <stdint.h>

// What the kernels return: FK_OK, or why they did nothing. Every size a kernel computes from its
// arguments (a row's bytes, rows times stride, a box's area, a working buffer's size) is checked
// before a pixel is touched, so arguments that would overflow are refused rather than wrapped into
// an address outside the buffer. A row may hold at most INT_MAX bytes.
enum {
    FK_OK = 0,
    FK_INVALID = -1,    // a negative size, a row longer than its stride, an option the kernel does not take
    FK_TOO_LARGE = -2,  // a size overflows (width x height x bytes per pixel, a box's area)
    FK_NO_MEMORY = -3,  // the memory the kernel needed for its work could not be had
};

// Pixel buffers for frames, layers and PNG encoding. A frame's buffers are megabytes
// and the same size frame after frame: freed ones (up to six, 16 MB) are kept and handed
// out again instead of being returned to the system and faulted back in page by
// page (that cost a 600-frame render 4 s of system time). Pair every
// fk_pixels_alloc with fk_pixels_free, never with free(). NULL when out of memory (or when `size`
// and the block's header would overflow).
void *fk_pixels_alloc(size_t size);
void fk_pixels_free(void *pixels);

// The same for what `cardrender diff` holds of a pair (the files' bytes, fk_png_check's and
// fk_png_decode's buffers): up to eight freed blocks, 64 MB, are kept for the next pair, their
// sizes rounded up to powers of two so that files of other sizes share them; a larger block is
// not kept. Pair every fk_frame_alloc with fk_frame_free.
void *fk_frame_alloc(size_t size);
void fk_frame_free(void *frame);

// Fills `width` x `height` pixels with one premultiplied RGBA colour.
int fk_fill(uint8_t *canvas, int width, int height, size_t stride,
             uint8_t r, uint8_t g, uint8_t b, uint8_t a);

// Composites `layer` (sw x sh, premultiplied, at least one transparent pixel on
// every side) over `canvas`, placed by an affine map, sampled bilinearly and
// faded by `opacity` (0-255).
//
// `inverse` maps canvas coordinates to layer coordinates, both continuous (a
// pixel's centre is at +0.5): u = inverse[0]*x + inverse[1]*y + inverse[2],
// v = inverse[3]*x + inverse[4]*y + inverse[5]. Only canvas pixels inside the
// window [x0, x1) x [y0, y1) are touched; the window must lie in the canvas.
// `hidden`, when not NULL, holds two numbers a canvas row, [from, to): pixels of
// that row that a layer drawn later covers opaquely, which are left untouched.
// The other pixels get the same bytes as without it. FK_OK also when nothing is drawn (a layer
// under 2 x 2 pixels, opacity 0, a map that shrinks the layer a million-fold).
int fk_draw_layer(uint8_t *canvas, size_t canvas_stride,
                   const uint8_t *layer, int sw, int sh, size_t layer_stride,
                   const double inverse[6], uint8_t opacity,
                   int x0, int y0, int x1, int y1, const int32_t *hidden);

// fk_draw_layer draws four pixels at a time with AVX2 where the CPU has it, else two with SSE2:
// the same bytes either way. This chooses for the calling thread only (tests run both paths);
// returns whether AVX2 is used.
int fk_draw_layer_use_avx2(int allowed);

// 1 when every pixel of [x0, x1) x [y0, y1) of a premultiplied RGBA image has alpha 255, 0 when
// one has not, a negative status when the window cannot be addressed.
int fk_is_opaque(const uint8_t *pixels, size_t stride, int x0, int y0, int x1, int y1);

// Composites `source` (sw x sh, premultiplied RGBA) over `canvas` (cw x ch) with
// its top-left corner at the whole pixel (x, y); whatever falls outside is cut.
int fk_over(uint8_t *canvas, int cw, int ch, size_t canvas_stride,
             const uint8_t *source, int sw, int sh, size_t source_stride, int x, int y);

// Scales every channel of `canvas` by a one-band 8-bit `mask` of the same size
// (clipping premultiplied pixels to a shape): c * m / 255, rounded.
int fk_multiply_mask(uint8_t *canvas, int width, int height, size_t stride,
                      const uint8_t *mask, size_t mask_stride);

// Fills `canvas` with the premultiplied colour (r, g, b, a) scaled by a one-band
// 8-bit `coverage` of the same size: text, shadows and strokes in one colour.
int fk_fill_coverage(uint8_t *canvas, int width, int height, size_t stride,
                      const uint8_t *coverage, size_t coverage_stride,
                      uint8_t r, uint8_t g, uint8_t b, uint8_t a);

// `colour` (premultiplied) through an 8-bit `coverage` of the canvas's size, laid over the
// canvas: the same bytes as fk_fill_coverage into a canvas of its own, then fk_over, without it.
int fk_over_coverage(uint8_t *canvas, int width, int height, size_t stride,
                      const uint8_t *coverage, size_t coverage_stride,
                      uint8_t r, uint8_t g, uint8_t b, uint8_t a);

// `colour` (premultiplied) through an 8-bit `coverage` of the canvas's size, laid under
// the canvas: the same bytes as fk_over of the canvas onto fk_fill_coverage's canvas, in
// place. A layer's shadow drawn beneath the layer already painted.
int fk_under_coverage(uint8_t *canvas, int width, int height, size_t stride,
                       const uint8_t *coverage, size_t coverage_stride,
                       uint8_t r, uint8_t g, uint8_t b, uint8_t a);

// Copies 8-bit RGB (bands 3, alpha 255 added) or RGBA (bands 4) pixels into `canvas`.
int fk_import(uint8_t *canvas, int width, int height, size_t stride,
               const uint8_t *pixels, int bands, size_t pixels_stride);

// An opaque canvas as packed RGB (alpha dropped), into `rgb` (width*3 bytes a row);
// `rgb` may be `canvas` itself (converted in place, front to back).
int fk_to_rgb(const uint8_t *canvas, int width, int height, size_t stride, uint8_t *rgb);

// A canvas as straight (unpremultiplied) RGBA, into `rgba` (width*4 bytes a row);
// `rgba` may be `canvas` itself.
int fk_unpremultiply(const uint8_t *canvas, int width, int height, size_t stride, uint8_t *rgba);

// Reduces 8-bit pixels (any band count up to 4) by a whole `factor` in both
// directions, each output pixel the rounded mean of a factor x factor box: a
// contact sheet's thumbnail of every frame. Writes (width / factor) x
// (height / factor) pixels (rounded down) to `out`, packed. FK_NO_MEMORY when its row sums
// cannot be allocated: `out` is then left as it was.
int fk_shrink_box(const uint8_t *pixels, int width, int height, int bands, size_t stride,
                  int factor, uint8_t *out);

// For tests: the next `count` working buffers the kernels allocate on the calling thread (a box
// shrink's row sums, the rows fk_png_encode_opaque_canvas converts through) fail as if memory had
// run out, so that the path that reports it can be run. 0 makes them succeed again.
void fk_fail_working_buffers(int count);

// The DEFLATE compressor of fk_png_encode: libdeflate (levels 0-9, 0 stores) or
// ISA-L's igzip (levels 1 and 2 only: about twice as fast as libdeflate's level 1 and
// six times level 6, files about 16 % larger than level 6). Both give the same bytes on
// every machine.
enum { FK_PNG_LIBDEFLATE = 0, FK_PNG_ISAL = 1 };

// Encodes 8-bit pixels (1 grey, 2 grey+alpha, 3 RGB, 4 RGBA bands) as a PNG with
// no metadata: signature, IHDR, one IDAT, IEND. Rows use the Up filter (on
// rendered frames 30 % smaller than no filter, and cheaper than adaptive
// filtering), except at libdeflate's level 0, which stores the rows unfiltered.
// `encoder` and `level` choose the compressor (above). On success returns 0
// and a buffer in *out (release it with fk_pixels_free) of *out_length bytes; returns
// FK_INVALID (-1) when the arguments are invalid (a level the encoder does not offer),
// FK_TOO_LARGE when a size overflows, FK_NO_MEMORY when memory runs out.
int fk_png_encode(const uint8_t *pixels, int width, int height, int bands, size_t stride,
                  int encoder, int level, uint8_t **out, size_t *out_length);

// What a PNG says of its colours: nothing (rendered frames, whose bytes stay as they are), or
// sRGB: an sRGB chunk (perceptual intent) with the specification's gAMA and cHRM values for it.
enum { FK_PNG_UNTAGGED = 0, FK_PNG_SRGB = 1 };

// fk_png_encode with the colour chunks `colour_tag` asks for between IHDR and IDAT; with
// FK_PNG_UNTAGGED the same bytes as fk_png_encode.
int fk_png_encode_tagged(const uint8_t *pixels, int width, int height, int bands, size_t stride,
                         int encoder, int level, int colour_tag, uint8_t **out, size_t *out_length);

// fk_png_encode of an opaque premultiplied RGBA canvas (packed, width*4 bytes a row) as an
// RGB PNG: the same bytes as fk_to_rgb then fk_png_encode, without their two full-size
// buffers. The rows are converted and filtered into the canvas's own memory, so the canvas
// is spent: its pixels are gone whether or not encoding succeeds.
int fk_png_encode_opaque_canvas(uint8_t *canvas, int width, int height, int encoder, int level,
                                uint8_t **out, size_t *out_length);

// The compressors' versions this was built with ("libdeflate 1.14, ISA-L 2.30.0"): their
// output, and so a PNG's bytes, may change from one version to the next.
const char *fk_png_encoder_versions(void);

// Checks that PNG bytes would decode, without keeping any pixel: the signature, a
// valid IHDR first, every chunk's type and CRC, the critical chunks libpng knows in
// its order (at most one PLTE before the image data, which a palette image needs, and
// one unbroken run of IDAT), an IEND, and the IDAT data inflating (with its Adler-32)
// to exactly the bytes the IHDR calls for, every row starting with a valid filter type
// (interlaced images pass by pass). For `cardrender diff`, where byte-identical files
// must still be proved whole PNGs, at a fraction of a full decode's cost, and where a
// PNG fk_png_decode leaves to libvips must pass it first: libpng's errors then cannot
// happen while libvips reads the rows, where its threads may lose them. Returns 0 when the file is whole, else -1 with the reason (a
// static string) in *why. Needs memory for the inflated data (about width x height
// x bytes per pixel), freed before it returns.
int fk_png_check(const uint8_t *data, size_t length, const char **why);

// Decodes a whole PNG file in memory to 8-bit RGBA (4 bytes a pixel, rows packed) for
// `cardrender diff`, which spent most of its time in libvips's libpng decoding: the IDAT data is
// inflated by libdeflate in one call and the rows unfiltered here, several times faster. It takes
// the PNGs frames, goldens and screenshots are: 8-bit, not interlaced, grey, grey+alpha, RGB, RGBA
// or palette (with or without tRNS), and gives the pixels libvips's load, sRGB conversion and
// added alpha give (grey as R = G = B, alpha 255 where there is none). On FK_OK *rgba holds
// *width x *height x 4 bytes, to release with fk_frame_free(). The rows are inflated into the
// frame's own buffer and unfiltered from there, so decoding holds little more than the frame: a
// filter byte a row and, when the image data is split over IDAT chunks, their data joined.
// FK_PNG_NOT_MINE: a PNG it leaves to libvips
// (other bit depths, interlacing, tRNS on grey or RGB, a bad CRC, chunks out of the plain order).
// FK_INVALID: the file is damaged (truncated, an unknown critical chunk, image data that does not
// inflate, with its Adler-32, to exactly the rows the IHDR asks for, a bad filter type), with the
// reason, a static string in fk_png_check's words, in *why (when `why` is not NULL).
// FK_TOO_LARGE: a size overflows. FK_NO_MEMORY. Every chunk's length is checked against the file.
enum { FK_PNG_NOT_MINE = 1 };
int fk_png_decode(const uint8_t *data, size_t length, uint8_t **rgba, int *width, int *height, const char **why);

// An animation as one APNG file, written frame by frame: the first frame is the PNG's own image
// (what a reader that knows no animation shows), each later one the smallest rectangle that
// differs from the frame before, drawn with blend SOURCE or, for RGBA frames whose changed pixels
// are opaque, OVER with the unchanged pixels transparent, whichever compresses smaller; dispose is
// always NONE. A run of identical frames becomes one frame shown for the run's time (cut where
// the delay's 16-bit numerator would overflow). Rows are filtered and compressed as
// fk_png_encode does them, so the bytes are the same on every machine. Holds about five frames'
// pixels however many frames come.
typedef struct fk_apng_encoder fk_apng_encoder;

// Starts an animation of `width` x `height` frames of `bands` (3 RGB, 4 RGBA) 8-bit samples, each
// shown `delay_num`/`delay_den` seconds (1-65535 each), played `plays` times (0: forever), compressed
// by `encoder` at `level` (as fk_png_encode). FK_INVALID, FK_TOO_LARGE or FK_NO_MEMORY, *out NULL.
int fk_apng_encoder_start(int width, int height, int bands, int delay_num, int delay_den, uint32_t plays,
                          int encoder, int level, fk_apng_encoder **out);
// Adds the next frame, rows `stride` bytes apart; the encoder keeps what it needs of it.
int fk_apng_encoder_add(fk_apng_encoder *apng, const uint8_t *pixels, size_t stride);
// The file, in *out (release it with fk_pixels_free), *out_length bytes. FK_INVALID without a frame.
int fk_apng_encoder_finish(fk_apng_encoder *apng, uint8_t **out, size_t *out_length);
void fk_apng_encoder_free(fk_apng_encoder *apng);

// An APNG read frame by frame into one RGBA canvas (4 bytes a pixel, rows packed), composed as the
// APNG specification says (dispose NONE, BACKGROUND, PREVIOUS; blend SOURCE, OVER; an RGB image's
// tRNS key colour transparent, as apngasm writes opaque frames). Open walks
// every chunk first: CRCs, chunk order, fcTL and fdAT sequence numbers, each frame's rectangle
// inside the canvas, the frame count acTL gives (at most `max_frames`), and a canvas of at most
// `max_canvas_bytes` (width x height x 4), refused before anything is allocated; FK_INVALID with
// the reason in *why for a damaged file, FK_PNG_NOT_MINE with it for a PNG that is no animation or
// not 8-bit RGB or RGBA without interlacing. `data` must outlive the decoder. Memory: the canvas,
// one frame's rectangle and rows, whatever the number of frames.
typedef struct fk_apng_decoder fk_apng_decoder;
int fk_apng_decoder_open(const uint8_t *data, size_t length, uint32_t max_frames, size_t max_canvas_bytes,
                         fk_apng_decoder **out, int *width, int *height, int *frames, uint32_t *plays,
                         const char **why);
// The next frame: *rgba points at the canvas (valid until the next call), shown *delay_num /
// *delay_den seconds. FK_INVALID with *why when its image data does not inflate to its rows, or
// when every frame was read.
int fk_apng_decoder_next(fk_apng_decoder *apng, const uint8_t **rgba, int *delay_num, int *delay_den,
                         const char **why);
void fk_apng_decoder_free(fk_apng_decoder *apng);

// Compares two RGBA frames of `width` x `height` (4 bytes a pixel, rows packed) as pixelmatch
// does: a pixel differs when its YIQ colour distance is above `max_delta`; with
// `detect_antialiasing`, one that looks like an anti-aliased edge in either frame is counted in
// *antialiased instead of *different. `ignore` holds `ignore_count` rectangles (x, y, width,
// height each) whose pixels are not compared. When `diff` is not NULL (width x height x 3 bytes)
// it receives an RGB picture: changed pixels red, anti-aliased ones yellow, every other pixel the
// expected frame's luma faded towards white by `fade` (0-1), ignored regions tinted blue.
int fk_compare_pixels(const uint8_t *expected, const uint8_t *actual, int width, int height, double max_delta,
                      int detect_antialiasing, double fade, uint8_t *diff, const int64_t *ignore, int ignore_count,
                      int64_t *different, int64_t *antialiased);

// fk_compare_pixels over rows [first_row, end_row) alone (the anti-aliasing test still reads
// their neighbours above and below): the counts of those rows, and their rows of `diff`. Bands
// of rows compared on several threads add up to fk_compare_pixels's counts and picture.
int fk_compare_rows(const uint8_t *expected, const uint8_t *actual, int width, int height, int first_row,
                    int end_row, double max_delta, int detect_antialiasing, double fade, uint8_t *diff,
                    const int64_t *ignore, int ignore_count, int64_t *different, int64_t *antialiased);

// CRC-64/XZ (ECMA-182 polynomial, reflected, ISA-L's crc64_ecma_refl from a seed of 0) of
// `length` bytes: the checksum `cardrender diff` records for each file it writes.
uint64_t fk_crc64(const void *bytes, size_t length);

#endif
