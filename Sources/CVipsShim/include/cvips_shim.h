// Non-variadic wrappers over the libvips calls that cardrender makes.
//
// libvips's operations take their optional arguments as a NULL-terminated
// variadic list, which Swift cannot call. Each wrapper here fixes the optional
// arguments one call site needs and returns libvips's status (0 ok, -1 error).
// On error the detail is in libvips's error buffer: take it with
// cr_error_take(). Every symbol is prefixed cr_ so it cannot clash with libvips.
#ifndef CVIPS_SHIM_H
#define CVIPS_SHIM_H

#include <vips/vips.h>

// --- process set-up ----------------------------------------------------------

// Loads libvips (see cvips_lazy.h) and starts it: VIPS_INIT is a macro, so Swift cannot.
// On failure the reason is in cr_error_take(), a missing libvips included.
int cr_init(const char *argv0);

// mallopt(M_ARENA_MAX, n): glibc gives each of libvips's worker threads its own malloc arena,
// and the arenas hold on to freed tile memory; capping them keeps the resident size down.
// Not in Swift's Glibc module (malloc.h), hence here. Returns 1 on success.
int cr_limit_malloc_arenas(int arenas);

// mallopt(M_MMAP_THRESHOLD, bytes): blocks this large get their own mapping,
// returned to the system when freed. glibc otherwise raises the threshold after
// the first large free, and frame-sized buffers (megabytes, one per frame) then
// come from the heap, whose freed space stays resident. Returns 1 on success.
int cr_mmap_blocks_from(int bytes);

// libvips's version (vips_version): major, minor and micro. Loads libvips first; -1 when it
// cannot be loaded (the reason is in cr_error_take()).
int cr_vips_version(int *major, int *minor, int *micro);

// Whether the libvips at `library` (a name or path as dlopen takes it) could serve the shim: 0
// when it loads and has every function the shim calls, else -1 with the reason, in the words
// cr_init's failure gives, in `reason` (`size` bytes). The table the shim calls through is left
// as it is. Tests check with it that a libvips that cannot be loaded is reported, not fatal.
int cr_vips_library_check(const char *library, char *reason, size_t size);

// libvips's error buffer, copied and cleared atomically (vips_error_buffer_copy), or why libvips
// could not be loaded. Release it with free().
char *cr_error_take(void);

// --- loading -----------------------------------------------------------------

// vips_image_new_from_file with sequential access and fail-on-error:
// reads the header now and decodes lazily.
int cr_open(const char *path, VipsImage **out);

// The same from a source (a descriptor cardrender opened and checked), so the
// path is never opened again: vips_image_new_from_source with sequential
// access and fail-on-error.
int cr_open_source(VipsSource *source, VipsImage **out);

// The calls that build resizes, thumbnails and blurs, and cr_unref, hold one lock between them:
// liborc, which libvips compiles those operations' loops with, is not safe to build or close them
// on several threads at once (cvips_shim.c says why).

// vips_thumbnail_source: cr_thumbnail from a source.
int cr_thumbnail_source(VipsSource *source, VipsImage **out, int width, int height, int crop);

// vips_thumbnail: shrink-on-load, auto-rotate, colour-manage to sRGB, fit
// inside width x height (crop != 0: cover the box and crop the centre).
int cr_thumbnail(const char *path, VipsImage **out, int width, int height, int crop);

// vips_thumbnail_image: the same from an image already in memory.
int cr_thumbnail_image(VipsImage *in, VipsImage **out, int width, int height, int crop);

// vips_pngload_buffer with sequential access and fail-on-error, for `cardrender diff`:
// the file's bytes are already in memory for the byte-identical check, and only a
// PNG may load (any other content fails). `buf` must outlive the image.
int cr_pngload_buffer(const void *buf, size_t len, VipsImage **out);

// --- pixel formats -----------------------------------------------------------

// vips_colourspace to sRGB (greyscale, 16-bit RGB, CMYK... to 8-bit sRGB).
int cr_to_srgb(VipsImage *in, VipsImage **out);

// vips_cast to 8-bit unsigned, rounding to nearest rather than truncating.
int cr_cast_uchar(VipsImage *in, VipsImage **out);

// vips_flatten onto an RGB background (drops the alpha band).
int cr_flatten(VipsImage *in, VipsImage **out, double r, double g, double b);

int cr_premultiply(VipsImage *in, VipsImage **out);
int cr_unpremultiply(VipsImage *in, VipsImage **out);

// --- bands and arithmetic ----------------------------------------------------

int cr_bandjoin2(VipsImage *a, VipsImage *b, VipsImage **out);
int cr_bandjoin_const(VipsImage *in, VipsImage **out, const double *c, int n);
int cr_extract_band(VipsImage *in, VipsImage **out, int band, int n);
// vips_linear: out = in * a + b, one (a, b) pair per band (n pairs) or one for all.
int cr_linear(VipsImage *in, VipsImage **out, const double *a, const double *b, int n);

// --- geometry ----------------------------------------------------------------

int cr_embed(VipsImage *in, VipsImage **out, int x, int y, int width, int height);
int cr_extract_area(VipsImage *in, VipsImage **out, int left, int top, int width, int height);
int cr_resize(VipsImage *in, VipsImage **out, double scale);
int cr_zoom(VipsImage *in, VipsImage **out, int xfac, int yfac);

// --- making images -----------------------------------------------------------

int cr_black(VipsImage **out, int width, int height, int bands);
int cr_gaussblur(VipsImage *in, VipsImage **out, double sigma);
int cr_svgload_buffer(const void *buf, size_t len, VipsImage **out);

// --- arranging ---------------------------------------------------------------

// vips_arrayjoin: a grid `across` images wide, `gap` pixels apart, on a
// background grey level.
int cr_arrayjoin(VipsImage **in, int n, VipsImage **out, int across, int gap, double background);

// --- saving ------------------------------------------------------------------

// vips_image_new_from_memory leaves the buffer with the caller; this hands it
// over instead, so pixels computed outside libvips (a composited frame) live
// exactly as long as the image and are given to `release` when it closes.
// NULL on error (the buffer is then released too).
VipsImage *cr_image_new_from_owned_memory(void *data, size_t size, int width, int height, int bands,
                                          void (*release)(void *data));

// The pixels of an image that is already in memory (made from memory or by
// vips_image_copy_memory), with the bytes per row in *stride; NULL for a
// pipeline, which must be copied to memory first. VIPS_IMAGE_ADDR is a macro,
// hence this; it never computes anything, so any thread may call it.
const unsigned char *cr_image_pixels(VipsImage *in, size_t *stride);

// vips_image_write_to_file: the format follows the file name's suffix (used by tests
// to make inputs in every format, and by writers whose format the user names).
int cr_save(VipsImage *in, const char *path);

// vips_colourspace to any interpretation (tests make CMYK and 16-bit inputs with it).
int cr_colourspace(VipsImage *in, VipsImage **out, VipsInterpretation space);

// --- animated exports --------------------------------------------------------

// Animated GIF (cgif) of frames stacked vertically, each `page_height` rows:
// a private copy gets the "delay" (ms per frame, n entries), "loop" (0:
// forever) and "page-height" metadata that gifsave reads, then is saved
// without metadata. Full effort and dithering, the same bytes on every run.
// Saved to memory, not to a path: the caller writes the bytes to a file it
// created itself, so libvips never opens a name someone else could have
// planted a link at. *buffer is the caller's to free with cr_free.
int cr_gifsave_frames_buffer(VipsImage *in, void **buffer, size_t *length, int page_height,
                             const int *delays, int n, int loop);

// The same as an animated WebP (lossy at `quality`, or lossless when
// quality > 100), with the same delay and loop metadata, also to memory.
// `profile`: NULL for no metadata, or an ICC profile to embed, by file name or
// libvips's built-in name ("srgb"). libvips 8.14 embeds a profile only when
// not stripping, so then it also writes EXIF (and XMP when the image has it).
int cr_webpsave_frames_buffer(VipsImage *in, void **buffer, size_t *length, int page_height,
                              const int *delays, int n, int loop, int quality, const char *profile);

// Every page of a multi-page file (GIF, WebP) as one tall image, with its
// "n-pages", "page-height", "delay" and "loop" metadata (tests read exports back).
int cr_open_all_pages(const char *path, VipsImage **out);

// --- plain calls ---------------------------------------------------------------

// The plain (non-variadic) libvips and GLib functions Swift uses, under the shim's names, so that
// they too reach libvips through the table of cvips_lazy.h rather than a link-time dependency.
void cr_unref(void *object);                     // g_object_unref, under the liborc lock
void cr_free(void *memory);                      // g_free: what vips_image_write_to_memory returned
void cr_block_untrusted_set(int state);          // vips_block_untrusted_set
void cr_operation_block_set(const char *name, int state);
void cr_cache_set_max(int max);
void cr_concurrency_set(int concurrency);
int cr_image_get_width(const VipsImage *image);
int cr_image_get_height(const VipsImage *image);
int cr_image_get_bands(const VipsImage *image);
VipsBandFormat cr_image_get_format(const VipsImage *image);
int cr_image_hasalpha(VipsImage *image);
int cr_image_get_orientation_swap(VipsImage *image);
size_t cr_format_sizeof(VipsBandFormat format);
// 1 when the image has a metadata field of that name (vips_image_get_typeof is not 0).
int cr_image_has_field(const VipsImage *image, const char *name);
int cr_image_get_string(const VipsImage *image, const char *name, const char **out);
VipsImage *cr_image_new_from_memory_copy(const void *data, size_t size, int width, int height, int bands,
                                         VipsBandFormat format);
VipsImage *cr_image_copy_memory(VipsImage *image);
void *cr_image_write_to_memory(VipsImage *image, size_t *size);
void cr_image_set_kill(VipsImage *image, int kill);
VipsSource *cr_source_new_from_descriptor(int descriptor);
const char *cr_foreign_find_load(const char *path);
const char *cr_foreign_find_load_source(VipsSource *source);

#endif
