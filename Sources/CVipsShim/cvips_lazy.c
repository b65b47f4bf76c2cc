// The table of cvips_lazy.h: where each libvips, GLib and fontconfig function is, once loaded.
#define CR_LAZY_NO_REDIRECT
#include "cvips_lazy.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define CR_LAZY_DEFINE(name) __typeof__(name) *cr_lazy_##name;
CR_LAZY_FUNCTIONS(CR_LAZY_DEFINE)
#undef CR_LAZY_DEFINE

static pthread_once_t cr_lazy_once = PTHREAD_ONCE_INIT;
static int cr_lazy_status = -1;
static char cr_lazy_reason[512] = "libvips was not loaded";

static void cr_lazy_open(void) {
    // RTLD_GLOBAL: libvips's own modules (HEIF, JPEG XL...) and Pango's plugins resolve against it.
    void *vips = dlopen("libvips.so.42", RTLD_NOW | RTLD_GLOBAL);
    if (!vips) {
        snprintf(cr_lazy_reason, sizeof cr_lazy_reason, "cannot load libvips (libvips42 is missing?): %s", dlerror());
        return;
    }
    // GLib and fontconfig are among libvips's own dependencies; dlsym searches them too.
#define CR_LAZY_LOOK_UP(name) \
    if (!(cr_lazy_##name = (__typeof__(name) *)dlsym(vips, #name))) { \
        snprintf(cr_lazy_reason, sizeof cr_lazy_reason, "libvips was loaded, but %s was not found in it or its libraries", #name); \
        return; \
    }
    CR_LAZY_FUNCTIONS(CR_LAZY_LOOK_UP)
#undef CR_LAZY_LOOK_UP
    cr_lazy_status = 0;
}

int cr_lazy_load(void) {
    pthread_once(&cr_lazy_once, cr_lazy_open);
    return cr_lazy_status;
}

const char *cr_lazy_error(void) {
    return cr_lazy_status == 0 ? NULL : cr_lazy_reason;
}

void cr_lazy_require(void) {
    if (cr_lazy_load() != 0) {
        fprintf(stderr, "cardrender: %s\n", cr_lazy_reason);
        exit(1);
    }
}
