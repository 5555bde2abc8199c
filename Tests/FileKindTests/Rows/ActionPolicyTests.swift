import Foundation
import Testing

@testable import FileKind

/// Every cell of SPEC §3's actions table, for both tiers, every kind, every
/// audience, trash on and off, and each flag that changes a title.
@Suite struct ActionPolicyTests {
  struct Cell: CustomStringConvertible {
    var tier: RowPresentation
    var kind: IconKind
    var flags: EntryFlags
    var trash: Bool
    var description: String { "\(tier.name) \(kind) flags=\(flags.rawValue) trash=\(trash)" }
  }

  static var cells: [Cell] {
    var cells: [Cell] = []
    let flagSets: [EntryFlags] = [
      [], [.shared], [.sharedRoot], [.needsConversion], [.offline], [.downloading],
      [.needsConversion, .offline], [.resumePoint], [.shared, .needsConversion],
    ]
    for tier in RowPresentation.all {
      for kind in IconKind.allCases {
        for flags in flagSets {
          for trash in [true, false] {
            cells.append(Cell(tier: tier, kind: kind, flags: flags, trash: trash))
          }
        }
      }
    }
    return cells
  }

  /// The SPEC table, read independently of `ActionPolicy.rules`.
  static func expected(_ c: Cell) -> (swipe: [String], more: [String], menu: [String]) {
    let media = c.kind == .video || c.kind == .audio
    if c.flags.contains(.sharedRoot) { return ([], [], []) }
    let shared = c.flags.contains(.shared)
    switch c.tier.name {
    case "uikit":
      if shared { return (["Copy"], [], []) }
      var swipe = [c.trash ? "Trash" : "Delete"]
      if media {
        swipe.append(
          c.flags.contains(.offline)
            ? "Play Downloaded" : c.flags.contains(.needsConversion) ? "Convert and Download" : "Download")
      }
      swipe.append("More")
      var more = ["Rename", "Move"]
      if media { more.append("Play original in VLC") }
      more.append("Cancel")
      return (swipe, more, [])
    default:
      if shared { return (["Copy"], [], (media ? ["Play", "Download"] : []) + ["Copy"]) }
      let menu = (media ? ["Play", "Download"] : []) + ["Share Link", "Rename", "Move to…", "Delete"]
      return (["Delete", "More"], [], menu)
    }
  }

  @Test(arguments: cells)
  func cell(_ c: Cell) {
    let renderer = RowRenderer(
      .init(presentation: c.tier, trashEnabled: c.trash, now: Date(timeIntervalSince1970: 0), timeZone: .gmt))
    let name = [
      "folder": "Films", "video": "a.mkv", "audio": "a.mp3", "image": "a.jpg",
      "document": "a.pdf", "archive": "a.zip", "other": "a.bin",
    ][c.kind.rawValue]!
    let entry = FileEntry(
      name: name, isFolder: c.kind == .folder, size: 1, date: Date(timeIntervalSince1970: 0),
      flags: c.flags)
    let row = renderer.row(for: entry)
    let want = Self.expected(c)
    let kind = c.flags.contains(.sharedRoot) ? IconKind.folder : c.kind
    #expect(row.kind == kind)
    #expect(row.swipe.map(\.title) == want.swipe, "\(c)")
    #expect(row.more.map(\.title) == want.more, "\(c)")
    #expect(row.menu.map(\.title) == want.menu, "\(c)")
  }

  @Test func destructiveRoles() {
    let uikit = ActionPolicy.actions(
      for: .video, on: .swipe, in: .uiKit, context: .init(audience: .owner, conditions: []))
    #expect(uikit.map(\.isDestructive) == [true, false, false])
    let menu = ActionPolicy.actions(
      for: .video, on: .menu, in: .swiftUI, context: .init(audience: .owner, conditions: []))
    #expect(menu.last?.isDestructive == true)
  }

  static let taps: [(IconKind, Bool, TapAction)] = [
    (.folder, false, .open), (.video, false, .play), (.video, true, .convert), (.audio, false, .play),
    (.audio, true, .play), (.image, false, .preview), (.document, false, .preview),
    (.archive, false, .unsupported), (.other, false, .unsupported),
  ]

  @Test(arguments: taps)
  func tap(kind: IconKind, convert: Bool, tap: TapAction) {
    #expect(ActionPolicy.tap(for: kind, needsConversion: convert) == tap)
  }

  @Test func iconsAccessoriesAndOfflineMarks() {
    let now = Date(timeIntervalSince1970: 1_000_000)
    let ui = RowRenderer(.init(presentation: .uiKit, now: now, timeZone: .gmt))
    let sw = RowRenderer(.init(presentation: .swiftUI, now: now, timeZone: .gmt))
    func entry(_ name: String, folder: Bool = false, _ flags: EntryFlags = []) -> FileEntry {
      FileEntry(name: name, isFolder: folder, size: 1, date: now, flags: flags)
    }
    // Tints.
    #expect(
      ui.row(for: entry("Movies", folder: true)).icon == TintedGlyph(glyph: "folder", tint: .yellowSolid))
    #expect(ui.row(for: entry("a.mkv")).icon == TintedGlyph(glyph: "file-video", tint: .textSecondary))
    #expect(sw.row(for: entry("a.mkv")).icon == TintedGlyph(glyph: "file-video", tint: .yellowSolid))
    #expect(sw.row(for: entry("a.zip")).icon.tint == .yellowSolid)
    // Trailing accessories (UIKit only).
    #expect(ui.row(for: entry("Movies", folder: true)).trailing.map(\.glyph) == ["caret-right"])
    #expect(
      ui.row(for: entry("a.mkv", [.resumePoint])).trailing == [TintedGlyph(glyph: "eye", tint: .yellowSolid)])
    #expect(ui.row(for: entry("a.mp3", [.resumePoint])).trailing.isEmpty)
    #expect(ui.row(for: entry("a.mkv")).trailing.isEmpty)
    #expect(sw.row(for: entry("Movies", folder: true)).trailing.isEmpty)
    // Offline marks.
    #expect(
      ui.row(for: entry("a.mkv", [.offline])).offlineMark
        == TintedGlyph(glyph: "download-simple", tint: .yellowTextSecondary))
    #expect(
      ui.row(for: entry("a.mkv", [.downloading])).offlineMark
        == TintedGlyph(glyph: "download-simple", tint: .textSecondary))
    #expect(
      sw.row(for: entry("a.mkv", [.offline])).offlineMark
        == TintedGlyph(glyph: "arrow-down-circle", tint: .yellowSolid))
    #expect(
      sw.row(for: entry("a.mkv", [.downloading])).offlineMark
        == TintedGlyph(glyph: "arrow-down-circle", tint: .yellowSolid))
    #expect(sw.row(for: entry("a.mkv")).offlineMark == nil)
  }
}
