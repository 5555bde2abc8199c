#ifndef FILEKIND_MEMORY_LIMITS_H
#define FILEKIND_MEMORY_LIMITS_H

/// Sends every allocation of 128 KiB or more to pages of its own, given back
/// to the system when freed, and caps the allocator at two arenas (glibc);
/// does nothing where the C library has no such knobs.
void fk_bound_allocator(void);

#endif
