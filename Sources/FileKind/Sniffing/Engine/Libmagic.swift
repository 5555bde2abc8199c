// The libmagic engine exists only where the `Libmagic` trait is on and the
// platform has libmagic (Linux, macOS); elsewhere nothing here is compiled.
// The library is loaded (dlopen) when the first file needs it, never linked,
// so a machine without it runs FileKind's own engines.
#if Libmagic && canImport(CMagic)
  import CMagic
  import Synchronization

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// The libmagic this process loaded: its calls, where it came from and
  /// its version. Loaded once, on first use; a failure is kept and said.
  ///
  /// `@unchecked Sendable`: C function pointers, written once before any
  /// thread reads them.
  struct LoadedLibmagic: @unchecked Sendable {
    let open: @convention(c) (Int32) -> fk_magic_t?
    let close: @convention(c) (fk_magic_t?) -> Void
    let error: @convention(c) (fk_magic_t?) -> UnsafePointer<CChar>?
    let load: @convention(c) (fk_magic_t?, UnsafePointer<CChar>?) -> Int32
    let loadBuffers:
      @convention(c) (
        fk_magic_t?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?, UnsafeMutablePointer<Int>?, Int
      ) -> Int32
    let buffer: @convention(c) (fk_magic_t?, UnsafeRawPointer?, Int) -> UnsafePointer<CChar>?
    let setParameter: @convention(c) (fk_magic_t?, Int32, UnsafeRawPointer?) -> Int32
    /// The file the library was loaded from.
    let path: String
    /// `magic_version()`: 544 for 5.44.
    let version: Int32

    /// `MAGIC_MIME_TYPE`, `MAGIC_ERROR`, `MAGIC_NO_CHECK_COMPRESS`,
    /// `MAGIC_NO_CHECK_ELF`, `MAGIC_NO_CHECK_ENCODING` and
    /// `MAGIC_PARAM_BYTES_MAX`, as `magic.h` defines them: values of
    /// libmagic's ABI, which no release has changed.
    static let mimeType: Int32 = 0x10
    static let error: Int32 = 0x200
    static let noCheckCompress: Int32 = 0x1000
    static let noCheckELF: Int32 = 0x10000
    static let noCheckEncoding: Int32 = 0x200000
    static let parameterBytesMax: Int32 = 6

    /// The process's libmagic, or why there is none.
    static let shared: Result<LoadedLibmagic, SniffError> = load(candidates)

    /// The libraries tried, in order: `FILEKIND_LIBMAGIC` alone when it is
    /// set, else the platform's names for libmagic.
    static var candidates: [String] {
      if let named = SystemCalls.environment("FILEKIND_LIBMAGIC"), !named.isEmpty {
        return [String(decoding: named, as: UTF8.self)]
      }
      #if os(macOS)
        return [
          "libmagic.1.dylib", "/opt/homebrew/lib/libmagic.1.dylib", "/usr/local/lib/libmagic.1.dylib",
          "/opt/local/lib/libmagic.1.dylib",
        ]
      #else
        return ["libmagic.so.1", "libmagic.so"]
      #endif
    }

    static func load(_ candidates: [String]) -> Result<LoadedLibmagic, SniffError> {
      var calls = fk_libmagic()
      var path = [CChar](repeating: 0, count: 4_096)
      var why = [CChar](repeating: 0, count: 1_024)
      let names = candidates.map { strdup($0) } + [nil]
      defer { for name in names { free(name) } }
      let status = names.map { UnsafePointer($0) }.withUnsafeBufferPointer { list in
        fk_libmagic_load(list.baseAddress, &calls, &path, path.count, &why, why.count)
      }
      // On success every call is there.
      guard status == 0, let open = calls.open, let close = calls.close, let error = calls.error,
        let load = calls.load, let loadBuffers = calls.load_buffers, let buffer = calls.buffer,
        let setParameter = calls.setparam, let version = calls.version
      else {
        return .failure(.libmagicUnavailable(reason: text(why)))
      }
      return .success(
        LoadedLibmagic(
          open: open, close: close, error: error, load: load, loadBuffers: loadBuffers, buffer: buffer,
          setParameter: setParameter, path: text(path), version: version()))
    }

    /// A C buffer's text, up to its NUL.
    private static func text(_ buffer: [CChar]) -> String {
      String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `5.44` for 544.
    var versionName: String { "\(version / 100).\(version % 100)" }
  }

  /// Whether a file has needed libmagic in this process yet.
  let libmagicNeeded = Atomic<Bool>(false)

  /// One libmagic cookie (`magic_t`). All of FileKind's C calls into libmagic
  /// live in this file. A cookie is not thread-safe (`man libmagic`), so it is
  /// neither `Sendable` nor ever reachable except through ``MagicPool``.
  final class MagicCookie {
    private let cookie: fk_magic_t
    private let library: LoadedLibmagic

    /// `MAGIC_MIME_TYPE` answers a media type; the `NO_CHECK` flags skip tests
    /// that cannot change a kind (decompressing, ELF details, text encodings)
    /// and cost time.
    static let flags: Int32 =
      LoadedLibmagic.mimeType | LoadedLibmagic.noCheckCompress | LoadedLibmagic.noCheckELF
      | LoadedLibmagic.noCheckEncoding | LoadedLibmagic.error

    /// The most bytes libmagic looks at (`MAGIC_PARAM_BYTES_MAX`).
    static let bytesMax = 256 * 1024

    /// Opens a cookie (`magic_open`) and loads the default database (`magic_load`).
    ///
    /// - Throws: ``SniffError/libmagicUnavailable(reason:)`` naming what failed.
    init() throws(SniffError) {
      let library = try LoadedLibmagic.shared.get()
      let calls = library
      guard let cookie = calls.open(Self.flags) else {
        throw .libmagicUnavailable(reason: "magic_open failed")
      }
      let status: Int32
      switch MagicDatabase.fromEnvironment {
      case .failure(let refused):
        calls.close(cookie)
        throw refused
      case .success(nil):
        // No `MAGIC`: libmagic's own installed database.
        status = calls.load(cookie, nil)
      case .success(let database?):
        status = database.load(into: cookie, with: library)
      }
      if status != 0 {
        let reason = calls.error(cookie).map { String(cString: $0) } ?? "magic_load failed"
        calls.close(cookie)
        throw .libmagicUnavailable(reason: reason)
      }
      var limit = Self.bytesMax
      guard calls.setParameter(cookie, LoadedLibmagic.parameterBytesMax, &limit) == 0 else {
        calls.close(cookie)
        throw .libmagicUnavailable(
          reason:
            "libmagic \(library.versionName) at \(library.path) is too old: it has no MAGIC_PARAM_BYTES_MAX")
      }
      self.cookie = cookie
      self.library = library
    }

    deinit { library.close(cookie) }

    /// libmagic's media type for a buffer (`magic_buffer`), or `nil` when it has none.
    func mimeType(of bytes: UnsafeRawBufferPointer) -> String? {
      guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
      guard let result = library.buffer(cookie, base, bytes.count) else { return nil }
      return String(cString: result)
    }
  }

  /// The compiled databases the `MAGIC` environment variable names, read
  /// once and checked before libmagic sees them: each must be a regular
  /// file of at most ``sizeLimit`` bytes that opens with a compiled
  /// database's magic number. Anything else (`/dev/zero`, a FIFO, a text
  /// file, a path that does not exist) is refused with its cause, instead
  /// of being read without end or parsed as magic source.
  ///
  /// `@unchecked Sendable`: the buffers are written once, before any cookie
  /// exists, and only read by libmagic after.
  final class MagicDatabase: @unchecked Sendable {
    /// The largest database accepted (Debian's is 8 MB).
    static let sizeLimit = 64 << 20

    private var buffers: [UnsafeMutableRawPointer?]
    private var sizes: [Int]

    private init(buffers: [UnsafeMutableRawPointer?], sizes: [Int]) {
      self.buffers = buffers
      self.sizes = sizes
    }

    deinit { for buffer in buffers { buffer?.deallocate() } }

    /// `nil` when `MAGIC` is unset or empty.
    static let fromEnvironment: Result<MagicDatabase?, SniffError> = {
      guard let value = SystemCalls.environment("MAGIC"), !value.isEmpty else { return .success(nil) }
      var buffers: [UnsafeMutableRawPointer?] = []
      var sizes: [Int] = []
      for path in value.split(separator: UInt8(ascii: ":")) {
        switch read(Array(path)) {
        case .success(let (buffer, size)):
          buffers.append(buffer)
          sizes.append(size)
        case .failure(let refusal):
          for buffer in buffers { buffer?.deallocate() }
          return .failure(
            .magicDatabaseRefused(path: String(decoding: path, as: UTF8.self), reason: refusal.reason))
        }
      }
      return .success(MagicDatabase(buffers: buffers, sizes: sizes))
    }()

    /// Reads one compiled database whole, or says why not.
    static func read(_ path: [UInt8]) -> Result<(UnsafeMutableRawPointer, Int), Refusal> {
      let fd: Int32
      switch SystemCalls.openForReading(path) {
      case .success(let opened): fd = opened
      case .failure(let error): return .failure(Refusal(reason: error.description))
      }
      defer { SystemCalls.close(fd) }
      let size: Int
      switch SystemCalls.status(fd) {
      case .failure(let error): return .failure(Refusal(reason: error.description))
      case .success(let (type, length)):
        guard type == .regular else { return .failure(Refusal(reason: "not a regular file (\(type))")) }
        guard length >= 8, length <= sizeLimit else {
          return .failure(
            Refusal(reason: "\(length) bytes, not a compiled database (8 bytes to \(sizeLimit >> 20) MiB)"))
        }
        size = Int(length)
      }
      let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
      guard case .success(size) = SystemCalls.read(fd, into: buffer, at: 0) else {
        buffer.deallocate()
        return .failure(Refusal(reason: "could not be read whole"))
      }
      // `magic.mgc` opens with 0xF11E041C in the byte order that wrote it.
      let magic = buffer.loadUnaligned(as: UInt32.self)
      guard magic == 0xF11E_041C || magic.byteSwapped == 0xF11E_041C else {
        buffer.deallocate()
        return .failure(Refusal(reason: "not a compiled magic database"))
      }
      return .success((buffer.baseAddress!, size))
    }

    /// Why a database was refused, in words.
    struct Refusal: Error {
      let reason: String
    }

    /// Loads the buffers into a cookie (`magic_load_buffers`); 0 on success.
    func load(into cookie: fk_magic_t, with library: LoadedLibmagic) -> Int32 {
      library.loadBuffers(cookie, &buffers, &sizes, buffers.count)
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
    /// Why libmagic could not be used, if it could not.
    let failure: SniffError?
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
      libmagicNeeded.store(true, ordering: .relaxed)
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
