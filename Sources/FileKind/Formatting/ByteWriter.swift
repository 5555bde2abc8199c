/// Appends UTF-8 into caller-owned memory; never allocates.
///
/// Formatters write through this so that one code path serves both the
/// `String` API and the buffer API. Writing past `capacity` sets `overflowed`
/// and drops the bytes instead of trapping.
@usableFromInline
struct ByteWriter {
  @usableFromInline let base: UnsafeMutablePointer<UInt8>
  @usableFromInline let capacity: Int
  @usableFromInline var count = 0
  @usableFromInline var overflowed = false

  @inlinable
  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    base = buffer.baseAddress ?? UnsafeMutablePointer(bitPattern: 1)!
    capacity = buffer.baseAddress == nil ? 0 : buffer.count
  }

  @inlinable
  mutating func append(_ byte: UInt8) {
    guard count < capacity else {
      overflowed = true
      return
    }
    base[count] = byte
    count += 1
  }

  @inlinable
  mutating func append(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  @inlinable
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard count + bytes.count <= capacity else {
      overflowed = true
      return
    }
    // A byte loop: these texts are a few bytes, shorter than a call to memmove.
    for i in 0..<bytes.count { base[count + i] = bytes[i] }
    count += bytes.count
  }

  /// Writes a non-negative integer, with `,` every three digits if asked.
  @inlinable
  mutating func append(_ value: UInt64, grouped: Bool = false) {
    // 32 bytes of scratch: the longest value, grouped, is 26
    // (`18,446,744,073,709,551,615`).
    var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { scratch in
      var v = value
      var i = scratch.count
      var written = 0
      repeat {
        if grouped && written > 0 && written % 3 == 0 {
          i -= 1
          scratch[i] = UInt8(ascii: ",")
        }
        i -= 1
        scratch[i] = UInt8(truncatingIfNeeded: v % 10) &+ 48
        v /= 10
        written += 1
      } while v > 0
      for j in i..<scratch.count { append(scratch[j]) }
    }
  }
}

extension String {
  /// Builds a string from a writer callback: the bytes go to the stack
  /// first, so strings of 15 bytes or fewer (stored inline) allocate nothing
  /// and longer ones allocate once.
  @inlinable
  static func _writing(capacity: Int = 64, _ body: (inout ByteWriter) -> Void) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      var writer = ByteWriter(buffer)
      body(&writer)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<writer.count]), as: UTF8.self)
    }
  }
}
