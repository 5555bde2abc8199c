import Foundation
import Testing

@testable import FileKind

/// The awaited batch calls answer what the blocking ones answer, in order.
@Suite struct AwaitedBatchTests {
  @Test func awaitedBatchesKeepOrderAndAnswers() async throws {
    let names = NameFixtures.benchListing(20_000)
    let signals = names.map { KindSignals(name: $0) }
    let awaited = await KindResolver.resolve(batch: signals)
    // The blocking forms, called from synchronous code as worker threads call them.
    let blockingKinds = { KindResolver.resolve(batch: signals, options: .callerThread) }()
    #expect(awaited == blockingKinds)
    let renderer = RowRenderer(
      presentation: .uiKit, now: Date(timeIntervalSince1970: 1_773_921_600), timeZone: .gmt)
    let entries = names.enumerated().map {
      FileEntry(name: $1, size: Int64($0), date: Date(timeIntervalSince1970: 1_770_000_000 + Double($0)))
    }
    let rows = await renderer.rows(for: entries)
    let blockingRows = { renderer.rows(for: entries, options: .callerThread) }()
    #expect(rows == blockingRows)
    let samples = PackageRoot.file("Corpus/samples")
    let paths = try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted().map {
      samples.appendingPathComponent($0).path
    }
    let sniffed = await ContentSniffer.shared.sniff(paths: paths)
    let blocking = { ContentSniffer.shared.sniff(paths: paths, options: .callerThread) }()
    #expect(sniffed.map { try? $0.get() } == blocking.map { try? $0.get() })
    #expect(sniffed.count > 100)
  }
}
