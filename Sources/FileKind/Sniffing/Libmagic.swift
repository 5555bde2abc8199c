import CMagic

/// One libmagic cookie (`magic_t`). All of FileKind's C calls into libmagic
/// live in this file.
///
/// `@unchecked Sendable` because a cookie is not thread-safe (see
/// `man libmagic`): instances are only ever handed out by ``MagicPool``,
/// which gives each to one thread at a time under a lock.
final class MagicCookie: @unchecked Sendable {
  private let cookie: magic_t

  /// `MAGIC_MIME_TYPE` answers a media type; the `NO_CHECK` flags skip tests
  /// that cannot change a kind (compressed contents, ELF details, CDF
  /// internals, text encodings, JSON/CSV parsers) and cost time.
  static let flags: Int32 =
    MAGIC_MIME_TYPE | MAGIC_NO_CHECK_COMPRESS | MAGIC_NO_CHECK_ELF | MAGIC_NO_CHECK_ENCODING
    | MAGIC_ERROR

  /// The most bytes libmagic looks at (`MAGIC_PARAM_BYTES_MAX`).
  static let bytesMax = 256 * 1024

  /// Opens a cookie and loads the default database.
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

  /// libmagic's media type for a buffer, or `nil` when it has none.
  func mimeType(of bytes: UnsafeRawBufferPointer) -> String? {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
    guard let result = magic_buffer(cookie, base, bytes.count) else { return nil }
    return String(cString: result)
  }
}

/// Hands libmagic cookies to one thread at a time; loads the database once,
/// lazily, and grows only as far as threads contend.
final class MagicPool: Sendable {
  private let idle = Locked<[MagicCookie]>([])
  private let first: Result<MagicCookie, SniffError>

  init() {
    do {
      first = .success(try MagicCookie())
    } catch {
      first = .failure(error)
    }
    if case .success(let cookie) = first { idle.withLock { $0.append(cookie) } }
  }

  /// Runs `body` with a cookie no other thread holds.
  func withCookie<T>(_ body: (MagicCookie) -> T) throws(SniffError) -> T {
    if case .failure(let error) = first { throw error }
    let cookie: MagicCookie
    if let reused = idle.withLock({ $0.popLast() }) {
      cookie = reused
    } else {
      cookie = try MagicCookie()
    }
    defer { idle.withLock { $0.append(cookie) } }
    return body(cookie)
  }
}
