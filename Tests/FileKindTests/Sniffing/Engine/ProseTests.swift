import Foundation
import Synchronization
import Testing

@testable import FileKind

/// Text stays text: a magic word prose can spell, where a signature is
/// looked for, beats text only when the format's structure confirms it.
@Suite struct ProseTests {
  /// Plain English, long enough for any offset the tree looks at.
  static func prose(count: Int) -> [UInt8] {
    count <= longProse.count ? Array(longProse[..<count]) : Self.write(count)
  }

  /// 70,000 bytes of prose, written once.
  static let longProse = write(70_000)

  static func write(_ count: Int) -> [UInt8] {
    let sentence = Array("The quick brown fox jumps over the lazy dog, and then it rests a while.\n".utf8)
    return (0..<count).map { sentence[$0 % sentence.count] }
  }

  /// Prose with `word` written over it at `offset`.
  static func prose(_ word: String, at offset: Int, count: Int = 70_000) -> [UInt8] {
    var bytes = prose(count: max(count, offset + word.utf8.count + 1))
    bytes.replaceSubrange(offset..<offset + word.utf8.count, with: Array(word.utf8))
    return bytes
  }

  static let cases: [(String, Int, Int)] = [
    ("ustar", 257, 70_000), ("CD001", 32_769, 70_000), ("koly", 65_536 - 512, 65_536),
    ("M.K.", 1_080, 70_000), ("OCTA", 1_080, 70_000), ("12CH", 1_080, 70_000), ("SCRM", 44, 70_000),
    ("!Scream!", 20, 70_000), ("ARECOYK", 25, 70_000), ("PCD_IPI", 2_048, 70_000),
    ("MMOR", 0, 4_000), ("IIRS", 0, 4_000), ("Extended Module: ", 0, 4_000), ("IMPM", 0, 4_000),
    ("MMD0", 0, 4_000), ("MPCK", 0, 4_000), ("TTA1", 0, 4_000), ("wvpk", 0, 4_000), ("DDS ", 0, 4_000),
    ("RIFF is WAVE and more", 0, 4_000), (".RMF", 0, 4_000), ("FORM AIFF", 0, 4_000), ("GIF89a", 0, 4_000),
    ("BM", 0, 4_000), (".SoX", 0, 4_000), ("#!AMR", 0, 4_000), ("ftypisom", 4, 4_000), ("moov", 4, 4_000),
  ]

  @Test(arguments: cases)
  func aMagicWordInProseIsText(word: String, offset: Int, count: Int) throws {
    let bytes = Self.prose(word, at: offset, count: count)
    for libmagic in [false, true] where !libmagic || ContentSniffer.hasLibmagic {
      let found = try bytes.withUnsafeBytes {
        try ContentSniffer.shared.detect(bytes: $0, libmagic: libmagic)
      }
      #expect(
        found.type == MediaType(.textPlain), "\(word) at \(offset): \(found.type) (libmagic \(libmagic))")
      let kind = KindResolver.resolve(KindSignals(name: "notes", sniffed: found.type)).kind
      #expect(!kind.isPlayable)
    }
  }

  /// The same words where real files hold them, with the structure that
  /// confirms them, are still their formats.
  @Test func confirmedFormatsStillWin() {
    // A ustar header: name, modes, sizes, then its checksum.
    var tar = [UInt8](repeating: 0, count: 1_024)
    tar.replaceSubrange(0..<5, with: Array("a.txt".utf8))
    for (at, text) in [
      (100, "0000644"), (108, "0001750"), (116, "0001750"), (124, "00000000000"), (136, "14723065150"),
    ] {
      tar.replaceSubrange(at..<at + text.utf8.count, with: Array(text.utf8))
    }
    tar[156] = UInt8(ascii: "0")
    tar.replaceSubrange(257..<263, with: Array("ustar\0".utf8))
    tar.replaceSubrange(263..<265, with: Array("00".utf8))
    let sum = tar[0..<512].enumerated().reduce(0) { $0 + (148..<156 ~= $1.offset ? 0x20 : Int($1.element)) }
    let checksum = Array(String(sum, radix: 8).utf8)
    let field = [UInt8](repeating: UInt8(ascii: "0"), count: 6 - checksum.count) + checksum + [0, 0x20]
    tar.replaceSubrange(148..<156, with: field)
    #expect(tar.withUnsafeBytes { NativeSniffer.mimeType(of: $0) } == "application/x-tar")
    tar[0] = UInt8(ascii: "b")  // the checksum no longer holds
    #expect(tar.withUnsafeBytes { NativeSniffer.mimeType(of: $0) } != "application/x-tar")

    // An ISO 9660 primary volume descriptor.
    var iso = [UInt8](repeating: 0, count: 40_000)
    iso[32_768] = 1
    iso.replaceSubrange(32_769..<32_774, with: Array("CD001".utf8))
    iso[32_774] = 1
    #expect(iso.withUnsafeBytes { NativeSniffer.mimeType(of: $0) } == "application/x-cd-image")
    iso[32_774] = 2
    #expect(iso.withUnsafeBytes { NativeSniffer.mimeType(of: $0) } != "application/x-cd-image")

    // A UDIF trailer: version 4, header size 512.
    var dmg = [UInt8](repeating: 0, count: 4_096)
    let koly = dmg.count - 512
    dmg.replaceSubrange(koly..<koly + 4, with: Array("koly".utf8))
    dmg[koly + 7] = 4
    dmg[koly + 10] = 2
    #expect(dmg.withUnsafeBytes { NativeSniffer.mimeType(of: $0) } == "application/x-apple-diskimage")
    dmg[koly + 7] = 5
    #expect(dmg.withUnsafeBytes { NativeSniffer.mimeType(of: $0) } != "application/x-apple-diskimage")

    // Binary after a prose-possible word: the format, not text.
    var mod = [UInt8](repeating: 0, count: 2_000)
    mod[950] = 1  // a song one position long
    mod.replaceSubrange(1_080..<1_084, with: Array("M.K.".utf8))
    #expect(mod.withUnsafeBytes { NativeSniffer.mimeType(of: $0) } == "audio/x-mod")
    var tta = Array("TTA1".utf8) + [1, 0, 2, 0, 16, 0, 0x44, 0xAC, 0, 0]
    tta += [UInt8](repeating: 0, count: 64)
    #expect(tta.withUnsafeBytes { NativeSniffer.mimeType(of: $0) } == "audio/x-tta")
    tta[8] = 17  // 17 bits a sample: no True Audio header
    #expect(tta.withUnsafeBytes { NativeSniffer.mimeType(of: $0) } != "audio/x-tta")
    var dds = Array("DDS ".utf8) + [124, 0, 0, 0] + [UInt8](repeating: 0, count: 120)
    #expect(dds.withUnsafeBytes { NativeSniffer.mimeType(of: $0) } == "image/x-dds")
    dds[4] = 125
    #expect(dds.withUnsafeBytes { NativeSniffer.mimeType(of: $0) } != "image/x-dds")
    var wavPack = Array("wvpk".utf8) + [0x00, 0x01, 0, 0, 0x10, 0x04] + [UInt8](repeating: 0, count: 54)
    #expect(wavPack.withUnsafeBytes { NativeSniffer.mimeType(of: $0) } == "audio/x-wavpack")
    wavPack[9] = 0x05  // version 5.16
    #expect(wavPack.withUnsafeBytes { NativeSniffer.mimeType(of: $0) } != "audio/x-wavpack")
  }

  /// FileKind's answers for `bytes`, in the build without libmagic and,
  /// where this one has it, with it.
  static func answers(_ bytes: [UInt8]) throws -> [MediaType] {
    try [false, true].filter { !$0 || ContentSniffer.hasLibmagic }.map { libmagic in
      try bytes.withUnsafeBytes { try ContentSniffer.shared.detect(bytes: $0, libmagic: libmagic).type }
    }
  }

  /// The answer of the tree's nodes for formats that are text themselves
  /// (PDF, markup), or the text format the text node names (JSON, a
  /// pixmap, what the generated text rules know), if any.
  static func textFormat(_ bytes: [UInt8]) -> KnownType? {
    bytes.withUnsafeBytes { raw in
      let source = SniffSource(bytes: raw)
      for node in DetectionTree.nodes where node.text == .isTheFormat {
        if let found = node.run(source) { return found.type }
      }
      let text = DetectionTree.nodes.first { $0.name.description == "text" }
      return text?.run(source).map(\.type).flatMap { $0 == .textPlain ? nil : $0 }
    }
  }

  /// Every signature prose could spell, of every node whose format is not
  /// text itself, written into prose where the node looks for it, is
  /// text. Read from the tree, so a node added later is covered too.
  @Test func everyWordOfTheTreeIsTextInProse() {
    // On a 512 KiB stack, as iOS gives its secondary threads.
    let results = Mutex<[(word: String, answers: [MediaType])]>([])
    HostileFileTests.onSmallStack {
      var pending = DetectionTree.nodes
      while let node = pending.popLast() {
        pending += node.children
        guard node.text != .isTheFormat else { continue }
        for signature in node.signatures where signature.prosePossible {
          var bytes = Self.prose(count: 65_536)
          let at = signature.offset >= 0 ? signature.offset : bytes.count + signature.offset
          bytes.replaceSubrange(at..<at + signature.bytes.count, with: signature.bytes)
          let answers = (try? Self.answers(bytes)) ?? []
          results.withLock { $0.append(("\(node.name) at \(signature.offset)", answers)) }
        }
      }
    }
    let tried = results.withLock { $0 }
    for (word, answers) in tried {
      #expect(!answers.isEmpty && answers.allSatisfy { $0 == MediaType(.textPlain) }, "\(word): \(answers)")
    }
    // The tree's words prose can spell: `ustar`, `CD001`, `TTA1`, `.RMF`…
    #expect(tried.count >= 75)
  }

  /// shared-mime-info's binary rules, each with the words of one of its
  /// chains (a match, its first child, that one's first child…) written
  /// into prose: where the rules alone would name a binary type, FileKind
  /// says text, because the generated binary rules run after text.
  @Test func everyGeneratedBinaryRuleLosesToProse() throws {
    let rules = MagicRules.binary
    var fooled = 0
    for rule in rules.rules {
      var bytes = Self.prose(count: 65_536)
      var current = Int(rule.firstMatch)
      var planted = false
      while current >= 0 {
        let match = rules.matches[current]
        let value = Array(rules.pool[Int(match.value)..<Int(match.value) + Int(match.length)])
        let at = Int(match.offset)
        guard match.type == 0, match.mask < 0, at + value.count <= bytes.count,
          value.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A })
        else { break }
        bytes.replaceSubrange(at..<at + value.count, with: value)
        planted = true
        current = Int(match.firstChild)
      }
      guard planted, bytes.withUnsafeBytes({ rules.mimeType(of: $0) }) != nil else { continue }
      // Words that open a format which is text (`%PDF-`, `/* XPM */`) name
      // it, by design: the tree's text formats decide those.
      guard Self.textFormat(bytes) == nil else { continue }
      fooled += 1
      let answers = try Self.answers(bytes)
      let named = MediaType(rules.types[Int(rule.mimeType)])
      #expect(answers.allSatisfy { $0 == MediaType(.textPlain) }, "\(named) rule: \(answers)")
    }
    // Rules whose words alone would call prose binary (`TTA1`, `MPCK`…).
    #expect(fooled >= 150)
  }

  /// Every word prose can spell, of the tree and of shared-mime-info's
  /// binary rules (some 380), at the first 16 offsets and at 16 more drawn
  /// at random (fewer outside the scale step): text, unless a text format
  /// opens that way (`%PDF-` at 0).
  @Test func everyWordAtManyOffsetsIsText() throws {
    var words = Set<[UInt8]>()
    var pending = DetectionTree.nodes
    while let node = pending.popLast() {
      pending += node.children
      for signature in node.signatures where signature.prosePossible && signature.bytes.count >= 2 {
        words.insert(signature.bytes)
      }
    }
    let rules = MagicRules.binary
    for match in rules.matches where match.type == 0 && match.mask < 0 && match.length >= 2 {
      let value = Array(rules.pool[Int(match.value)..<Int(match.value) + Int(match.length)])
      if value.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }) { words.insert(value) }
    }
    #expect(words.count >= 300)
    var random = SeededRandom(seed: 26)
    // 16 offsets at the start and 16 drawn at random in the scale step; 6
    // and 4 in the quick run.
    let offsets =
      Array(0..<Scale.count(16, quick: 6))
      + (0..<Scale.count(16, quick: 4)).map { _ in Int.random(in: 16..<3_900, using: &random) }
    for word in words.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      for at in offsets {
        var bytes = Self.prose(count: 4_000)
        bytes.replaceSubrange(at..<at + word.count, with: word)
        guard Self.textFormat(bytes) == nil else { continue }
        let answers = try Self.answers(bytes)
        #expect(
          answers.allSatisfy { $0 == MediaType(.textPlain) },
          "\(String(decoding: word, as: UTF8.self)) at \(at): \(answers)")
      }
    }
  }

  /// Every node's first-byte index is derived from its signatures: a node
  /// is listed under exactly the first bytes its signatures at 0 start with.
  @Test func theFirstByteIndexIsDerived() {
    for (index, node) in DetectionTree.nodes.enumerated() {
      let starts = Set(node.signatures.filter { $0.offset == 0 }.compactMap(\.bytes.first))
      let everywhere = node.signatures.isEmpty || node.signatures.contains { $0.offset != 0 }
      for byte in 0..<256 {
        let listed = DetectionTree.buckets[byte].contains(index)
        #expect(listed == (everywhere || starts.contains(UInt8(byte))), "\(node.name) byte \(byte)")
      }
    }
  }
}
