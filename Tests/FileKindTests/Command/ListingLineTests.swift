import FileKindCommandCore
import Foundation
import Testing

@testable import FileKind

/// The command's line parser and JSON string writer read words and call
/// `memchr` instead of walking bytes; these pin their answers to the plain
/// byte-at-a-time definitions, at every offset a word boundary can fall.
@Suite struct ListingLineTests {
  @Test func fieldsParseToTheirValues() throws {
    let cases: [(line: String, size: Int64, seconds: Double)] = [
      ("a.mkv\t0\t0", 0, 0),
      ("a.mkv\t1\t-1", 1, -1),
      ("a.mkv\t123456789012345678\t1761189090", 123_456_789_012_345_678, 1_761_189_090),
      ("a.mkv\t9223372036854775807\t0.5", .max, 0.5),
      ("a.mkv\t0\t-86400.25", 0, -86_400.25),
      ("a.mkv\t0\t-62135596800", 0, -62_135_596_800), ("a.mkv\t0\t253402300799", 0, 253_402_300_799),
      ("a.mkv\t0000000000000000000042\t000000000000000000001", 42, 1),
    ]
    for (line, size, seconds) in cases {
      let parsed = try ListingLine.parse(line).get()
      #expect(parsed.size == size, "\(line.debugDescription)")
      #expect(parsed.seconds == seconds, "\(line.debugDescription)")
      #expect(parsed.nameRange == 0..<5)
    }
  }

  /// A negative size, a number that overflows and a time outside years 1
  /// to 9999 are refused, each in its own words.
  @Test func badNumbersAreNamedForWhatTheyAre() {
    let cases: [(line: String, reason: String)] = [
      ("a.mkv\t-5\t0", "size must not be negative, not '-5'"),
      (
        "a.mkv\t99999999999999999999999\t0",
        "size overflows a 64-bit count of bytes: '99999999999999999999999'"
      ),
      ("a.mkv\t1\t99999999999999999999", "mtime is out of range (years 1 to 9999): '99999999999999999999'"),
      ("a.mkv\t1\t253402300800", "mtime is out of range (years 1 to 9999): '253402300800'"),
      ("a.mkv\t1\t-62135596801", "mtime is out of range (years 1 to 9999): '-62135596801'"),
      ("a.mkv\t1\t0\t\t\t99999999999999", "created is out of range (years 1 to 9999): '99999999999999'"),
      ("a.mkv\t1\t0\t\t99999999999999999999", "items overflows a 64-bit count: '99999999999999999999'"),
    ]
    for (line, reason) in cases {
      #expect(throws: ListingLineError(reason: reason), "\(line.debugDescription)") {
        try ListingLine.parse(line).get()
      }
    }
  }

  @Test func outOfRangeAndMalformedNumbersAreRefused() {
    for line in [
      "a.mkv\t9223372036854775808\t0", "a.mkv\t-9223372036854775809\t0", "a.mkv\t-\t0",
      "a.mkv\t1-\t0", "a.mkv\t1\t-", "a.mkv\t1\t1:2", "a.mkv\t1\t/",
    ] {
      guard case .failure(let error) = ListingLine.parse(line) else {
        Issue.record("\(line.debugDescription) parsed")
        continue
      }
      #expect(error.reason.contains("size") || error.reason.contains("mtime"), "\(error)")
    }
  }

  @Test func fieldCountsAreReportedExactly() {
    for fields in [1, 2, 7, 9] {
      let line = (0..<fields).map { _ in "x" }.joined(separator: "\t")
      guard case .failure(let error) = ListingLine.parse(line) else {
        Issue.record("\(fields) fields parsed")
        continue
      }
      #expect(error.reason.hasSuffix("found \(fields)"), "\(error)")
    }
  }

  @Test func tabsAreFoundAtEveryOffset() throws {
    for length in 1...40 {
      let name = String(repeating: "n", count: length)
      let line = "\(name)\t\(length)\t\(length * 3)\tshared"
      let parsed = try ListingLine.parse(line).get()
      // Lines of this shape take the one-pass reading.
      #expect(
        Array(line.utf8).withUnsafeBufferPointer { ListingLine.parseCommon($0)?.nameIsPlainJSON } == true)
      #expect(parsed.nameRange == 0..<length)
      #expect(parsed.size == Int64(length) && parsed.seconds == Double(length * 3))
      #expect(parsed.flags == .shared)
    }
  }

  @Test func linesAreSplitWhereTheSeparatorsAre() {
    var random = SeededRandom(seed: 7)
    for _ in 0..<200 {
      let bytes = (0..<Int.random(in: 0...300, using: &random)).map { _ in
        [UInt8(0x0A), 0x0D, 0x00, 0x61, 0x62].randomElement(using: &random)!
      }
      for separator in [UInt8(0x0A), 0x00] {
        let input = LineBlock()
        input.bytes.append(bytes)
        var lines: [[UInt8]] = []
        LineChunker.forEachLine(in: input, separator: separator) { lines.append(Array($0!)) }
        var expected = bytes.split(separator: separator, omittingEmptySubsequences: false).map(Array.init)
        if bytes.last == separator || bytes.isEmpty { expected.removeLast() }
        if separator == 0x0A {
          expected = expected.map { $0.last == 0x0D ? Array($0.dropLast()) : $0 }
        }
        #expect(lines == expected)
      }
    }
  }

  @Test func digitRunsMatchTheBytewiseDefinition() {
    var random = SeededRandom(seed: 5)
    for _ in 0..<5_000 {
      let lead = (0..<Int.random(in: 0...9, using: &random)).map { _ in UInt8(ascii: "x") }
      let digits = (0..<Int.random(in: 0...24, using: &random)).map { _ in
        UInt8.random(in: 48...57, using: &random)
      }
      let tail: [UInt8] =
        [[], [0x09], [0x2E, 0x35], [0x3A], [0x2F], [0xFF, 0x31]].randomElement(using: &random)! as [UInt8]
      let bytes = lead + digits + tail
      let found = bytes.withUnsafeBufferPointer { ByteScan.digits($0, from: lead.count) }
      if digits.isEmpty || digits.count > 18 {
        #expect(found == nil, "\(bytes)")
      } else {
        let value = digits.reduce(Int64(0)) { $0 * 10 + Int64($1 - 48) }
        #expect(found?.value == value && found?.end == lead.count + digits.count, "\(bytes)")
      }
    }
  }

  @Test func nameFieldsMatchTheBytewiseDefinition() {
    var random = SeededRandom(seed: 9)
    let stops: [UInt8] = [0x09, 0x22, 0x5C, 0x0A, 0x1F, 0x7F, 0x80, 0xC3, 0xFF]
    for _ in 0..<5_000 {
      let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in
        Int.random(in: 0..<10, using: &random) == 0
          ? stops.randomElement(using: &random)! : UInt8.random(in: 0x20...0x7E, using: &random)
      }
      let field = bytes.withUnsafeBufferPointer { ByteScan.nameField($0) }
      let end = bytes.firstIndex(of: 0x09)
      #expect(field.end == end, "\(bytes)")
      if let end {
        let plain = bytes[..<end].allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
        #expect(field.plainJSON == plain, "\(bytes)")
      }
    }
  }

  /// The one-pass reading of common lines says what the general one says.
  @Test func commonLinesReadAsTheGeneralParserReadsThem() {
    var random = SeededRandom(seed: 13)
    let names = ["a.mkv", "Some Show S01E01 1080p.mkv", "\"quoted\".mp3", "é.flac", "tab\tname", ""]
    let numbers = [
      "0", "7", "1761189090", "123456789012345678", "1234567890123456789", "-5", "1.5", "", "12x",
    ]
    let flags = ["", "\tfolder", "\tshared, offline", "\tbogus", "\t", "\tfolder\tx"]
    for _ in 0..<5_000 {
      let line =
        names.randomElement(using: &random)! + "\t" + numbers.randomElement(using: &random)! + "\t"
        + numbers.randomElement(using: &random)! + flags.randomElement(using: &random)!
      Array(line.utf8).withUnsafeBufferPointer { bytes in
        let general = ListingLine.parseAny(bytes)
        guard let common = ListingLine.parseCommon(bytes) else { return }
        guard case .success(var expected) = general else {
          Issue.record("\(line.debugDescription) read as common, refused in general")
          return
        }
        expected.nameIsPlainJSON = common.nameIsPlainJSON
        #expect(common == expected, "\(line.debugDescription)")
      }
    }
  }

  /// The writer's output, by the definition: the characters Swift's own
  /// UTF-8 decoder reads (U+FFFD for each ill-formed subsequence), escaped
  /// as JSON requires.
  static func referenceJSON(_ input: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x22]
    for scalar in String(decoding: input, as: UTF8.self).unicodeScalars {
      switch scalar.value {
      case 0x22: out += Array(#"\""#.utf8)
      case 0x5C: out += Array(#"\\"#.utf8)
      case 0x0A: out += Array(#"\n"#.utf8)
      case 0x0D: out += Array(#"\r"#.utf8)
      case 0x09: out += Array(#"\t"#.utf8)
      case 0x20..<0x7F: out.append(UInt8(scalar.value))
      case 0..<0x20, 0x7F: out += Array(String(format: "\\u%04x", scalar.value).utf8)
      default: out += Array(String(scalar).utf8)
      }
    }
    return out + [0x22]
  }

  @Test func jsonStringsMatchTheBytewiseDefinition() {
    var random = SeededRandom(seed: 11)
    // Mostly plain ASCII, as names are, with every kind of byte that stops a run.
    let specials: [[UInt8]] = [
      [0x22], [0x5C], [0x0A], [0x09], [0x00], [0x1F], [0x7F], [0x80], [0xFF],
      Array("é".utf8), Array("日".utf8), Array("😀".utf8), [0xE6, 0x97], [0xC3],
    ]
    for _ in 0..<3_000 {
      var input: [UInt8] = []
      for _ in 0..<Int.random(in: 0...40, using: &random) {
        if Int.random(in: 0..<8, using: &random) == 0 {
          input += specials.randomElement(using: &random)!
        } else {
          input.append(UInt8.random(in: 0x20...0x7E, using: &random))
        }
      }
      let out = ByteBuffer(capacity: 16)
      _ = input.withUnsafeBufferPointer { JSONWriter.string($0, to: out) }
      #expect(Array(out.bytes) == Self.referenceJSON(input), "\(input)")
    }
  }

  /// Any bytes as a name: a strict JSON reader takes the member, and the
  /// `_bytes` member (there only when a byte is not UTF-8) gives them back.
  @Test func namesThatAreNotUTF8SurviveAStrictReader() throws {
    var random = SeededRandom(seed: 12)
    for round in 0..<3_000 {
      let input = (0..<Int.random(in: 0...24, using: &random)).map { _ in
        round % 3 == 0
          ? UInt8.random(in: 0x20...0x7E, using: &random) : UInt8.random(in: 0...255, using: &random)
      }
      let out = ByteBuffer(capacity: 16)
      out.append(UInt8(ascii: "{"))
      input.withUnsafeBufferPointer { JSONWriter.member("name", $0, to: out) }
      out.append(UInt8(ascii: "}"))
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(out.bytes)) as? [String: Any], "\(input)")
      let name = try #require(object["name"] as? String)
      #expect(name == String(decoding: input, as: UTF8.self), "\(input)")
      if let encoded = object["name_bytes"] as? String {
        #expect(String(validating: input, as: UTF8.self) == nil)
        #expect(Data(base64Encoded: encoded) == Data(input), "\(input)")
      } else {
        #expect(String(validating: input, as: UTF8.self) != nil, "\(input)")
      }
    }
  }
}
