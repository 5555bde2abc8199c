/// The part of a row fixed by its kind and flags: the icon, the tap, the
/// action lists, the accessories and the offline mark.
///
/// A ``FileRow`` is a template plus what belongs to one entry (its
/// identity, name and texts). ``RowRenderer/template(kind:flags:)`` gives
/// the template a row is built from, so code that writes rows its own way
/// (a JSON stream, a cache) shares the renderer's answer instead of
/// re-deriving it.
public struct RowTemplate: Sendable, Hashable, Codable {
  /// The template's parts as one value: its equality, hashing and JSON are
  /// the template's.
  struct Parts: Sendable, Hashable, Codable {
    var kind: IconKind
    var icon: TintedGlyph
    var tap: TapAction
    var swipe: [RowActionItem]
    var more: [RowActionItem]
    var menu: [RowActionItem]
    var trailing: [TintedGlyph]
    var offlineMark: TintedGlyph?
  }

  /// The parts, held once and shared by every row drawn from the template:
  /// a row copies one reference, not four lists and two glyphs, so rows
  /// made on several cores at once do not contend for the lists' reference
  /// counts.
  final class Shared: Sendable {
    let parts: Parts
    init(_ parts: Parts) { self.parts = parts }
  }

  private var shared: Shared

  /// A copy with one part changed (the shared parts are never written).
  private mutating func set<Value>(_ part: WritableKeyPath<Parts, Value>, _ value: Value) {
    var parts = shared.parts
    parts[keyPath: part] = value
    shared = Shared(parts)
  }

  /// The icon kind.
  public var kind: IconKind {
    get { shared.parts.kind }
    set { set(\.kind, newValue) }
  }
  /// Icon glyph and tint.
  public var icon: TintedGlyph {
    get { shared.parts.icon }
    set { set(\.icon, newValue) }
  }
  /// What tapping the row does.
  public var tap: TapAction {
    get { shared.parts.tap }
    set { set(\.tap, newValue) }
  }
  /// The swipe actions.
  public var swipe: [RowActionItem] {
    get { shared.parts.swipe }
    set { set(\.swipe, newValue) }
  }
  /// The More sheet's actions.
  public var more: [RowActionItem] {
    get { shared.parts.more }
    set { set(\.more, newValue) }
  }
  /// The context menu's actions.
  public var menu: [RowActionItem] {
    get { shared.parts.menu }
    set { set(\.menu, newValue) }
  }
  /// Trailing accessories.
  public var trailing: [TintedGlyph] {
    get { shared.parts.trailing }
    set { set(\.trailing, newValue) }
  }
  /// The offline copy's mark, if any.
  public var offlineMark: TintedGlyph? {
    get { shared.parts.offlineMark }
    set { set(\.offlineMark, newValue) }
  }

  init(
    kind: IconKind, icon: TintedGlyph, tap: TapAction, swipe: [RowActionItem], more: [RowActionItem],
    menu: [RowActionItem], trailing: [TintedGlyph], offlineMark: TintedGlyph?
  ) {
    shared = Shared(
      Parts(
        kind: kind, icon: icon, tap: tap, swipe: swipe, more: more, menu: menu, trailing: trailing,
        offlineMark: offlineMark))
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
      swipe: list(.swipe), more: list(.more), menu: list(.menu),
      trailing: presentation.trailing(kind: kind, flags: flags), offlineMark: presentation.mark(flags: flags))
  }

  /// The same template in an object of its own.
  var ownCopy: RowTemplate {
    var copy = self
    copy.shared = Shared(shared.parts)
    return copy
  }

  /// Whether two templates have the same parts.
  public static func == (lhs: RowTemplate, rhs: RowTemplate) -> Bool {
    lhs.shared === rhs.shared || lhs.shared.parts == rhs.shared.parts
  }

  /// Hashes the parts.
  public func hash(into hasher: inout Hasher) { hasher.combine(shared.parts) }

  /// Reads the parts under their names; `offlineMark` may be absent.
  public init(from decoder: any Decoder) throws { shared = Shared(try Parts(from: decoder)) }

  /// Writes the parts under their names, `offlineMark` only when present.
  public func encode(to encoder: any Encoder) throws { try shared.parts.encode(to: encoder) }
}

/// A batch chunk's own copies of the templates its rows use, each made on
/// first use: a row retains its template, and one object whose reference
/// count every core writes would cost more than the row.
struct TemplateCopies {
  private var copies: [RowTemplate?]

  init(count: Int) { copies = Array(repeating: nil, count: count) }

  /// The chunk's copy of `templates[key]`.
  mutating func template(_ key: Int, from templates: [RowTemplate]) -> RowTemplate {
    if let copy = copies[key] { return copy }
    let copy = templates[key].ownCopy
    copies[key] = copy
    return copy
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
