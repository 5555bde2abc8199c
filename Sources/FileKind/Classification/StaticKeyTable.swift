/// An immutable, open-addressed hash table keyed by ASCII strings compared
/// case-insensitively.
///
/// Lookups hash and compare raw bytes: no `String` is created, nothing is
/// allocated, no Foundation call is made. Keys are `StaticString`s from the
/// generated tables, so the table owns no string storage either.
@usableFromInline
struct StaticKeyTable<Value: Sendable>: Sendable {
  @usableFromInline let keys: [StaticString]
  @usableFromInline let values: [Value]
  /// Slot → index into `keys`/`values`, or -1 when empty. Power-of-two size.
  @usableFromInline let slots: [Int32]
  @usableFromInline let mask: Int
  /// A second index for keys of 1…8 bytes, packed lower-cased into a
  /// `UInt64`: one multiply, one shift and an integer compare per probe.
  @usableFromInline let packedKeys: [UInt64]
  @usableFromInline let packedIndices: [Int32]
  @usableFromInline let packedShift: UInt64

  /// Builds the table; a later entry with the same key replaces an earlier one.
  init(_ pairs: [(StaticString, Value)]) {
    var keys: [StaticString] = []
    var values: [Value] = []
    var capacity = 16
    while capacity < pairs.count * 2 { capacity <<= 1 }
    var slots = [Int32](repeating: -1, count: capacity)
    let mask = capacity - 1
    for (key, value) in pairs {
      let bytes = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
      var slot = Int(truncatingIfNeeded: Self.hash(bytes)) & mask
      while slots[slot] >= 0 {
        let other = keys[Int(slots[slot])]
        if Self.equal(bytes, other) { break }
        slot = (slot + 1) & mask
      }
      if slots[slot] >= 0 {
        values[Int(slots[slot])] = value
      } else {
        slots[slot] = Int32(keys.count)
        keys.append(key)
        values.append(value)
      }
    }
    self.keys = keys
    self.values = values
    self.slots = slots
    self.mask = mask

    var packedKeys = [UInt64](repeating: 0, count: capacity)
    var packedIndices = [Int32](repeating: -1, count: capacity)
    let shift = UInt64(64 - capacity.trailingZeroBitCount)
    for (index, key) in keys.enumerated() {
      let bytes = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
      guard let packed = Self.pack(bytes) else { continue }
      var slot = Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> shift)
      while packedIndices[slot] >= 0 { slot = (slot + 1) & mask }
      packedKeys[slot] = packed
      packedIndices[slot] = Int32(index)
    }
    self.packedKeys = packedKeys
    self.packedIndices = packedIndices
    self.packedShift = shift
  }

  /// 1…8 bytes without NUL, lower-cased, little-endian into a `UInt64`.
  @inlinable @inline(__always)
  static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
    guard bytes.count > 0, bytes.count <= 8 else { return nil }
    var packed: UInt64 = 0
    for i in 0..<bytes.count {
      let byte = bytes[i]
      if byte == 0 { return nil }
      packed |= UInt64(lower(byte)) << UInt64(i << 3)
    }
    return packed
  }

  /// `pack` for the last `count` (1…8) bytes of a buffer of at least 8
  /// bytes: one unaligned load and SWAR lower-casing instead of a loop.
  @inlinable @inline(__always)
  static func packTail(_ buffer: UnsafeBufferPointer<UInt8>, count: Int) -> UInt64? {
    let word = UnsafeRawPointer(buffer.baseAddress! + (buffer.count - 8)).loadUnaligned(as: UInt64.self)
    let x = UInt64(littleEndian: word) >> UInt64((8 - count) << 3)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    let used: UInt64 = count == 8 ? ~0 : (1 << UInt64(count << 3)) &- 1
    // A zero byte among the used ones: the classic "has zero byte" test.
    if ((x &- ones) & ~x & high) & used != 0 { return nil }
    // Bytes 'A'...'Z' (and no byte with the top bit set) get 0x20 added.
    let low7 = x & ~high
    let aboveA = low7 &+ (0x80 - 0x41) &* ones
    let aboveZ = low7 &+ (0x80 - 0x5B) &* ones
    let upper = (aboveA & ~aboveZ) & ~x & high
    return (x | (upper >> 2)) & used
  }

  /// ASCII lower-casing of one byte (``ASCIIFolding``).
  @inlinable @inline(__always)
  static func lower(_ byte: UInt8) -> UInt8 { ASCIIFolding.lowercased(byte) }

  /// FNV-1a over the lower-cased bytes.
  @inlinable
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      h = (h ^ UInt64(lower(byte))) &* 0x0000_0100_0000_01b3
    }
    return h ^ (h >> 29)
  }

  @inlinable
  static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ key: StaticString) -> Bool {
    guard bytes.count == key.utf8CodeUnitCount else { return false }
    let stored = key.utf8Start
    for i in 0..<bytes.count where lower(bytes[i]) != lower(stored[i]) {
      return false
    }
    return true
  }

  /// The index of `bytes` (matched case-insensitively), if present.
  @inlinable
  func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    if bytes.count <= 8 {
      guard let packed = Self.pack(bytes) else { return nil }
      return index(packed: packed)
    }
    return index(hashing: bytes)
  }

  /// Looks up the last `count` bytes of `buffer` (an extension at the end of
  /// a name) without copying them.
  @inlinable
  func index(ofTail buffer: UnsafeBufferPointer<UInt8>, count: Int) -> Int? {
    if count <= 8 && buffer.count >= 8 {
      guard let packed = Self.packTail(buffer, count: count) else { return nil }
      return index(packed: packed)
    }
    return index(of: UnsafeBufferPointer(rebasing: buffer[(buffer.count - count)...]))
  }

  @inlinable
  func index(packed: UInt64) -> Int? {
    do {
      var slot = Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> packedShift)
      while true {
        let index = packedIndices[slot]
        if index < 0 { return nil }
        if packedKeys[slot] == packed { return Int(index) }
        slot = (slot + 1) & mask
      }
    }
  }

  @inlinable
  func index(hashing bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var slot = Int(truncatingIfNeeded: Self.hash(bytes)) & mask
    while true {
      let index = Int(slots[slot])
      if index < 0 { return nil }
      if Self.equal(bytes, keys[index]) { return index }
      slot = (slot + 1) & mask
    }
  }

  /// The value stored for `bytes`, if present.
  @inlinable
  func value(for bytes: UnsafeBufferPointer<UInt8>) -> Value? {
    index(of: bytes).map { values[$0] }
  }
}
