import FileKindCommandCore
import Foundation
import Testing

@testable import FileKind

/// One list of flag spellings: the listing parser, the help text and the
/// policy's condition names all come from ``EntryFlags/spellings``.
@Suite struct FlagSpellingTests {
  /// The Swift names, in kebab case, must be the first spelling.
  static let swiftNames: [(String, EntryFlags)] = [
    ("shared", .shared), ("sharedRoot", .sharedRoot), ("needsConversion", .needsConversion),
    ("offline", .offline), ("downloading", .downloading), ("resumePoint", .resumePoint),
  ]

  static func kebab(_ name: String) -> String {
    name.reduce(into: "") { out, c in out += c.isUppercase ? "-" + c.lowercased() : String(c) }
  }

  @Test func everySpellingParsesToItsFlag() throws {
    #expect(EntryFlags.spellings.count == Self.swiftNames.count)
    var all: EntryFlags = []
    for (swiftName, flag) in Self.swiftNames {
      let spelling = try #require(EntryFlags.spellings.first { $0.flag == flag })
      #expect(String(describing: spelling.names[0]) == Self.kebab(swiftName))
      for name in spelling.names {
        let parsed = try ListingLine.parse("a.mkv\t1\t0\t\(name)").get()
        #expect(parsed.flags == flag, "\(name)")
      }
      all.insert(flag)
    }
    #expect(Int(all.rawValue) == EntryFlags.combinations - 1)
    #expect(ActionPolicy.Condition.needsConversion.rawValue == "needs-conversion")
    #expect(ActionPolicy.Condition.offline.rawValue == "offline")
  }

  @Test func theHelpListsEverySpelling() throws {
    let help = String(decoding: try CommandTests.run(["rows", "--help"]).stdout, as: UTF8.self)
    for spelling in EntryFlags.spellings {
      for name in spelling.names { #expect(help.contains(String(describing: name)), "\(name)") }
    }
  }
}
