/// Everything one row shows, for one presentation: its ``template`` (what
/// its kind and flags fix) and what belongs to its entry (identity, name,
/// ``texts``).
public struct FileRow: Sendable, Hashable, Identifiable, Codable {
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
  /// The icon kind.
  public var kind: IconKind
  /// Icon glyph and tint.
  public var icon: TintedGlyph
  /// `3.42 GB`, `8 GB`.
  public var size: String
  /// `2 days ago`, `2 hours ago`.
  public var date: String
  /// `size · date` (SwiftUI), `size - date` (UIKit), or a SwiftUI
  /// folder's `128 items`.
  public var subtitle: String
  /// What tapping the row does.
  public var tap: TapAction
  /// UIKit trailing swipe in array order, or SwiftUI `.swipeActions`.
  public var swipe: [RowActionItem]
  /// UIKit More sheet (titled with ``name``); empty on SwiftUI.
  public var more: [RowActionItem]
  /// SwiftUI context menu; empty on UIKit.
  public var menu: [RowActionItem]
  /// UIKit trailing accessories (`caret-right`, `eye`); empty on SwiftUI.
  public var trailing: [TintedGlyph]
  /// The offline copy's mark, if any.
  public var offlineMark: TintedGlyph?

  /// The part of the row its kind and flags fix.
  public var template: RowTemplate {
    RowTemplate(
      kind: kind, icon: icon, tap: tap, swipe: swipe, more: more, menu: menu, trailing: trailing,
      offlineMark: offlineMark)
  }

  /// The row's texts.
  public var texts: RowTexts { RowTexts(size: size, date: date, subtitle: subtitle) }
}

extension FileRow {
  /// A row from its entry's identity and name, its template and its texts:
  /// the one way rows are put together.
  @inline(__always)
  init(id: Identity, fileID: Int64?, name: String, template: RowTemplate, texts: RowTexts) {
    self.init(
      id: id, fileID: fileID, name: name, kind: template.kind, icon: template.icon, size: texts.size,
      date: texts.date, subtitle: texts.subtitle, tap: template.tap, swipe: template.swipe,
      more: template.more,
      menu: template.menu, trailing: template.trailing, offlineMark: template.offlineMark)
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
