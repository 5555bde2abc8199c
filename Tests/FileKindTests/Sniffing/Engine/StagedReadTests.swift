import Foundation
import Testing

@testable import FileKind

/// A file's prefix is read in two stages (its first kilobytes, the rest
/// only when a check looks past them): the answer must be the one the
/// whole prefix gives, whatever the first read's length.
@Suite struct StagedReadTests {
  static let firstReads = [1, 7, 64, 511, 4_096, 8_192, ContentSniffer.firstReadLength]

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
  /// changed byte moves a decision across the first read's end), with
  /// libmagic's last resort where the build has it; and most samples
  /// longer than the first read are decided without the rest.
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
          let libmagic = ContentSniffer.hasLibmagic && round < 2
          let whole = try ContentSniffer.shared.detect(bytes: raw, libmagic: libmagic)
          for firstRead in Self.firstReads + [Int.random(in: 1...16_384, using: &random)] {
            let staged = try ContentSniffer.shared.detect(
              bytes: raw, libmagic: libmagic, firstRead: firstRead)
            #expect(staged.finding == whole, "\(sample.file) (round \(round)) from \(firstRead)")
          }
          if round == 0 && raw.count > ContentSniffer.firstReadLength {
            longer += 1
            let staged = try ContentSniffer.shared.detect(
              bytes: raw, libmagic: false, firstRead: ContentSniffer.firstReadLength)
            if !staged.readRest { decidedEarly += 1 }
          }
        }
      }
    }
    #expect(longer > 10)
    #expect(decidedEarly * 2 > longer, "\(decidedEarly) of \(longer) decided from the first read")
  }
}

extension StagedReadTests {
  /// Far signatures cost a small window, not the rest of the prefix: an
  /// ISO 9660 image is named from its first read and the pages around its
  /// volume descriptors, and a long file the disk images' checks come
  /// before (EPS, Sun audio) is decided with that one window too.
  @Test func farSignaturesReadAWindowNotTheRest() throws {
    let first = ContentSniffer.firstReadLength
    var checked = 0
    for sample in SniffingTests.manifest
    where ["sample.iso", "sample.eps", "sample.au"].contains(sample.file) {
      let bytes = [UInt8](try Data(contentsOf: sample.url))
      #expect(bytes.count > ContentSniffer.prefixLength, "\(sample.file)")
      try bytes.withUnsafeBytes { raw in
        let staged = try ContentSniffer.shared.detect(bytes: raw, libmagic: false, firstRead: first)
        #expect(!staged.readRest, "\(sample.file)")
        #expect(staged.extraReads == 1, "\(sample.file): \(staged.extraReads) reads")
        #expect(staged.finding == (try ContentSniffer.shared.detect(bytes: raw, libmagic: false)))
      }
      checked += 1
    }
    #expect(checked == 3)
  }

  /// A file shorter than the size its caller read (it shrank, or the size
  /// is stale) is sniffed as it is: the same finding as a fresh sniff.
  @Test func aFileShorterThanItsSizeIsSniffedAsItIs() throws {
    for sample in SniffingTests.manifest {
      let path = sample.url.path
      let fresh = try ContentSniffer.shared.sniff(path: path)
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
      for stale in [size + 1, size + 40_000, size + 1 << 20] {
        let found = try ContentSniffer.shared.sniff(path: Array(path.utf8), named: path, size: stale)
        #expect(found == fresh, "\(sample.file) said \(stale) bytes")
      }
    }
  }
}
