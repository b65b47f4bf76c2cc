// CRC-64 for `cardrender diff`'s report.json, which records each file the diff wrote with its
// size and this checksum, so that the next diff replaces or removes only files still holding the
// bytes it wrote. A checksum, not a cryptographic hash, on purpose: whoever can plant a report in
// the folder can compute any hash of the files they plant, so a cryptographic one would prove
// nothing more; what the record guards against is a listed name whose file has since been
// replaced or edited. ISA-L (already linked for igzip) computes it at several GB/s.
#include <isa-l/crc64.h>

#include "frame_kernels.h"

uint64_t fk_crc64(const void *bytes, size_t length) {
    return crc64_ecma_refl(0, (const unsigned char *)bytes, (uint64_t)length);
}
