/// The command line as the system passed it (bytes, so a path that is not
/// UTF-8 stays exactly what it was), read the way command-line tools do:
/// `--name value` or `--name=value`, clustered short flags (`-r0`), and
/// `--` before arguments that start with a dash.
package struct Arguments {
  /// One reading of the command line.
  package enum Item: Equatable {
    /// An option, with the value given after `=` if any.
    case option(String, inlineValue: [UInt8]?)
    /// An operand (a path).
    case operand([UInt8])
  }

  private var tokens: ArraySlice<[UInt8]>
  private var pending: [String] = []
  private var operandsOnly = false
  package init(_ tokens: [[UInt8]]) {
    self.tokens = tokens[...]
  }

  package mutating func next() -> Item? {
    if !pending.isEmpty { return .option(pending.removeFirst(), inlineValue: nil) }
    guard let token = tokens.popFirst() else { return nil }
    if operandsOnly || token.first != UInt8(ascii: "-") || token == [UInt8(ascii: "-")] {
      return .operand(token)
    }
    if token == Array("--".utf8) {
      operandsOnly = true
      return next()
    }
    if token.starts(with: Array("--".utf8)) {
      if let equals = token.firstIndex(of: UInt8(ascii: "=")) {
        return .option(
          String(decoding: token[..<equals], as: UTF8.self), inlineValue: Array(token[(equals + 1)...]))
      }
      return .option(String(decoding: token, as: UTF8.self), inlineValue: nil)
    }
    // -abc: the flags -a, -b and -c.
    pending = token.dropFirst().map { "-" + String(decoding: [$0], as: UTF8.self) }
    return next()
  }

  /// An option's value: given inline (`--jobs=4`), or the next token;
  /// `nil` when none is left (or a short flag cluster is still pending).
  mutating func value(inline: [UInt8]?) -> [UInt8]? {
    if let inline { return inline }
    guard pending.isEmpty, let token = tokens.popFirst() else { return nil }
    return token
  }
}
