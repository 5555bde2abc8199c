#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value guarded by a `pthread_mutex_t`.
///
/// Why not `Synchronization.Mutex`: on Linux it waits on futexes inside the
/// uninstrumented standard library, so ThreadSanitizer cannot see its
/// happens-before edges and reports false races. pthread mutexes are
/// intercepted by every sanitizer, and contention here is rare (libmagic
/// cookie hand-out), so the portable lock costs nothing measurable.
final class Locked<Value>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
