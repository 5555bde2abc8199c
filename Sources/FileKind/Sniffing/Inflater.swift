/// Raw DEFLATE (RFC 1951), as far as a sniff needs it: a small zip entry's
/// first bytes, where a package keeps what names its format (an XPS
/// package's relationships say XPS from OpenXPS).
///
/// Bounded by construction: it reads only the bytes it is given, writes at
/// most `limit` bytes, decodes each symbol with a loop over the at most 15
/// code lengths (no table, no recursion), and gives up, returning what it
/// has, at the first invalid code, block or distance.
package struct Inflater {
  private let input: Bytes
  private var position = 0  // in bits
  private(set) var output: [UInt8] = []
  private let limit: Int

  /// Inflates `bytes` into at most `limit` bytes: what the stream holds up
  /// to its end, the limit, or its first invalid part.
  package static func inflate(_ bytes: UnsafeRawBufferPointer, limit: Int) -> [UInt8] {
    inflate(Bytes(bytes), limit: limit)
  }

  /// Inflates `input` into at most `limit` bytes.
  static func inflate(_ input: Bytes, limit: Int) -> [UInt8] {
    var inflater = Inflater(input: input, limit: limit)
    inflater.run()
    return inflater.output
  }

  private init(input: Bytes, limit: Int) {
    self.input = input
    self.limit = limit
    output.reserveCapacity(limit)
  }

  /// A canonical Huffman code: how many codes of each length (1 to 15),
  /// and the symbols in code order.
  private struct Code {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    /// The code for `lengths` (one per symbol, 0 for unused); `nil` when
    /// the lengths over-subscribe the code space.
    init?(_ lengths: ArraySlice<Int>) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var left = 1
      for length in 1...15 {
        left = left * 2 - counts[length]
        if left < 0 { return nil }
      }
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in zip(0..., lengths) where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
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
      let count = code.counts[length]
      if value - first < count { return code.symbols[index + value - first] }
      index += count
      first = (first + count) << 1
      value <<= 1
    }
    return nil
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
    227,
    258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
    4097,
    6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]
  /// The order in which a dynamic block lists its code-length code's lengths.
  private static let lengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  private static let fixed: (literals: Code, distances: Code) = {
    var lengths = [Int](repeating: 8, count: 288)
    for i in 144..<256 { lengths[i] = 9 }
    for i in 256..<280 { lengths[i] = 7 }
    return (Code(lengths[...])!, Code([Int](repeating: 5, count: 30)[...])!)
  }()

  private mutating func run() {
    while output.count < limit {
      guard let last = bits(1), let type = bits(2) else { return }
      let finished: Bool
      switch type {
      case 0: finished = stored()
      case 1: finished = codes(Self.fixed.literals, Self.fixed.distances)
      case 2:
        guard let (literals, distances) = dynamicCodes() else { return }
        finished = codes(literals, distances)
      default: return
      }
      guard finished, last == 0 else { return }
    }
  }

  /// A stored block: its length, its complement, its bytes.
  private mutating func stored() -> Bool {
    position = (position + 7) & ~7
    guard let length = bits(16), let complement = bits(16), length == ~complement & 0xFFFF else {
      return false
    }
    for _ in 0..<length {
      guard output.count < limit, let byte = bits(8) else { return false }
      output.append(UInt8(byte))
    }
    return true
  }

  /// A dynamic block's literal/length and distance codes.
  private mutating func dynamicCodes() -> (Code, Code)? {
    guard let literalCount = bits(5).map({ $0 + 257 }), let distanceCount = bits(5).map({ $0 + 1 }),
      let lengthCount = bits(4).map({ $0 + 4 }), literalCount <= 286, distanceCount <= 30
    else { return nil }
    var lengthLengths = [Int](repeating: 0, count: 19)
    for k in 0..<lengthCount {
      guard let length = bits(3) else { return nil }
      lengthLengths[Self.lengthOrder[k]] = length
    }
    guard let lengthCode = Code(lengthLengths[...]) else { return nil }
    var lengths: [Int] = []
    lengths.reserveCapacity(literalCount + distanceCount)
    while lengths.count < literalCount + distanceCount {
      guard let symbol = symbol(lengthCode) else { return nil }
      switch symbol {
      case 0...15: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last, let repeats = bits(2) else { return nil }
        lengths += repeatElement(previous, count: 3 + repeats)
      case 17:
        guard let repeats = bits(3) else { return nil }
        lengths += repeatElement(0, count: 3 + repeats)
      default:
        guard let repeats = bits(7) else { return nil }
        lengths += repeatElement(0, count: 11 + repeats)
      }
    }
    guard lengths.count == literalCount + distanceCount, lengths[256] != 0,
      let literals = Code(lengths[..<literalCount]), let distances = Code(lengths[literalCount...])
    else { return nil }
    return (literals, distances)
  }

  /// A block's symbols up to its end code; `false` at anything invalid or
  /// once the output is full.
  private mutating func codes(_ literals: Code, _ distances: Code) -> Bool {
    while true {
      guard let symbol = symbol(literals) else { return false }
      if symbol < 256 {
        guard output.count < limit else { return false }
        output.append(UInt8(symbol))
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
      guard distance <= output.count else { return false }
      for _ in 0..<length {
        guard output.count < limit else { return false }
        output.append(output[output.count - distance])
      }
    }
  }
}
