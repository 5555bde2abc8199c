/// One option a command reads, declared once: its spellings, the value it
/// takes, what `--help` says of it, and the options it needs or cannot go
/// with.
package struct OptionSpec: Sendable {
  /// Its spellings (`--jobs`, `-j`); the first long one is its key.
  package let names: [String]
  /// The value's placeholder in the help (`N`, `swiftui|uikit`), or `nil`
  /// for a flag, which takes none.
  package let value: String?
  /// What the help says of it.
  package let help: String
  /// Keys of options it is useless without (`-0` needs `--files-from`).
  package let requires: [String]
  /// Keys of options it cannot go with (`--text` and `--mime-type`).
  package let conflicts: [String]

  package init(
    _ names: [String], value: String? = nil, requires: [String] = [], conflicts: [String] = [], _ help: String
  ) {
    self.names = names
    self.value = value
    self.help = help
    self.requires = requires
    self.conflicts = conflicts
  }

  /// The name the command's code switches on.
  package var key: String { names.first { $0.hasPrefix("--") } ?? names[0] }
}

/// A command's options, declared once: the table parses the command line,
/// writes the help's OPTIONS block, suggests the nearest option for a typo
/// and refuses an option that conflicts with another or lacks the one it
/// needs. `-h` and `--help` are every table's.
package struct OptionTable: Sendable {
  /// The command, as usage errors and help name it (`rows`).
  package let command: String
  package let options: [OptionSpec]

  package init(command: String, _ options: [OptionSpec]) {
    self.command = command
    self.options = options + [OptionSpec(["-h", "--help"], "this text")]
  }

  /// Why a command line is refused, for the message the command prints.
  package enum Problem: Error, Equatable {
    /// An option no spec names, and the nearest that one does.
    case unknownOption(String, suggestion: String?)
    /// An option that takes a value came last.
    case missingValue(String)
    /// Two options that cannot go together were given.
    case conflict(String, String)
    /// An option was given without the one it needs.
    case missing(String, needs: String)

    /// The message, as the command prints it.
    package var message: String {
      switch self {
      case .unknownOption(let name, let suggestion):
        "unknown option '\(Shown.text(name))'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
      case .missingValue(let name): "\(Shown.text(name)) needs a value"
      case .conflict(let a, let b): "\(a) and \(b) cannot go together; give one"
      case .missing(let name, let needs): "\(name) needs \(needs); give it too"
      }
    }
  }

  /// A command line read against the table: each option given, in order,
  /// with its value, and the operands.
  package struct Parsed {
    /// Each option given: its spec's key, the spelling used, its value.
    package var options: [(key: String, name: String, value: [UInt8]?)] = []
    package var operands: [[UInt8]] = []
    /// `-h` or `--help` was given (the rest is not checked).
    package var help = false

    /// Whether the option with `key` was given.
    package func has(_ key: String) -> Bool { options.contains { $0.key == key } }
  }

  /// Reads `tokens`; `--help` anywhere stops the reading and says so.
  package func parse(_ tokens: [[UInt8]]) throws(Problem) -> Parsed {
    var arguments = Arguments(tokens)
    var parsed = Parsed()
    while let item = arguments.next() {
      switch item {
      case .operand(let word): parsed.operands.append(word)
      case .option(let name, let inline):
        guard let spec = options.first(where: { $0.names.contains(name) }) else {
          throw .unknownOption(name, suggestion: Self.nearest(to: name, among: options.flatMap(\.names)))
        }
        if spec.key == "--help" {
          parsed.help = true
          return parsed
        }
        var value: [UInt8]?
        if spec.value != nil {
          guard let given = arguments.value(inline: inline) else { throw .missingValue(name) }
          value = given
        }
        parsed.options.append((spec.key, name, value))
      }
    }
    for spec in options where parsed.has(spec.key) {
      for other in spec.conflicts where parsed.has(other) { throw .conflict(spec.key, other) }
      for needed in spec.requires where !parsed.has(needed) { throw .missing(spec.key, needs: needed) }
    }
    return parsed
  }

  /// The help's OPTIONS block: each option's spellings and value, then
  /// its help wrapped beside them (on the next line when the spellings are
  /// long).
  package var help: String {
    let column = 25
    let indent = String(repeating: " ", count: column)
    var lines = ["OPTIONS"]
    for spec in options {
      let label = "  " + spec.names.joined(separator: ", ") + (spec.value.map { " " + $0 } ?? "")
      var line: String
      if label.count <= column - 2 {
        line = label + String(repeating: " ", count: column - label.count)
      } else {
        lines.append(label)
        line = indent
      }
      var atStart = true
      for word in spec.help.split(separator: " ") {
        if !atStart && line.count + 1 + word.count > 78 {
          lines.append(line)
          line = indent
          atStart = true
        }
        line += (atStart ? "" : " ") + word
        atStart = false
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// The option a typo away from `name`: at most two edits (or a prefix of
  /// one option alone), the closest first.
  package static func nearest(to name: String, among candidates: [String]) -> String? {
    let typed = Array(name.utf8)
    guard typed.count <= 64 else { return nil }
    let long = candidates.filter { $0.hasPrefix("--") }
    let prefixed = long.filter { $0.utf8.starts(with: typed) }
    if typed.count > 2 && prefixed.count == 1 { return prefixed[0] }
    let scored = long.map { ($0, editDistance(typed, Array($0.utf8))) }.filter { $0.1 <= 2 }
    return scored.min { $0.1 < $1.1 }?.0
  }

  /// Levenshtein distance between two short byte strings.
  static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
