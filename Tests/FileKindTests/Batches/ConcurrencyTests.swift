import Foundation
import Testing

@testable import FileKind

/// Eight threads classify, format, render and sniff at once with shared
/// formatters (run under ThreadSanitizer in CI).
@Suite struct ConcurrencyTests {
  @Test func eightThreadsShareEverything() async throws {
    let now = Date(timeIntervalSince1970: 1_773_921_600)
    let zone = TimeZone(identifier: "America/New_York")!
    let renderer = RowRenderer(.init(presentation: .swiftUI, now: now, timeZone: zone))
    let subtitle = SubtitleFormatter(style: RowPresentation.uiKit.subtitle, now: now, timeZone: zone)
    let sample = Array(
      try Data(
        contentsOf: PackageRoot.file("Corpus/samples/sample.mkv")))
    let names = ["a.mkv", "b.tar.gz", "c.HEIC", "README", "d.r00", "e.pdf", "f.flac", ".bashrc"]
    let expected = names.map { NameClassifier.kind(of: $0) }
    let single = (0..<200).map {
      subtitle.string(size: Int64($0) * 1_000_003, date: now - Double($0) * 3_607)
    }
    let agreed = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<8 {
        group.addTask {
          var ok = true
          for round in 0..<200 {
            ok = ok && names.map { NameClassifier.kind(of: $0) } == expected
            ok =
              ok
              && subtitle.string(size: Int64(round) * 1_000_003, date: now - Double(round) * 3_607)
                == single[round]
            ok =
              ok
              && !renderer.row(for: FileEntry(name: names[round % names.count], size: 1, date: now)).subtitle
                .isEmpty
            if round % 20 == 0 {
              ok = ok && (try? ContentSniffer.shared.sniff(bytes: sample).type.name) == "video/x-matroska"
            }
          }
          return ok
        }
      }
      return await group.allSatisfy { $0 }
    }
    #expect(agreed)
  }
}
