/// Why bytes are not JSON, and where: the offset of the first byte that is
/// not, or the input's length when it ends too soon.
package struct JSONFault: Error, Sendable, Hashable {
  /// The byte offset, from the start of the bytes given.
  package var offset: Int
  /// What is wrong there, for a person.
  package var reason: String
  /// Whether the bytes ended where more was needed (a longer input might
  /// still be JSON).
  package var isTruncation: Bool
  /// Whether the bytes are JSON so far but not the shape a page has (the
  /// page framer's refusals: not an object, `files` not an array).
  package var isNotAPage: Bool

  package init(offset: Int, reason: String, isTruncation: Bool = false, isNotAPage: Bool = false) {
    self.offset = offset
    self.reason = reason
    self.isTruncation = isTruncation
    self.isNotAPage = isNotAPage
  }
}

/// A forward-only reader of JSON bytes, the small one the page reader is
/// built on: it checks what it reads exactly as Foundation's
/// `JSONSerialization` does (the same grammar, UTF-8, escapes, number range
/// and nesting bound), reads past any value it is not asked for, and makes
/// a value only of what the caller keeps.
///
/// Foundation's habits it shares: a trailing comma in an array or object is
/// allowed, the last of two equal keys wins (the caller's job, by reading in
/// order), a leading UTF-8 byte order mark is skipped, a number whose value
/// overflows a `Double` is refused, and 512 levels of nesting are the most.
/// Where it is stricter: only UTF-8 is read (RFC 8259 requires it between
/// systems); Foundation also reads UTF-16 and UTF-32.
///
/// Nothing recurses: nesting is counted, not followed on the stack.
package struct JSONReader {
  /// The bytes.
  package let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  package var at: Int

  /// The deepest nesting read, as Foundation's `JSONSerialization` bounds it.
  package static let maximumDepth = 512

  package init(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int = 0) {
    self.bytes = bytes
    self.at = start
  }

  // MARK: Bytes

  @inline(__always)
  package var isAtEnd: Bool { at >= bytes.count }

  /// The byte at the cursor, or 0 at the end (never a byte JSON's grammar
  /// accepts outside a string, so the end falls through to the error path).
  @inline(__always)
  package var peek: UInt8 { at < bytes.count ? bytes[at] : 0 }

  /// Skips JSON's four white-space bytes.
  @inline(__always)
  package mutating func skipWhitespace() {
    while at < bytes.count {
      let b = bytes[at]
      guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return }
      at += 1
    }
  }

  /// A fault at the cursor: truncation when the bytes ended.
  package func fault(_ reason: String) -> JSONFault {
    JSONFault(
      offset: min(at, bytes.count), reason: isAtEnd ? "the input ends inside a value" : reason,
      isTruncation: isAtEnd)
  }

  /// Skips white space and takes `byte` if it is next.
  @inline(__always)
  package mutating func take(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard peek == byte, !isAtEnd else { return false }
    at += 1
    return true
  }

  /// Skips white space, then expects `byte`.
  @inline(__always)
  package mutating func expect(_ byte: UInt8, _ reason: @autoclosure () -> String) throws(JSONFault) {
    guard take(byte) else { throw fault(reason()) }
  }

  // MARK: Containers

  /// After `[` or `{` and its members so far: whether another member
  /// follows (`,` then not the closing byte, since Foundation allows one
  /// trailing comma) or the container closes with `close`.
  @inline(__always)
  package mutating func nextMember(close: UInt8, isFirst: Bool) throws(JSONFault) -> Bool {
    skipWhitespace()
    guard at < bytes.count else { throw memberFault(close: close) }
    let b = bytes[at]
    if b == close {
      at += 1
      return false
    }
    if isFirst { return true }
    guard b == UInt8(ascii: ",") else { throw memberFault(close: close) }
    at += 1
    skipWhitespace()
    if at < bytes.count && bytes[at] == close {
      at += 1
      return false
    }
    return true
  }

  /// Why a container's members do not go on: kept out of line, so the
  /// common path stays small.
  @inline(never)
  private func memberFault(close: UInt8) -> JSONFault {
    fault(close == UInt8(ascii: "]") ? "expected ',' or ']'" : "expected ',' or '}'")
  }

  /// Reads an object key (a string) and the `:` after it, returning the
  /// key's token.
  @inline(__always)
  package mutating func key() throws(JSONFault) -> JSONString {
    skipWhitespace()
    guard peek == UInt8(ascii: "\"") else { throw fault("expected a string key") }
    let token = try string()
    try expect(UInt8(ascii: ":"), "expected ':' after a key")
    skipWhitespace()
    return token
  }

  /// Reads past one value of any type, checking all of it, at nesting
  /// `depth` (the containers already open around it). Iterative: a page
  /// nested 512 deep costs 64 bytes of stack, not 512 frames.
  package mutating func skipValue(depth: Int) throws(JSONFault) {
    skipWhitespace()
    let first = peek
    guard first == UInt8(ascii: "[") || first == UInt8(ascii: "{") else {
      try skipScalar()
      return
    }
    // One bit a level: set for an object, clear for an array.
    try withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.maximumDepth / 64 + 1) {
      (kinds) throws(JSONFault) in
      kinds.initialize(repeating: 0)
      var level = 0
      var isFirst = true
      /// Opens the container at the cursor.
      func open(_ reader: inout JSONReader) throws(JSONFault) {
        guard depth + level < Self.maximumDepth else {
          throw reader.fault("nesting deeper than \(Self.maximumDepth) levels")
        }
        let isObject = reader.bytes[reader.at] == UInt8(ascii: "{")
        let word = level >> 6
        let bit = UInt64(1) << UInt64(level & 63)
        kinds[word] = isObject ? kinds[word] | bit : kinds[word] & ~bit
        level += 1
        reader.at += 1
        isFirst = true
      }
      try open(&self)
      while level > 0 {
        let isObject = kinds[(level - 1) >> 6] & (UInt64(1) << UInt64((level - 1) & 63)) != 0
        guard try nextMember(close: isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"), isFirst: isFirst) else {
          level -= 1
          isFirst = false
          continue
        }
        isFirst = false
        if isObject { _ = try key() }
        skipWhitespace()
        let b = peek
        if (b == UInt8(ascii: "[") || b == UInt8(ascii: "{")) && !isAtEnd {
          try open(&self)
        } else {
          try skipScalar()
        }
      }
    }
  }

  /// Reads past a string, number, `true`, `false` or `null`.
  package mutating func skipScalar() throws(JSONFault) {
    skipWhitespace()
    switch peek {
    case UInt8(ascii: "\""): _ = try string()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try number()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default: throw fault("expected a value")
    }
  }

  /// Reads `word` (`true`, `false`, `null`).
  @inline(__always)
  package mutating func literal(_ word: StaticString) throws(JSONFault) {
    let count = word.utf8CodeUnitCount
    // Its first four bytes in one comparison when the input holds them.
    if at + 4 <= bytes.count,
      UnsafeRawPointer(bytes.baseAddress! + at).loadUnaligned(as: UInt32.self)
        == UnsafeRawPointer(word.utf8Start).loadUnaligned(as: UInt32.self)
    {
      at += 4
      if count == 4 { return }
      guard at < bytes.count else { throw fault("") }
      guard bytes[at] == word.utf8Start[4] else { throw fault("expected a value") }
      at += 1
      return
    }
    for i in 0..<count {
      guard at < bytes.count else { throw fault("") }
      guard bytes[at] == word.utf8Start[i] else { throw fault("expected a value") }
      at += 1
    }
  }

  /// Takes `null` if it is the next value.
  @inline(__always)
  package mutating func takeNull() -> Bool {
    skipWhitespace()
    guard at + 4 <= bytes.count,
      UnsafeRawPointer(bytes.baseAddress! + at).loadUnaligned(as: UInt32.self)
        == UnsafeRawPointer(("null" as StaticString).utf8Start).loadUnaligned(as: UInt32.self)
    else { return false }
    at += 4
    return true
  }

  /// Reads `true` or `false`; `nil` (cursor unmoved) when the next value is
  /// neither.
  @inline(__always)
  package mutating func bool() throws(JSONFault) -> Bool? {
    skipWhitespace()
    switch peek {
    case UInt8(ascii: "t"):
      try literal("true")
      return true
    case UInt8(ascii: "f"):
      try literal("false")
      return false
    default:
      return nil
    }
  }
}
