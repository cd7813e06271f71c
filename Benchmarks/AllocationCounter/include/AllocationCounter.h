#ifndef SWITCHBOARD_ALLOCATION_COUNTER_H
#define SWITCHBOARD_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Number of heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc,
/// memalign) made by this process since it started, when the counter is available.
uint64_t sb_allocation_count(void);

/// Bytes currently allocated on the heap, from glibc's mallinfo2 (0 where unavailable).
uint64_t sb_heap_bytes_in_use(void);

/// Whether this platform counts allocations (interposed malloc on glibc Linux).
int sb_allocation_counting_available(void);

#endif
