import Foundation
import Testing

@testable import FileKind

/// A zip's children are an ordered list: the first whose part names were
/// seen answers.
@Suite struct ZipChildrenTests {
  /// What a stored zip of `names` (each entry empty, local headers only) reads as.
  static func family(_ names: [String]) -> KnownType {
    var bytes: [UInt8] = []
    for name in names {
      let utf8 = Array(name.utf8)
      bytes += [0x50, 0x4B, 0x03, 0x04, 20, 0, 0, 0, 0, 0] + [UInt8](repeating: 0, count: 16)
      bytes += [UInt8(utf8.count & 0xFF), UInt8(utf8.count >> 8), 0, 0] + utf8
    }
    return bytes.withUnsafeBytes { NativeSniffer.zipFamily(Bytes($0)) }
  }

  static func entry(_ entry: String, isNamedBy part: NativeSniffer.PartName) -> Bool {
    switch part {
    case .file(let name): entry == "\(name)"
    case .folder(let name), .firstIn(let name): entry.hasPrefix("\(name)")
    }
  }

  @Test func everyChildIsFoundByItsOwnPartsAndTheOrderDecides() {
    for child in NativeSniffer.zipChildren {
      // A zip holding the parts that say this child.
      let parts = (child.anyOf.prefix(1) + child.allOf).map { part -> String in
        switch part {
        case .file(let name): "\(name)"
        case .folder(let name), .firstIn(let name): "\(name)x.xml"
        }
      }
      // Computed independently: the first child in the list these parts satisfy.
      let expected = NativeSniffer.zipChildren.first { other in
        let any = other.anyOf.contains { p in parts.contains { Self.entry($0, isNamedBy: p) } }
        let all =
          !other.allOf.isEmpty
          && other.allOf.allSatisfy { p in parts.contains { Self.entry($0, isNamedBy: p) } }
        return any || all
      }
      #expect(Self.family(parts) == expected?.type, "\(parts)")
    }
    // Order, not position in the archive, decides.
    #expect(
      Self.family(["[Content_Types].xml", "xl/workbook.xml"])
        == .applicationVndOpenxmlformatsOfficedocumentSpreadsheetmlSheet)
    // One of two required parts is not enough.
    #expect(Self.family(["content.xml"]) == .applicationZip)
    // Case and backslashes as some archivers write them.
    #expect(
      Self.family(["Word\\Document.xml"])
        == .applicationVndOpenxmlformatsOfficedocumentWordprocessingmlDocument)
    #expect(Self.family(["wordy.txt"]) == .applicationZip)
    #expect(Self.family(["x.txt", "META-INF/a"]) == .applicationZip)
    #expect(Self.family(["META-INF/a", "x.txt"]) == .applicationXJavaArchive)
  }
}
