import FileKind

/// A batch of whole file objects cut from a stream of put.io pages, with
/// where each came from: what one worker reads at a time.
package final class PutioChunk {
  /// The file objects' bytes, one after another.
  package var bytes: [UInt8] = []
  /// Each file: its bytes in ``bytes``, its page (from 1), its index in the
  /// page's `files` (from 0), and the page-relative offset of its first byte.
  package var files: [(range: Range<Int>, page: Int, index: Int, offset: Int)] = []
  /// Problems with whole pages met while cutting this chunk, each after
  /// how many of the chunk's files it came.
  package var pageErrors: [(after: Int, message: String)] = []
  /// What the worker writes, and the problems it finds, by file position.
  package let output = ByteBuffer(capacity: 1 << 20)
  package var fileErrors: [(at: Int, message: String)] = []
  /// Files read (for `--sort`, the entries themselves).
  package var entries: [FileEntry] = []
  /// The keys of the files read so far, which the next file most likely
  /// repeats in the same order.
  private var shape = KeyShape()
  /// The file being read, kept to be reused.
  private var read: [PutioFile] = []

  package init() {}

  /// Empties the chunk for the next fill.
  package func reset() {
    bytes.removeAll(keepingCapacity: true)
    files.removeAll(keepingCapacity: true)
    pageErrors.removeAll(keepingCapacity: true)
    fileErrors.removeAll(keepingCapacity: true)
    entries.removeAll(keepingCapacity: true)
    output.removeAll(keepingCapacityUpTo: 4 << 20)
  }

  /// Reads each file of the chunk, calling `body` with the good ones, and
  /// words each problem with its page, index and byte. With
  /// `releasingBytes`, a long last file's bytes are given back once it is
  /// read, before `body` writes what it holds (``bytes`` is then empty).
  package func forEachFile(releasingBytes: Bool = false, _ body: (PutioFile) -> Void) {
    for position in files.indices {
      let file = files[position]
      let read = bytes.withUnsafeBufferPointer { all in
        readFile(UnsafeBufferPointer(rebasing: all[file.range]), at: position)
      }
      // A file near the value limit would otherwise be held three times
      // (its bytes, its name, its line) while its line is written.
      if releasingBytes && position == files.count - 1 && bytes.count >= 1 << 20 {
        bytes = []
      }
      if let read { body(read) }
    }
  }

  /// One file of the chunk, or `nil` with its problem recorded.
  private func readFile(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> PutioFile? {
    let file = files[position]
    var reader = JSONReader(bytes)
    let place = "page \(file.page): file \(file.index)"
    do throws(JSONFault) {
      read.removeAll(keepingCapacity: true)
      if let problem = try PutioFile.read(
        from: &reader, depth: 2, index: file.index, shape: &shape, into: &read)
      {
        let key = problem.key.isEmpty ? "" : "\(problem.key): "
        fileErrors.append(
          (position, "\(place): \(key)\(problem.reason.rawValue) (byte \(file.offset + problem.offset))"))
      } else {
        return read[0]
      }
    } catch {
      fileErrors.append(
        (position, "\(place): not JSON at byte \(file.offset + error.offset): \(error.reason)"))
    }
    return nil
  }

  /// Every problem of the chunk, in input order.
  package var errors: [String] {
    let files = fileErrors.map { (2 * $0.at + 1, $0.message) }
    let pages = pageErrors.map { (2 * $0.after, $0.message) }
    return (files + pages).sorted { $0.0 < $1.0 }.map(\.1)
  }
}

/// Cuts standard input's put.io pages (back to back, or one a line, as
/// successive API calls saved to one file give them) into chunks of whole
/// file objects, in order, holding at most one file object (and one
/// read block) beyond the chunk in memory whatever a page's length.
///
/// It follows each page's structure only as far as finding its files; the
/// workers read each file object exactly (``PutioFile``). Fields of the
/// page other than `files` are checked as JSON and read past.
///
/// A page that parses as JSON is read whole, whatever its unknown fields
/// hold: a nested object whose first key is `files` or `status` is only a
/// value. Only where the bytes stop being JSON is the page named, and
/// reading resumes at the first point since the last whole file where a
/// page can start (``pageStart(_:at:)``): a `{` whose first key is one a
/// page has and a file object has not. So a page cut short and followed by
/// the next one loses nothing of the next, even when the cut left the next
/// page inside a string or a value of the broken one.
package struct PutioPageFramer {
  private let fd: Int32
  /// Bytes read and not yet consumed, from ``start``.
  private var window: [UInt8] = []
  /// Where each read lands before it joins the window.
  private var block = [UInt8](repeating: 0, count: readSize)
  private var start = 0
  private var atEnd = false
  /// The stream offset of `window[0]`.
  private var windowOffset = 0
  /// The read error that ended the input, if any.
  package private(set) var readError: SystemError?
  /// Pages begun so far.
  package private(set) var pages = 0

  private enum State {
    case betweenPages
    case members(isFirst: Bool)
    case files(index: Int)
  }
  private var state = State.betweenPages
  /// The stream offset of the current page's `{`.
  private var pageStart = 0
  /// Whether the current page has had its `files`: a page that closes
  /// without them is not one (an error response, or a key the damage hit).
  private var pageHasFiles = false
  /// A value just read that holds a page start (`"x": {"files": …}`): JSON
  /// so far, but if the very next step fails, the value may be where a cut
  /// page ran on into the next one. Until that step succeeds, the window
  /// keeps the value's bytes (from `lookBack`) and a file it was stays the
  /// chunk's last.
  private var pending: Pending?
  /// Set by a step whose value holds a page start: whether it was a file.
  private var heldValue: Bool?
  private struct Pending {
    /// The window index the step that read the value began at.
    var lookBack: Int
    /// Whether the value is the chunk's last file.
    var isFile: Bool
  }

  /// The most bytes one file object, or one field of a page other than
  /// `files`, may hold.
  package static let largestValue = 16 << 20
  /// A chunk is handed on once it holds this many bytes of file objects
  /// (unless the framer is given a smaller size).
  package static let chunkBytes = 256 << 10
  private let chunkBytes: Int
  private static let readSize = 1 << 20

  /// A framer of the pages on `fd`, handing on chunks of about
  /// `chunkBytes` bytes of file objects: smaller where each file's output
  /// is many times its input (a sort key can be 43 times a name), so the
  /// chunks in flight stay within the command's memory.
  package init(fd: Int32, chunkBytes: Int = PutioPageFramer.chunkBytes) {
    self.fd = fd
    self.chunkBytes = chunkBytes
  }

  /// Fills `chunk` with the next file objects; `false` once the input is
  /// done and nothing was added.
  package mutating func fill(_ chunk: PutioChunk) -> Bool {
    chunk.reset()
    while chunk.bytes.count < chunkBytes || pending != nil {
      guard step(chunk) else { break }
    }
    return !chunk.files.isEmpty || !chunk.pageErrors.isEmpty
  }

  /// One step of the page's structure; `false` at the end of the input.
  private mutating func step(_ chunk: PutioChunk) -> Bool {
    switch attempt({ (reader, framer) throws(JSONFault) in try framer.advance(&reader, chunk) }) {
    case .done:
      releaseSpentWindow()
      return true
    case .needMore:
      guard readMore() else {
        // The input ended: inside a page is an error; between pages, done.
        if case .betweenPages = state {
          return false
        }
        let fault = JSONFault(offset: window.count, reason: "the page breaks off at the end of the input")
        return resynchronize(chunk, after: fault)
      }
      return true
    case .fault(let fault):
      return resynchronize(chunk, after: fault)
    case .end:
      return false
    }
  }

  private enum Outcome {
    case done, needMore, end
    case fault(JSONFault)
  }

  /// Runs `body` on a reader over the unread window; a truncation asks for
  /// more input (the step is retried from its start), other faults end the
  /// page.
  private mutating func attempt(
    _ body: (inout JSONReader, inout PutioPageFramer) throws(JSONFault) -> Bool
  ) -> Outcome {
    let snapshot = window
    return snapshot.withUnsafeBufferPointer { bytes in
      var reader = JSONReader(bytes, at: start)
      let wasPending = pending != nil
      do throws(JSONFault) {
        guard try body(&reader, &self) else { return .end }
        // The step after a value holding a page start went through: the
        // value was only a value.
        if wasPending { pending = nil }
        if let held = heldValue {
          pending = Pending(lookBack: start, isFile: held)
          heldValue = nil
        }
        start = reader.at
        return .done
      } catch {
        heldValue = nil
        if error.isTruncation && !atEnd { return .needMore }
        if error.isTruncation && reader.at >= bytes.count, case .betweenPages = state { return .end }
        return .fault(error)
      }
    }
  }

  /// Reads one element of the page's structure at the reader.
  private mutating func advance(_ reader: inout JSONReader, _ chunk: PutioChunk) throws(JSONFault) -> Bool {
    switch state {
    case .betweenPages:
      reader.skipWhitespace()
      if reader.isAtEnd {
        if atEnd { return false }
        throw JSONFault(offset: reader.at, reason: "", isTruncation: true)
      }
      // Bytes that start no page are not a page of their own: they are
      // named with the page before them, and the pages after keep their
      // numbers.
      guard reader.peek == UInt8(ascii: "{") else {
        if pages == 0 {
          throw JSONFault(offset: reader.at, reason: "a page is a JSON object", isNotAPage: true)
        }
        throw JSONFault(offset: reader.at, reason: "bytes after the page's end that start no page")
      }
      pages += 1
      pageStart = windowOffset + reader.at
      pageHasFiles = false
      reader.at += 1
      state = .members(isFirst: true)
    case .members(let isFirst):
      guard try reader.nextMember(close: UInt8(ascii: "}"), isFirst: isFirst) else {
        state = .betweenPages
        if !pageHasFiles { pageError(chunk, at: pageStart, "the page has no files", notAPage: true) }
        return true
      }
      let key = try reader.key()
      if reader.value(of: key, is: "files") {
        guard reader.peek == UInt8(ascii: "[") else {
          throw JSONFault(offset: reader.at, reason: "files is not an array", isNotAPage: true)
        }
        reader.at += 1
        pageHasFiles = true
        state = .files(index: 0)
      } else {
        let from = reader.at
        try bounded(&reader) { (reader) throws(JSONFault) in try reader.skipValue(depth: 1) }
        // A value holding a page start is JSON, and only a value, unless
        // the next step fails: then it may be the next page, saved after
        // a key whose value was cut off.
        if try Self.holdsPageStart(reader.bytes, in: from..<reader.at, atEnd: atEnd) { heldValue = false }
        state = .members(isFirst: false)
      }
    case .files(let index):
      guard try reader.nextMember(close: UInt8(ascii: "]"), isFirst: index == 0) else {
        state = .members(isFirst: false)
        return true
      }
      reader.skipWhitespace()
      let from = reader.at
      var holds = false
      let atEnd = atEnd
      try bounded(&reader) { (reader) throws(JSONFault) in holds = try Self.skipElement(&reader, atEnd: atEnd)
      }
      if holds { heldValue = true }
      let offset = windowOffset + from - pageStart
      let range = chunk.bytes.count..<(chunk.bytes.count + reader.at - from)
      chunk.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: reader.bytes[from..<reader.at]))
      chunk.files.append((range, pages, index, offset))
      state = .files(index: index + 1)
    }
    return true
  }

  /// Refuses a value longer than ``largestValue`` rather than holding it.
  private func bounded(
    _ reader: inout JSONReader, _ body: (inout JSONReader) throws(JSONFault) -> Void
  ) throws(JSONFault) {
    let from = reader.at
    do throws(JSONFault) {
      try body(&reader)
    } catch  where error.isTruncation && reader.bytes.count - from > Self.largestValue {
      throw JSONFault(offset: from, reason: "a value longer than \(Self.largestValue >> 20) MiB")
    }
  }

  /// Finds the end of one element of `files`, and whether it holds a page
  /// start. Strings and nesting are followed, nothing converted or checked
  /// (the worker checks the file), until a page start turns up inside:
  /// then the element is read again from its start and checked as JSON, so
  /// that a valid file holding `{"files": …}` is read whole, and a file cut
  /// short where the next page begins fails where the bytes stop being JSON.
  static func skipElement(_ reader: inout JSONReader, atEnd: Bool) throws(JSONFault) -> Bool {
    let first = reader.peek
    guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
      let from = reader.at
      try reader.skipScalar()
      return try holdsPageStart(reader.bytes, in: from..<reader.at, atEnd: atEnd)
    }
    var depth = 0
    var inString = false
    let bytes = reader.bytes
    var i = reader.at
    while i < bytes.count {
      // Jump to the next byte that matters, eight bytes at a time: in a
      // string a quote, a backslash or an opening brace (a page start is
      // looked for even there, since a cut string runs on into the next
      // page), outside one a quote or a bracket.
      while i + 8 <= bytes.count {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self))
        let mask =
          inString
          ? ByteScan.equal(word, 0x22) | ByteScan.equal(word, 0x5C) | ByteScan.equal(word, 0x7B)
          : ByteScan.equal(word, 0x22) | ByteScan.equal(word, 0x7B) | ByteScan.equal(word, 0x7D)
            | ByteScan.equal(word, 0x5B) | ByteScan.equal(word, 0x5D)
        if mask == 0 {
          i += 8
          continue
        }
        i += mask.trailingZeroBitCount >> 3
        break
      }
      guard i < bytes.count else { break }
      let b = bytes[i]
      if b == UInt8(ascii: "{") {
        switch pageStart(bytes, at: i) {
        case .yes:
          // From here on the element is read as JSON: its end, or where
          // it stops being JSON.
          try reader.skipValue(depth: 2)
          return true
        case .undecided: throw JSONFault(offset: bytes.count, reason: "", isTruncation: true)
        case .no: break
        }
      }
      if inString {
        if b == UInt8(ascii: "\\") {
          // An escape takes the next byte, unless the string was cut
          // after the backslash and a page starts there.
          i += i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "{") ? 1 : 2
          continue
        }
        if b == UInt8(ascii: "\"") { inString = false }
      } else if b == UInt8(ascii: "\"") {
        inString = true
      } else if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") {
        depth += 1
        // Deeper than any JSON Foundation reads: the page ends here, and
        // the next line is read, rather than the rest of the input
        // being taken for this element.
        guard depth <= JSONReader.maximumDepth - 2 else {
          throw JSONFault(offset: i, reason: "nesting deeper than \(JSONReader.maximumDepth) levels")
        }
      } else if b == UInt8(ascii: "}") || b == UInt8(ascii: "]") {
        depth -= 1
        if depth == 0 {
          reader.at = i + 1
          return false
        }
      }
      i += 1
    }
    throw JSONFault(offset: bytes.count, reason: "", isTruncation: true)
  }

  /// Once a long value has been taken (copied to a chunk, or read past),
  /// gives its bytes back at once rather than at the next read: a file
  /// object near the value limit is otherwise held twice while the worker
  /// reads it.
  private mutating func releaseSpentWindow() {
    let keep = pending?.lookBack ?? start
    guard keep >= Self.readSize, window.count - keep < keep else { return }
    window = Array(window[keep...])
    windowOffset += keep
    start -= keep
    if pending != nil { pending!.lookBack = 0 }
  }

  /// Appends the next block of input to the window; `false` at its end.
  private mutating func readMore() -> Bool {
    guard !atEnd else { return false }
    let keep = pending?.lookBack ?? start
    if keep > 0 && keep >= window.count / 2 {
      window.removeFirst(keep)
      windowOffset += keep
      start -= keep
      if pending != nil { pending!.lookBack = 0 }
    }
    // Read into a block of its own, then copy what came: a pipe gives
    // 64 KiB a read, and growing the window by a whole block of zeros each
    // time cost more than the reading.
    let result = block.withUnsafeMutableBytes { raw in
      SystemCalls.readSome(fd, raw.baseAddress!, Self.readSize)
    }
    switch result {
    case .success(let count):
      window.append(contentsOf: block[..<count])
      if count == 0 { atEnd = true }
      return count > 0
    case .failure(let error):
      readError = error
      atEnd = true
      return false
    }
  }

  private mutating func pageError(
    _ chunk: PutioChunk, at offset: Int, _ reason: String, notAPage: Bool = false
  ) {
    let what = notAPage ? "not a put.io page" : "not JSON"
    chunk.pageErrors.append(
      pages == 0
        ? (chunk.files.count, "\(what) at byte \(offset) of the input: \(reason)")
        : (chunk.files.count, "page \(pages): \(what) at byte \(offset - pageStart): \(reason)"))
  }

  /// After a fault: the page is named, and reading resumes at the first
  /// page start from the failed step on. One found before the point the
  /// fault was seen is where the page was cut short, and the page is named
  /// there; the bytes before it are dropped, and the search reads on (a
  /// block at a time, holding no more than one) until a page starts or the
  /// input ends. `false` once the input is done.
  private mutating func resynchronize(_ chunk: PutioChunk, after fault: JSONFault) -> Bool {
    state = .betweenPages
    if let held = pending {
      // The step after a value holding a page start failed: the value is
      // looked at again, and a file it was is taken back.
      if held.isFile, let last = chunk.files.popLast() {
        chunk.bytes.removeSubrange(last.range)
      }
      start = held.lookBack
      pending = nil
    }
    let first = window.withUnsafeBufferPointer { Self.firstPageStart($0, in: start..<$0.count) }
    // A page start before the fault, or right after it with only white
    // space between (a string cut by a line end), is where the page broke
    // off.
    if case .found(let at)? = first,
      at <= fault.offset
        || window[fault.offset..<at].allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 })
    {
      pageError(chunk, at: windowOffset + at, Self.newPageReason)
    } else {
      pageError(chunk, at: windowOffset + fault.offset, fault.reason, notAPage: fault.isNotAPage)
    }
    var next = first
    var from = start
    while true {
      switch next {
      case .found(let at)?:
        start = at
        return true
      case .undecided(let at)? where atEnd:
        from = at + 1
      case .undecided(let at)?:
        // Keep the brace and what follows it for the next block.
        start = at
        guard readMore() else { continue }
        from = start
      case nil:
        // Everything before the last bytes, which a start could begin in, is spent.
        start = max(window.count - Self.pageStartLookahead, from)
        guard readMore() else {
          start = window.count
          return false
        }
        from = start
      }
      next = window.withUnsafeBufferPointer { Self.firstPageStart($0, in: from..<$0.count, atEnd: atEnd) }
    }
  }
}

extension PutioPageFramer {
  /// What a page that breaks off where another begins is told.
  static let newPageReason = "the page breaks off where a new page begins"

  /// Keys a put.io page has and a file object has not: a `{` whose first
  /// key is one of them starts a page.
  static let pageKeys: [[UInt8]] = [
    "files", "parent", "cursor", "total", "breadcrumbs", "status", "error_id", "error_message",
    "error_type", "error_uri", "status_code",
  ].map { Array($0.utf8) }

  /// The most bytes between a page start's `{` and the end of its first
  /// key, whitespace included: pretty-printers put a newline and a few
  /// spaces there, and a bound keeps the search from holding the input.
  static let pageStartLookahead = 256

  enum PageStart { case yes, no, undecided }

  /// Where the next page may start: a `{` that does, or one the bytes end
  /// too soon after to tell.
  enum PageStartSearch: Equatable {
    case found(Int)
    case undecided(Int)
  }

  /// Whether the `{` at `i` starts a page: followed, after whitespace, by
  /// one of ``pageKeys`` written plainly (no escapes) and its closing
  /// quote. In a page that is JSON such bytes are only ever a page's
  /// start: inside a string the quote after the brace would end it and
  /// leave the key outside. `undecided` when the bytes end first.
  static func pageStart(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> PageStart {
    var j = i + 1
    let end = min(bytes.count, i + pageStartLookahead)
    while j < end, bytes[j] == 0x20 || bytes[j] == 0x0A || bytes[j] == 0x0D || bytes[j] == 0x09 { j += 1 }
    guard j < end else { return bytes.count < i + pageStartLookahead ? .undecided : .no }
    guard bytes[j] == UInt8(ascii: "\"") else { return .no }
    j += 1
    var undecided = false
    for key in pageKeys {
      let close = j + key.count
      if close >= bytes.count {
        // Too few bytes to tell: so far a prefix of this key.
        let have = bytes.count - j
        if key.prefix(have).elementsEqual(UnsafeBufferPointer(rebasing: bytes[j..<(j + have)])) {
          undecided = true
        }
        continue
      }
      if bytes[close] == UInt8(ascii: "\""),
        key.elementsEqual(UnsafeBufferPointer(rebasing: bytes[j..<close]))
      {
        return .yes
      }
    }
    return undecided ? .undecided : .no
  }

  /// Whether a value read whole, in `range` of `bytes`, holds a page
  /// start; a truncation when one may begin in it and the bytes end too
  /// soon after to tell (a string's last bytes can be a page's first).
  static func holdsPageStart(
    _ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, atEnd: Bool
  ) throws(JSONFault) -> Bool {
    switch firstPageStart(bytes, in: range, atEnd: atEnd) {
    case .found?: return true
    case .undecided?: throw JSONFault(offset: bytes.count, reason: "", isTruncation: true)
    case nil: return false
    }
  }

  /// The first page start in `range` of `bytes`, or the first `{` the
  /// bytes end too soon after to tell (unless they are all the input
  /// holds), or `nil`.
  static func firstPageStart(
    _ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, atEnd: Bool = false
  ) -> PageStartSearch? {
    var i = range.lowerBound
    while i < range.upperBound {
      guard let brace = UnsafeBufferPointer(rebasing: bytes[i..<range.upperBound]).firstIndex(of: 0x7B)
      else { return nil }
      let at = i + brace
      switch pageStart(bytes, at: at) {
      case .yes: return .found(at)
      case .undecided where !atEnd: return .undecided(at)
      case .undecided, .no: i = at + 1
      }
    }
    return nil
  }
}
