// Counts heap allocations in the benchmark process by interposing glibc's
// allocator entry points (the executable's definitions win symbol lookup)
// and forwarding to glibc's internal __libc_* implementations.
#include "alloc_counter.h"
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

// Counting is on only for the pass that counts: a counter every thread
// increments on every allocation is one cache line both cores write, and
// it cost the timed passes of the every-core cases their second core. The
// flag is only read while counting is off, and lives on a line of its own.
static _Alignas(64) int counting;
static _Alignas(64) uint64_t counter;

static inline void count(void) {
  if (__atomic_load_n(&counting, __ATOMIC_RELAXED)) __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED);
}

void *malloc(size_t size) { count(); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { count(); return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { count(); return __libc_realloc(p, size); }
void free(void *p) { __libc_free(p); }
void *memalign(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
  count();
  void *p = __libc_memalign(alignment, size);
  if (p == NULL) return ENOMEM;
  *out = p;
  return 0;
}

uint64_t fk_alloc_count(void) { return __atomic_load_n(&counter, __ATOMIC_RELAXED); }
void fk_alloc_counting(int on) { __atomic_store_n(&counting, on, __ATOMIC_RELAXED); }
int fk_alloc_counting_available(void) { return 1; }
void fk_release_free_memory(void) { malloc_trim(0); }
#else
uint64_t fk_alloc_count(void) { return 0; }
void fk_alloc_counting(int on) { (void)on; }
int fk_alloc_counting_available(void) { return 0; }
void fk_release_free_memory(void) {}
#endif
