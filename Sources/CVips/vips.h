// Umbrella header: the whole libvips C API, found through pkg-config ("vips").
#include <vips/vips.h>
