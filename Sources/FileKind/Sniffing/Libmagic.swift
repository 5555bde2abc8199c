// The libmagic engine exists only where the `Libmagic` trait is on and the
// platform has libmagic (Linux, macOS); elsewhere nothing here is compiled.
#if Libmagic && canImport(CMagic)
  import CMagic

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// One libmagic cookie (`magic_t`). All of FileKind's C calls into libmagic
  /// live in this file. A cookie is not thread-safe (`man libmagic`), so it is
  /// neither `Sendable` nor ever reachable except through ``MagicPool``.
  final class MagicCookie {
    private let cookie: magic_t

    /// `MAGIC_MIME_TYPE` answers a media type; the `NO_CHECK` flags skip tests
    /// that cannot change a kind (decompressing, ELF details, text encodings)
    /// and cost time.
    static let flags: Int32 =
      MAGIC_MIME_TYPE | MAGIC_NO_CHECK_COMPRESS | MAGIC_NO_CHECK_ELF | MAGIC_NO_CHECK_ENCODING
      | MAGIC_ERROR

    /// The most bytes libmagic looks at (`MAGIC_PARAM_BYTES_MAX`).
    static let bytesMax = 256 * 1024

    /// Opens a cookie (`magic_open`) and loads the default database (`magic_load`).
    ///
    /// - Throws: ``SniffError/libmagicUnavailable(reason:)`` naming what failed.
    init() throws(SniffError) {
      guard let cookie = magic_open(Self.flags) else {
        throw .libmagicUnavailable(reason: "magic_open failed")
      }
      if magic_load(cookie, nil) != 0 {
        let reason = magic_error(cookie).map { String(cString: $0) } ?? "magic_load failed"
        magic_close(cookie)
        throw .libmagicUnavailable(reason: reason)
      }
      var limit = Self.bytesMax
      _ = magic_setparam(cookie, Int32(MAGIC_PARAM_BYTES_MAX), &limit)
      self.cookie = cookie
    }

    deinit { magic_close(cookie) }

    /// libmagic's media type for a buffer (`magic_buffer`), or `nil` when it has none.
    func mimeType(of bytes: UnsafeRawBufferPointer) -> String? {
      guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
      guard let result = magic_buffer(cookie, base, bytes.count) else { return nil }
      return String(cString: result)
    }
  }

  /// Owns every libmagic cookie of the process and lends each to one thread
  /// at a time.
  ///
  /// `@unchecked Sendable`, and the only such type in FileKind, because it
  /// guards non-thread-safe C handles itself: the idle list is touched only
  /// under `mutex`, and a cookie is either in that list or lent to exactly one
  /// caller of ``withCookie(_:)``. The lock is a pthread mutex rather than
  /// `Synchronization.Mutex`, whose futex waits ThreadSanitizer cannot see on
  /// Linux (it reports false races); contention here is rare.
  final class MagicPool: @unchecked Sendable {
    /// The process-wide pool; the database loads on first use, once.
    static let shared = MagicPool()

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var idle: [MagicCookie] = []
    private let failure: SniffError?

    init() {
      mutex = .allocate(capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
      do {
        idle.append(try MagicCookie())
        failure = nil
      } catch {
        failure = error
      }
    }

    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deinitialize(count: 1)
      mutex.deallocate()
    }

    /// Runs `body` with a cookie no other thread holds, opening another cookie
    /// only when all are lent out.
    func withCookie<T>(_ body: (MagicCookie) -> T) throws(SniffError) -> T {
      if let failure { throw failure }
      pthread_mutex_lock(mutex)
      let reused = idle.popLast()
      pthread_mutex_unlock(mutex)
      let cookie: MagicCookie
      if let reused {
        cookie = reused
      } else {
        cookie = try MagicCookie()
      }
      defer {
        pthread_mutex_lock(mutex)
        idle.append(cookie)
        pthread_mutex_unlock(mutex)
      }
      return body(cookie)
    }
  }
#endif
