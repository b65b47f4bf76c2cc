// The table of cvips_lazy.h: where each libvips and GLib function is, once loaded.
#define CR_LAZY_NO_REDIRECT
#include "cvips_lazy.h"
#include "cvips_shim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#define CR_LAZY_DEFINE(name) __typeof__(name) *cr_lazy_##name;
CR_LAZY_FUNCTIONS(CR_LAZY_DEFINE)
#undef CR_LAZY_DEFINE

static pthread_once_t cr_lazy_once = PTHREAD_ONCE_INIT;
static int cr_lazy_status = -1;
static char cr_lazy_reason[512] = "libvips was not loaded";

// Opens `library` with dlopen's `flags` and looks every function of the list up in it, filling
// the table when `fill`. Returns the library's handle, or NULL with the reason in `reason`.
static void *cr_lazy_resolve(const char *library, int flags, int fill, char *reason, size_t size) {
    void *vips = dlopen(library, flags);
    if (!vips) {
        // dlerror names the file and why; the name alone where it says nothing.
        const char *why = dlerror();
        snprintf(reason, size, "cannot load libvips (libvips42 is missing?): %s", why ? why : library);
        return NULL;
    }
    // GLib is among libvips's own dependencies; dlsym searches it too.
#define CR_LAZY_LOOK_UP(name) \
    { \
        void *found = dlsym(vips, #name); \
        if (!found) { \
            snprintf(reason, size, "libvips was loaded, but %s was not found in it or its libraries", #name); \
            dlclose(vips); \
            return NULL; \
        } \
        if (fill) cr_lazy_##name = (__typeof__(name) *)found; \
    }
    CR_LAZY_FUNCTIONS(CR_LAZY_LOOK_UP)
#undef CR_LAZY_LOOK_UP
    return vips;
}

static void cr_lazy_open(void) {
    // RTLD_GLOBAL: libvips's own modules (HEIF, JPEG XL...) resolve against it. RTLD_LAZY, as a
    // linked program binds: binding every function of libvips's hundred libraries up front
    // cost each process about 50 ms; the functions the shim calls are checked by dlsym below.
    if (cr_lazy_resolve(CR_LAZY_LIBVIPS_LIBRARY, RTLD_LAZY | RTLD_GLOBAL, 1, cr_lazy_reason, sizeof cr_lazy_reason))
        cr_lazy_status = 0;
}

int cr_lazy_load(void) {
    pthread_once(&cr_lazy_once, cr_lazy_open);
    return cr_lazy_status;
}

const char *cr_lazy_error(void) {
    return cr_lazy_status == 0 ? NULL : cr_lazy_reason;
}

// The same look-ups as cr_lazy_open, from another file and into no table: tests prove with it
// that a libvips that cannot be loaded is reported, not fatal. RTLD_NOW: a library checked
// before use must have every symbol its own libraries need.
int cr_vips_library_check(const char *library, char *reason, size_t size) {
    void *vips = cr_lazy_resolve(library, RTLD_NOW | RTLD_LOCAL, 0, reason, size);
    if (!vips) return -1;
    dlclose(vips);
    return 0;
}
