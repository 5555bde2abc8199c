#ifndef FILEKIND_ALLOC_COUNTER_H
#define FILEKIND_ALLOC_COUNTER_H
#include <stdint.h>

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc,
/// memalign) made while counting was on (fk_alloc_counting). Counts only on
/// Linux/glibc, where the benchmark's own definitions interpose libc's;
/// elsewhere it stays 0 and fk_alloc_counting_available() returns 0.
uint64_t fk_alloc_count(void);
/// Turns counting on (1) or off (0); off at start. Off, an allocation only
/// reads a flag, so timed passes on several threads share no counter.
void fk_alloc_counting(int on);
int fk_alloc_counting_available(void);
/// Gives memory freed so far back to the system, every thread's arena
/// included (glibc's malloc_trim); nothing elsewhere.
void fk_release_free_memory(void);

#endif
