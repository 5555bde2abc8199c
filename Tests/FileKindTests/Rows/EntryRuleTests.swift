import Foundation
import Testing

@testable import FileKind

/// An entry's kind follows one rule, whichever initializer made it and
/// whatever changed after; rows never share an identity.
@Suite struct EntryRuleTests {
  static let now = Date(timeIntervalSince1970: 1_773_921_600)

  @Test func theKindDoesNotDependOnTheInitializer() {
    var plain = FileEntry(name: "a.mkv", isFolder: true, size: 1, date: Self.now)
    var declared = FileEntry(
      name: "a.mkv", isFolder: true, size: 1, date: Self.now, contentType: MediaType("video/x-matroska"))
    #expect(plain.kind == .folder && declared.kind == .folder)
    #expect(plain.resolvedKind == .video && declared.resolvedKind == .video)
    plain.isFolder = false
    declared.isFolder = false
    #expect(plain.kind == .video && declared.kind == .video)
    // The root of a share is a folder by the same rule the command uses.
    let root = FileEntry(name: "a.mkv", size: 1, date: Self.now, flags: [.sharedRoot])
    #expect(root.kind == .folder)
    #expect(FileEntry.kind(resolved: .video, isFolder: false, flags: [.sharedRoot]) == .folder)
  }

  @Test func aRenameDecidesTheKindAgain() {
    var entry = FileEntry(name: "clip.mkv", size: 1, date: Self.now)
    entry.name = "notes.pdf"
    #expect(entry.kind == .document)
    entry.contentType = MediaType("audio/flac")
    #expect(entry.kind == .audio)
    entry.fileType = .video
    #expect(entry.kind == .video)
  }

  @Test func rowsWithoutAnIdDoNotShareAnIdentity() {
    let renderer = RowRenderer(.init(presentation: .swiftUI, now: Self.now, timeZone: .gmt))
    let rows = ["a.mkv", "b.mkv", "c.mkv"].map {
      renderer.row(for: FileEntry(name: $0, size: 1, date: Self.now))
    }
    #expect(Set(rows.map(\.id)).count == 3)
    let withID = renderer.row(for: FileEntry(id: 7, name: "a.mkv", size: 1, date: Self.now))
    #expect(withID.id == .file(7) && withID.fileID == 7)
  }

  @Test func anyIntegerTypeIsASize() {
    let bytes = 1_200_000_000
    let entry = FileEntry(id: bytes, name: "x.mkv", size: bytes, date: Self.now)
    #expect(entry.size == 1_200_000_000 && entry.id == 1_200_000_000)
    #expect(SizeFormatter(.tabular).string(bytes) == "1.20 GB")
    #expect(SizeFormatter(.tabular).string(UInt64.max) == SizeFormatter(.tabular).string(Int64.max))
    let subtitle = SubtitleFormatter(style: RowPresentation.swiftUI.subtitle, now: Self.now, timeZone: .gmt)
    #expect(
      subtitle.string(size: bytes, date: Self.now) == subtitle.string(size: Int64(bytes), date: Self.now))
  }

  @Test func anUnsupportedNowFormatsNothingAndHasNoNextChange() {
    for bad in [Double.nan, .infinity, -.infinity, 1e14] {
      for style in RelativeDateFormatter.Style.allCases {
        let formatter = RelativeDateFormatter(
          style, now: Date(timeIntervalSinceReferenceDate: bad), timeZone: .gmt)
        let date = Date(timeIntervalSinceReferenceDate: 2 * 86_400)
        #expect(formatter.string(for: date) == "—")
        #expect(formatter.nextChange(for: date) == nil)
      }
    }
  }
}
