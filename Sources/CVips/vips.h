// Umbrella header: the whole libvips C API, for its types and constants. Nothing links libvips:
// the shim opens it on first use (CVipsShim/cvips_lazy.h).
#include <vips/vips.h>
