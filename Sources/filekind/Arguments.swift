import FileKind
import FileKindCommandCore

/// The command line as the system passed it (bytes, so a path that is not
/// UTF-8 stays exactly what it was), read the way command-line tools do:
/// `--name value` or `--name=value`, clustered short flags (`-r0`), and
/// `--` before arguments that start with a dash.
struct Arguments {
  /// One reading of the command line.
  enum Item: Equatable {
    /// An option, with the value given after `=` if any.
    case option(String, inlineValue: [UInt8]?)
    /// An operand (a path).
    case operand([UInt8])
  }

  private var tokens: ArraySlice<[UInt8]>
  private var pending: [String] = []
  private var operandsOnly = false
  /// The command whose help a usage error points to.
  let command: String?

  init(_ tokens: [[UInt8]], command: String?) {
    self.tokens = tokens[...]
    self.command = command
  }

  mutating func next() -> Item? {
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

  /// The value of option `name`: given inline, or the next token.
  mutating func value(of name: String, inline: [UInt8]?) -> [UInt8] {
    if let inline { return inline }
    guard pending.isEmpty, let token = tokens.popFirst() else {
      Usage.fail("\(Shown.text(name)) needs a value", command: command)
    }
    return token
  }

  /// The most `--jobs` accepted.
  static let maximumJobs = 1_024

  /// The value of `--jobs`: a thread count from 1 to ``maximumJobs``.
  mutating func jobs(of name: String, inline: [UInt8]?) -> Int {
    let value = text(of: name, inline: inline)
    guard let parsed = Int(value), parsed >= 1, parsed <= Self.maximumJobs else {
      Usage.fail(
        "--jobs takes a count from 1 to \(Self.maximumJobs), not '\(Shown.text(value))'", command: command)
    }
    return parsed
  }

  /// The presentation `--tier` names: `swiftui` or `uikit`.
  mutating func presentation(of name: String, inline: [UInt8]?) -> RowPresentation {
    let value = text(of: name, inline: inline)
    guard let presentation = RowPresentation(named: value) else {
      Usage.fail("\(name) takes swiftui or uikit, not '\(Shown.text(value))'", command: command)
    }
    return presentation
  }

  /// The value of option `name` as text.
  mutating func text(of name: String, inline: [UInt8]?) -> String {
    String(decoding: value(of: name, inline: inline), as: UTF8.self)
  }
}
