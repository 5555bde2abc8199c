import Foundation
import Testing

@testable import FileKind

/// A key stored today sorts the same in every 1.x release: the keys of a
/// fixed set of names (every scalar of the first four planes' assigned
/// blocks alone and between letters, and seeded names of stressing pieces)
/// hash to the fingerprints `Tests/Golden/sort-keys.fnv`, recorded from
/// release 1.1.0 and rewritten since only where the changelog says a key
/// changed for Foundation's order (names that end in characters weighing
/// nothing). A change that moves any key fails here, naming the group of
/// names it moved; a deliberate change rewrites the file
/// (`FILEKIND_WRITE_KEY_FINGERPRINTS=1 swift test --filter SortKeyStability`)
/// and says so in the changelog.
@Suite struct SortKeyStabilityTests {
  static let file = PackageRoot.file("Tests/Golden/sort-keys.fnv")
  static let groupSize = 1_024

  /// The names, frozen: nothing here may read a list that other tests
  /// grow.
  static func names() -> [String] {
    var names: [String] = []
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      names.append(String(scalar))
      names.append("a" + String(scalar) + "1")
    }
    for value in stride(from: UInt32(0x10000), through: 0x3FFFF, by: 7) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      names.append("x" + String(scalar))
    }
    let pieces = [
      "a", "A", "e", "é", "e\u{301}", "o\u{308}\u{301}", "ß", "ẞ", "ﬁ", "ǆ", "æ", "ı", "ａ", "１", "①", "½",
      "0", "00", "7", "42", "007", "12345678901234567890123", "5\u{663}", "\u{663}\u{664}", "\u{FF11}",
      " ", ".", "-", "_", "(", "’", "\u{1}", "\u{7F}", "\t", "\u{200B}", "\u{200D}", "\u{FEFF}",
      "한", "한\u{11A8}", "ᄀ", "カ", "ｱ", "ひ", "中", "日本", "α", "Ω", "и\u{306}", "Ж", "я", "=\u{338}",
      "\u{301}", "\u{300}\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}\u{309}", "🎬", "👍🏽", "👨‍👩‍👧",
      "\u{FFFD}", "\u{E000}", "S03E04", "IMG_", ".mkv",
    ]
    var state: UInt64 = 60
    func below(_ n: Int) -> Int {
      // SplitMix64, written out: the standard library's ways of drawing
      // numbers may change between toolchains.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(n))
    }
    for _ in 0..<20_000 {
      names.append((0..<(1 + below(8))).map { _ in pieces[below(pieces.count)] }.joined())
    }
    return names
  }

  /// FNV-1a over each group's keys, each with its length.
  static func fingerprints() -> [String] {
    let names = names()
    return stride(from: 0, to: names.count, by: groupSize).map { start in
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      func add(_ byte: UInt8) {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01B3
      }
      for name in names[start..<min(start + groupSize, names.count)] {
        let key = NameSortKey(for: name).bytes
        for shift in stride(from: 24, through: 0, by: -8) {
          add(UInt8(truncatingIfNeeded: key.count >> shift))
        }
        key.forEach(add)
      }
      return String(hash, radix: 16)
    }
  }

  @Test func keysAreTheReleasedKeys() throws {
    let made = Self.fingerprints()
    if ProcessInfo.processInfo.environment["FILEKIND_WRITE_KEY_FINGERPRINTS"] != nil {
      try Data((made.joined(separator: "\n") + "\n").utf8).write(to: Self.file)
    }
    let recorded = try String(contentsOf: Self.file, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(made.count == recorded.count, "groups of names: \(made.count), recorded: \(recorded.count)")
    let moved = zip(made, recorded).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
    let names = Self.names()
    for group in moved.prefix(5) {
      let first = names[group * Self.groupSize]
      Issue.record(
        "keys moved in group \(group) (from name \(group * Self.groupSize), \(first.debugDescription))")
    }
    #expect(moved.isEmpty, "\(moved.count) of \(made.count) groups moved")
  }
}
