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
  /// At most one cookie per active core is ever opened (each holds several
  /// megabytes of compiled magic): when all are lent out, a caller waits for
  /// one to come back instead of opening another, so memory stays bounded
  /// however many threads sniff.
  ///
  /// `@unchecked Sendable`, and the only such type in FileKind, because it
  /// guards non-thread-safe C handles itself: the idle list and the count are
  /// touched only under `mutex`, and a cookie is either in that list or lent
  /// to exactly one caller of ``withCookie(_:)``. The lock is a pthread mutex
  /// rather than `Synchronization.Mutex`, whose futex waits ThreadSanitizer
  /// cannot see on Linux (it reports false races), and waiting needs its
  /// condition variable.
  final class MagicPool: @unchecked Sendable {
    /// The process-wide pool; the database loads on first use, once.
    static let shared = MagicPool()

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let returned: UnsafeMutablePointer<pthread_cond_t>
    private var idle: [MagicCookie] = []
    private var opened = 0
    private let failure: SniffError?
    /// The most cookies the pool opens.
    let limit: Int

    init(limit: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))) {
      self.limit = limit
      mutex = .allocate(capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
      returned = .allocate(capacity: 1)
      returned.initialize(to: pthread_cond_t())
      pthread_cond_init(returned, nil)
      do {
        idle.append(try MagicCookie())
        opened = 1
        failure = nil
      } catch {
        failure = error
      }
    }

    deinit {
      pthread_cond_destroy(returned)
      returned.deinitialize(count: 1)
      returned.deallocate()
      pthread_mutex_destroy(mutex)
      mutex.deinitialize(count: 1)
      mutex.deallocate()
    }

    /// How many cookies are open (for tests).
    var openCookies: Int {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return opened
    }

    /// Runs `body` with a cookie no other thread holds: an idle one, a new one
    /// while fewer than ``limit`` are open, else the next one returned.
    func withCookie<T>(_ body: (MagicCookie) -> T) throws(SniffError) -> T {
      if let failure { throw failure }
      pthread_mutex_lock(mutex)
      var cookie = idle.popLast()
      var mayOpen = false
      if cookie == nil && opened < limit {
        opened += 1
        mayOpen = true
      }
      while cookie == nil && !mayOpen {
        pthread_cond_wait(returned, mutex)
        cookie = idle.popLast()
      }
      pthread_mutex_unlock(mutex)
      let lent: MagicCookie
      if let cookie {
        lent = cookie
      } else {
        do {
          lent = try MagicCookie()
        } catch {
          pthread_mutex_lock(mutex)
          opened -= 1
          pthread_cond_signal(returned)
          pthread_mutex_unlock(mutex)
          throw error
        }
      }
      defer {
        pthread_mutex_lock(mutex)
        idle.append(lent)
        pthread_cond_signal(returned)
        pthread_mutex_unlock(mutex)
      }
      return body(lent)
    }
  }
#endif
