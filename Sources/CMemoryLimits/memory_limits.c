#include "memory_limits.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void fk_bound_allocator(void) {
#if defined(__GLIBC__)
  // A fixed threshold also stops glibc from raising it each time a large
  // block is freed, after which large blocks would stay in thread arenas.
  mallopt(M_MMAP_THRESHOLD, 128 * 1024);
  mallopt(M_ARENA_MAX, 2);
#endif
}
