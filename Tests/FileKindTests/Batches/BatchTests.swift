import Foundation
import Testing

@testable import FileKind

/// Batch calls split large batches over every core; the answers and their
/// order are exactly those of a plain loop.
@Suite struct BatchTests {
  static let now = Date(timeIntervalSince1970: 1_773_921_600.25)
  static let names = [
    "a.mkv", "b.tar.gz", "c.HEIC", "README", "d.r00", "e.pdf", "f.flac", ".bashrc", "g.docx", "h",
  ]

  /// Every signal takes part: a batch reads each entry's fields where they
  /// lie, and must answer as ``KindResolver/resolve(_:)`` on the entry.
  @Test func resolveBatchKeepsOrder() {
    let declared = ["video/mp4", "application/x-vendor-unlisted", "text/plain"]
    let signals = (0..<20_000).map { i in
      KindSignals(
        name: "\(i)-" + Self.names[i % Self.names.count], isFolder: i % 97 == 0,
        sniffed: mediaType(i % 13 == 0 ? "text/html" : nil), fileType: i % 7 == 0 ? .video : nil,
        contentType: mediaType(i % 11 == 0 ? declared[i % 3] : nil),
        inode: i % 89 == 0 ? .symbolicLink : nil)
    }
    let parallel = KindResolver.resolve(batch: signals)
    let serial = KindResolver.resolve(batch: signals, options: .callerThread)
    #expect(parallel == serial)
    #expect(parallel == signals.map(KindResolver.resolve))
  }

  @Test func rowsBatchKeepsOrder() {
    let renderer = RowRenderer(
      .init(presentation: .uiKit, now: Self.now, timeZone: TimeZone(identifier: "Europe/London")!))
    var entries: [FileEntry] = []
    for i in 0..<10_000 {
      let flags: EntryFlags = i % 5 == 0 ? [.offline] : []
      let date = Self.now.addingTimeInterval(-Double(i) * 1_234.5)
      let name = Self.names[i % Self.names.count]
      entries.append(FileEntry(id: Int64(i), name: name, size: Int64(i) * 7_919, date: date, flags: flags))
    }
    let rows = renderer.rows(for: entries)
    let serial: [FileRow] = entries.map { renderer.row(for: $0) }
    #expect(rows == serial)
    #expect(rows.map(\.fileID) == entries.map(\.id))
    // Small batches stay on the caller's thread and give the same rows.
    #expect(renderer.rows(for: entries.prefix(10)) == Array(rows.prefix(10)))
  }

  @Test func sniffBatchKeepsOrder() throws {
    let directory = SniffingTests.samples
    let paths =
      SniffingTests.manifest.map { directory.appendingPathComponent($0.file).path } + ["/nonexistent/x"]
    let batch = ContentSniffer.shared.sniff(paths: paths)
    #expect(batch.count == paths.count)
    for (path, result) in zip(paths, batch) {
      switch result {
      case .success(let finding):
        #expect(finding == (try? ContentSniffer.shared.sniff(path: path)), "\(path)")
      case .failure(let error):
        #expect(error == .system(path: path, operation: .open, errno: .noSuchFileOrDirectory))
      }
    }
    // A batch's types decide kinds as their spelled-out names would.
    for (sample, result) in zip(SniffingTests.manifest, batch) {
      let type = try result.get().type
      #expect(
        KindResolver.resolve(KindSignals(name: "", sniffed: type))
          == KindResolver.resolve(KindSignals(name: "", sniffed: mediaType(type.name))), "\(sample.file)")
    }
  }

  /// An entry keeps the type a sniffer read; changing it decides the kind
  /// again, and its name reads back.
  @Test func anEntryCarriesTheSniffedType() throws {
    let html = try ContentSniffer.shared.sniff(bytes: Array("<!DOCTYPE html><html></html>".utf8)).type
    var entry = FileEntry(name: "episode.mkv", size: 10, date: Date(timeIntervalSince1970: 0))
    #expect(entry.kind == .video)
    entry.sniffed = html
    #expect(entry.kind == .document)
    #expect(entry.sniffed?.name == "text/html")
    entry.sniffed = nil
    #expect(entry.kind == .video && entry.sniffed == nil)
  }

  /// Many threads asking libmagic at once never open more cookies than the
  /// pool's limit (one per core for the shared pool).
  @Test(.enabled(if: ContentSniffer.hasLibmagic)) func libmagicCookiesStayBounded() async throws {
    #if Libmagic && canImport(CMagic)
      let pool = MagicPool(limit: 2)
      var random = SeededRandom(seed: 11)
      let unknown = (0..<2_048).map { _ in UInt8.random(in: 0...255, using: &random) }
      let answers = await withTaskGroup(of: Int.self) { group in
        for _ in 0..<32 {
          group.addTask {
            var n = 0
            for _ in 0..<20 {
              let found = unknown.withUnsafeBytes { bytes in
                (try? pool.withCookie { $0.mimeType(of: bytes) }) ?? nil
              }
              if found != nil { n += 1 }
            }
            return n
          }
        }
        return await group.reduce(0, +)
      }
      #expect(answers == 32 * 20)
      #expect(pool.openCookies <= 2)
      #expect(MagicPool.shared.limit == ProcessInfo.processInfo.activeProcessorCount)
    #endif
  }

  /// Formatters built on many threads for many zones share one table per zone.
  @Test func zonesAreSharedAcrossThreads() async {
    let ids = ["Europe/Paris", "Asia/Tokyo", "America/Chicago", "Australia/Sydney"]
    let identities = await withTaskGroup(of: [ObjectIdentifier].self) { group in
      for _ in 0..<8 {
        group.addTask {
          ids.map {
            ObjectIdentifier(
              RelativeDateFormatter(.named, now: Self.now, timeZone: TimeZone(identifier: $0)!).clock.zone)
          }
        }
      }
      return await group.reduce(into: Set<[ObjectIdentifier]>()) { $0.insert($1) }
    }
    #expect(identities.count == 1)
  }
}
