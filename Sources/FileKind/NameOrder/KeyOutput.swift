/// Where a key's bytes are written: an array, or a buffer as long as the
/// key can be.
protocol KeyOutput {
  mutating func put(_ byte: UInt8)
}

extension Array: KeyOutput where Element == UInt8 {
  @inline(__always)
  mutating func put(_ byte: UInt8) { append(byte) }
}

/// A buffer of a key's greatest length, written front to back.
struct KeyBuffer: KeyOutput {
  let buffer: UnsafeMutableBufferPointer<UInt8>
  var count = 0

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  @inline(__always)
  mutating func put(_ byte: UInt8) {
    // The bound is computed for the key, so this never fails; checked all
    // the same, since a write past it would be past the buffer.
    precondition(count < buffer.count, "a sort key longer than its bound")
    buffer[count] = byte
    count += 1
  }

  var written: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: buffer[..<count])
  }
}
