import Foundation
import Testing

@testable import FileKind

/// The seed cards' subtitles, verbatim, from Corpus/seed-listing.tsv at the
/// cards' "now" (2026-03-19 12:00 UTC).
@Suite struct SubtitleTests {
  static let now = Date(timeIntervalSince1970: 1_773_921_600)
  static let hour = 3_600.0
  static let day = 86_400.0

  static let swiftui: [(Int64, Double, String)] = [
    (3_420_000_000, 2 * day, "3.42 GB · 2 days ago"), (1_200_000_000, 8 * day, "1.20 GB · last week"),
    (72_400_000, 22 * day, "72.4 MB · 3 weeks ago"), (210_000, 40 * day, "210 KB · last month"),
    (14_830_000_000, 183 * day, "14.8 GB · 6 months ago"), (18_600_000_000, 5 * day, "18.6 GB · 5 days ago"),
  ]
  static let uikit: [(Int64, Double, String)] = [
    (8_000_000_000, 2 * hour, "8 GB - 2 hours ago"), (12_000_000_000, 2 * hour, "12 GB - 2 hours ago"),
    (4_000_000_000, 2 * hour, "4 GB - 2 hours ago"), (3_420_000_000, 2 * day, "3.42 GB - 2 days ago"),
    (1_170_000_000, 5 * day, "1.17 GB - 5 days ago"), (84_200_000, 8 * day, "84.2 MB - last week"),
    (6_100_000_000, 22 * day, "6.1 GB - 3 weeks ago"), (1_100_000, 40 * day, "1.1 MB - last month"),
    (2_400_000, 183 * day, "2.4 MB - 6 months ago"), (12_000_000, 2 * hour, "12 MB - 2 hours ago"),
  ]

  @Test func seedSubtitles() {
    for (tier, cases) in [(RowPresentation.swiftUI, Self.swiftui), (.uiKit, Self.uikit)] {
      let formatter = SubtitleFormatter(style: tier.subtitle, now: Self.now, timeZone: .gmt)
      for (size, age, text) in cases {
        #expect(formatter.string(size: size, date: Self.now - age) == text)
      }
    }
  }

  @Test func bufferAPIWritesTheSameBytes() {
    let formatter = SubtitleFormatter(style: RowPresentation.swiftUI.subtitle, now: Self.now, timeZone: .gmt)
    var storage = [UInt8](repeating: 0, count: SubtitleFormatter.maximumLength)
    for (size, age, text) in Self.swiftui {
      let n = storage.withUnsafeMutableBufferPointer {
        formatter.write(size: size, date: Self.now - age, into: $0)
      }
      #expect(n.map { String(decoding: storage[..<$0], as: UTF8.self) } == text)
    }
    var short = [UInt8](repeating: 0, count: 5)
    #expect(
      short.withUnsafeMutableBufferPointer { formatter.write(size: 1, date: Self.now, into: $0) } == nil)
  }

  @Test func badDatesHaveADefinedAnswer() {
    let named = RelativeDateFormatter(.named, now: Self.now, timeZone: .gmt)
    let ago = RelativeDateFormatter(.timeAgo, now: Self.now, timeZone: .gmt)
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(named.string(for: Date(timeIntervalSinceReferenceDate: bad)) == "—")
      #expect(ago.string(for: Date(timeIntervalSinceReferenceDate: bad)) == "—")
    }
    #expect(named.string(for: .distantPast).hasSuffix("years ago"))
    #expect(named.string(for: .distantFuture).hasPrefix("in "))
    #expect(ago.string(for: .distantFuture).hasSuffix("years ago"))
    // A now that is not finite still formats.
    let odd = RelativeDateFormatter(.named, now: Date(timeIntervalSinceReferenceDate: .nan), timeZone: .gmt)
    #expect(!odd.string(for: Self.now).isEmpty)
  }

  @Test func formatStyle() {
    let style = FileKindRelativeDateFormatStyle(.named, now: Self.now, timeZone: .gmt)
    #expect((Self.now - 2 * Self.day).formatted(style) == "2 days ago")
    #expect(
      (Self.now - Self.day).formatted(.fileKindRelative(.timeAgo, now: Self.now, timeZone: .gmt))
        == "yesterday")
  }
}
