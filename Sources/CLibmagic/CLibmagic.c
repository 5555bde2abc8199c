#define _GNU_SOURCE
#include "CLibmagic.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

int fk_libmagic_load(const char *const *candidates, fk_libmagic *library, char *path, size_t path_size,
                     char *why, size_t why_size) {
  snprintf(why, why_size, "no library to try");
  // The first candidate's failure is the one said: the platform's own name.
  int failed = 0;
  for (const char *const *name = candidates; *name != NULL; name++) {
    // RTLD_LOCAL: libmagic's symbols stay out of the process's namespace.
    void *handle = dlopen(*name, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
      const char *error = dlerror();
      if (!failed++) snprintf(why, why_size, "%s", error != NULL ? error : *name);
      continue;
    }
    struct {
      const char *symbol;
      void **slot;
    } calls[] = {
        {"magic_open", (void **)&library->open},
        {"magic_close", (void **)&library->close},
        {"magic_error", (void **)&library->error},
        {"magic_load", (void **)&library->load},
        {"magic_load_buffers", (void **)&library->load_buffers},
        {"magic_buffer", (void **)&library->buffer},
        {"magic_setparam", (void **)&library->setparam},
        {"magic_version", (void **)&library->version},
    };
    const char *missing = NULL;
    for (size_t i = 0; i < sizeof calls / sizeof calls[0]; i++) {
      *calls[i].slot = dlsym(handle, calls[i].symbol);
      if (*calls[i].slot == NULL) {
        missing = calls[i].symbol;
        break;
      }
    }
    Dl_info info;
    const char *loaded = *name;
    if (library->open != NULL && dladdr((void *)library->open, &info) != 0 && info.dli_fname != NULL) {
      loaded = info.dli_fname;
    }
    if (missing != NULL) {
      if (!failed++) snprintf(why, why_size, "%s has no %s (a libmagic older than FileKind needs)", loaded, missing);
      dlclose(handle);
      continue;
    }
    // The handle stays open for the life of the process.
    snprintf(path, path_size, "%s", loaded);
    return 0;
  }
  return -1;
}
