import Foundation

/// A stream of valid put.io pages whose unknown fields are built to look
/// like the start of a page: objects whose first key is `files`, `status`,
/// `cursor` or another key a page has, at any depth; strings holding
/// braces, quotes and those keys; numbers of any length a `Double` holds;
/// nesting close to the reader's bound. Every byte is JSON, so a reader
/// must read every file, in order, and name nothing.
///
/// The tests draw the choices from a seed, the fuzz target from its input;
/// `JSONSerialization`, reading each page, says which files it holds.
package struct ValidPageStream {
  /// The stream's bytes.
  package var bytes: [UInt8] = []
  /// The `id` of every file of every page, in order, as Foundation reads
  /// the pages.
  package var ids: [Int64] = []
  /// Each page's bytes, as written.
  package var pageBytes: [[UInt8]] = []

  /// How a page is written.
  package enum Printing: CaseIterable, Sendable { case compact, pretty }
  /// How pages follow each other: one a line, or back to back.
  package enum Framing: CaseIterable, Sendable { case oneALine, backToBack }

  /// Where the choices come from: a seed, or a fuzz input's bytes (then
  /// zeros once they are spent).
  package struct Choices {
    private var state: UInt64
    private let input: [UInt8]
    private var at = 0

    package init(seed: UInt64) {
      state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
      input = []
    }

    package init(input: [UInt8]) {
      state = 0
      self.input = input
    }

    /// A number in `0..<count`.
    package mutating func below(_ count: Int) -> Int {
      guard count > 1 else { return 0 }
      if input.isEmpty {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(count))
      }
      guard at < input.count else { return 0 }
      defer { at += 1 }
      return Int(input[at]) % count
    }

    package mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  }

  /// The keys a page has and a file has not: the ones a reader could take
  /// for a page's start.
  package static let pageKeys = [
    "files", "parent", "cursor", "total", "breadcrumbs", "status", "error_id", "error_message", "error_type",
    "error_uri", "status_code",
  ]

  /// Strings that look like the structure of a page.
  static let trickyStrings = [
    #"{"files":["#, #"}{"status":"OK"}"#, #"\"{\"cursor\":"#, "{\n  \"total\": 1", "]}\n{\"files\":[{",
    "{", "}", "[", "]", #"\"#, "ünïcödé {\"parent\"", "\u{1F600}{\"breadcrumbs\":[]}", "",
  ]

  /// `pages` pages of `perPage` files each, written and framed as asked,
  /// their unknown fields drawn from `choices`.
  package init(
    pages: Int, perPage: Int, printing: Printing, framing: Framing, choices: inout Choices, firstID: Int64 = 1
  ) {
    var id = firstID
    for _ in 0..<pages {
      var writer = Writer(pretty: printing == .pretty)
      // The page's own fields, around `files`, in any order; unknown
      // ones hold objects keyed as a page is.
      var members: [(String, Value)] = [
        ("status", .string("OK")), ("cursor", choices.chance(50) ? .string("c\(id)") : .raw("null")),
        ("total", choices.chance(50) ? .raw("\(perPage)") : .object([("total", .raw("1"))])),
      ]
      for _ in 0..<choices.below(3) {
        let key = choices.chance(50) ? "x_\(choices.below(1000))" : "screenshot"
        members.insert((key, Self.value(&choices, depth: 0)), at: choices.below(members.count + 1))
      }
      let filesAt = choices.below(members.count + 1)
      writer.object { w in
        for k in 0...members.count {
          if k == filesAt {
            w.key("files")
            w.array { w in
              for _ in 0..<perPage {
                Self.file(id: id, &w, &choices)
                ids.append(id)
                id += 1
              }
            }
          }
          if k < members.count {
            w.key(members[k].0)
            members[k].1.write(&w)
          }
        }
      }
      pageBytes.append(writer.bytes)
      bytes += writer.bytes
      if framing == .oneALine || choices.chance(20) {
        bytes += choices.chance(80) ? [0x0A] : [0x20, 0x0D, 0x0A]
      }
    }
  }

  /// One file: the fields the official SDK requires, and unknown ones
  /// (before, between and after them) that hold what a page holds.
  static func file(id: Int64, _ w: inout Writer, _ choices: inout Choices) {
    var members: [(String, Value)] = [
      ("id", .raw("\(id)")), ("name", .string("file \(id).mkv")), ("file_type", .string("VIDEO")),
      ("created_at", .string("2020-01-01T00:00:00")),
    ]
    for _ in 0..<(1 + choices.below(4)) {
      let key: String
      switch choices.below(4) {
      case 0: key = "screenshot"
      case 1: key = "conversion"
      case 2: key = pageKeys[choices.below(pageKeys.count)]
      default: key = "x_\(choices.below(100))"
      }
      members.insert((key, value(&choices, depth: 0)), at: choices.below(members.count + 1))
    }
    w.object { w in
      for (key, value) in members {
        w.key(key)
        value.write(&w)
      }
    }
  }

  /// A JSON value to write.
  indirect enum Value {
    case raw(String)
    case string(String)
    case object([(String, Value)])
    case array([Value])
    /// `depth` arrays and objects around a page-shaped object.
    case deep(Int)

    func write(_ w: inout Writer) {
      switch self {
      case .raw(let text): w.raw(text)
      case .string(let text): w.string(text)
      case .object(let members):
        w.object { w in
          for (key, value) in members {
            w.key(key)
            value.write(&w)
          }
        }
      case .array(let values): w.array { w in for value in values { value.write(&w) } }
      case .deep(let depth):
        for level in 0..<depth {
          if level % 2 == 0 { w.open("{", key: pageKeys[level / 2 % pageKeys.count]) } else { w.open("[") }
        }
        w.object { w in
          w.key("files")
          w.array { _ in }
        }
        for level in (0..<depth).reversed() { w.close(level % 2 == 0 ? "}" : "]") }
      }
    }
  }

  /// An unknown field's value: most often an object whose first key is a
  /// page's.
  static func value(_ choices: inout Choices, depth: Int) -> Value {
    guard depth < 4 else { return .raw("null") }
    switch choices.below(10) {
    case 0, 1, 2:
      var members: [(String, Value)] = []
      for _ in 0..<(1 + choices.below(3)) {
        let key = choices.chance(70) ? pageKeys[choices.below(pageKeys.count)] : "id"
        members.append((key, value(&choices, depth: depth + 1)))
      }
      return .object(members)
    case 3: return .array((0..<choices.below(3)).map { _ in value(&choices, depth: depth + 1) })
    case 4: return .string(trickyStrings[choices.below(trickyStrings.count)])
    case 5:
      // Digits of any length a Double holds, with a sign, fraction and exponent.
      let digits = 1 + choices.below(300)
      var text = choices.chance(30) ? "-" : ""
      text += "9" + String(repeating: "7", count: digits - 1)
      if choices.chance(30) { text += ".5" + String(repeating: "1", count: choices.below(40)) }
      if choices.chance(20) { text += "e-\(choices.below(300))" }
      return .raw(text)
    case 6: return .raw(["true", "false", "null", "0", "-0.0", "1E+2"][choices.below(6)])
    case 7: return .deep(choices.chance(10) ? 480 : choices.below(40))
    default:
      return .object([("status", .string("DONE")), ("files", .raw(choices.chance(50) ? "false" : "[]"))])
    }
  }

  /// Writes JSON compactly or pretty-printed.
  struct Writer {
    var bytes: [UInt8] = []
    let pretty: Bool
    private var depth = 0
    /// Whether the container open now holds a member already.
    private var needsComma = false
    /// Whether a key was just written, so the value follows its colon.
    private var afterKey = false

    init(pretty: Bool) { self.pretty = pretty }

    private mutating func newline() {
      guard pretty else { return }
      bytes.append(0x0A)
      bytes += Array(repeating: 0x20, count: 2 * Swift.min(depth, 20))
    }

    /// Before a key, or a value in an array.
    private mutating func separate() {
      if needsComma { bytes.append(UInt8(ascii: ",")) }
      newline()
    }

    private mutating func beforeValue() {
      if afterKey { afterKey = false } else { separate() }
    }

    mutating func open(_ bracket: Character, key: String? = nil) {
      beforeValue()
      bytes.append(bracket.asciiValue!)
      depth += 1
      needsComma = false
      if let key { self.key(key) }
    }

    mutating func close(_ bracket: Character) {
      depth -= 1
      if needsComma { newline() }
      bytes.append(bracket.asciiValue!)
      needsComma = true
    }

    mutating func object(_ body: (inout Writer) -> Void) {
      open("{")
      body(&self)
      close("}")
    }

    mutating func array(_ body: (inout Writer) -> Void) {
      open("[")
      body(&self)
      close("]")
    }

    mutating func key(_ key: String) {
      separate()
      quoted(key)
      bytes += pretty ? Array(": ".utf8) : [UInt8(ascii: ":")]
      afterKey = true
    }

    mutating func raw(_ text: String) {
      beforeValue()
      bytes += Array(text.utf8)
      needsComma = true
    }

    mutating func null() { raw("null") }

    mutating func string(_ text: String) {
      beforeValue()
      quoted(text)
      needsComma = true
    }

    private mutating func quoted(_ text: String) {
      bytes.append(UInt8(ascii: "\""))
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": bytes += Array(#"\""#.utf8)
        case "\\": bytes += Array(#"\\"#.utf8)
        case "\n": bytes += Array(#"\n"#.utf8)
        default: bytes += Array(String(scalar).utf8)
        }
      }
      bytes.append(UInt8(ascii: "\""))
    }
  }

  /// The ids `JSONSerialization` finds in the stream's pages, split where
  /// this generator put them: the oracle for what a reader must write.
  package static func foundationIDs(of pages: [[UInt8]]) -> [Int64]? {
    var ids: [Int64] = []
    for page in pages {
      guard let object = try? JSONSerialization.jsonObject(with: Data(page)) as? [String: Any],
        let files = object["files"] as? [[String: Any]]
      else { return nil }
      for file in files {
        guard let id = (file["id"] as? NSNumber)?.int64Value else { return nil }
        ids.append(id)
      }
    }
    return ids
  }
}
