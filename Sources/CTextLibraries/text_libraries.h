// The text stack CCardText lays text out with, as the system provides it (Debian: libraqm-dev,
// libunibreak-dev and the HarfBuzz, FreeType and FriBidi headers they bring).
#include <fribidi.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>
#include <linebreak.h>
#include <raqm.h>
