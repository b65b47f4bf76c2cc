// Why a seam around malloc: an allocation of a size a test can pass rarely fails on Linux (memory
// is overcommitted), yet a kernel that meets one must report it rather than write its output from
// uninitialised memory. Tests make the next allocations fail and check the status.
#include "frame_kernels.h"
#include "working_buffers.h"

#include <stdlib.h>

// Per thread, so a test cannot make another test's kernels fail.
static _Thread_local int failures_left;

void fk_fail_working_buffers(int count) { failures_left = count > 0 ? count : 0; }

void *fk_working_alloc(size_t size) {
    if (failures_left > 0) {
        failures_left--;
        return NULL;
    }
    return malloc(size);
}
