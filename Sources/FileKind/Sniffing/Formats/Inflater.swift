/// Raw DEFLATE (RFC 1951), as far as a sniff needs it: a small zip entry's
/// first bytes, where a package keeps what names its format (an XPS
/// package's relationships say XPS from OpenXPS).
///
/// Bounded by construction: it reads only the bytes it is given, writes at
/// most as many bytes as its output holds, decodes each symbol with a loop
/// over the at most 15 code lengths (no table, no recursion), and stops,
/// keeping what it wrote, at the first invalid code, block or distance.
/// Its codes live on the stack, so inflating allocates nothing.
package struct Inflater {
  private let input: Bytes
  private var position = 0  // in bits
  private let output: UnsafeMutableBufferPointer<UInt8>
  private(set) var written = 0
  /// Where the codes are written (on the stack): a literal/length code, a
  /// distance code and the code-length code (counts, then symbols), and a
  /// dynamic block's code lengths.
  private let literalRoom: UnsafeMutablePointer<Int16>
  private let distanceRoom: UnsafeMutablePointer<Int16>
  private let lengthCodeRoom: UnsafeMutablePointer<Int16>
  private let lengthsRoom: UnsafeMutablePointer<Int16>

  /// Inflates `bytes` into at most `limit` bytes: what the stream holds up
  /// to its end, the limit, or its first invalid part.
  package static func inflate(_ bytes: UnsafeRawBufferPointer, limit: Int) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: Swift.max(0, limit)) { buffer, count in
      count = inflate(Bytes(bytes), into: buffer)
    }
  }

  /// Inflates `input` into `output`; how many bytes it wrote. Each room
  /// of its codes is under a kilobyte, which Swift keeps on the stack
  /// whatever the thread.
  static func inflate(_ input: Bytes, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
    withUnsafeTemporaryAllocation(of: Int16.self, capacity: 16 + 288) { literals in
      withUnsafeTemporaryAllocation(of: Int16.self, capacity: 16 + 32) { distances in
        withUnsafeTemporaryAllocation(of: Int16.self, capacity: 16 + 19) { lengthCode in
          withUnsafeTemporaryAllocation(of: Int16.self, capacity: 320) { lengths in
            var inflater = Inflater(
              input: input, output: output, literalRoom: literals.baseAddress!,
              distanceRoom: distances.baseAddress!, lengthCodeRoom: lengthCode.baseAddress!,
              lengthsRoom: lengths.baseAddress!)
            inflater.run()
            return inflater.written
          }
        }
      }
    }
  }

  private init(
    input: Bytes, output: UnsafeMutableBufferPointer<UInt8>, literalRoom: UnsafeMutablePointer<Int16>,
    distanceRoom: UnsafeMutablePointer<Int16>, lengthCodeRoom: UnsafeMutablePointer<Int16>,
    lengthsRoom: UnsafeMutablePointer<Int16>
  ) {
    self.input = input
    self.output = output
    self.literalRoom = literalRoom
    self.distanceRoom = distanceRoom
    self.lengthCodeRoom = lengthCodeRoom
    self.lengthsRoom = lengthsRoom
  }

  /// A canonical Huffman code in its room: how many codes of each
  /// length (1 to 15), and the symbols in code order.
  private struct Code {
    let counts: UnsafeMutablePointer<Int16>
    let symbols: UnsafeMutablePointer<Int16>

    /// The code for `lengths` (one per symbol, 0 for unused), written at
    /// `room` (16 + `lengths.count` values); `nil` when the lengths
    /// over-subscribe the code space.
    init?(_ lengths: UnsafeBufferPointer<Int16>, at room: UnsafeMutablePointer<Int16>) {
      counts = room
      symbols = room + 16
      counts.initialize(repeating: 0, count: 16)
      for length in lengths { counts[Int(length)] += 1 }
      counts[0] = 0
      var left = 1
      for length in 1...15 {
        left = left * 2 - Int(counts[length])
        if left < 0 { return nil }
      }
      // Where each length's symbols start, then each symbol in its place.
      var offsets = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      withUnsafeMutableBytes(of: &offsets) { raw in
        let offset = raw.bindMemory(to: Int.self)
        for length in 1..<15 { offset[length + 1] = offset[length] + Int(counts[length]) }
        for (symbol, length) in lengths.enumerated() where length != 0 {
          symbols[offset[Int(length)]] = Int16(symbol)
          offset[Int(length)] += 1
        }
      }
    }
  }

  /// The next `count` bits, least significant first; `nil` past the input.
  private mutating func bits(_ count: Int) -> Int? {
    guard position + count <= input.count * 8 else { return nil }
    var value = 0
    for k in 0..<count {
      let byte = input[(position + k) >> 3]
      value |= Int(byte >> UInt8((position + k) & 7) & 1) << k
    }
    position += count
    return value
  }

  /// The next symbol of `code`, read a bit at a time (codes are stored
  /// most significant bit first).
  private mutating func symbol(_ code: Code) -> Int? {
    var value = 0
    var first = 0
    var index = 0
    for length in 1...15 {
      guard let bit = bits(1) else { return nil }
      value |= bit
      let count = Int(code.counts[length])
      if value - first < count { return Int(code.symbols[index + value - first]) }
      index += count
      first = (first + count) << 1
      value <<= 1
    }
    return nil
  }

  private static let lengthBase: [Int] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
    227,
    258,
  ]
  private static let lengthExtra: [Int] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase: [Int] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
    4097,
    6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra: [Int] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]
  /// The order in which a dynamic block lists its code-length code's lengths.
  private static let lengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
  /// The fixed codes' lengths: literals and lengths, then distances.
  private static let fixedLengths: [Int16] =
    Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112) + Array(repeating: 7, count: 24)
    + Array(repeating: 8, count: 8) + Array(repeating: 5, count: 30)

  private mutating func run() {
    while written < output.count {
      guard let last = bits(1), let type = bits(2) else { return }
      let finished: Bool
      switch type {
      case 0: finished = stored()
      case 1:
        guard let (literals, distances) = fixedCodes() else { return }
        finished = codes(literals, distances)
      case 2:
        guard let (literals, distances) = dynamicCodes() else { return }
        finished = codes(literals, distances)
      default: return
      }
      guard finished, last == 0 else { return }
    }
  }

  /// Writes `byte`; `false` when the output is full.
  private mutating func emit(_ byte: UInt8) -> Bool {
    guard written < output.count else { return false }
    output[written] = byte
    written += 1
    return true
  }

  /// A stored block: its length, its complement, its bytes.
  private mutating func stored() -> Bool {
    position = (position + 7) & ~7
    guard let length = bits(16), let complement = bits(16), length == ~complement & 0xFFFF else {
      return false
    }
    for _ in 0..<length {
      guard let byte = bits(8), emit(UInt8(byte)) else { return false }
    }
    return true
  }

  private func fixedCodes() -> (Code, Code)? {
    Self.fixedLengths.withUnsafeBufferPointer { lengths in
      guard let literals = Code(UnsafeBufferPointer(rebasing: lengths[..<288]), at: literalRoom),
        let distances = Code(UnsafeBufferPointer(rebasing: lengths[288...]), at: distanceRoom)
      else { return nil }
      return (literals, distances)
    }
  }

  /// A dynamic block's literal/length and distance codes.
  private mutating func dynamicCodes() -> (Code, Code)? {
    guard let literalCount = bits(5).map({ $0 + 257 }), let distanceCount = bits(5).map({ $0 + 1 }),
      let lengthCount = bits(4).map({ $0 + 4 }), literalCount <= 286, distanceCount <= 30
    else { return nil }
    let lengths = lengthsRoom
    lengths.initialize(repeating: 0, count: 19)
    for k in 0..<lengthCount {
      guard let length = bits(3) else { return nil }
      lengths[Self.lengthOrder[k]] = Int16(length)
    }
    guard let lengthCode = Code(UnsafeBufferPointer(start: lengths, count: 19), at: lengthCodeRoom) else {
      return nil
    }
    let total = literalCount + distanceCount
    var count = 0
    while count < total {
      guard let symbol = symbol(lengthCode) else { return nil }
      let value: Int
      let repeats: Int
      switch symbol {
      case 0...15: (value, repeats) = (symbol, 1)
      case 16:
        guard count > 0, let extra = bits(2) else { return nil }
        (value, repeats) = (Int(lengths[count - 1]), 3 + extra)
      case 17:
        guard let extra = bits(3) else { return nil }
        (value, repeats) = (0, 3 + extra)
      default:
        guard let extra = bits(7) else { return nil }
        (value, repeats) = (0, 11 + extra)
      }
      guard count + repeats <= total else { return nil }
      for _ in 0..<repeats {
        lengths[count] = Int16(value)
        count += 1
      }
    }
    guard lengths[256] != 0,
      let literals = Code(UnsafeBufferPointer(start: lengths, count: literalCount), at: literalRoom),
      let distances = Code(
        UnsafeBufferPointer(start: lengths + literalCount, count: distanceCount), at: distanceRoom)
    else { return nil }
    return (literals, distances)
  }

  /// A block's symbols up to its end code; `false` at anything invalid or
  /// once the output is full.
  private mutating func codes(_ literals: Code, _ distances: Code) -> Bool {
    while true {
      guard let symbol = symbol(literals) else { return false }
      if symbol < 256 {
        guard emit(UInt8(symbol)) else { return false }
        continue
      }
      if symbol == 256 { return true }
      let index = symbol - 257
      guard index < 29, let extra = bits(Self.lengthExtra[index]), let code = self.symbol(distances),
        code < 30,
        let far = bits(Self.distanceExtra[code])
      else { return false }
      let length = Self.lengthBase[index] + extra
      let distance = Self.distanceBase[code] + far
      guard distance <= written else { return false }
      for _ in 0..<length {
        guard emit(output[written - distance]) else { return false }
      }
    }
  }
}
