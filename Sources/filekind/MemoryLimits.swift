import CMemoryLimits

/// How the command keeps its memory bounded where the C library's allocator
/// would not on its own: glibc raises its mmap threshold each time a large
/// block is freed, so after one long line every later megabyte would come
/// from a thread's arena and stay there, many megabytes over many threads.
enum MemoryLimits {
  /// Large blocks go back to the system when freed, whatever the thread.
  static func apply() { fk_bound_allocator() }
}
