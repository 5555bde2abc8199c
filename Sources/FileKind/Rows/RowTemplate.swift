/// The part of a row fixed by its kind and flags: the icon, the tap, the
/// action lists, the accessories and the offline mark.
///
/// A ``FileRow`` is a template plus what belongs to one entry (its
/// identity, name and texts). ``RowRenderer/template(kind:flags:)`` gives
/// the template a row is built from, so code that writes rows its own way
/// (a JSON stream, a cache) shares the renderer's answer instead of
/// re-deriving it.
public struct RowTemplate: Sendable, Hashable, Codable {
  /// The template's parts, held once and shared by every row drawn from
  /// it: a row copies one reference, not four lists and two glyphs, so
  /// rows made on several cores at once do not contend for the lists'
  /// reference counts.
  final class Parts: Sendable {
    let kind: IconKind
    let icon: TintedGlyph
    let tap: TapAction
    let swipe: [RowActionItem]
    let more: [RowActionItem]
    let menu: [RowActionItem]
    let trailing: [TintedGlyph]
    let offlineMark: TintedGlyph?

    init(
      kind: IconKind, icon: TintedGlyph, tap: TapAction, swipe: [RowActionItem], more: [RowActionItem],
      menu: [RowActionItem], trailing: [TintedGlyph], offlineMark: TintedGlyph?
    ) {
      self.kind = kind
      self.icon = icon
      self.tap = tap
      self.swipe = swipe
      self.more = more
      self.menu = menu
      self.trailing = trailing
      self.offlineMark = offlineMark
    }

    /// A copy with one part changed.
    func with(_ change: (inout Fields) -> Void) -> Parts {
      var fields = Fields(
        kind: kind, icon: icon, tap: tap, swipe: swipe, more: more, menu: menu, trailing: trailing,
        offlineMark: offlineMark)
      change(&fields)
      return Parts(
        kind: fields.kind, icon: fields.icon, tap: fields.tap, swipe: fields.swipe, more: fields.more,
        menu: fields.menu, trailing: fields.trailing, offlineMark: fields.offlineMark)
    }

    /// The parts as values, to change one.
    struct Fields {
      var kind: IconKind
      var icon: TintedGlyph
      var tap: TapAction
      var swipe: [RowActionItem]
      var more: [RowActionItem]
      var menu: [RowActionItem]
      var trailing: [TintedGlyph]
      var offlineMark: TintedGlyph?
    }
  }

  private var parts: Parts

  /// The icon kind.
  public var kind: IconKind {
    get { parts.kind }
    set { parts = parts.with { $0.kind = newValue } }
  }
  /// Icon glyph and tint.
  public var icon: TintedGlyph {
    get { parts.icon }
    set { parts = parts.with { $0.icon = newValue } }
  }
  /// What tapping the row does.
  public var tap: TapAction {
    get { parts.tap }
    set { parts = parts.with { $0.tap = newValue } }
  }
  /// The swipe actions.
  public var swipe: [RowActionItem] {
    get { parts.swipe }
    set { parts = parts.with { $0.swipe = newValue } }
  }
  /// The More sheet's actions.
  public var more: [RowActionItem] {
    get { parts.more }
    set { parts = parts.with { $0.more = newValue } }
  }
  /// The context menu's actions.
  public var menu: [RowActionItem] {
    get { parts.menu }
    set { parts = parts.with { $0.menu = newValue } }
  }
  /// Trailing accessories.
  public var trailing: [TintedGlyph] {
    get { parts.trailing }
    set { parts = parts.with { $0.trailing = newValue } }
  }
  /// The offline copy's mark, if any.
  public var offlineMark: TintedGlyph? {
    get { parts.offlineMark }
    set { parts = parts.with { $0.offlineMark = newValue } }
  }

  init(
    kind: IconKind, icon: TintedGlyph, tap: TapAction, swipe: [RowActionItem], more: [RowActionItem],
    menu: [RowActionItem], trailing: [TintedGlyph], offlineMark: TintedGlyph?
  ) {
    parts = Parts(
      kind: kind, icon: icon, tap: tap, swipe: swipe, more: more, menu: menu, trailing: trailing,
      offlineMark: offlineMark)
  }

  /// The template `presentation` draws for `kind` and `flags`.
  init(kind: IconKind, flags: EntryFlags, presentation: RowPresentation.Fields, trashEnabled: Bool) {
    let context = ActionPolicy.Context(flags: flags, trashEnabled: trashEnabled)
    func list(_ surface: RowSurface) -> [RowActionItem] {
      ActionPolicy.actions(for: kind, rules: presentation.actionRules[surface] ?? [], context: context)
    }
    self.init(
      kind: kind, icon: TintedGlyph(glyph: kind.glyph, tint: presentation.tint(of: kind)),
      tap: ActionPolicy.tap(for: kind, needsConversion: flags.contains(.needsConversion)),
      swipe: list(.swipe),
      more: list(.more), menu: list(.menu), trailing: presentation.trailing(kind: kind, flags: flags),
      offlineMark: presentation.mark(flags: flags))
  }

  /// Whether two templates have the same parts.
  public static func == (lhs: RowTemplate, rhs: RowTemplate) -> Bool {
    if lhs.parts === rhs.parts { return true }
    return lhs.kind == rhs.kind && lhs.icon == rhs.icon && lhs.tap == rhs.tap && lhs.swipe == rhs.swipe
      && lhs.more == rhs.more && lhs.menu == rhs.menu && lhs.trailing == rhs.trailing
      && lhs.offlineMark == rhs.offlineMark
  }

  /// Hashes every part.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(icon)
    hasher.combine(tap)
    hasher.combine(swipe)
    hasher.combine(more)
    hasher.combine(menu)
    hasher.combine(trailing)
    hasher.combine(offlineMark)
  }

  enum CodingKeys: String, CodingKey {
    case kind, icon, tap, swipe, more, menu, trailing, offlineMark
  }

  /// Reads the parts under their names; `offlineMark` may be absent.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      kind: try container.decode(IconKind.self, forKey: .kind),
      icon: try container.decode(TintedGlyph.self, forKey: .icon),
      tap: try container.decode(TapAction.self, forKey: .tap),
      swipe: try container.decode([RowActionItem].self, forKey: .swipe),
      more: try container.decode([RowActionItem].self, forKey: .more),
      menu: try container.decode([RowActionItem].self, forKey: .menu),
      trailing: try container.decode([TintedGlyph].self, forKey: .trailing),
      offlineMark: try container.decodeIfPresent(TintedGlyph.self, forKey: .offlineMark))
  }

  /// Writes the parts under their names, `offlineMark` only when present.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(icon, forKey: .icon)
    try container.encode(tap, forKey: .tap)
    try container.encode(swipe, forKey: .swipe)
    try container.encode(more, forKey: .more)
    try container.encode(menu, forKey: .menu)
    try container.encode(trailing, forKey: .trailing)
    try container.encodeIfPresent(offlineMark, forKey: .offlineMark)
  }
}

/// Every template one presentation draws, by ``RowKey``, for both trash
/// settings: evaluated once when the presentation is made, so a row costs
/// one table read.
final class RowTemplates: Sendable {
  let trashOn: [RowTemplate]
  let trashOff: [RowTemplate]

  private init(trashOn: [RowTemplate], trashOff: [RowTemplate]) {
    self.trashOn = trashOn
    self.trashOff = trashOff
  }

  /// No templates: a placeholder while a presentation is being made.
  static let none = RowTemplates(trashOn: [], trashOff: [])

  init(_ presentation: RowPresentation.Fields) {
    func table(trashEnabled: Bool) -> [RowTemplate] {
      (0..<RowKey.count).map { index in
        let (kind, flags) = RowKey.key(at: index)
        return RowTemplate(kind: kind, flags: flags, presentation: presentation, trashEnabled: trashEnabled)
      }
    }
    trashOn = table(trashEnabled: true)
    trashOff = table(trashEnabled: false)
  }

  /// The templates for a trash setting.
  func table(trashEnabled: Bool) -> [RowTemplate] { trashEnabled ? trashOn : trashOff }
}
