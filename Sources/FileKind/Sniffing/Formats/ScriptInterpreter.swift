/// A script's type from the interpreter its `#!` line names.
///
/// The line is read as the kernel and `env` read it: the interpreter's
/// path, whose last component is the name; for `env`, its options
/// (`-S`, `-i`, `-u NAME`…) and variable assignments are passed over and
/// the next word is the name. A versioned name is tried whole, then
/// without its version: `python3.11`, `python3`, `python`; `perl5.36.0`,
/// `perl`. The names and their types come from shared-mime-info's rules
/// and FileKind's kind policy (``known``, generated).
///
/// The interpreter outranks the keyword guesses of shared-mime-info's
/// text rules: a `mawk` script with a `BEGIN {` block is awk, not Perl.
enum ScriptInterpreter {
  /// The longest interpreter line read.
  static let lineMax = 256

  /// The type the interpreter of the `#!` line at `start` gives its
  /// scripts, or `nil` when the text opens with no such line or names an
  /// interpreter FileKind does not know.
  static func type(of b: Bytes, from start: Int) -> KnownType? {
    guard let name = interpreterName(b, from: start) else { return nil }
    return lookUp(b.slice(name))
  }

  /// Whether the text opens with a `#!` line.
  static func opensWithInterpreterLine(_ b: Bytes, from start: Int) -> Bool {
    b.has("#!", at: start)
  }

  /// Where the interpreter's name lies in `b`.
  static func interpreterName(_ b: Bytes, from start: Int) -> Range<Int>? {
    guard opensWithInterpreterLine(b, from: start) else { return nil }
    let end = Swift.min(b.count, start + lineMax)
    var i = start + 2
    var words = 0
    var afterEnv = false
    var optionTakesValue = false
    while i < end {
      while i < end && (b[i] == 0x20 || b[i] == 0x09) { i += 1 }
      guard i < end, b[i] != 0x0A, b[i] != 0x0D else { return nil }
      let wordStart = i
      while i < end && b[i] != 0x20 && b[i] != 0x09 && b[i] != 0x0A && b[i] != 0x0D { i += 1 }
      var word = wordStart..<i
      words += 1
      if !afterEnv {
        // The interpreter's path: its last component names it.
        guard words == 1 else { return nil }
        if let slash = (word).last(where: { b[$0] == UInt8(ascii: "/") }) {
          word = (slash + 1)..<word.upperBound
        }
        if b.slice(word).isWord("env") {
          afterEnv = true
          continue
        }
        return word.isEmpty ? nil : word
      }
      // After env: options, their values, and NAME=VALUE go by.
      if optionTakesValue {
        optionTakesValue = false
        continue
      }
      if b[word.lowerBound] == UInt8(ascii: "-") {
        // `-u NAME`, `-C DIR`, `-P PATH`, `-a ARG0` take the next word
        // (`-S` splits the rest of the line into words, as this reading does).
        optionTakesValue =
          word.count == 2
          && [
            UInt8(ascii: "u"), UInt8(ascii: "C"), UInt8(ascii: "P"),
            UInt8(ascii: "a"),
          ].contains(b[word.lowerBound + 1])
        continue
      }
      if b.slice(word).firstIndex(of: UInt8(ascii: "=")) != nil { continue }
      if let slash = word.last(where: { b[$0] == UInt8(ascii: "/") }) { word = (slash + 1)..<word.upperBound }
      return word.isEmpty ? nil : word
    }
    return nil
  }

  /// The type for an interpreter's name, tried whole, then cut at its
  /// first dot (`python3.11` → `python3`), then without trailing digits
  /// and dashes (`python3` → `python`, `lua5` → `lua`).
  static func lookUp(_ name: Bytes) -> KnownType? {
    if let found = exact(name) { return found }
    var end = name.count
    if let dot = name.firstIndex(of: UInt8(ascii: ".")) {
      end = dot
      if let found = exact(name.slice(0..<end)) { return found }
    }
    while end > 0 && (NativeSniffer.isDigit(name[end - 1]) || name[end - 1] == UInt8(ascii: "-")) { end -= 1 }
    guard end < name.count, end > 0 else { return nil }
    return exact(name.slice(0..<end))
  }

  private static func exact(_ name: Bytes) -> KnownType? {
    for entry in known where name.isWord(entry.name) { return entry.type }
    return nil
  }
}

extension Bytes {
  /// Whether the bytes are exactly `word`.
  func isWord(_ word: StaticString) -> Bool {
    count == word.utf8CodeUnitCount && has(word)
  }
}
