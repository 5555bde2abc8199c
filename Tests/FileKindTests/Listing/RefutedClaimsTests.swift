import Foundation
import Testing

@testable import FileKind

/// Bytes that are not media refute every claim of a self-describing
/// format, put.io's `file_type` included, all the way to the row.
@Suite struct RefutedClaimsTests {
  @Test(arguments: [PutioFileType.video, .audio, .image, .archive, .pdf, "Video"])
  func anEmptyDownloadIsNotWhatPutioCallsIt(_ fileType: PutioFileType) {
    let empty = MediaType(.applicationXZerosize)
    let resolution = KindResolver.resolve(KindSignals(name: "clip", sniffed: empty, fileType: fileType))
    #expect(resolution.kind == .other)
    #expect(resolution.source == .sniff)
    // Through the row: no Play, no Download, whichever tier.
    var entry = FileEntry(name: "clip", size: 0, date: Date(), fileType: fileType)
    #expect(entry.kind == fileType.kind)
    entry.sniffed = empty
    for tier in RowPresentation.all {
      let row = RowRenderer(presentation: tier, now: Date(), timeZone: .gmt).row(for: entry)
      let titles = (row.swipe + row.menu + row.more).map(\.title)
      #expect(!titles.contains("Play") && !titles.contains("Download"), "\(tier): \(titles)")
      #expect(row.kind == .other)
    }
  }

  @Test func unknownBytesRefuteVideoButNotText() {
    let unknown = MediaType(.applicationOctetStream)
    #expect(KindResolver.resolve(KindSignals(name: "x", sniffed: unknown, fileType: .video)).kind == .other)
    #expect(KindResolver.resolve(KindSignals(name: "x", sniffed: unknown, fileType: .text)).kind == .document)
    #expect(KindResolver.resolve(KindSignals(name: "x", sniffed: unknown, fileType: .file)).kind == .other)
    // A name of a format with no header keeps put.io's type for unknown
    // bytes, never for empty ones.
    #expect(
      KindResolver.resolve(KindSignals(name: "stream.ts", sniffed: unknown, fileType: .video)).kind == .video)
    let empty = MediaType(.applicationXZerosize)
    #expect(
      KindResolver.resolve(KindSignals(name: "stream.ts", sniffed: empty, fileType: .video)).kind == .other)
    // Media bytes put.io calls VIDEO stay video.
    let mp4 = MediaType("video/mp4")
    #expect(KindResolver.resolve(KindSignals(name: "x", sniffed: mp4, fileType: .video)).kind == .video)
  }
}
