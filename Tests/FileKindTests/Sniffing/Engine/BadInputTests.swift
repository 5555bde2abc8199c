import FileKindCommandCore
import Foundation
import Testing

@testable import FileKind

#if canImport(Glibc)
  import Glibc
#endif

/// SPEC §9: every bad input gets a defined answer or a typed error.
@Suite struct BadInputTests {
  static let now = Date(timeIntervalSince1970: 1_773_921_600)
  static let renderers = RowPresentation.all.map {
    RowRenderer(.init(presentation: $0, now: now, timeZone: .gmt))
  }

  static let badNames: [(String, String, IconKind)] = [
    ("empty", "", .other),
    ("only dots", "....", .other),
    ("10 KB", String(repeating: "x", count: 10_240), .other),
    ("10 KB with extension", String(repeating: "x", count: 10_240) + ".flac", .audio),
    ("NUL inside", "movie\u{0}.mkv", .video),
    ("NUL in extension", "movie.mk\u{0}v", .other),
    ("control characters", "\u{1}\u{7}\u{1B}[31mred.pdf", .document),
    ("newline and tab", "two\nlines\t.txt", .document),
    ("right-to-left override", "invoice\u{202E}fdp.exe", .other),
    ("right-to-left mark in extension", "clip.mp\u{200F}4", .other),
    ("fullwidth dot", "clip\u{FF0E}mp4", .other),
    ("ideographic full stop", "clip\u{3002}mp4", .other),
    ("lone combining mark", "\u{301}.jpg", .image),
  ]

  @Test(arguments: badNames)
  func names(label: String, name: String, kind: IconKind) {
    #expect(NameClassifier.kind(of: name) == kind, "\(label)")
    for renderer in Self.renderers {
      let row = renderer.row(for: FileEntry(name: name, size: 1, date: Self.now))
      #expect(row.name == name, "names are never rewritten")
      #expect(row.kind == kind)
    }
  }

  @Test func invalidUTF8Bytes() {
    let cases: [[UInt8]] = [
      [0xFF], [0xC0, 0x80, 0x2E, 0x6A, 0x70, 0x67], [0xED, 0xA0, 0x80, 0x2E, 0x7A, 0x69, 0x70],
      [0x2E, 0xFF, 0xFE], [0xF4, 0x90, 0x80, 0x80, 0x2E, 0x6D, 0x6B, 0x76],
    ]
    let kinds: [IconKind] = [.other, .image, .archive, .other, .video]
    for (bytes, kind) in zip(cases, kinds) {
      #expect(NameClassifier.kind(ofBytes: bytes) == kind, "\(bytes)")
    }
  }

  @Test func sizes() {
    for renderer in Self.renderers {
      let negative = renderer.row(for: FileEntry(name: "a.mkv", size: -5, date: Self.now))
      #expect(negative.size == "—")
      let huge = renderer.row(for: FileEntry(name: "a.mkv", size: .max, date: Self.now))
      #expect(huge.size == "9.22 EB")
      #expect(renderer.row(for: FileEntry(name: "a.mkv", size: .min, date: Self.now)).size == "—")
    }
  }

  /// As seconds since 2001: Foundation's own `Date.description` traps on
  /// NaN and infinities, so the test arguments cannot be `Date`s.
  static let badDates: [(String, Double)] = [
    ("NaN", .nan), ("+infinity", .infinity), ("-infinity", -.infinity),
    (
      "year 1",
      DateComponents(calendar: Calendar(identifier: .gregorian), timeZone: .gmt, year: 1, month: 1, day: 1)
        .date!.timeIntervalSinceReferenceDate
    ),
    (
      "year 9999",
      DateComponents(
        calendar: Calendar(identifier: .gregorian), timeZone: .gmt, year: 9999, month: 12, day: 31
      ).date!.timeIntervalSinceReferenceDate
    ),
    ("distantPast", Date.distantPast.timeIntervalSinceReferenceDate),
    ("distantFuture", Date.distantFuture.timeIntervalSinceReferenceDate),
    ("greatest finite", .greatestFiniteMagnitude),
  ]

  @Test(arguments: badDates)
  func dates(label: String, seconds: Double) {
    let date = Date(timeIntervalSinceReferenceDate: seconds)
    for style in RelativeDateFormatter.Style.allCases {
      for zone in ["UTC", "America/New_York", "Australia/Lord_Howe"] {
        let formatter = RelativeDateFormatter(style, now: Self.now, timeZone: TimeZone(identifier: zone)!)
        let text = formatter.string(for: date)
        #expect(
          !text.isEmpty && text.utf8.count <= RelativeDateFormatter.maximumLength, "\(label) \(style) \(zone)"
        )
        if !date.timeIntervalSinceReferenceDate.isFinite || abs(date.timeIntervalSinceReferenceDate) > 1e13 {
          #expect(text == "—", "\(label)")
        } else {
          #expect(text.hasSuffix("ago") || text.hasPrefix("in "), "\(label): \(text)")
        }
      }
    }
    // A bad `now` is answered too.
    let odd = RelativeDateFormatter(.timeAgo, now: date, timeZone: .gmt)
    #expect(!odd.string(for: Self.now).isEmpty)
  }

  @Test func yearOneAndYear9999ReadAsYears() {
    let named = RelativeDateFormatter(.named, now: Self.now, timeZone: .gmt)
    let yearOne = Date(timeIntervalSinceReferenceDate: Self.badDates[3].1)
    let year9999 = Date(timeIntervalSinceReferenceDate: Self.badDates[4].1)
    #expect(named.string(for: yearOne) == "2,025 years ago")
    #expect(named.string(for: year9999) == "in 7,973 years")
    let ago = RelativeDateFormatter(.timeAgo, now: Self.now, timeZone: .gmt)
    #expect(ago.string(for: yearOne) == "2025 years ago")
  }

  static let badTypes: [(String, String)] = [
    ("empty", ""), ("garbage", "¯\\_(ツ)_/¯"), ("10 KB", String(repeating: "a", count: 10_240)),
    ("parameter without value", "video/mp4; codecs"), ("only parameters", "; charset=utf-8"),
    ("two slashes", "video//mp4"), ("spaces inside", "video/ mp4"), ("NUL", "video/mp4\u{0}"),
  ]

  @Test(arguments: badTypes)
  func mediaTypes(label: String, text: String) {
    let kind = MediaType.kind(of: text)
    if label == "parameter without value" {
      #expect(kind == .video)
    } else {
      #expect(kind == nil, "\(label)")
      #expect(MediaType.canonical(text) == nil, "\(label)")
    }
    // And it never outranks the name in the resolver when it says nothing.
    #expect(
      KindResolver.resolve(KindSignals(name: "a.flac", contentType: mediaType(text))).kind == (kind ?? .audio)
    )
  }

  @Test func unknownFileTypesAreKept() {
    let entry = FileEntry(name: "a.flac", size: 1, date: Self.now, fileType: "HOLOGRAM")
    #expect(entry.fileType?.rawValue == "HOLOGRAM")
    #expect(entry.kind == .audio)
  }

  @Test func listingLines() {
    let cases: [(String, Bool)] = [
      ("a.mkv\t1\t0", true), ("a.mkv\t-1\t0", false), ("a.mkv\t1\t-86400.5", true),
      ("a.mkv\t1\t1e300", false), ("a.mkv\t1\t99999999999999999999", false),
      ("a.mkv\t1\t0\t", true), ("a.mkv\t1\t0\tfolder, shared", true),
      ("", false), ("a.mkv", false), ("a.mkv\t1", false), ("\t1\t0", false), ("a.mkv\t\t0", false),
      ("a.mkv\t1e3\t0", false), ("a.mkv\t99999999999999999999\t0", false), ("a.mkv\t1\tnan", false),
      ("a.mkv\t1\tinf", false), ("a.mkv\t1\t1.", false), ("a.mkv\t1\t.5", false),
      ("a.mkv\t1\t0\tbogus", false), ("a.mkv\t1\t0\tfolder\textra", false),
      ("a.mkv\t1\t" + String(repeating: "9", count: 40), false),
    ]
    for (line, ok) in cases {
      switch ListingLine.parse(line) {
      case .success: #expect(ok, "\(line.debugDescription) parsed")
      case .failure(let error):
        #expect(!ok, "\(line.debugDescription): \(error)")
        #expect(!error.reason.isEmpty)
      }
    }
  }
}
