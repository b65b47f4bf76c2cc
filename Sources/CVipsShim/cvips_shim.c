#include "cvips_shim.h"
#include "cvips_lazy.h"

#include <malloc.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

// An allocation of the shim's own that failed, left in libvips's error buffer as libvips's own
// failures are, so that the caller reports it from cr_error_take().
static void cr_out_of_memory(const char *what) {
    vips_error("cardrender", "out of memory %s", what);
}

// libvips compiles the inner loops of resizing and blurring with liborc when it builds those
// operations, and frees them when an operation closes. liborc 0.4.33 (Debian 12's) frees code
// memory without the lock it allocates under, so two threads building or closing such operations
// at once corrupt its free list and crash. Each shim call that may build one (resize, thumbnail,
// blur) or close one (unref) holds this lock; the compiled code itself runs without it.
static pthread_mutex_t cr_orc_lock = PTHREAD_MUTEX_INITIALIZER;

static void cr_ignore_log(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain; (void)level; (void)message; (void)data;
}

int cr_init(const char *argv0) {
    if (cr_lazy_load() != 0 || VIPS_INIT(argv0))
        return -1;
    // libvips also prints warnings such as "error in tile 0 x 184" for a truncated photo;
    // cardrender reports each failure once, from the error buffer, so keep stderr to that.
    g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING, cr_ignore_log, NULL);
    return 0;
}

int cr_mmap_blocks_from(int bytes) {
#ifdef M_MMAP_THRESHOLD
    return mallopt(M_MMAP_THRESHOLD, bytes);
#else
    (void)bytes;
    return 0;
#endif
}

int cr_limit_malloc_arenas(int arenas) {
#ifdef M_ARENA_MAX
    return mallopt(M_ARENA_MAX, arenas);
#else
    (void)arenas;
    return 0;
#endif
}

int cr_vips_version(int *major, int *minor, int *micro) {
    if (cr_lazy_load() != 0)
        return -1;
    *major = vips_version(0);
    *minor = vips_version(1);
    *micro = vips_version(2);
    return 0;
}

char *cr_error_take(void) {
    if (cr_lazy_load() != 0)
        return strdup(cr_lazy_error());
    char *copy = vips_error_buffer_copy();
    char *taken = copy ? strdup(copy) : NULL;
    g_free(copy);
    return taken;
}

int cr_open(const char *path, VipsImage **out) {
    CR_NEED_VIPS(-1);
    *out = vips_image_new_from_file(path, "access", VIPS_ACCESS_SEQUENTIAL,
                                    "fail_on", VIPS_FAIL_ON_ERROR, NULL);
    return *out ? 0 : -1;
}

int cr_open_source(VipsSource *source, VipsImage **out) {
    CR_NEED_VIPS(-1);
    *out = vips_image_new_from_source(source, "", "access", VIPS_ACCESS_SEQUENTIAL,
                                      "fail_on", VIPS_FAIL_ON_ERROR, NULL);
    return *out ? 0 : -1;
}

int cr_thumbnail_source(VipsSource *source, VipsImage **out, int width, int height, int crop) {
    CR_NEED_VIPS(-1);
    // The loader options go in the option string too: libvips 8.14 does not pass the
    // thumbnail's own fail_on to a loader reading a source (a truncated JPEG would pass).
    pthread_mutex_lock(&cr_orc_lock);
    int status = vips_thumbnail_source(source, out, width, "height", height, "option_string", "fail_on=error",
                                       "crop", crop ? VIPS_INTERESTING_CENTRE : VIPS_INTERESTING_NONE,
                                       "fail_on", VIPS_FAIL_ON_ERROR, NULL);
    pthread_mutex_unlock(&cr_orc_lock);
    return status;
}

int cr_thumbnail(const char *path, VipsImage **out, int width, int height, int crop) {
    CR_NEED_VIPS(-1);
    pthread_mutex_lock(&cr_orc_lock);
    int status = vips_thumbnail(path, out, width, "height", height,
                                "crop", crop ? VIPS_INTERESTING_CENTRE : VIPS_INTERESTING_NONE,
                                "fail_on", VIPS_FAIL_ON_ERROR, NULL);
    pthread_mutex_unlock(&cr_orc_lock);
    return status;
}

int cr_thumbnail_image(VipsImage *in, VipsImage **out, int width, int height, int crop) {
    CR_NEED_VIPS(-1);
    pthread_mutex_lock(&cr_orc_lock);
    int status = vips_thumbnail_image(in, out, width, "height", height,
                                      "crop", crop ? VIPS_INTERESTING_CENTRE : VIPS_INTERESTING_NONE,
                                      NULL);
    pthread_mutex_unlock(&cr_orc_lock);
    return status;
}

int cr_pngload_buffer(const void *buf, size_t len, VipsImage **out) {
    CR_NEED_VIPS(-1);
    return vips_pngload_buffer((void *)buf, len, out, "access", VIPS_ACCESS_SEQUENTIAL,
                               "fail_on", VIPS_FAIL_ON_ERROR, NULL);
}

int cr_to_srgb(VipsImage *in, VipsImage **out) {
    CR_NEED_VIPS(-1);
    return vips_colourspace(in, out, VIPS_INTERPRETATION_sRGB, NULL);
}

int cr_cast_uchar(VipsImage *in, VipsImage **out) {
    CR_NEED_VIPS(-1);
    if (vips_band_format_isint(in->BandFmt))
        return vips_cast(in, out, VIPS_FORMAT_UCHAR, NULL);
    // vips_cast truncates floats; round first so 254.9 becomes 255.
    VipsImage *rounded;
    if (vips_round(in, &rounded, VIPS_OPERATION_ROUND_RINT, NULL))
        return -1;
    int status = vips_cast(rounded, out, VIPS_FORMAT_UCHAR, NULL);
    g_object_unref(rounded);
    return status;
}

int cr_flatten(VipsImage *in, VipsImage **out, double r, double g, double b) {
    CR_NEED_VIPS(-1);
    double rgb[3] = {r, g, b};
    VipsArrayDouble *background = vips_array_double_new(rgb, 3);
    if (!background) {
        cr_out_of_memory("for a background colour");
        return -1;
    }
    int status = vips_flatten(in, out, "background", background, NULL);
    vips_area_unref(VIPS_AREA(background));
    return status;
}

int cr_premultiply(VipsImage *in, VipsImage **out) {
    CR_NEED_VIPS(-1);
    return vips_premultiply(in, out, NULL);
}

int cr_unpremultiply(VipsImage *in, VipsImage **out) {
    CR_NEED_VIPS(-1);
    return vips_unpremultiply(in, out, NULL);
}

int cr_bandjoin2(VipsImage *a, VipsImage *b, VipsImage **out) {
    CR_NEED_VIPS(-1);
    return vips_bandjoin2(a, b, out, NULL);
}

int cr_bandjoin_const(VipsImage *in, VipsImage **out, const double *c, int n) {
    CR_NEED_VIPS(-1);
    return vips_bandjoin_const(in, out, (double *)c, n, NULL);
}

int cr_extract_band(VipsImage *in, VipsImage **out, int band, int n) {
    CR_NEED_VIPS(-1);
    return vips_extract_band(in, out, band, "n", n, NULL);
}

int cr_linear(VipsImage *in, VipsImage **out, const double *a, const double *b, int n) {
    CR_NEED_VIPS(-1);
    return vips_linear(in, out, (double *)a, (double *)b, n, NULL);
}

int cr_embed(VipsImage *in, VipsImage **out, int x, int y, int width, int height) {
    CR_NEED_VIPS(-1);
    return vips_embed(in, out, x, y, width, height, "extend", VIPS_EXTEND_BLACK, NULL);
}

int cr_extract_area(VipsImage *in, VipsImage **out, int left, int top, int width, int height) {
    CR_NEED_VIPS(-1);
    return vips_extract_area(in, out, left, top, width, height, NULL);
}

int cr_resize(VipsImage *in, VipsImage **out, double scale) {
    CR_NEED_VIPS(-1);
    pthread_mutex_lock(&cr_orc_lock);
    int status = vips_resize(in, out, scale, NULL);
    pthread_mutex_unlock(&cr_orc_lock);
    return status;
}

int cr_zoom(VipsImage *in, VipsImage **out, int xfac, int yfac) {
    CR_NEED_VIPS(-1);
    return vips_zoom(in, out, xfac, yfac, NULL);
}

int cr_black(VipsImage **out, int width, int height, int bands) {
    CR_NEED_VIPS(-1);
    return vips_black(out, width, height, "bands", bands, NULL);
}

int cr_gaussblur(VipsImage *in, VipsImage **out, double sigma) {
    CR_NEED_VIPS(-1);
    pthread_mutex_lock(&cr_orc_lock);
    int status = vips_gaussblur(in, out, sigma, NULL);
    pthread_mutex_unlock(&cr_orc_lock);
    return status;
}

int cr_svgload_buffer(const void *buf, size_t len, VipsImage **out) {
    CR_NEED_VIPS(-1);
    return vips_svgload_buffer((void *)buf, len, out, NULL);
}

int cr_arrayjoin(VipsImage **in, int n, VipsImage **out, int across, int gap, double background) {
    CR_NEED_VIPS(-1);
    double bg[1] = {background};
    VipsArrayDouble *bgs = vips_array_double_new(bg, 1);
    if (!bgs) {
        cr_out_of_memory("for a background colour");
        return -1;
    }
    int status = vips_arrayjoin(in, out, n, "across", across, "shim", gap,
                                "background", bgs, NULL);
    vips_area_unref(VIPS_AREA(bgs));
    return status;
}

// The postclose handler: the release function travels as the closure's data.
struct cr_owned_memory {
    void *data;
    void (*release)(void *data);
};

static void cr_release_owned_memory(VipsImage *image, void *owned) {
    (void)image;
    struct cr_owned_memory *memory = owned;
    memory->release(memory->data);
    free(memory);
}

VipsImage *cr_image_new_from_owned_memory(void *data, size_t size, int width, int height, int bands,
                                          void (*release)(void *data)) {
    if (cr_lazy_load() != 0) {
        release(data);
        return NULL;
    }
    // malloc, not g_new: g_new ends the process when memory runs out.
    struct cr_owned_memory *owned = malloc(sizeof *owned);
    if (!owned) {
        release(data);
        cr_out_of_memory("wrapping pixels in an image");
        return NULL;
    }
    owned->data = data;
    owned->release = release;
    VipsImage *image = vips_image_new_from_memory(data, size, width, height, bands, VIPS_FORMAT_UCHAR);
    if (!image) {
        cr_release_owned_memory(NULL, owned);
        return NULL;
    }
    if (!g_signal_connect(image, "postclose", G_CALLBACK(cr_release_owned_memory), owned)) {
        // No handler: the image would never give the pixels back. Close it (its pixels are not
        // its own) and release them here.
        g_object_unref(image);
        cr_release_owned_memory(NULL, owned);
        vips_error("cardrender", "%s", "cannot watch an image close");
        return NULL;
    }
    return image;
}

const unsigned char *cr_image_pixels(VipsImage *in, size_t *stride) {
    CR_NEED_VIPS(NULL);
    if (!in->data || (in->dtype != VIPS_IMAGE_SETBUF && in->dtype != VIPS_IMAGE_SETBUF_FOREIGN &&
                      in->dtype != VIPS_IMAGE_MMAPIN))
        return NULL;
    *stride = VIPS_IMAGE_SIZEOF_LINE(in);
    return VIPS_IMAGE_ADDR(in, 0, 0);
}

int cr_save(VipsImage *in, const char *path) {
    CR_NEED_VIPS(-1);
    return vips_image_write_to_file(in, path, NULL);
}

int cr_colourspace(VipsImage *in, VipsImage **out, VipsInterpretation space) {
    CR_NEED_VIPS(-1);
    return vips_colourspace(in, out, space, NULL);
}

// Labels a copy of `in` as an animation: the metadata both animated savers read.
static int cr_animation_copy(VipsImage *in, VipsImage **out, int page_height,
                             const int *delays, int n, int loop) {
    if (vips_copy(in, out, NULL))
        return -1;
    vips_image_set_int(*out, VIPS_META_PAGE_HEIGHT, page_height);
    vips_image_set_array_int(*out, "delay", delays, n);
    vips_image_set_int(*out, "loop", loop);
    return 0;
}

int cr_gifsave_frames_buffer(VipsImage *in, void **buffer, size_t *length, int page_height,
                             const int *delays, int n, int loop) {
    CR_NEED_VIPS(-1);
    VipsImage *labelled;
    if (cr_animation_copy(in, &labelled, page_height, delays, n, loop))
        return -1;
    int status = vips_gifsave_buffer(labelled, buffer, length, "strip", TRUE, "effort", 7, "dither", 1.0, NULL);
    g_object_unref(labelled);
    return status;
}

int cr_webpsave_frames_buffer(VipsImage *in, void **buffer, size_t *length, int page_height,
                              const int *delays, int n, int loop, int quality, const char *profile) {
    CR_NEED_VIPS(-1);
    VipsImage *labelled;
    if (cr_animation_copy(in, &labelled, page_height, delays, n, loop))
        return -1;
    const gboolean lossless = quality > 100;
    int status = profile
        ? vips_webpsave_buffer(labelled, buffer, length, "strip", FALSE, "profile", profile, "lossless", lossless,
                               "Q", lossless ? 75 : quality, NULL)
        : vips_webpsave_buffer(labelled, buffer, length, "strip", TRUE, "lossless", lossless, "Q", lossless ? 75 : quality, NULL);
    g_object_unref(labelled);
    return status;
}

int cr_open_all_pages(const char *path, VipsImage **out) {
    CR_NEED_VIPS(-1);
    *out = vips_image_new_from_file(path, "n", -1, NULL);
    return *out ? 0 : -1;
}

void cr_unref(void *object) {
    CR_NEED_VIPS();
    pthread_mutex_lock(&cr_orc_lock);
    g_object_unref(object);
    pthread_mutex_unlock(&cr_orc_lock);
}
void cr_free(void *memory) { CR_NEED_VIPS(); g_free(memory); }
void cr_block_untrusted_set(int state) { CR_NEED_VIPS(); vips_block_untrusted_set(state); }
void cr_operation_block_set(const char *name, int state) { CR_NEED_VIPS(); vips_operation_block_set(name, state); }
void cr_cache_set_max(int max) { CR_NEED_VIPS(); vips_cache_set_max(max); }
void cr_concurrency_set(int concurrency) { CR_NEED_VIPS(); vips_concurrency_set(concurrency); }
int cr_image_get_width(const VipsImage *image) { CR_NEED_VIPS(0); return vips_image_get_width(image); }
int cr_image_get_height(const VipsImage *image) { CR_NEED_VIPS(0); return vips_image_get_height(image); }
int cr_image_get_bands(const VipsImage *image) { CR_NEED_VIPS(0); return vips_image_get_bands(image); }
VipsBandFormat cr_image_get_format(const VipsImage *image) { CR_NEED_VIPS(VIPS_FORMAT_NOTSET); return vips_image_get_format(image); }
int cr_image_hasalpha(VipsImage *image) { CR_NEED_VIPS(0); return vips_image_hasalpha(image); }
int cr_image_get_orientation_swap(VipsImage *image) { CR_NEED_VIPS(0); return vips_image_get_orientation_swap(image); }
size_t cr_format_sizeof(VipsBandFormat format) { CR_NEED_VIPS(0); return (size_t)vips_format_sizeof(format); }
int cr_image_has_field(const VipsImage *image, const char *name) { CR_NEED_VIPS(0); return vips_image_get_typeof(image, name) != 0; }
int cr_image_get_string(const VipsImage *image, const char *name, const char **out) {
    CR_NEED_VIPS(-1);
    return vips_image_get_string(image, name, out);
}
VipsImage *cr_image_new_from_memory_copy(const void *data, size_t size, int width, int height, int bands,
                                         VipsBandFormat format) {
    CR_NEED_VIPS(NULL);
    return vips_image_new_from_memory_copy(data, size, width, height, bands, format);
}
VipsImage *cr_image_copy_memory(VipsImage *image) { CR_NEED_VIPS(NULL); return vips_image_copy_memory(image); }
void *cr_image_write_to_memory(VipsImage *image, size_t *size) { CR_NEED_VIPS(NULL); return vips_image_write_to_memory(image, size); }
void cr_image_set_kill(VipsImage *image, int kill) { CR_NEED_VIPS(); vips_image_set_kill(image, kill); }
VipsSource *cr_source_new_from_descriptor(int descriptor) { CR_NEED_VIPS(NULL); return vips_source_new_from_descriptor(descriptor); }
const char *cr_foreign_find_load(const char *path) { CR_NEED_VIPS(NULL); return vips_foreign_find_load(path); }
const char *cr_foreign_find_load_source(VipsSource *source) { CR_NEED_VIPS(NULL); return vips_foreign_find_load_source(source); }
