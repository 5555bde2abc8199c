import Foundation
import Testing

@testable import FileKind

/// The DEFLATE reader the zip checks use, against the zip files' own
/// CRC-32s, and on damaged and random streams.
@Suite struct InflaterTests {
  /// A deflated local entry of a Corpus zip: its compressed bytes, its
  /// stored size and CRC-32.
  struct Entry {
    var file: String
    var name: String
    var compressed: [UInt8]
    var size: Int
    var crc: UInt32
  }

  /// Every deflated entry the Corpus's zip-based samples hold whole
  /// (sizes in their local headers), up to 1 MiB each.
  static let entries: [Entry] = {
    var entries: [Entry] = []
    for sample in SniffingTests.manifest {
      guard let data = try? Data(contentsOf: sample.url) else { continue }
      let b = Array(data)
      func u16(_ at: Int) -> Int { Int(b[at]) | Int(b[at + 1]) << 8 }
      func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
      var at = 0
      while at + 30 <= b.count, b[at..<(at + 4)].elementsEqual([0x50, 0x4B, 0x03, 0x04]) {
        let compressed = u32(at + 18)
        let data = at + 30 + u16(at + 26) + u16(at + 28)
        guard u16(at + 6) & 0x08 == 0, data + compressed <= b.count else { break }
        let name = String(decoding: b[(at + 30)..<(at + 30 + u16(at + 26))], as: UTF8.self)
        if u16(at + 8) == 8 && u32(at + 22) <= 1 << 20 {
          entries.append(
            Entry(
              file: sample.file, name: name, compressed: Array(b[data..<(data + compressed)]),
              size: u32(at + 22),
              crc: UInt32(u32(at + 14))))
        }
        at = data + compressed
      }
    }
    return entries
  }()

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBytes { NativeSniffer.crc32(Bytes($0), 0..<bytes.count) }
  }

  @Test func everyDeflatedCorpusEntryInflatesToItsCRC() {
    #expect(Self.entries.count >= 20)
    for entry in Self.entries {
      let output = entry.compressed.withUnsafeBytes { Inflater.inflate($0, limit: entry.size) }
      #expect(output.count == entry.size, "\(entry.file): \(entry.name)")
      #expect(Self.crc32(output) == entry.crc, "\(entry.file): \(entry.name)")
    }
    report("inflater: \(Self.entries.count) deflated entries of the Corpus match their CRC-32")
  }

  /// The limit stops the output; a stream cut anywhere gives a prefix of
  /// the whole output, never anything that was not in it.
  @Test func aLimitOrACutGivesAPrefixOfTheOutput() throws {
    let entry = try #require(Self.entries.max { $0.compressed.count < $1.compressed.count })
    let whole = entry.compressed.withUnsafeBytes { Inflater.inflate($0, limit: entry.size) }
    for limit in [0, 1, 100, entry.size / 2] {
      let output = entry.compressed.withUnsafeBytes { Inflater.inflate($0, limit: limit) }
      #expect(output.elementsEqual(whole.prefix(limit)))
    }
    for cut in stride(from: 0, to: entry.compressed.count, by: Swift.max(1, entry.compressed.count / 200)) {
      let output = entry.compressed.prefix(cut).withUnsafeBytes { Inflater.inflate($0, limit: entry.size) }
      #expect(whole.starts(with: output), "cut at \(cut)")
    }
  }

  /// Random and damaged streams end, within the limit.
  @Test func randomAndFlippedStreamsEndWithinTheLimit() throws {
    var random = SeededRandom(seed: 49)
    for _ in 0..<5_000 {
      let count = Int(random.next() % 2_048)
      let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      let output = bytes.withUnsafeBytes { Inflater.inflate($0, limit: 8_192) }
      #expect(output.count <= 8_192)
    }
    let entry = try #require(Self.entries.first)
    for k in 0..<Swift.min(entry.compressed.count, 400) {
      var flipped = entry.compressed
      flipped[k] ^= 0x5A
      let output = flipped.withUnsafeBytes { Inflater.inflate($0, limit: entry.size) }
      #expect(output.count <= entry.size)
    }
  }
}
