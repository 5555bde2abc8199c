/// Everything that differs between the apps that draw FileKind's rows, as
/// one value: the subtitle's style, the icon's tint, the accessories, the
/// offline marks, the action tables and the empty states' words.
///
/// FileKind ships the two presentations the design cards draw,
/// ``swiftUI`` and ``uiKit``. Another one (a widget, tvOS) is one more
/// value built with ``init(name:subtitle:iconTint:folderIconTint:countsFolderItems:folderAccessories:resumePointAccessories:offlineMark:downloadingMark:actionRules:emptyStates:)``;
/// nothing else in the library changes.
///
/// A presentation's action lists are evaluated once, when the value is
/// made, for every kind and flag combination; renderers share them.
public struct RowPresentation: Sendable, Hashable {
  /// The presentation's name, as `filekind --tier` spells it (`swiftui`, `uikit`).
  public var name: String { storage.fields.name }
  /// How the subtitle is written.
  public var subtitle: SubtitleStyle { storage.fields.subtitle }
  /// The tint of a file's glyph.
  public var iconTint: ColorToken { storage.fields.iconTint }
  /// The tint of a folder's glyph.
  public var folderIconTint: ColorToken { storage.fields.folderIconTint }
  /// Whether a folder whose item count is known reads the count
  /// (`128 items`) in the subtitle's place.
  public var countsFolderItems: Bool { storage.fields.countsFolderItems }
  /// Trailing accessories of a folder row.
  public var folderAccessories: [TintedGlyph] { storage.fields.folderAccessories }
  /// Trailing accessories of a video with a resume point.
  public var resumePointAccessories: [TintedGlyph] { storage.fields.resumePointAccessories }
  /// The mark of a complete offline copy.
  public var offlineMark: TintedGlyph? { storage.fields.offlineMark }
  /// The mark of an offline copy still downloading.
  public var downloadingMark: TintedGlyph? { storage.fields.downloadingMark }
  /// The action rules of each surface, in display order.
  public var actionRules: [RowSurface: [ActionPolicy.Rule]] { storage.fields.actionRules }
  /// What an empty list says.
  public var emptyStates: EmptyState.Wording { storage.fields.emptyStates }

  /// The fields and the templates evaluated from them, behind one
  /// reference: settings and renderers copy a presentation per render pass.
  let storage: Storage

  /// A presentation's data.
  struct Fields: Sendable, Hashable {
    var name: String
    var subtitle: SubtitleStyle
    var iconTint: ColorToken
    var folderIconTint: ColorToken
    var countsFolderItems: Bool
    var folderAccessories: [TintedGlyph]
    var resumePointAccessories: [TintedGlyph]
    var offlineMark: TintedGlyph?
    var downloadingMark: TintedGlyph?
    var actionRules: [RowSurface: [ActionPolicy.Rule]]
    var emptyStates: EmptyState.Wording
  }

  /// The fields, and every row template evaluated from them once.
  final class Storage: Sendable {
    let fields: Fields
    let templates: RowTemplates
    /// The subtitle's separator as written, so a renderer made per render
    /// pass does not read the string again.
    let separator: (bytes: SIMD8<UInt8>, count: Int)
    init(_ fields: Fields) {
      self.fields = fields
      templates = RowTemplates(fields)
      separator = fields.subtitle.separatorBytes
    }
  }

  /// Every row template, by trash setting and ``RowKey``.
  var templates: RowTemplates { storage.templates }

  /// A presentation spelled out.
  public init(
    name: String, subtitle: SubtitleStyle, iconTint: ColorToken, folderIconTint: ColorToken,
    countsFolderItems: Bool, folderAccessories: [TintedGlyph], resumePointAccessories: [TintedGlyph],
    offlineMark: TintedGlyph?, downloadingMark: TintedGlyph?,
    actionRules: [RowSurface: [ActionPolicy.Rule]], emptyStates: EmptyState.Wording
  ) {
    storage = Storage(
      Fields(
        name: name, subtitle: subtitle, iconTint: iconTint, folderIconTint: folderIconTint,
        countsFolderItems: countsFolderItems, folderAccessories: folderAccessories,
        resumePointAccessories: resumePointAccessories, offlineMark: offlineMark,
        downloadingMark: downloadingMark, actionRules: actionRules, emptyStates: emptyStates))
  }

  /// Whether two presentations hold the same data.
  public static func == (a: Self, b: Self) -> Bool {
    a.storage === b.storage || a.storage.fields == b.storage.fields
  }

  /// Hashes the presentation's data.
  public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }

  /// The presentations FileKind ships.
  public static let all: [RowPresentation] = [.swiftUI, .uiKit]

  /// The shipped presentation called `name`, if any.
  public init?(named name: String) {
    guard let found = Self.all.first(where: { $0.name == name }) else { return nil }
    self = found
  }

}

extension RowPresentation {
  private static let media: Set<IconKind> = [.video, .audio]
  private static let yellow: ColorToken = .yellowSolid

  /// The SwiftUI app: a `List` with `.swipeActions` and `.contextMenu`.
  /// Every glyph yellow, `3.42 GB · 2 days ago`, folders counting their
  /// items, a trailing `arrow-down-circle` on offline copies.
  public static let swiftUI = RowPresentation(
    name: "swiftui",
    subtitle: SubtitleStyle(size: .tabular, date: .named, separator: " · "),
    iconTint: yellow, folderIconTint: yellow, countsFolderItems: true,
    folderAccessories: [], resumePointAccessories: [],
    offlineMark: TintedGlyph(glyph: "arrow-down-circle", tint: yellow),
    downloadingMark: TintedGlyph(glyph: "arrow-down-circle", tint: yellow),
    actionRules: [
      .swipe: [
        .init(.trash, "Delete", role: .destructive),
        .init(.more, "More"),
        .init(.copy, "Copy", for: [.sharedItem]),
      ],
      .more: [],
      .menu: [
        .init(.play, "Play", kinds: media, for: [.owner, .sharedItem]),
        .init(.download, "Download", kinds: media, for: [.owner, .sharedItem]),
        .init(.shareLink, "Share Link"),
        .init(.rename, "Rename"),
        .init(.move, "Move to…"),
        .init(.trash, "Delete", role: .destructive),
        .init(.copy, "Copy", for: [.sharedItem]),
      ],
    ],
    emptyStates: EmptyState.Wording(
      emptyFolder: EmptyState(
        title: "No Files", message: "This folder is empty.",
        glyph: TintedGlyph(glyph: "folder-open", tint: .solid), action: nil),
      noResultsInFolder: EmptyState(
        title: "No Results",
        message:
          "No files match “\(EmptyState.Wording.query)”. Check the spelling or search the whole account instead of this folder.",
        glyph: TintedGlyph(glyph: "magnifying-glass", tint: .solid),
        action: EmptyState.Action(kind: .searchAllFiles, title: "Search All Files")),
      noResultsInAccount: EmptyState(
        title: "No Results",
        message:
          "No files match “\(EmptyState.Wording.query)”. Check the spelling or try a different search.",
        glyph: TintedGlyph(glyph: "magnifying-glass", tint: .solid), action: nil)))

  /// The UIKit app: a `UITableView` with a trailing swipe and a More
  /// action sheet. Yellow folders, grey file glyphs, `8 GB - 2 hours ago`,
  /// a caret on folders, an eye on a video with a resume point, a
  /// `download-simple` mark leading the subtitle (yellow once complete).
  public static let uiKit = RowPresentation(
    name: "uikit",
    subtitle: SubtitleStyle(size: .compact, date: .timeAgo, separator: " - "),
    iconTint: .textSecondary, folderIconTint: yellow, countsFolderItems: false,
    folderAccessories: [TintedGlyph(glyph: "caret-right", tint: yellow)],
    resumePointAccessories: [TintedGlyph(glyph: "eye", tint: yellow)],
    offlineMark: TintedGlyph(glyph: "download-simple", tint: .yellowTextSecondary),
    downloadingMark: TintedGlyph(glyph: "download-simple", tint: .textSecondary),
    actionRules: [
      .swipe: [
        .init(.trash, "Trash", role: .destructive, retitles: [(.trashOff, "Delete")]),
        .init(
          .download, "Download", kinds: media,
          retitles: [(.offline, "Play Downloaded"), (.needsConversion, "Convert and Download")]),
        .init(.more, "More"),
        .init(.copy, "Copy", for: [.sharedItem]),
      ],
      .more: [
        .init(.rename, "Rename"),
        .init(.move, "Move"),
        .init(.playInVLC, "Play original in VLC", kinds: media),
        .init(.cancel, "Cancel", role: .cancel),
      ],
      .menu: [],
    ],
    emptyStates: EmptyState.Wording(
      emptyFolder: EmptyState(
        title: "No files whatsoever!", message: "This folder is empty", glyph: nil, action: nil),
      noResultsInFolder: EmptyState(
        title: "No search result", message: "We couldn't find anything for that.", glyph: nil, action: nil),
      noResultsInAccount: EmptyState(
        title: "No search result", message: "We couldn't find anything for that.", glyph: nil, action: nil)))
}

extension RowPresentation.Fields {
  /// The glyph tint of a row of `kind`.
  @inline(__always)
  func tint(of kind: IconKind) -> ColorToken { kind == .folder ? folderIconTint : iconTint }

  /// Trailing accessories of a row.
  func trailing(kind: IconKind, flags: EntryFlags) -> [TintedGlyph] {
    if kind == .folder { return folderAccessories }
    if kind == .video && flags.contains(.resumePoint) { return resumePointAccessories }
    return []
  }

  /// The offline mark of a row, if its copy is complete or downloading.
  func mark(flags: EntryFlags) -> TintedGlyph? {
    if flags.contains(.offline) { return offlineMark }
    if flags.contains(.downloading) { return downloadingMark }
    return nil
  }
}
