/// Tracker modules (MOD, S3M, XM, IT, MTM, 669, MED, STM, SoundTracker's 15
/// instruments, packed ProTracker modules): music, so audio. Their
/// signatures sit at fixed offsets (a MOD's at 1080), declared as the
/// tree's nodes; what is left here is the data and checks they use.
extension NativeSniffer {
  /// The tags at offset 1080 that module players (libopenmpt, libxmp) read
  /// as a 31-instrument module's, by tracker: ProTracker and its relatives
  /// (`M.K.`, `M!K!`, `PATT`, `NSMS`, `LARD`), NoiseTracker (`M&K!`,
  /// `FEST`, `N.T.`), Oktalyzer (`OKTA`, `OCTA`), Octalyser (`CD81`,
  /// `CD61`), Digital Tracker (`FA04` to `FA08`), Startrekker (`FLT4` to
  /// `FLT9`, `EXO4` to `EXO9`), TakeTracker (`TDZ1` to `TDZ9`), and the
  /// ProTracker layouts two packers keep (Hornet's `HRT!`, ProRunner 1's
  /// `SNT.`). The channel counts in digits (`6CHN`, `10CH`, `16CN`) are
  /// matched by ``isChannelCountTag(_:)``.
  static let modTags: [[UInt8]] = {
    var tags = [
      "M.K.", "M!K!", "PATT", "NSMS", "LARD", "M&K!", "FEST", "N.T.", "OKTA", "OCTA", "CD81", "CD61", "HRT!",
      "SNT.",
    ]
    tags += (4...8).map { "FA0\($0)" }
    tags += (4...9).flatMap { ["FLT\($0)", "EXO\($0)"] }
    tags += (1...9).map { "TDZ\($0)" }
    return tags.map { Array($0.utf8) }
  }()

  /// A channel count in digits at 1080: `1CHN` to `9CHN`, or `10CH` to
  /// `99CH` and `10CN` to `99CN` (FastTracker, TakeTracker and most
  /// multi-channel trackers write these).
  static func isChannelCountTag(_ b: Bytes) -> Bool {
    let (d0, d1, c2, c3) = (b[1080], b[1081], b[1082], b[1083])
    guard (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(d0) else { return false }
    if d1 == UInt8(ascii: "C") && c2 == UInt8(ascii: "H") && c3 == UInt8(ascii: "N") { return true }
    return isDigit(d1) && c2 == UInt8(ascii: "C") && (c3 == UInt8(ascii: "H") || c3 == UInt8(ascii: "N"))
  }

  /// Composer 669 has only a two-letter mark (`if` or `JN`), so the header
  /// must also hold: at most 64 samples and 128 patterns, and an order list
  /// padded with 0xFF, a byte no text contains.
  static func isComposer669(_ b: Bytes) -> Bool {
    guard b.has("if") || b.has("JN"), b.count >= 0x1F1 else { return false }
    guard b[0x6E] <= 64, b[0x6F] <= 128, b[0x70] < 128 else { return false }
    for i in 0x71..<0xF1 where b[i] == 0xFF { return true }
    return false
  }

  /// The tracker module whose mark past the start the tree found.
  static func trackerAtOffset(_ b: Bytes) -> KnownType? {
    if b.has("SCRM", at: 44) { return .audioXS3m }
    if b.has("!Scream!", at: 20) || b.has("BMOD2STM", at: 20) { return .audioXStm }
    guard b.count >= 1084, modTables(b) else { return nil }
    for tag in modTags where b.has(tag, at: 1080) { return .audioXMod }
    return isChannelCountTag(b) ? .audioXMod : nil
  }

  /// A ProTracker-style module's tables before its tag at 1,080, which a
  /// file holding the tag by chance lacks: 31 sample headers (30 bytes
  /// each from byte 20) whose finetune is 0 to 15 and volume at most 64, a
  /// song length of 1 to 128 positions (129, as one tracker wrote), and an
  /// order list of pattern numbers below 128.
  static func modTables(_ b: Bytes) -> Bool {
    guard b.count >= 1_080 else { return false }
    for sample in 0..<31 where b[20 + 30 * sample + 24] > 15 || b[20 + 30 * sample + 25] > 64 {
      return false
    }
    return (1...129).contains(b[950]) && (952..<1_080).allSatisfy { b[$0] < 128 }
  }

  /// A SoundTracker module of 15 instruments (Ultimate SoundTracker and
  /// its early successors), which has no tag at all: its structure is its
  /// signature. A 20-byte title and 15 sample headers of 30 bytes (a name,
  /// a length in words of at most 32 KiB, a finetune of 0, which these
  /// trackers never set, a volume of at most 64), names and title with few
  /// bytes that are not text, at least one sample that sounds; a song of 1
  /// to 128 positions and a tempo byte of at most 220; an order table of 128
  /// pattern numbers below 64; a first pattern played whose cells name
  /// samples below 16 (the high nibble of each cell's first byte is zero)
  /// and play a note; and a file long enough for the patterns and samples
  /// it claims.
  static func soundTracker15(_ source: SniffSource) -> KnownType? {
    let b = source.prefix
    guard b.count >= 600 else { return nil }
    // The finetunes first: a byte every text and most binary data fail.
    for sample in 0..<15 where b[20 + 30 * sample + 24] != 0 { return nil }
    var invalid = (0..<20).filter { b[$0] != 0 && b[$0] < 0x20 }.count
    guard invalid <= 5 else { return nil }
    var totalWords = 0
    var volumes: UInt8 = 0
    for sample in 0..<15 {
      let header = 20 + 30 * sample
      invalid += (header..<(header + 22)).filter { b[$0] != 0 && b[$0] < 0x20 }.count
      let words = Int(b[header + 22]) << 8 | Int(b[header + 23])
      let volume = b[header + 25]
      guard invalid <= 48, volume <= 64, words <= 32_768 else { return nil }
      totalWords += words
      volumes |= volume
    }
    guard totalWords > 0, volumes > 0 else { return nil }
    let positions = b[470]
    guard (1...128).contains(positions), b[471] <= 220 else { return nil }
    var patterns = 0
    for i in 472..<600 {
      guard b[i] < 64 else { return nil }
      patterns = Swift.max(patterns, Int(b[i]) + 1)
    }
    // The first pattern played: 64 rows of 4 cells of 4 bytes, whose
    // sample numbers lie below 16, and which plays a note (a period
    // SoundTracker's table holds, 113 to 856).
    let first = 600 + Int(b[472]) * 1_024
    if b.count >= first + 1_024 {
      var (badCells, notes) = (0, 0)
      for cell in stride(from: first, to: first + 1_024, by: 4) {
        if b[cell] & 0xF0 != 0 { badCells += 1 }
        if (113...856).contains(Int(b[cell] & 0x0F) << 8 | Int(b[cell + 1])) { notes += 1 }
      }
      guard badCells <= 16, notes > 0 else { return nil }
    }
    // Broken rips run a little short; 64 KiB of slack, as players allow.
    let needed = Int64(600 + patterns * 1_024 + totalWords * 2)
    return source.size + 65_536 >= needed ? .audioXMod : nil
  }

  /// FastTracker 2's XM whose text fields were cleared (a tool that strips
  /// tags wipes `Extended Module: `, the names, the 0x1A and the version):
  /// the song header's numbers and the first pattern's header are the
  /// signature. A header size of 20 to 4,096 at 60, at most 256 positions,
  /// 1 to 64 channels, 1 to 256 patterns, at most 128 instruments, a tempo
  /// and BPM, an order table naming patterns that exist, and where the song
  /// header ends the first pattern's: its length 9, packing type 0, and 1
  /// to 256 rows.
  static func xmWithoutText(_ b: Bytes) -> KnownType? {
    guard b.count >= 90 else { return nil }
    let headerSize = Int(b.littleEndian32(at: 60))
    let positions = Int(b.littleEndian16(at: 64))
    let channels = b.littleEndian16(at: 68)
    let patterns = Int(b.littleEndian16(at: 70))
    guard (20...4_096).contains(headerSize), positions <= 256, (1...64).contains(channels),
      (1...256).contains(patterns), b.littleEndian16(at: 72) <= 128, b.littleEndian16(at: 76) > 0,
      b.littleEndian16(at: 78) > 0
    else { return nil }
    let orders = Swift.min(positions, headerSize - 20)
    guard (80..<(80 + orders)).allSatisfy({ Int(b[$0]) < patterns }) else { return nil }
    let pattern = 60 + headerSize
    guard pattern + 9 <= b.count else { return nil }
    let rows = b.littleEndian16(at: pattern + 5)
    return b.littleEndian32(at: pattern) == 9 && b[pattern + 4] == 0 && (1...256).contains(rows)
      ? .audioXXm : nil
  }

  /// A ProTracker module packed by the AC1D packer (ProWizard's name),
  /// which players unpack: the song length (1 to 128) and a NoiseTracker
  /// byte, `AC 1D` at 2, the sample data's offset (past the 0x380 bytes of
  /// tables, even), 31 sample headers of 8 bytes (finetune 0 to 15, volume
  /// at most 64), and a pattern table of pattern numbers below 128 at 0x300.
  static func ac1dModule(_ b: Bytes) -> KnownType? {
    guard b.count >= 0x380, b[2] == 0xAC, b[3] == 0x1D, (1...128).contains(b[0]) else { return nil }
    let samples = Int(b.bigEndian32(at: 4))
    guard samples >= 0x380, samples & 1 == 0 else { return nil }
    for sample in 0..<31 where b[8 + 8 * sample + 2] > 15 || b[8 + 8 * sample + 3] > 64 { return nil }
    return (0x300..<(0x300 + Int(b[0]))).allSatisfy { b[$0] < 128 } ? .audioXMod : nil
  }
}

extension NativeSniffer {
  /// Astroidea's XMF (the modules of Imperium Galactica and the group's
  /// demos; nothing to do with the MIDI Manufacturers' XMF), which has no
  /// magic: a type byte of 2 to 4, then 256 sample headers of 16 bytes
  /// (loop start, loop end, data start and data end in 24 bits, a volume,
  /// flags of which only 16-bit, loop and ping-pong may be set, ping-pong
  /// only with loop, and a rate), each consistent (the data's end not before
  /// its start, loops inside the data, even lengths for 16-bit samples, a
  /// rate a player can use), one at least holding data; then an order
  /// table of 256 bytes, the last channel (0 to 31) and the pattern count,
  /// and a file long enough for the patterns they say.
  static func astroideaXMF(_ source: SniffSource) -> KnownType? {
    let b = source.prefix
    let type = b.count > 0 ? b[0] : 0
    guard (2...4).contains(type), b.count >= 1 + 4_096 + 258 else { return nil }
    func value24(_ at: Int) -> Int { Int(b[at]) | Int(b[at + 1]) << 8 | Int(b[at + 2]) << 16 }
    var sounds = false
    for sample in 0..<256 {
      let header = 1 + 16 * sample
      let (loopStart, loopEnd) = (value24(header), value24(header + 3))
      let (start, end) = (value24(header + 6), value24(header + 9))
      let flags = b[header + 13]
      let rate = Int(b.littleEndian16(at: header + 14))
      guard flags & ~0x1C == 0, flags & 0x18 != 0x10, start <= end else { return nil }
      let length = end - start
      if length > 0 {
        guard type == 2 ? rate < 0x8000 : rate >= 100 else { return nil }
        sounds = true
      }
      guard flags & 0x04 == 0 || length % 2 == 0, flags & 0x08 == 0 || loopEnd != 0, loopStart <= loopEnd,
        loopStart <= length, loopEnd == 0 || (loopEnd < length && loopStart < loopEnd)
      else { return nil }
    }
    let channels = Int(b[1 + 4_096 + 256]) + 1
    let patterns = Int(b[1 + 4_096 + 257]) + 1
    guard sounds, channels <= 32 else { return nil }
    let needed = Int64(1 + 4_096 + 258 + channels + patterns * channels * 64 * 6)
    return source.size >= needed ? .audioXMod : nil
  }
}
