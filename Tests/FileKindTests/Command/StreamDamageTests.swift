import Foundation
import Testing

/// One damage to a stream: where a download broke off, a byte a disk or a
/// copy added, dropped or changed.
enum Damage: String, CaseIterable, Sendable {
  case cut, insert, delete, flip

  /// Bytes an insertion puts in, in turn: the ones a reader's structure
  /// turns on, and ones that are not text.
  static let inserted: [UInt8] = Array("{}[]\",:\\\n 0x".utf8) + [0x00, 0xFF, 0xC3]
  /// What a flip XORs a byte with, in turn.
  static let flips: [UInt8] = [0x01, 0x20, 0x80, 0x5B, 0x0A, 0xFF]

  /// `bytes` damaged at `offset` (for a cut, `offset` bytes are kept).
  func apply(to bytes: [UInt8], at offset: Int) -> [UInt8] {
    var damaged = bytes
    switch self {
    case .cut: damaged.removeSubrange(offset...)
    case .insert: damaged.insert(Self.inserted[offset % Self.inserted.count], at: offset)
    case .delete: damaged.remove(at: offset)
    case .flip: damaged[offset] ^= Self.flips[offset % Self.flips.count]
    }
    return damaged
  }

  /// Every offset this damage can fall at in `count` bytes: a cut keeps at
  /// least one byte and loses at least one.
  func offsets(in count: Int) -> Range<Int> { self == .cut ? 1..<count : 0..<count }
}

/// Damage at every offset of a page, a listing line and a path list entry:
/// it costs the damaged part only, and is named.
@Suite struct StreamDamageTests {
  /// Keys a page starts with; a `{` followed by one of them, written
  /// plainly, is where a page can begin.
  static let pageKeys = [
    "files", "parent", "cursor", "total", "breadcrumbs", "status", "error_id", "error_message", "error_type",
    "error_uri", "status_code",
  ]
  static let pageStartPattern = try! NSRegularExpression(
    pattern: "\\{[ \\t\\r\\n]{0,254}\"(\(pageKeys.joined(separator: "|")))\"")

  enum Printing: String, CaseIterable, Sendable { case compact, pretty }
  enum Framing: String, CaseIterable, Sendable {
    case oneALine, backToBack
    var separator: [UInt8] { self == .oneALine ? [0x0A] : [] }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var printing: Printing
    var framing: Framing
    var command: [String]
    var testDescription: String { "\(command.joined(separator: " ")), \(printing), \(framing)" }
  }

  /// `ingest` in every printing and framing at one and two jobs; `rows`,
  /// which frames pages with the same reader, at one job on compact pages
  /// and two on pretty ones.
  static let cases: [Case] = Printing.allCases.flatMap { printing in
    Framing.allCases.flatMap { framing in
      let rows = ["rows", "--input", "putio", "--tier", "uikit", "--now", "1773921600", "--jobs"]
      return [
        ["ingest", "--jobs", "1"], ["ingest", "--jobs", "2"], rows + [printing == .compact ? "1" : "2"],
      ].map { Case(printing: printing, framing: framing, command: $0) }
    }
  }

  /// A page written by Foundation, its files' ids and the byte range of
  /// each file object.
  struct Page {
    var bytes: [UInt8]
    var ids: [Int]
    var fileRanges: [Range<Int>]
  }

  /// A page of files with the given ids, with the fields a page has before
  /// and after `files`. With `refused`, its second file has an id the SDK
  /// refuses, and the page is kept short.
  static func page(ids: [Int], refused: Bool, printing: Printing) throws -> Page {
    let files: [[String: Any]] = ids.enumerated().map { index, id in
      [
        "id": refused && index == 1 ? "x" as Any : id, "name": "file \(id).mkv",
        "extension": refused ? "mkv" : #"a "quoted" \ name/"#, "file_type": "VIDEO",
        "created_at": "2020-01-01T00:00:00", "size": id * 1_000, "parent_id": 7,
      ]
    }
    var object: [String: Any] = ["cursor": NSNull(), "files": files, "status": "OK", "total": ids.count]
    if !refused {
      object["parent"] = [
        "id": 7, "name": "Films", "file_type": "FOLDER", "created_at": "2019-01-01T00:00:00",
      ]
    }
    let options: JSONSerialization.WritingOptions =
      printing == .pretty ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
    let bytes = Array(try JSONSerialization.data(withJSONObject: object, options: options))
    // Each file object's bytes: from its `{` to its matching `}`.
    var ranges: [Range<Int>] = []
    for id in ids {
      let key = Array("\"file \(id).mkv\"".utf8)
      let nameAt = bytes.indices.first { bytes[$0...].starts(with: key) }!
      let open = bytes[..<nameAt].lastIndex(of: UInt8(ascii: "{"))!
      let close = bytes[nameAt...].firstIndex(of: UInt8(ascii: "}"))!
      ranges.append(open..<(close + 1))
    }
    return Page(bytes: bytes, ids: ids, fileRanges: ranges)
  }

  /// Where pages can begin in `bytes`, as the documented rule says: the
  /// first `{`, if the bytes start with one after whitespace, and every
  /// `{` followed by a page's key.
  static func pageStarts(_ bytes: [UInt8]) -> Int {
    // Only ASCII matters to the rule; as ASCII text, a match's offset is its byte.
    let text = String(decoding: bytes.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    var starts = Set(
      pageStartPattern.matches(in: text, range: NSRange(location: 0, length: bytes.count)).map(
        \.range.location))
    if let first = bytes.firstIndex(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }),
      bytes[first] == UInt8(ascii: "{")
    {
      starts.insert(first)
    }
    return starts.count
  }

  /// Whether Foundation reads `bytes` as a page: a JSON object whose
  /// `files` is an array.
  static func isPage(_ bytes: [UInt8]) -> Bool {
    let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
    return object?["files"] is [Any]
  }

  /// Every damage at every offset of a page, each damaged page between two
  /// intact ones, many to a stream: every file of every intact page is
  /// written, in order, exactly once; a damaged page writes only files it
  /// holds whole; standard error names each damaged page by the number it
  /// would have had, and the intact page after it keeps its own number
  /// (its refused file is named with it).
  @Test(arguments: cases) func aDamagedPageCostsItselfOnly(_ test: Case) throws {
    let base = try Self.page(ids: [901, 902, 903], refused: false, printing: test.printing)
    var damages: [(Damage, Int)] = []
    for damage in Damage.allCases {
      damages += damage.offsets(in: base.bytes.count).map { (damage, $0) }
    }
    // Every damage at every offset in the scale step; a seventh of them,
    // a different seventh for each case, in the quick run.
    damages = Scale.sample(
      damages, every: 7, seed: Self.cases.firstIndex { $0.testDescription == test.testDescription } ?? 0)
    let idKey = test.command[0] == "ingest" ? "id" : "file_id"
    let perStream = 400
    var checked = 0
    for first in stride(from: 0, to: damages.count, by: perStream) {
      let group = damages[first..<min(first + perStream, damages.count)]
      var stream: [UInt8] = []
      var intact: [Int] = []
      var damaged: [[UInt8]] = []
      // The number each page gets, as the rule counts them.
      var number = 0
      var expectedNames: [(name: String, why: String)] = []
      func addIntact(_ k: Int) throws {
        let ids = (0..<2).map { 100_000 + 10 * k + $0 }
        let page = try Self.page(ids: ids, refused: true, printing: test.printing)
        stream += page.bytes + test.framing.separator
        intact.append(ids[0])
        number += 1
        expectedNames.append(("page \(number): file 1: id: wrong type", "intact page \(k)"))
      }
      try addIntact(0)
      for (k, (damage, offset)) in group.enumerated() {
        let bytes = damage.apply(to: base.bytes, at: offset)
        damaged.append(bytes)
        stream += bytes + test.framing.separator
        let starts = Self.pageStarts(bytes)
        if !Self.isPage(bytes) {
          // Named as its first page, or with the page before if it starts none.
          expectedNames.append(("page \(starts == 0 ? number : number + 1): ", "\(damage) at \(offset)"))
        }
        number += starts
        try addIntact(k + 1)
      }
      let run = try CommandTests.run(test.command, input: Data(stream))
      let ids = run.lines.map { ($0[idKey] as? NSNumber)?.intValue ?? -1 }
      let intactSet = Set(intact)
      #expect(ids.filter(intactSet.contains) == intact, "stream from damage \(first)")
      // Between intact pages' files: what each damaged page wrote.
      var segments: [[Int]] = [[]]
      for id in ids {
        if intactSet.contains(id) {
          // An intact page writes one file.
          segments.append([])
        } else {
          segments[segments.count - 1].append(id)
        }
      }
      for (k, (damage, offset)) in group.enumerated() where k + 1 < segments.count {
        let wrote = segments[k + 1]
        if damage == .cut {
          // Only files whose objects are whole before the cut.
          let whole = zip(base.ids, base.fileRanges).filter { $0.1.upperBound <= offset }.map(\.0)
          #expect(wrote.allSatisfy(whole.contains), "\(damage) at \(offset): wrote \(wrote)")
        } else if !Self.isPage(damaged[k]) {
          #expect(wrote.allSatisfy(base.ids.contains), "\(damage) at \(offset): wrote \(wrote)")
        }
      }
      // Before the first damaged page and after the last, nothing but intact files.
      #expect(segments.count == group.count + 2 && segments.first == [] && segments.last == [])
      // Each expected name on standard error, in order.
      var errors = run.stderr.split(separator: "\n").map { $0.dropFirst("filekind: ".count) }[...]
      for (name, why) in expectedNames {
        guard let at = errors.firstIndex(where: { $0.hasPrefix(name) }) else {
          Issue.record("\(test): no line \"\(name)…\" for \(why); next: \(errors.prefix(3))")
          break
        }
        errors = errors[(at + 1)...]
      }
      #expect(run.status == 1)
      checked += group.count
    }
    #expect(checked == damages.count)
    report(
      "page damage: \(test): \(damages.count) damaged pages of \(base.bytes.count) bytes ("
        + Damage.allCases.map { d in "\(damages.filter { $0.0 == d }.count) \(d)" }.joined(separator: ", ")
        + ")")
  }
}

extension StreamDamageTests {
  static let file = #"{"id":5,"name":"a.mkv","file_type":"VIDEO","created_at":"2020-01-01T00:00:00"}"#

  /// What must not pass for a clean stream: each is named, and exits 1,
  /// for every command that reads pages; the clean stream itself exits 0.
  @Test(arguments: [["ingest"], ["rows", "--input", "putio", "--tier", "uikit", "--now", "1773921600"]])
  func noSilentSuccess(_ command: [String]) throws {
    let clean = "{\"files\":[\(Self.file)]}\n"
    let cleanRun = try CommandTests.run(command, input: Data((clean + clean).utf8))
    #expect(cleanRun.status == 0 && cleanRun.stderr.isEmpty && cleanRun.lines.count == 2)
    let broken: [(String, [UInt8], String)] = [
      (
        "files cut before the next page",
        Array("{\"files\":[\(Self.file),".utf8) + [0x0A] + Array(clean.utf8),
        "the page breaks off where a new page begins"
      ),
      (
        "files cut inside a file", Array("{\"files\":[\(Self.file.prefix(30))".utf8) + Array(clean.utf8),
        "the page breaks off where a new page begins"
      ),
      (
        "no files", Array("{\"status\":\"ERROR\",\"error_type\":\"NotFound\"}\n".utf8),
        "the page has no files"
      ),
      (
        "not UTF-8 in a file",
        Array("{\"files\":[\(Self.file.replacingOccurrences(of: "a.mkv", with: "a"))".utf8)
          .map { $0 == UInt8(ascii: "a") ? 0xE9 : $0 } + Array("]}\n".utf8), "not UTF-8"
      ),
      (
        "not UTF-8 in the page",
        [0x7B, 0x22, 0x63, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x2C] + Array("\"files\":[]}\n".utf8),
        "not UTF-8"
      ),
      ("bytes after the page", Array(clean.utf8) + Array("garbage\n".utf8), "bytes after the page's end"),
    ]
    // At the end of the input: nothing may follow.
    for (what, bytes) in [
      ("ends inside a page", Array("{\"files\":[\(Self.file)".utf8)),
      ("ends inside a file", Array("{\"files\":[\(Self.file.dropLast(9))".utf8)),
    ] {
      let run = try CommandTests.run(command, input: Data(Array(clean.utf8) + bytes))
      #expect(run.status == 1, "\(what)")
      #expect(run.stderr.contains("page 2: not JSON at byte "), "\(what): \(run.stderr)")
      #expect(run.stderr.contains("the page breaks off at the end of the input"), "\(what): \(run.stderr)")
    }
    for (what, bytes, reason) in broken {
      let run = try CommandTests.run(command, input: Data(Array(clean.utf8) + bytes + Array(clean.utf8)))
      #expect(run.status == 1, "\(what)")
      #expect(run.stderr.contains(reason), "\(what): \(run.stderr)")
      // The pages around it are read whole.
      let ids = run.lines.compactMap { ($0["id"] ?? $0["file_id"]) as? NSNumber }.map(\.intValue)
      #expect(ids.count >= 2 && ids.first == 5 && ids.last == 5, "\(what): \(ids)")
    }
  }
}
