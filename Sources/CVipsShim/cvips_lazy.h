// libvips, loaded when cardrender first draws, not when it starts.
//
// libvips brings about a hundred libraries (GLib, Pango, cairo, codecs...). Mapped and
// relocated by the dynamic loader at start, they took most of the time of commands that draw
// nothing (`--version`, `--help`, `plan`). So the executable does not link libvips: the
// first call into the shim opens it with dlopen, and every libvips and GLib
// function the shim uses is reached through a pointer looked up then. The #defines below send
// the shim's calls to those pointers, the calls hidden in libvips's and GLib's own macros
// (VIPS_INIT, g_new, g_signal_connect) included. Only the shim's .c files include this header.
// A function missing from the list fails the executable's link (nothing links libvips), and a
// test checks that `--version` loads no libvips.
#ifndef CVIPS_LAZY_H
#define CVIPS_LAZY_H

#include <vips/vips.h>

// The libraries the shim opens with dlopen, by soname. They are not among the executable's ELF
// needs, so the release package's Depends reads them from this line (scripts/dist/depends.py).
#define CR_LAZY_LIBVIPS_LIBRARY "libvips.so.42"

#define CR_LAZY_FUNCTIONS(X) \
    X(g_free) X(g_log) X(g_log_set_handler) X(g_malloc) X(g_object_unref) X(g_signal_connect_data) \
    X(vips_area_unref) X(vips_array_double_new) X(vips_arrayjoin) X(vips_band_format_isint) X(vips_bandjoin2) \
    X(vips_bandjoin_const) X(vips_black) X(vips_block_untrusted_set) X(vips_cache_set_max) X(vips_cast) \
    X(vips_colourspace) X(vips_concurrency_set) X(vips_copy) X(vips_embed) X(vips_error) X(vips_error_buffer_copy) \
    X(vips_extract_area) X(vips_extract_band) X(vips_flatten) X(vips_foreign_find_load) X(vips_foreign_find_load_source) \
    X(vips_format_sizeof) X(vips_format_sizeof_unsafe) X(vips_gaussblur) X(vips_gifsave_buffer) X(vips_image_copy_memory) \
    X(vips_image_get_array_int) X(vips_image_get_bands) X(vips_image_get_format) X(vips_image_get_height) \
    X(vips_image_get_int) X(vips_image_get_orientation_swap) X(vips_image_get_page_height) X(vips_image_get_string) \
    X(vips_image_get_typeof) X(vips_image_get_width) X(vips_image_hasalpha) X(vips_image_new_from_file) \
    X(vips_image_new_from_memory) X(vips_image_new_from_memory_copy) X(vips_image_new_from_source) \
    X(vips_image_set_array_int) X(vips_image_set_int) X(vips_image_set_kill) X(vips_image_set_string) \
    X(vips_image_write_to_file) X(vips_image_write_to_memory) X(vips_init) X(vips_linear) \
    X(vips_operation_block_set) X(vips_pngload_buffer) X(vips_premultiply) X(vips_resize) X(vips_round) \
    X(vips_source_new_from_descriptor) X(vips_svgload_buffer) X(vips_thumbnail) \
    X(vips_thumbnail_image) X(vips_thumbnail_source) X(vips_unpremultiply) X(vips_version) X(vips_webpsave_buffer) \
    X(vips_zoom)

#define CR_LAZY_DECLARE(name) extern __typeof__(name) *cr_lazy_##name;
CR_LAZY_FUNCTIONS(CR_LAZY_DECLARE)
#undef CR_LAZY_DECLARE

// Opens libvips and looks every function up, once (any thread may call it, and only the first
// does the work). 0 when all is there; -1 otherwise, with the reason in cr_lazy_error().
int cr_lazy_load(void);
const char *cr_lazy_error(void);

// Every cr_ function of the shim that reaches libvips or GLib starts with this: it
// loads libvips if nothing has yet, and when that fails returns `failure` (nothing, in a void
// function) with the reason left for cr_error_take(), so that no call goes through a table that
// was never filled. The shim never ends the process: the caller reports the failure.
#define CR_NEED_VIPS(...) \
    do { \
        if (cr_lazy_load() != 0) return __VA_ARGS__; \
    } while (0)

// A call through the table, made only after CR_NEED_VIPS.
#define CR_LAZY(name) (*cr_lazy_##name)

#ifndef CR_LAZY_NO_REDIRECT
#define g_free CR_LAZY(g_free)
#define g_log CR_LAZY(g_log)
#define g_log_set_handler CR_LAZY(g_log_set_handler)
#define g_malloc CR_LAZY(g_malloc)
#define g_object_unref CR_LAZY(g_object_unref)
#define g_signal_connect_data CR_LAZY(g_signal_connect_data)
#define vips_area_unref CR_LAZY(vips_area_unref)
#define vips_array_double_new CR_LAZY(vips_array_double_new)
#define vips_arrayjoin CR_LAZY(vips_arrayjoin)
#define vips_band_format_isint CR_LAZY(vips_band_format_isint)
#define vips_bandjoin2 CR_LAZY(vips_bandjoin2)
#define vips_bandjoin_const CR_LAZY(vips_bandjoin_const)
#define vips_black CR_LAZY(vips_black)
#define vips_block_untrusted_set CR_LAZY(vips_block_untrusted_set)
#define vips_cache_set_max CR_LAZY(vips_cache_set_max)
#define vips_cast CR_LAZY(vips_cast)
#define vips_colourspace CR_LAZY(vips_colourspace)
#define vips_concurrency_set CR_LAZY(vips_concurrency_set)
#define vips_copy CR_LAZY(vips_copy)
#define vips_embed CR_LAZY(vips_embed)
#define vips_error CR_LAZY(vips_error)
#define vips_error_buffer_copy CR_LAZY(vips_error_buffer_copy)
#define vips_extract_area CR_LAZY(vips_extract_area)
#define vips_extract_band CR_LAZY(vips_extract_band)
#define vips_flatten CR_LAZY(vips_flatten)
#define vips_foreign_find_load CR_LAZY(vips_foreign_find_load)
#define vips_foreign_find_load_source CR_LAZY(vips_foreign_find_load_source)
#define vips_format_sizeof CR_LAZY(vips_format_sizeof)
#define vips_format_sizeof_unsafe CR_LAZY(vips_format_sizeof_unsafe)
#define vips_gaussblur CR_LAZY(vips_gaussblur)
#define vips_gifsave_buffer CR_LAZY(vips_gifsave_buffer)
#define vips_image_copy_memory CR_LAZY(vips_image_copy_memory)
#define vips_image_get_array_int CR_LAZY(vips_image_get_array_int)
#define vips_image_get_bands CR_LAZY(vips_image_get_bands)
#define vips_image_get_format CR_LAZY(vips_image_get_format)
#define vips_image_get_height CR_LAZY(vips_image_get_height)
#define vips_image_get_int CR_LAZY(vips_image_get_int)
#define vips_image_get_orientation_swap CR_LAZY(vips_image_get_orientation_swap)
#define vips_image_get_page_height CR_LAZY(vips_image_get_page_height)
#define vips_image_get_string CR_LAZY(vips_image_get_string)
#define vips_image_get_typeof CR_LAZY(vips_image_get_typeof)
#define vips_image_get_width CR_LAZY(vips_image_get_width)
#define vips_image_hasalpha CR_LAZY(vips_image_hasalpha)
#define vips_image_new_from_file CR_LAZY(vips_image_new_from_file)
#define vips_image_new_from_memory CR_LAZY(vips_image_new_from_memory)
#define vips_image_new_from_memory_copy CR_LAZY(vips_image_new_from_memory_copy)
#define vips_image_new_from_source CR_LAZY(vips_image_new_from_source)
#define vips_image_set_array_int CR_LAZY(vips_image_set_array_int)
#define vips_image_set_int CR_LAZY(vips_image_set_int)
#define vips_image_set_kill CR_LAZY(vips_image_set_kill)
#define vips_image_set_string CR_LAZY(vips_image_set_string)
#define vips_image_write_to_file CR_LAZY(vips_image_write_to_file)
#define vips_image_write_to_memory CR_LAZY(vips_image_write_to_memory)
#define vips_init CR_LAZY(vips_init)
#define vips_linear CR_LAZY(vips_linear)
#define vips_operation_block_set CR_LAZY(vips_operation_block_set)
#define vips_pngload_buffer CR_LAZY(vips_pngload_buffer)
#define vips_premultiply CR_LAZY(vips_premultiply)
#define vips_resize CR_LAZY(vips_resize)
#define vips_round CR_LAZY(vips_round)
#define vips_source_new_from_descriptor CR_LAZY(vips_source_new_from_descriptor)
#define vips_svgload_buffer CR_LAZY(vips_svgload_buffer)
#define vips_thumbnail CR_LAZY(vips_thumbnail)
#define vips_thumbnail_image CR_LAZY(vips_thumbnail_image)
#define vips_thumbnail_source CR_LAZY(vips_thumbnail_source)
#define vips_unpremultiply CR_LAZY(vips_unpremultiply)
#define vips_version CR_LAZY(vips_version)
#define vips_webpsave_buffer CR_LAZY(vips_webpsave_buffer)
#define vips_zoom CR_LAZY(vips_zoom)
#endif

#endif
