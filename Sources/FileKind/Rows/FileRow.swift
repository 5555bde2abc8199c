/// Everything one row shows, for one presentation: its ``template`` (what
/// its kind and flags fix) and what belongs to its entry (identity, name,
/// ``texts``), each stored once.
///
/// Its `Codable` form is the row schema `filekind rows` writes, one object
/// a line: see <doc:RowSchema>.
public struct FileRow: Sendable, Hashable, Identifiable {
  /// Who a row is, for SwiftUI's `List` and diffable data sources: the
  /// file's id when the entry has one, else its name (unique within one
  /// folder's listing). Two rows never share an identity for want of an id.
  public enum Identity: Sendable, Hashable, Codable {
    /// The entry's ``FileEntry/id``.
    case file(Int64)
    /// The entry's name, for entries without an id.
    case name(String)
  }

  /// The row's identity.
  public var id: Identity
  /// The entry's ``FileEntry/id``, if it has one.
  public var fileID: Int64?
  /// The raw name, untouched.
  public var name: String
  /// The part of the row its kind and flags fix.
  public var template: RowTemplate
  /// The row's texts.
  public var texts: RowTexts
}

/// The row's parts, read through its ``FileRow/template`` and
/// ``FileRow/texts`` (set those to change a row).
extension FileRow {
  /// The icon kind.
  public var kind: IconKind { template.kind }
  /// Icon glyph and tint.
  public var icon: TintedGlyph { template.icon }
  /// `3.42 GB`, `8 GB`.
  public var size: String { texts.size }
  /// `2 days ago`, `2 hours ago`.
  public var date: String { texts.date }
  /// `size · date` (SwiftUI), `size - date` (UIKit), or a SwiftUI
  /// folder's `128 items`.
  public var subtitle: String { texts.subtitle }
  /// What tapping the row does.
  public var tap: TapAction { template.tap }
  /// UIKit trailing swipe in array order, or SwiftUI `.swipeActions`.
  public var swipe: [RowActionItem] { template.swipe }
  /// UIKit More sheet (titled with ``name``); empty on SwiftUI.
  public var more: [RowActionItem] { template.more }
  /// SwiftUI context menu; empty on UIKit.
  public var menu: [RowActionItem] { template.menu }
  /// UIKit trailing accessories (`caret-right`, `eye`); empty on SwiftUI.
  public var trailing: [TintedGlyph] { template.trailing }
  /// The offline copy's mark, if any.
  public var offlineMark: TintedGlyph? { template.offlineMark }
}

extension FileRow: Codable {
  /// The row schema's keys, in the order `filekind rows` writes them.
  enum CodingKeys: String, CodingKey, CaseIterable {
    case name
    case fileID = "file_id"
    case kind, glyph, tint, size, date, subtitle, tap, swipe, more, menu, trailing
    case offlineMark = "offline_mark"
  }

  /// Encodes the row as one object of the row schema: `file_id` only when
  /// the entry has an id, `offline_mark` always (`null` without a mark).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encodeIfPresent(fileID, forKey: .fileID)
    try container.encode(kind, forKey: .kind)
    try container.encode(icon.glyph, forKey: .glyph)
    try container.encode(icon.tint, forKey: .tint)
    try container.encode(size, forKey: .size)
    try container.encode(date, forKey: .date)
    try container.encode(subtitle, forKey: .subtitle)
    try container.encode(tap, forKey: .tap)
    try container.encode(swipe, forKey: .swipe)
    try container.encode(more, forKey: .more)
    try container.encode(menu, forKey: .menu)
    try container.encode(trailing, forKey: .trailing)
    if let offlineMark {
      try container.encode(offlineMark, forKey: .offlineMark)
    } else {
      try container.encodeNil(forKey: .offlineMark)
    }
  }

  /// Decodes a row of the row schema; its identity is its `file_id` when
  /// it has one, else its name.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .name)
    let fileID = try container.decodeIfPresent(Int64.self, forKey: .fileID)
    let template = RowTemplate(
      kind: try container.decode(IconKind.self, forKey: .kind),
      icon: TintedGlyph(
        glyph: try container.decode(String.self, forKey: .glyph),
        tint: try container.decode(ColorToken.self, forKey: .tint)),
      tap: try container.decode(TapAction.self, forKey: .tap),
      swipe: try container.decode([RowActionItem].self, forKey: .swipe),
      more: try container.decode([RowActionItem].self, forKey: .more),
      menu: try container.decode([RowActionItem].self, forKey: .menu),
      trailing: try container.decode([TintedGlyph].self, forKey: .trailing),
      offlineMark: try container.decodeIfPresent(TintedGlyph.self, forKey: .offlineMark))
    let texts = RowTexts(
      size: try container.decode(String.self, forKey: .size),
      date: try container.decode(String.self, forKey: .date),
      subtitle: try container.decode(String.self, forKey: .subtitle))
    self.init(
      id: fileID.map(Identity.file) ?? .name(name), fileID: fileID, name: name, template: template,
      texts: texts)
  }
}

/// The texts of one row: what its entry's size and dates read as.
public struct RowTexts: Sendable, Hashable, Codable {
  /// `3.42 GB`, `8 GB`.
  public var size: String
  /// `2 days ago`, `2 hours ago`.
  public var date: String
  /// `size · date`, `size - date`, or a folder's `128 items`.
  public var subtitle: String
}
