import Foundation
import Testing

@testable import FileKind

#if canImport(Glibc)
  import Glibc
#endif

/// What a sync engine persists comes back as the same value.
@Suite struct CodableTests {
  static func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
  }

  @Test func mediaTypesTravelAsTheirNames() throws {
    for name in [
      "video/x-matroska", "audio/x-m4a", "application/vnd.example+json", "text/plain; charset=utf-8",
    ] {
      let type = try #require(MediaType(name))
      #expect(try Self.roundTrip(type) == type)
      #expect(try JSONDecoder().decode(String.self, from: JSONEncoder().encode(type)) == type.name)
      // Lossless as a string too.
      #expect(MediaType(type.description) == type)
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(MediaType.self, from: Data("\"no type\"".utf8))
    }
  }

  /// Templates share their parts between rows but stay values: a changed
  /// copy leaves the original alone, and every template of both
  /// presentations comes back from JSON equal, its offline mark written
  /// only when there is one.
  @Test func templatesAreValuesThatRoundTrip() throws {
    for presentation in [RowPresentation.swiftUI, .uiKit] {
      let renderer = RowRenderer(presentation: presentation, now: Date(), timeZone: .gmt)
      for kind in IconKind.allCases {
        for flags in [EntryFlags(), [.offline], [.needsConversion, .resumePoint]] {
          let template = renderer.template(kind: kind, flags: flags)
          #expect(try Self.roundTrip(template) == template)
          let json = try #require(String(data: JSONEncoder().encode(template), encoding: .utf8))
          #expect(json.contains("\"offlineMark\"") == (template.offlineMark != nil))
          var changed = template
          changed.swipe = []
          changed.offlineMark = nil
          #expect(template == renderer.template(kind: kind, flags: flags))
          #expect(changed.swipe.isEmpty && changed.menu == template.menu)
          #expect((changed == template) == (template.swipe.isEmpty && template.offlineMark == nil))
        }
      }
    }
  }

  @Test func entriesRowsAndResolutionsRoundTrip() throws {
    let now = Date(timeIntervalSince1970: 1_773_921_600)
    let sniffed = MediaType("audio/mp4")
    let entries = [
      FileEntry(name: "Films", isFolder: true, size: 8_000_000_000, date: now, itemCount: 128),
      FileEntry(
        id: 42, name: "clip.mkv", size: 10, date: now - 60, added: now - 3_600, fileType: .video,
        contentType: MediaType("video/x-matroska"), sniffed: sniffed, flags: [.offline, .resumePoint]),
      FileEntry(name: "odd", size: -1, date: now, fileType: "SOMETHING_NEW"),
    ]
    for entry in entries {
      let back = try Self.roundTrip(entry)
      #expect(back == entry)
      #expect(back.kind == entry.kind)
      for tier in RowPresentation.all {
        let row = RowRenderer(presentation: tier, now: now, timeZone: .gmt).row(for: entry)
        #expect(try Self.roundTrip(row) == row)
      }
    }
    let signals = KindSignals(
      name: "clip.mkv", sniffed: sniffed, fileType: .video, contentType: MediaType("video/mp4"))
    #expect(try Self.roundTrip(signals) == signals)
    let resolution = KindResolver.resolve(signals)
    #expect(try Self.roundTrip(resolution) == resolution)
  }

  /// The value path decides the kind from the sniffed type as given, as
  /// setting it afterwards does.
  @Test func anEntryTakesItsSniffedTypeAsAValue() {
    let html = MediaType("text/html")
    let given = FileEntry(name: "movie.mkv", size: 1, date: Date(), fileType: .video, sniffed: html)
    var set = FileEntry(name: "movie.mkv", size: 1, date: Date(), fileType: .video)
    set.sniffed = html
    #expect(given.kind == .document)
    #expect(given.kind == set.kind)
    #expect(given.sniffed == html)
  }
}
