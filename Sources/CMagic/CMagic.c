#define _GNU_SOURCE
#include "CMagic.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#if defined(__linux__)
#include <elf.h>
#include <link.h>
#endif

/// Reads `count` bytes at `offset`; 0 when they are all there.
static int read_at(int fd, void *into, size_t count, off_t offset) {
  size_t done = 0;
  while (done < count) {
    ssize_t got = pread(fd, (char *)into + done, count - done, offset + (off_t)done);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return -1;
    done += (size_t)got;
  }
  return 0;
}

/// Whether `path` (a name with a slash: the system loader opens it as it
/// is) is a library the loader can map without reading past its end. The
/// loader blocks on a FIFO, and maps a truncated library's segments past
/// the file, where the first touch is a bus error, not an error it can
/// report; so a path is checked before it is handed to `dlopen`: a regular
/// file, and (for ELF, the format of this platform's libraries) a header,
/// program headers and segments that lie within it. 0 when it is; else -1
/// and why.
static int library_file_is_whole(const char *path, char *why, size_t why_size) {
  // O_NONBLOCK: opening a FIFO must not wait for a writer.
  int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    snprintf(why, why_size, "%s: %s", path, strerror(errno));
    return -1;
  }
  struct stat info;
  int status = -1;
  if (fstat(fd, &info) != 0) {
    snprintf(why, why_size, "%s: %s", path, strerror(errno));
  } else if (!S_ISREG(info.st_mode)) {
    snprintf(why, why_size, "%s is not a regular file", path);
  } else {
#if defined(__linux__)
    uint64_t size = (uint64_t)info.st_size;
    ElfW(Ehdr) header;
    if (read_at(fd, &header, sizeof header, 0) != 0 || memcmp(header.e_ident, ELFMAG, SELFMAG) != 0) {
      snprintf(why, why_size, "%s is not an ELF library (too short, or no ELF header)", path);
    } else if (header.e_ident[EI_CLASS] != (sizeof(void *) == 8 ? ELFCLASS64 : ELFCLASS32)
               || header.e_phentsize != sizeof(ElfW(Phdr)) || header.e_phnum == 0) {
      snprintf(why, why_size, "%s is not a library for this machine (its ELF header does not fit)", path);
    } else if ((uint64_t)header.e_phoff + (uint64_t)header.e_phnum * sizeof(ElfW(Phdr)) > size
               || (header.e_shoff != 0
                   && (uint64_t)header.e_shoff + (uint64_t)header.e_shnum * header.e_shentsize > size)) {
      snprintf(why, why_size, "%s is cut short: its ELF headers lie past its end (%llu bytes)", path,
               (unsigned long long)size);
    } else {
      status = 0;
      for (unsigned i = 0; i < header.e_phnum && status == 0; i++) {
        ElfW(Phdr) segment;
        if (read_at(fd, &segment, sizeof segment, (off_t)(header.e_phoff + i * sizeof segment)) != 0) {
          status = -1;
        } else if (segment.p_type != PT_NULL && (uint64_t)segment.p_offset + segment.p_filesz > size) {
          status = -1;
        }
        if (status != 0) {
          snprintf(why, why_size, "%s is cut short: segment %u lies past its end (%llu bytes)", path, i,
                   (unsigned long long)size);
        }
      }
    }
#else
    status = 0;
#endif
  }
  close(fd);
  return status;
}

int fk_libmagic_load(const char *const *candidates, fk_libmagic *library, char *path, size_t path_size,
                     char *why, size_t why_size) {
  snprintf(why, why_size, "no library to try");
  // The first candidate's failure is the one said: the platform's own name.
  int failed = 0;
  for (const char *const *name = candidates; *name != NULL; name++) {
    if (strchr(*name, '/') != NULL) {
      char reason[1024];
      if (library_file_is_whole(*name, reason, sizeof reason) != 0) {
        if (!failed++) snprintf(why, why_size, "%s", reason);
        continue;
      }
    }
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
