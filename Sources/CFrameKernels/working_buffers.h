// The kernels' own working buffers (a box shrink's row sums, the rows the PNG encoder converts
// through): malloc, except when a test has asked for them to fail (fk_fail_working_buffers), so
// that every kernel's out-of-memory path can be run. Internal to CFrameKernels.
#ifndef FK_WORKING_BUFFERS_H
#define FK_WORKING_BUFFERS_H

#include <stddef.h>

// malloc(size), or NULL when a test asked for this thread's next allocations to fail.
void *fk_working_alloc(size_t size);

#endif
