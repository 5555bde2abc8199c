import BenchListing

/// Names anyone can put in a shared folder to slow a list down: stacks of
/// combining marks, runs of controls and zero-width characters, digit runs
/// of 100 digits, other scripts' digits and letters mixed in, up to the
/// 1,024 UTF-16 units a name is weighed by. `sort_hostile` sorts 5,000 of
/// them beside 5,000 release names.
enum HostileNames {
  static let count = 5_000

  static func make(seed: UInt64 = 60) -> [String] {
    var random = SplitMix(seed: seed)
    func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
    let marks = Array(0x300...0x36F).compactMap(Unicode.Scalar.init).map(Character.init)
    let ignorables: [Character] = [
      "\u{1}", "\u{7}", "\u{1E}", "\u{200B}", "\u{200D}", "\u{2060}", "\u{FEFF}",
    ]
    let otherDigits: [UInt32] = [0x660, 0x6F0, 0x966, 0xE50, 0xFF10, 0x1D7CE]
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCßЖжΩω中한ｱ")
    func piece() -> String {
      switch below(6) {
      case 0:
        // A letter under a stack of marks, up to a few hundred.
        return String(letters[below(letters.count)])
          + String((0..<(8 + below(300))).map { _ in marks[below(marks.count)] })
      case 1:
        // A run of characters that weigh nothing.
        return String((0..<(4 + below(120))).map { _ in ignorables[below(ignorables.count)] })
      case 2:
        // A digit run of 100 digits.
        return String((0..<100).map { _ in Character(Unicode.Scalar(UInt8(0x30 + below(10)))) })
      case 3:
        // ASCII digits running on in another script's.
        let base = otherDigits[below(otherDigits.count)]
        return String(below(1_000)) + String(Character(Unicode.Scalar(base + UInt32(below(10)))!))
      case 4:
        return String((0..<(1 + below(12))).map { _ in letters[below(letters.count)] })
      default:
        return [" ", ".", "_", "-", "(1)"][below(5)]
      }
    }
    return (0..<count).map { _ in
      var name = ""
      while name.utf16.count < 64 + below(900) { name += piece() }
      // Kept within the 1,024 units a name is weighed by.
      while name.utf16.count > 1_024 { name.removeLast() }
      return name
    }
  }
}
