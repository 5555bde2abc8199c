#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a file's bytes are, from the native checks first and libmagic for the
/// long tail.
///
/// Reads are bounded (``prefixLength``) and never block: paths open with
/// `O_NONBLOCK`, and FIFOs, sockets, devices and directories are refused
/// after `fstat`. Safe to use from any number of threads.
public final class ContentSniffer: Sendable {
  /// The shared sniffer; libmagic's database loads on first use.
  public static let shared = ContentSniffer()

  /// The most bytes of a file's start the checks see: enough for ISO 9660's
  /// volume descriptor at 32 KiB and for libmagic's common tests. Its first
  /// 20 KiB are read first; the rest only when a check looks past them.
  public static let prefixLength = 64 * 1024

  /// A sniffer; every sniffer shares the process's libmagic cookies, which
  /// load on first use (most callers use ``shared``).
  public init() { asksLibmagic = Self.hasLibmagic }

  /// A sniffer that never asks libmagic, even in a build that has it: what
  /// the configuration without it answers (the bench times both).
  package init(libmagic: Bool) { asksLibmagic = libmagic && Self.hasLibmagic }

  /// Whether files FileKind's own engines do not know go to libmagic.
  private let asksLibmagic: Bool

  /// Which engine decided.
  public enum Engine: String, Sendable, Hashable, Codable {
    /// FileKind's hand-written checks for the formats a media cloud holds most.
    case native
    /// shared-mime-info's magic rules, compiled into the package.
    case generated
    /// libmagic, for the long tail (only where ``ContentSniffer/hasLibmagic``).
    case libmagic
    /// No engine recognised the bytes (the answer is
    /// `application/octet-stream`), or there were none
    /// (`application/x-zerosize`).
    case none
  }

  /// What one sniff found: the media type, as a value to hand to
  /// ``KindSignals`` or ``FileEntry`` as it is, and the engine that decided.
  public struct Finding: Sendable, Hashable, Codable {
    /// The media type: `application/octet-stream` when nothing recognised
    /// the bytes, `application/x-zerosize` when there were none.
    public var type: MediaType
    /// Which engine decided.
    public var engine: Engine

    /// A finding.
    public init(type: MediaType, engine: Engine) {
      self.type = type
      self.engine = engine
    }
  }

  /// Whether this build carries the libmagic engine: the `Libmagic` package
  /// trait is on (the default) and the platform has libmagic (Linux, macOS).
  /// Without it, bytes FileKind's own engines do not know read as
  /// `application/octet-stream`, and sniffing never fails for want of libmagic.
  public static var hasLibmagic: Bool {
    #if Libmagic && canImport(CMagic)
      true
    #else
      false
    #endif
  }

  /// What `bytes` are (a whole file, or its first bytes):
  /// `application/octet-stream` when nothing recognises them,
  /// `application/x-zerosize` for empty input (bytes that were read and are
  /// empty), with the engine that decided.
  ///
  /// The first ``prefixLength`` bytes decide, as from a file. Past them only
  /// what a format keeps away from its start is read, in one bounded
  /// window: an MP4's movie header after its media data, a zip's central
  /// directory at the end.
  ///
  /// Where libmagic cannot be loaded (no library, no database, one that
  /// fails to load), bytes FileKind's own engines do not know read as
  /// `application/octet-stream`, as in a build without libmagic: sniffing
  /// bytes does not fail for want of it, and in practice never throws.
  public func sniff(bytes: UnsafeRawBufferPointer) throws(SniffError) -> Finding {
    try detect(bytes: bytes, libmagic: asksLibmagic)
  }

  /// `sniff(bytes:)` for an array.
  public func sniff(bytes: [UInt8]) throws(SniffError) -> Finding {
    let result: Result<Finding, SniffError> = bytes.withUnsafeBytes { raw in
      do throws(SniffError) { return .success(try sniff(bytes: raw)) } catch { return .failure(error) }
    }
    return try result.get()
  }

  /// The engines in order: the detection tree (FileKind's own checks, text
  /// and its formats, the generated binary rules), then libmagic when
  /// `libmagic` is set and this build has it. The first `prefixLength`
  /// bytes are the prefix (a shorter one lets a fuzzer reach the reads
  /// past it).
  package func detect(
    bytes: UnsafeRawBufferPointer, libmagic useLibmagic: Bool, prefixLength: Int = ContentSniffer.prefixLength
  ) throws(SniffError) -> Finding {
    try detect(SniffSource(bytes: bytes, prefixLength: prefixLength), libmagic: useLibmagic)
  }

  /// ``detect(bytes:libmagic:prefixLength:)`` with the prefix read in
  /// stages, as from a file: the first `firstRead` bytes, and the rest only
  /// when a check asks for them. The room past the first read holds junk
  /// until then, so a check that looked without asking would change the
  /// answer; the tests and the sniffer's fuzz target prove it never does.
  /// `readRest` says whether the rest was asked for, `extraReads` how many
  /// reads followed the first.
  package func detect(
    bytes: UnsafeRawBufferPointer, libmagic useLibmagic: Bool, firstRead: Int,
    prefixLength: Int = ContentSniffer.prefixLength
  ) throws(SniffError) -> (finding: Finding, readRest: Bool, extraReads: Int) {
    let length = Swift.min(bytes.count, Swift.max(0, prefixLength))
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: length, alignment: 16)
    defer { buffer.deallocate() }
    buffer.initializeMemory(as: UInt8.self, repeating: 0xA5)
    let first = Swift.min(length, Swift.max(1, firstRead))
    if first > 0 {
      UnsafeMutableRawBufferPointer(rebasing: buffer[..<first]).copyMemory(
        from: UnsafeRawBufferPointer(rebasing: bytes[..<first]))
    }
    var staged = StagedPrefix(buffer: buffer, readCount: first, origin: .memory(bytes))
    let found = try withUnsafeMutablePointer(to: &staged) { staged throws(SniffError) in
      try detect(SniffSource(staged: staged, bytes: bytes), libmagic: useLibmagic)
    }
    return (found, staged.readCount > first, staged.extraReads)
  }

  /// ``sniff(path:)`` with a first read of `firstRead` bytes.
  package func sniff(path: String, firstRead: Int) throws(SniffError) -> Finding {
    let fd: Int32
    switch SystemCalls.openForReading(Array(path.utf8)) {
    case .success(let opened): fd = opened
    case .failure(let error): throw .system(path: path, operation: .open, errno: error)
    }
    defer { SystemCalls.close(fd) }
    return try sniff(fd: fd, path: path, firstRead: firstRead)
  }

  /// The one path every sniff takes, from bytes or from a file.
  private func detect(_ source: SniffSource, libmagic useLibmagic: Bool) throws(SniffError) -> Finding {
    guard source.prefix.count > 0 else { return Self.empty }
    if let found = DetectionTree.detect(source) {
      return Finding(type: MediaType(found.type), engine: found.engine)
    }
    return try lastResort(source.prefix.whole, libmagic: useLibmagic)
  }

  /// What no engine of FileKind's knew: libmagic's answer where this build
  /// has it, else `application/octet-stream`.
  private func lastResort(_ bytes: UnsafeRawBufferPointer, libmagic useLibmagic: Bool) throws(SniffError)
    -> Finding
  {
    #if Libmagic && canImport(CMagic)
      // An answer from a rule with no signature (Targa's header, a .COM
      // file's first jump) is one libmagic gives for junk: not taken.
      // Where libmagic cannot load (no library, no database), FileKind's
      // own engines have answered alone, as in a build without it.
      if useLibmagic, let found = try? libmagic(bytes: bytes),
        !Self.signaturelessLibmagicAnswers.contains(found),
        let type = MediaType(found)
      {
        return Finding(type: type, engine: .libmagic)
      }
    #endif
    // Bytes that no engine knows are reported as such: they decide no
    // kind, but they refute a name that claims a self-describing format.
    return Finding(type: MediaType(.applicationOctetStream), engine: .none)
  }

  /// Whether libmagic answers in this process: loaded (its version and
  /// the file it came from), unavailable (and why), or not in this build.
  /// Asking loads it, and its database, if no file has yet.
  package static var libmagicStatus: LibmagicStatus {
    #if Libmagic && canImport(CMagic)
      func reason(_ error: SniffError) -> String {
        if case .libmagicUnavailable(let reason) = error { return reason }
        return error.description
      }
      if let failure = MagicPool.shared.failure { return .unavailable(reason(failure)) }
      switch LoadedLibmagic.shared {
      case .success(let library): return .loaded(version: library.versionName, path: library.path)
      case .failure(let error): return .unavailable(reason(error))
      }
    #else
      return .notInThisBuild
    #endif
  }

  /// Whether a file has needed libmagic in this process (its status is then
  /// known without loading anything).
  package static var libmagicWasNeeded: Bool {
    #if Libmagic && canImport(CMagic)
      libmagicNeeded.load(ordering: .relaxed)
    #else
      false
    #endif
  }

  /// No bytes at all.
  static let empty = Finding(type: MediaType(.applicationXZerosize), engine: .none)

  /// libmagic alone, for comparison and for the long tail.
  ///
  /// - Throws: ``SniffError/libmagicUnavailable(reason:)`` when libmagic cannot
  ///   load, or when this build has none (``hasLibmagic`` is `false`).
  package func libmagic(bytes: UnsafeRawBufferPointer) throws(SniffError) -> String? {
    #if Libmagic && canImport(CMagic)
      let prefix = UnsafeRawBufferPointer(rebasing: bytes.prefix(MagicCookie.bytesMax))
      let answer: String? = try MagicPool.shared.withCookie { $0.mimeType(of: prefix) }
      // Answers that say nothing about the content decide nothing.
      switch answer {
      case nil, "application/octet-stream", "application/x-empty", "inode/x-empty": return nil
      default: return answer
      }
    #else
      throw .libmagicUnavailable(reason: "this build has no libmagic (the Libmagic trait is off)")
    #endif
  }

  /// The compiled shared-mime-info rules alone, for comparison: a row of
  /// the table, as every engine answers.
  package static func generatedRules(bytes: UnsafeRawBufferPointer) -> MediaType? {
    MagicRules.binary.mimeType(of: bytes).map(MediaType.init)
  }

  /// Sniffs an open descriptor's first bytes (its offset is not moved).
  ///
  /// Only a regular file is read, and only when it has a size: an empty
  /// file, and a file of the kernel's (`/proc`) that reports no size, read
  /// as `application/x-zerosize`, and nothing is consumed from them.
  ///
  /// - Throws: ``SniffError/notRegularFile(path:type:)`` for anything but a
  ///   regular file, ``SniffError/system(path:operation:errno:)`` when a
  ///   call fails.
  public func sniff(fd: Int32, path: String = "<fd>") throws(SniffError) -> Finding {
    try sniff(fd: fd, path: path, firstRead: Self.firstReadLength)
  }

  /// ``sniff(fd:path:)`` with a first read of `firstRead` bytes.
  package func sniff(fd: Int32, path: String, firstRead: Int) throws(SniffError) -> Finding {
    let (type, size): (InodeType, Int64)
    switch SystemCalls.status(fd) {
    case .success(let found): (type, size) = found
    case .failure(let error): throw .system(path: path, operation: .status, errno: error)
    }
    guard type == .regular else { throw .notRegularFile(path: path, type: type) }
    return try sniff(regular: fd, size: size, path: path, firstRead: firstRead)
  }

  /// How many bytes of a file are read first: every check that reads a
  /// fixed window from the start (the text checks, the generated rules)
  /// finds it there, rounded up to a page (20 KiB). Most files are decided
  /// by them; the rest of the prefix is read, in place, only when a check
  /// looks past them, and a few bytes far past them (ISO 9660's
  /// descriptor) alone, so a longer file costs the kernel less to copy and
  /// the answer is the whole prefix's all the same.
  package static let firstReadLength: Int = {
    let window = Swift.max(
      NativeSniffer.textWindow, MagicRules.binary.reach, MagicRules.text.reach, 16 * 1_024)
    return (window + 4_095) & ~4_095
  }()

  /// Sniffs an open regular file whose size the caller has just read (from
  /// `fstat`, or the `stat` it opened the file after): one `pread` of the
  /// first `firstRead` bytes (no more than the file holds, so a short file
  /// is read in one call), the rest of the prefix when a check asks for
  /// it, then only the windows a format asks for.
  func sniff(regular fd: Int32, size: Int64, path: String, firstRead: Int = ContentSniffer.firstReadLength)
    throws(SniffError) -> Finding
  {
    guard size > 0 else { return Self.empty }
    let length = Int(Swift.min(size, Int64(Self.prefixLength)))
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: length, alignment: 16)
    defer { buffer.deallocate() }
    let first = UnsafeMutableRawBufferPointer(rebasing: buffer[..<Swift.min(length, Swift.max(1, firstRead))])
    let count: Int
    switch SystemCalls.read(fd, into: first, at: 0) {
    case .success(let n): count = n
    case .failure(let error): throw .system(path: path, operation: .read, errno: error)
    }
    // A first read that stopped short found the file's end (it shrank, or
    // the caller's size was stale): what it read is the whole file.
    let ended = count < first.count
    let room = ended ? count : length
    var staged = StagedPrefix(
      buffer: UnsafeMutableRawBufferPointer(rebasing: buffer[..<room]), readCount: count,
      origin: .descriptor(fd))
    var found = try withUnsafeMutablePointer(to: &staged) { staged throws(SniffError) in
      try detect(
        fd: fd, size: ended ? Int64(count) : size, path: path,
        prefix: count == room ? Bytes(staged.pointee.read) : Bytes(staged: staged))
    }
    if let failure = staged.failure { throw .system(path: path, operation: .read, errno: failure) }
    // The file ended before its size said (it shrank, or the caller's size
    // was stale): it is sniffed again as it is now, in one read.
    if staged.endedEarly {
      switch SystemCalls.status(fd) {
      case .success(let (_, now)):
        found = try sniff(regular: fd, size: now, path: path, firstRead: Self.prefixLength)
      case .failure(let error): throw .system(path: path, operation: .status, errno: error)
      }
    }
    return found
  }

  /// Detects from a file's prefix, and throws the error of a window past
  /// it that could not be read (the answer would rest on less than it
  /// needs: a late movie header, a zip's directory).
  private func detect(fd: Int32, size: Int64, path: String, prefix: Bytes) throws(SniffError) -> Finding {
    var failedRead: SystemError?
    let found = try withUnsafeMutablePointer(to: &failedRead) { slot throws(SniffError) in
      try detect(
        SniffSource(prefix: prefix, descriptor: fd, size: size, failedRead: slot), libmagic: asksLibmagic)
    }
    if let failedRead { throw .system(path: path, operation: .read, errno: failedRead) }
    return found
  }

  /// Sniffs many files, in order, several at a time: reads are bounded and
  /// never block, so the batch runs on every core
  /// (``BatchOptions/allCores``); a small batch stays on the caller's thread.
  /// Pass each finding's type to
  /// ``KindSignals/init(name:isFolder:sniffed:fileType:contentType:inode:)`` and
  /// no type is spelled out and parsed again on its way to a kind.
  public func sniff(
    paths: some Collection<String>,
    options: BatchOptions = BatchOptions(
      threads: ProcessInfo.processInfo.activeProcessorCount, minimumParallelCount: 16)
  ) -> [Result<Finding, SniffError>] {
    let paths = Array(paths)
    return ParallelMap.map(paths.count, options) { i in
      do throws(SniffError) { return .success(try self.sniff(path: paths[i])) } catch {
        return .failure(error)
      }
    }
  }

  /// Opens `path` (following symbolic links, never forever), sniffs, closes.
  ///
  /// - Throws: ``SniffError/system(path:operation:errno:)`` with the
  ///   system's error when the path does not open (`ENOENT`, `ENOTDIR`,
  ///   `EACCES`, `ELOOP`… and `EINVAL` for a path with a NUL inside), and
  ///   the errors of ``sniff(fd:path:)``.
  public func sniff(path: String) throws(SniffError) -> Finding {
    // The path's own UTF-8 (copied once when it has none contiguous): no
    // array per file.
    var bytes = path
    let opened = bytes.withUTF8 { SystemCalls.openForReading($0) }
    return try sniff(opened: opened, named: path, size: nil)
  }

  /// `sniff(path:)` for a path's raw bytes (a name that is not UTF-8 opens
  /// as it is); `named` is how errors spell it.
  ///
  /// A caller that has just asked `stat` about the path passes the regular
  /// file's `size`, and the file is not asked again: open, one read, close.
  /// (Replaced by a special file in between, it is refused by its read.)
  package func sniff(path: [UInt8], named: String, size: Int64? = nil) throws(SniffError) -> Finding {
    try sniff(opened: SystemCalls.openForReading(path), named: named, size: size)
  }

  /// Sniffs what opening a path gave, then closes it.
  private func sniff(opened: Result<Int32, SystemError>, named: String, size: Int64?) throws(SniffError)
    -> Finding
  {
    let fd: Int32
    switch opened {
    case .success(let descriptor): fd = descriptor
    case .failure(let error): throw .system(path: named, operation: .open, errno: error)
    }
    defer { SystemCalls.close(fd) }
    guard let size else { return try sniff(fd: fd, path: named) }
    return try sniff(regular: fd, size: size, path: named)
  }
}
