// libmagic, loaded when the first file needs it rather than linked: a
// machine without libmagic still runs FileKind, on its own engines.
#ifndef FILEKIND_CMAGIC_H
#define FILEKIND_CMAGIC_H

#include <stddef.h>

/// A libmagic cookie (`magic_t`), opaque.
typedef struct fk_magic_set *fk_magic_t;

/// The libmagic calls FileKind makes, found in the loaded library.
typedef struct {
  fk_magic_t (*open)(int flags);
  void (*close)(fk_magic_t cookie);
  const char *(*error)(fk_magic_t cookie);
  int (*load)(fk_magic_t cookie, const char *database);
  int (*load_buffers)(fk_magic_t cookie, void **buffers, size_t *sizes, size_t count);
  const char *(*buffer)(fk_magic_t cookie, const void *bytes, size_t count);
  int (*setparam)(fk_magic_t cookie, int parameter, const void *value);
  int (*version)(void);
} fk_libmagic;

/// Loads the first of `candidates` (a NULL-terminated list of library names
/// or paths) that opens and has every call of `fk_libmagic`. On success,
/// returns 0, fills `library`, and writes the path the library was loaded
/// from to `path`. Otherwise returns -1 and writes why to `why`.
int fk_libmagic_load(const char *const *candidates, fk_libmagic *library, char *path, size_t path_size,
                     char *why, size_t why_size);

#endif
