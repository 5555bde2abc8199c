import FileKind
import Foundation
import FuzzSupport
import Testing

/// Generated put.io pages whose every field takes every form the API allows
/// (and some it does not), read by FileKind and by Foundation.
struct PageGenerator {
  var random: SeededRandom

  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
  mutating func pick<T>(_ values: [T]) -> T { values.randomElement(using: &random)! }

  /// Every way an integer field is written, good and bad.
  mutating func integer() -> String {
    if chance(0.9) { return String(Int64.random(in: 0...20_000_000_000, using: &random)) }
    return pick([
      "1e3", "-0", "1.0", "1E2", "2.5e1", "9223372036854775807", "-9223372036854775808", "0", "-2",
      "9223372036854775808", "91.7", "1e19", "\"12\"", "true", "[1]", "{}", "0.0", "1e-2",
    ])
  }

  static let names = [
    "Tears.of.Steel.2012.1080p.BluRay.x264.mkv", "caf\\u00e9.mp3", "\\ud83c\\udfac film.mp4", "a\\/b.txt",
    "quote\\\"d.pdf", "back\\\\slash.zip", "line\\nbreak.jpg", "tab\\tname.flac", "日本語のファイル.srt",
    "Ünïcödé.epub",
    "plain", ".hidden", "archive.part1.rar", "\\u0000nul.bin", "e\\u0301.png", "x.MKV", "", "s p a c e s.mov",
    "ctrl\\u001f.txt", "\\uD834\\uDD1E clef.mid", "long-\(String(repeating: "n", count: 300)).avi",
  ]

  static let fileTypes = [
    "FOLDER", "FILE", "AUDIO", "VIDEO", "IMAGE", "ARCHIVE", "PDF", "TEXT", "SWF", "video", "NEWTYPE",
    "VIDE\\u004F", "",
  ]

  static let contentTypes = [
    "video/x-matroska", "audio/mpeg", "image/jpeg", "application/pdf", "application/x-directory",
    "text/plain; charset=utf-8", "VIDEO/MP4", "application/octet-stream", "application/zip", "???",
    "audio/x-m4a", "video/x-unknown-thing", "",
  ]

  /// A date in one of put.io's forms, now and then one that is none.
  mutating func date() -> String {
    if chance(0.03) {
      return "\""
        + pick(["yesterday", "", "2013-13-01T00:00:00", "2013-09-07T21:32", "2013-09-07T21:32:03+25:00"])
        + "\""
    }
    let year =
      chance(0.9) ? Int.random(in: 2009...2030, using: &random) : Int.random(in: 1...9999, using: &random)
    var text = String(
      format: "%04d-%02d-%02d%@%02d:%02d:%02d", year, Int.random(in: 1...12, using: &random),
      Int.random(in: 1...31, using: &random), chance(0.1) ? " " : "T", Int.random(in: 0...24, using: &random),
      Int.random(in: 0...59, using: &random), Int.random(in: 0...59, using: &random))
    if chance(0.35) {
      text +=
        "." + String((0..<Int.random(in: 1...14, using: &random)).map { _ in pick(Array("0123456789")) })
    }
    switch Int.random(in: 0..<8, using: &random) {
    case 0: text += "Z"
    case 1: text += "z"
    case 2:
      text += String(
        format: "%@%02d:%02d", pick(["+", "-"]), Int.random(in: 0...23, using: &random), pick([0, 30, 45]))
    case 3: text += String(format: "%@%02d%02d", pick(["+", "-"]), Int.random(in: 0...14, using: &random), 0)
    case 4: text += String(format: "+%02d", Int.random(in: 0...14, using: &random))
    default: break
    }
    return "\"\(text)\""
  }

  /// Any JSON value, for the fields the reader reads past.
  mutating func anyValue(depth: Int = 0) -> String {
    switch Int.random(in: 0..<(depth > 3 ? 5 : 7), using: &random) {
    case 0: return pick(["null", "true", "false"])
    case 1: return pick(["0", "-0", "1e3", "91.7", "-1.5E-7", "18446744073709551616", "1e308"])
    case 2:
      return pick(["\"\"", "\"x\\u00e9\\/\"", "\"https://put.io/x?y=1&z=\\\"q\\\"\"", "\"\\ud83d\\ude00\""])
    case 3: return "\"\(Self.names.randomElement(using: &random)!)\""
    case 4: return pick(["[]", "{}", "[ ]", "{ }"])
    case 5:
      return "["
        + (0..<Int.random(in: 0...3, using: &random)).map { _ in anyValue(depth: depth + 1) }.joined(
          separator: ",") + "]"
    default:
      return "{"
        + (0..<Int.random(in: 0...3, using: &random)).map { i in "\"k\(i)\": \(anyValue(depth: depth + 1))" }
        .joined(separator: ", ") + "}"
    }
  }

  /// One file object, its keys shuffled, fields missing, `null`, of the
  /// wrong type, repeated or escaped now and then.
  mutating func file() -> String {
    var fields: [(String, String)] = []
    func add(_ key: String, _ value: String, _ g: inout PageGenerator, required: Bool = false) {
      if g.chance(required ? 0.01 : 0.12) { return }  // missing
      if g.chance(required ? 0.01 : 0.1) {
        fields.append((key, "null"))
        return
      }
      fields.append((key, value))
    }
    add("id", chance(0.02) ? "0" : integer(), &self, required: true)
    add(
      "name", chance(0.02) ? pick(["42", "null", "[\"a\"]"]) : "\"\(pick(Self.names))\"", &self,
      required: true)
    add("file_type", chance(0.01) ? "7" : "\"\(pick(Self.fileTypes))\"", &self, required: true)
    add("created_at", date(), &self, required: true)
    add("updated_at", date(), &self)
    add("size", integer(), &self)
    add("parent_id", integer(), &self)
    add("content_type", chance(0.02) ? "3" : "\"\(pick(Self.contentTypes))\"", &self)
    add("extension", chance(0.03) ? "1" : pick(["\"mkv\"", "\"mp3\"", "\"\"", "\"t\\u00e9st\""]), &self)
    add(
      "folder_type",
      chance(0.03)
        ? "false" : pick(["\"REGULAR\"", "\"SHARED_ROOT\"", "\"SHARED_FRIEND\"", "\"SHARED_\\u0052OOT\""]),
      &self)
    for key in ["is_shared", "is_mp4_available", "need_convert"] {
      add(key, chance(0.03) ? pick(["1", "\"true\"", "0"]) : pick(["true", "false"]), &self)
    }
    add("mp4_size", integer(), &self)
    add(
      "start_from",
      chance(0.03)
        ? pick(["\"10\"", "true"]) : pick(["0", "91.7", "1e3", "-0", "-5", "0.0001", "2.5E1", "7"]), &self)
    add("crc32", chance(0.01) ? "7" : pick(["\"f4241\"", "\"\"", "\"0\\u0041\""]), &self)
    add("sha1", chance(0.01) ? "[]" : "\"\(String(repeating: "a9", count: 20))\"", &self)
    add("is_hidden", chance(0.01) ? pick(["1", "\"false\""]) : pick(["true", "false"]), &self)
    add("first_accessed_at", chance(0.7) ? "\"\"" : date(), &self)
    add(
      "sort_by",
      chance(0.01)
        ? "1"
        : pick([
          "\"NAME_ASC\"", "\"DATE_DESC\"", "\"MODIFIED_ASC\"", "\"name_asc\"", "\"SOON_ASC\"",
          "\"WATCH_\\u0044ESC\"",
        ]),
      &self)
    for key in ["icon", "screenshot", "video_metadata", "media_info", "a_field_added_later"] where chance(0.4)
    {
      fields.append((key, anyValue()))
    }
    if chance(0.05), let repeated = fields.randomElement(using: &random) {
      // The last of two equal keys wins: repeat one, sometimes after a bad value.
      fields.append((repeated.0, repeated.1))
      if chance(0.5), let i = fields.firstIndex(where: { $0.0 == repeated.0 }) { fields[i].1 = "\"bad\"" }
    }
    fields.shuffle(using: &random)
    let key = { (name: String) -> String in
      name == "id" && Double.random(in: 0..<1) < 0.05 ? "\\u0069d" : name
    }
    let space = pick(["", " ", "\n  "])
    return "{" + space
      + fields.map { "\"\(key($0.0))\":\(space)\($0.1)" }.joined(separator: "," + space) + space + "}"
  }

  /// A page of `count` files with the page's own fields.
  mutating func page(files count: Int) -> (text: String, files: Int) {
    var fields = ["\"files\": [" + (0..<count).map { _ in file() }.joined(separator: ",\n") + "]"]
    fields.append("\"status\": \"OK\"")
    if chance(0.7) {
      fields.append("\"cursor\": " + pick(["null", "\"\"", "\"eyJwYWdlIjoyfQ==\"", "\"c\\u00e9\""]))
    }
    if chance(0.5) { fields.append("\"total\": " + pick(["1000", "0", "1e3"])) }
    if chance(0.5) { fields.append("\"parent\": " + (chance(0.2) ? "null" : file())) }
    if chance(0.3) { fields.append("\"breadcrumbs\": [[0, \"My Files\"], [12, \"Movies \\u00e9\"]]") }
    fields.shuffle(using: &random)
    return ("{" + fields.joined(separator: ", ") + "}", count)
  }
}

@Suite struct PutioPageTests {
  /// 10,000 generated files in 100 pages: FileKind reads each page to what
  /// Foundation and the SDK's reading make of the same bytes.
  @Test func pagesReadAsFoundationReadsThem() throws {
    var generator = PageGenerator(random: SeededRandom(seed: 32))
    var files = 0
    var problems = 0
    var pages = 0
    for _ in 0..<100 {
      let page = generator.page(files: 100)
      let data = Data(page.text.utf8)
      let foundation = PutioOracle.read(data)
      let fileKind = PutioOracle.fileKind(data)
      if case .page(let a) = foundation, case .page(let b) = fileKind, a != b {
        let i = Array(zip(a.files, b.files)).firstIndex { $0 != $1 }
        Issue.record(
          "file \(String(describing: i)): \(i.map { a.files[$0] } as Any)\n vs \(i.map { b.files[$0] } as Any)\n parent \(String(describing: a.parent)) vs \(String(describing: b.parent)) \(a.cursor == b.cursor) \(a.total == b.total) \(a.breadcrumbs == b.breadcrumbs)"
        )
      } else {
        #expect(foundation == fileKind)
      }
      if foundation == .beyondDoublePrecision { continue }
      guard case .page(let read) = foundation else {
        Issue.record("a generated page is not a page: \(foundation)")
        continue
      }
      pages += 1
      files += read.files.count
      problems += read.files.filter { if case .problem = $0 { true } else { false } }.count
    }
    #expect(files == 10_000)
    // The generator reaches both ways a file can go (twenty fields can refuse one).
    #expect(problems > 300 && problems < 6_000, "\(problems) problems")
    report("put.io pages: \(pages) pages, \(files) files, \(problems) refused as the SDK refuses them")
  }

  /// Dates in every form, alone: FileKind's instant is Foundation's, to the bit.
  @Test func datesAreFoundationsInstants() {
    var generator = PageGenerator(random: SeededRandom(seed: 8601))
    var compared = 0
    for _ in 0..<20_000 {
      let quoted = generator.date()
      let text = String(quoted.dropFirst().dropLast())
      let page = "{\"files\":[{\"id\":1,\"name\":\"a\",\"file_type\":\"FILE\",\"created_at\":\(quoted)}]}"
      let expected = PutioOracle.sdkDate(text)
      let read = try? PutioPage(reading: Array(page.utf8))
      let got = read?.files.first?.entry.added
      #expect(got == expected, "\(text)")
      if expected != nil { compared += 1 }
    }
    #expect(compared > 15_000)
  }

  /// Which bytes are JSON: each of Foundation's refusals and acceptances,
  /// put into a page's unknown field, is FileKind's too.
  @Test func jsonIsFoundationsJSON() {
    let values = [
      "1e400", "-1e400", "1e-400", "01", "-", "1.", ".5", "1e", "+1", "NaN", "[1,]", "{\"a\":1,}", "[,]",
      "{,}", "[1,,2]", "\"\\x\"", "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "\"\\ud83d\\ude00\"",
      "\"a\tb\"", "\"a\u{1}b\"", "\"\u{7f}\"", "tru", "nulll", "\"\\u00G0\"", "1.7976931348623157e308",
      "1.7976931348623159e308", "9\(String(repeating: "9", count: 308))",
      "0.\(String(repeating: "0", count: 400))1",
      "-0.0e-0", "1E+2", "{\"a\" 1}", "{1:2}", "[1 2]", "\"\\/\"", "\"\\u0000\"", "[]]", "{}}",
    ]
    for value in values {
      let data = Data("{\"files\":[],\"x\":\(value)}".utf8)
      #expect(
        PutioOracle.agree(foundation: PutioOracle.read(data), fileKind: PutioOracle.fileKind(data)),
        "\(value)")
    }
    // Bytes that are not UTF-8, and a byte order mark.
    let raw: [[UInt8]] = [
      [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xEF, 0xBF, 0xBF],
      [0xF0, 0x9F, 0x98, 0x80],
    ]
    for bytes in raw {
      let data = Data(Array("{\"files\":[],\"x\":\"".utf8) + bytes + Array("\"}".utf8))
      #expect(PutioOracle.read(data) == PutioOracle.fileKind(data), "\(bytes)")
    }
    // The last of two equal page keys wins, its refusal with it.
    for page in [
      "{\"files\":[],\"total\":\"\",\"total\":1}", "{\"files\":[],\"total\":1,\"total\":\"\"}",
      "{\"files\":{},\"files\":[]}", "{\"cursor\":1,\"files\":[],\"cursor\":null}",
    ] {
      let data = Data(page.utf8)
      #expect(PutioOracle.read(data) == PutioOracle.fileKind(data), "\(page)")
    }
    let marked = Data([0xEF, 0xBB, 0xBF] + Array("{\"files\":[]}".utf8))
    #expect(PutioOracle.read(marked) == PutioOracle.fileKind(marked))
    let utf16 = Data("{\"files\":[]}".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    #expect(PutioOracle.agree(foundation: PutioOracle.read(utf16), fileKind: PutioOracle.fileKind(utf16)))
    #expect(throws: PutioPageError.notUTF8) { try PutioPage(reading: utf16) }
  }

  /// Nesting: as deep as Foundation reads is read, one level more is
  /// refused by both, and 100,000 levels refuse without a deep stack.
  @Test(arguments: [509, 510, 511, 512, 100_000])
  func nestingIsBoundedAsFoundationBoundsIt(levels: Int) {
    let value = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
    let data = Data("{\"files\":[],\"x\":\(value)}".utf8)
    #expect(PutioOracle.read(data) == PutioOracle.fileKind(data), "\(levels)")
  }

  /// A page that is not JSON, or not a page, is one error naming the byte.
  @Test func badPagesAreOneErrorWithTheirOffset() throws {
    #expect(throws: PutioPageError.notJSON(offset: 10, reason: "expected a value")) {
      try PutioPage(reading: Array("{\"files\":[,]}".utf8))
    }
    #expect(throws: PutioPageError.notAPage(offset: 9, reason: "files is not an array")) {
      try PutioPage(reading: Array("{\"files\":{}}".utf8))
    }
    #expect(throws: PutioPageError.notAPage(offset: 0, reason: "a page is a JSON object")) {
      try PutioPage(reading: Array("[1]".utf8))
    }
    // An exponent past 64 bits: the number is infinite, so not JSON here;
    // JSONSerialization's answer there depends on how its exponent wraps.
    #expect(throws: PutioPageError.notJSON(offset: 16, reason: "a number too large for a Double")) {
      try PutioPage(reading: Array("{\"files\":[],\"x\":29e9999999999999999999}".utf8))
    }
    #expect(try PutioPage(reading: Array("{\"files\":[],\"x\":29e-9999999999999999999}".utf8)).files.isEmpty)
    #expect(throws: PutioPageError.notJSON(offset: 12, reason: "more after the page's closing brace")) {
      try PutioPage(reading: Array("{\"files\":[]}x".utf8))
    }
    do {
      _ = try PutioPage(reading: Array("{\"files\":[{\"id\":1".utf8))
      Issue.record("a cut page was read")
    } catch {
      #expect(error.offset == 17)
    }
  }

  /// A bad file is a problem naming its index, key and the value's byte;
  /// the page's other files come back beside it.
  @Test func badFilesAreProblemsBesideTheGoodOnes() throws {
    let text = """
      {"files": [
      {"id": 1, "name": "a.mkv", "file_type": "VIDEO", "created_at": "2020-01-01T00:00:00"},
      {"id": 2, "name": "b.mkv", "file_type": "VIDEO", "created_at": "2020-01-01T00:00:00", "size": "big"},
      {"id": 3, "name": "c.mkv", "created_at": "2020-01-01T00:00:00"},
      7,
      {"id": 5, "name": "e.mkv", "file_type": "VIDEO", "created_at": "soon"}
      ], "cursor": ""}
      """
    let bytes = Array(text.utf8)
    let page = try PutioPage(reading: bytes)
    #expect(page.files.map(\.id) == [1])
    #expect(page.cursor == nil)
    #expect(page.problems.map(\.index) == [1, 2, 3, 4])
    #expect(page.problems.map(\.key) == ["size", "file_type", "", "created_at"])
    #expect(page.problems.map(\.reason) == [.wrongType, .missing, .notAnObject, .notADate])
    // Each offset is where the value (or the file, for a missing key) starts.
    let starts = page.problems.map { UnicodeScalar(bytes[$0.offset]) }
    #expect(starts == ["\"", "{", "7", "\""])
    #expect(page.problems[0].description.hasPrefix("file 1: size: wrong type (byte "))
  }

  /// The page's values and what each file keeps, on the API's own example.
  @Test func theExamplePageReadsWhole() throws {
    let text = """
      {"files": [{"id": 7, "name": "Tears.of.Steel.mkv", "parent_id": 0, "size": 1200000000,
        "file_type": "VIDEO", "content_type": "video/x-matroska", "extension": "mkv",
        "created_at": "2013-09-07T21:32:03", "updated_at": "2026-04-23T19:08:48.356333",
        "is_shared": true, "is_mp4_available": true, "mp4_size": 900000000, "start_from": 91.7,
        "need_convert": false, "folder_type": "REGULAR", "video_metadata": {"height": 1080}}],
       "parent": {"id": 0, "name": "My Files", "file_type": "FOLDER", "created_at": "2013-01-01T00:00:00Z",
        "content_type": "application/x-directory", "folder_type": "REGULAR"},
       "cursor": "next", "status": "OK", "total": 1, "breadcrumbs": [[0, "My Files"]]}
      """
    let page = try PutioPage(reading: Data(text.utf8))
    let file = try #require(page.files.first)
    #expect(file.entry.kind == .video)
    #expect(file.resolution.source == .fileType)
    #expect(file.entry.flags == [.shared, .resumePoint])
    #expect(file.parentID == 0 && file.isMP4Available && file.mp4Size == 900_000_000)
    #expect(file.fileExtension == "mkv" && file.startFrom == 91.7)
    #expect(file.entry.added == PutioOracle.sdkDate("2013-09-07T21:32:03"))
    #expect(file.entry.date == PutioOracle.sdkDate("2026-04-23T19:08:48.356333"))
    #expect(page.parent?.entry.kind == .folder)
    #expect(page.cursor == "next" && page.total == 1)
    #expect(page.breadcrumbs == [.init(id: 0, name: "My Files")])
  }

  /// What a sync engine checks: the checksums, hidden, first access, the
  /// folder's type and its order, each as sent.
  @Test func whatASyncEngineChecksIsRead() throws {
    let text = """
      {"files": [{"id": 7, "name": "a.mkv", "file_type": "VIDEO", "created_at": "2013-09-07T21:32:03",
        "crc32": "1c291ca3", "sha1": "a9993e364706816aba3e25717850c26c9cd0d89d", "is_hidden": true,
        "first_accessed_at": "2024-02-03T04:05:06.789+02:00", "folder_type": "REGULAR", "sort_by": null},
       {"id": 8, "name": "Friend", "file_type": "FOLDER", "created_at": "2013-09-07T21:32:03",
        "folder_type": "SHARED_FRIEND", "first_accessed_at": "", "sort_by": "SOON_ASC", "crc32": null}],
       "parent": {"id": 1, "name": "Films", "file_type": "FOLDER", "created_at": "2013-01-01T00:00:00",
        "sort_by": "MODIFIED_DESC"}}
      """
    let page = try PutioPage(reading: Array(text.utf8))
    #expect(page.problems.isEmpty)
    let (file, friend) = (page.files[0], page.files[1])
    #expect(file.crc32 == "1c291ca3" && file.sha1 == "a9993e364706816aba3e25717850c26c9cd0d89d")
    #expect(file.isHidden && !friend.isHidden)
    #expect(file.firstAccessed == PutioOracle.sdkDate("2024-02-03T04:05:06.789+02:00"))
    #expect(friend.firstAccessed == nil && friend.crc32 == nil && friend.sha1 == nil)
    #expect(file.folderType == .regular && friend.folderType == .sharedFriend)
    // A folder type other than the shared root flags nothing.
    #expect(friend.entry.flags == [] && friend.entry.kind == .folder)
    // An order put.io may add later is no order yet, and the file is read.
    #expect(file.sortBy == nil && friend.sortBy == nil)
    #expect(page.parent?.sortBy == ListingSort(.modified, .descending))
  }

  /// Every order put.io writes reads as the listing's own parser reads it.
  @Test(arguments: ListingSort.Key.allCases)
  func everySortByIsTheListingsOrder(key: ListingSort.Key) throws {
    for direction in ListingSort.Direction.allCases {
      let spelling = "\(key.rawValue)_\(direction.rawValue)"
      for sent in [spelling, spelling.lowercased(), spelling + " "] {
        let text = """
          {"files": [{"id": 1, "name": "a", "file_type": "FOLDER", "created_at": "2020-01-01T00:00:00",
           "sort_by": "\(sent)"}]}
          """
        let page = try PutioPage(reading: Array(text.utf8))
        #expect(page.files.first?.sortBy == ListingSort(sent), "\(sent)")
      }
    }
  }

  /// The new fields refuse a file as every optional field does: of the
  /// wrong type, or a first access that is not a date.
  @Test func badSyncFieldsAreProblems() throws {
    let file = #"{"id": 1, "name": "a", "file_type": "FILE", "created_at": "2020-01-01T00:00:00", "#
    let cases: [(String, String, PutioFileProblem.Reason)] = [
      (#""crc32": 7"#, "crc32", .wrongType), (#""sha1": []"#, "sha1", .wrongType),
      (#""is_hidden": "true""#, "is_hidden", .wrongType),
      (#""first_accessed_at": "soon""#, "first_accessed_at", .notADate),
      (#""first_accessed_at": 1"#, "first_accessed_at", .wrongType),
      (#""sort_by": 1"#, "sort_by", .wrongType),
    ]
    for (field, key, reason) in cases {
      let page = try PutioPage(reading: Array(("{\"files\": [" + file + field + "}]}").utf8))
      #expect(page.files.isEmpty)
      #expect(page.problems.map(\.key) == [key] && page.problems.map(\.reason) == [reason], "\(field)")
    }
  }

  /// A file encoded before the sync fields were read decodes, with them
  /// as not sent.
  @Test func filesEncodedBeforeDecode() throws {
    let text = """
      {"files": [{"id": 7, "name": "a.mkv", "file_type": "VIDEO", "created_at": "2013-09-07T21:32:03",
        "crc32": "1c291ca3", "is_hidden": true, "folder_type": "REGULAR", "sort_by": "NAME_ASC"}]}
      """
    let file = try #require(try PutioPage(reading: Array(text.utf8)).files.first)
    #expect(try JSONDecoder().decode(PutioFile.self, from: JSONEncoder().encode(file)) == file)
    var object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(file)) as? [String: Any])
    for key in ["crc32", "sha1", "isHidden", "firstAccessed", "folderType", "sortBy"] {
      object[key] = nil
    }
    let old = try JSONDecoder().decode(PutioFile.self, from: JSONSerialization.data(withJSONObject: object))
    var expected = file
    expected.crc32 = nil
    expected.isHidden = false
    expected.folderType = nil
    expected.sortBy = nil
    #expect(old == expected)
  }
}
