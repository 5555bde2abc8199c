import Foundation
import Testing

@testable import FileKind

/// A file's prefix is read in two stages (its first kilobytes, the rest
/// only when a check asks for a byte past them): the answer must be the
/// one the whole prefix gives, whatever the first read's length.
@Suite struct StagedReadTests {
  static let firstReads = [1, 7, 64, 511, 4_096, ContentSniffer.firstReadLength]

  /// Every sample, by path, read in stages at every first-read length:
  /// the same finding as a read of the whole prefix at once.
  @Test func aFirstReadNeverChangesAPathsAnswer() throws {
    let sniffer = ContentSniffer.shared
    for sample in SniffingTests.manifest {
      let path = sample.url.path
      let whole = try sniffer.sniff(path: path, firstRead: ContentSniffer.prefixLength)
      for firstRead in Self.firstReads {
        #expect(
          try sniffer.sniff(path: path, firstRead: firstRead) == whole, "\(sample.file) from \(firstRead)")
      }
      #expect(try sniffer.sniff(path: path) == whole, "\(sample.file)")
    }
  }

  /// The same from bytes, with the samples cut and changed (a cut or a
  /// changed byte moves a decision across the first read's end), and the
  /// first read saving the rest for most files longer than it.
  @Test func aFirstReadNeverChangesAnAnswer() throws {
    var random = SeededRandom(seed: 34)
    var longer = 0
    var decidedEarly = 0
    for sample in SniffingTests.manifest {
      var bytes = [UInt8](try Data(contentsOf: sample.url))
      for round in 0..<4 {
        if round > 0 && !bytes.isEmpty {
          // A cut, then a changed byte somewhere in the first 64 KiB.
          bytes = Array(bytes.prefix(Int.random(in: 1...bytes.count, using: &random)))
          let at = Int.random(in: 0..<Swift.min(bytes.count, ContentSniffer.prefixLength), using: &random)
          bytes[at] = UInt8.random(in: 0...255, using: &random)
        }
        try bytes.withUnsafeBytes { raw in
          let whole = try ContentSniffer.shared.detect(bytes: raw, libmagic: false)
          for firstRead in Self.firstReads + [Int.random(in: 1...4_096, using: &random)] {
            let staged = try ContentSniffer.shared.detect(bytes: raw, libmagic: false, firstRead: firstRead)
            #expect(staged.finding == whole, "\(sample.file) (round \(round)) from \(firstRead)")
          }
          if round == 0 && raw.count > ContentSniffer.firstReadLength {
            longer += 1
            let staged = try ContentSniffer.shared.detect(
              bytes: raw, libmagic: false, firstRead: ContentSniffer.firstReadLength)
            if !staged.readWhole { decidedEarly += 1 }
          }
        }
      }
    }
    #expect(longer > 10)
    #expect(decidedEarly * 2 > longer, "\(decidedEarly) of \(longer) decided from the first read")
  }
}
