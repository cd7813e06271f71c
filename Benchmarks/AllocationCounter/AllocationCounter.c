// Counts heap allocations by interposing the allocator entry points in the benchmark
// executable. glibc exports its real implementations as __libc_*, so each wrapper bumps a
// counter and forwards. Only compiled on glibc Linux; elsewhere counting reports unavailable.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic uint64_t allocations = 0;

void *malloc(size_t size) {
    allocations++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocations++;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocations++;
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    allocations++;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

uint64_t sb_allocation_count(void) { return allocations; }

uint64_t sb_heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (uint64_t)(info.uordblks + info.hblkhd);
}

int sb_allocation_counting_available(void) { return 1; }
#else
uint64_t sb_allocation_count(void) { return 0; }
uint64_t sb_heap_bytes_in_use(void) { return 0; }
int sb_allocation_counting_available(void) { return 0; }
#endif
