/// The part of a row fixed by its kind and flags: the icon, the tap, the
/// action lists, the accessories and the offline mark.
///
/// A ``FileRow`` is a template plus what belongs to one entry (its
/// identity, name and texts). ``RowRenderer/template(kind:flags:)`` gives
/// the template a row is built from, so code that writes rows its own way
/// (a JSON stream, a cache) shares the renderer's answer instead of
/// re-deriving it.
public struct RowTemplate: Sendable, Hashable, Codable {
  /// The icon kind.
  public var kind: IconKind
  /// Icon glyph and tint.
  public var icon: TintedGlyph
  /// What tapping the row does.
  public var tap: TapAction
  /// The swipe actions.
  public var swipe: [RowActionItem]
  /// The More sheet's actions.
  public var more: [RowActionItem]
  /// The context menu's actions.
  public var menu: [RowActionItem]
  /// Trailing accessories.
  public var trailing: [TintedGlyph]
  /// The offline copy's mark, if any.
  public var offlineMark: TintedGlyph?

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

  /// The template `presentation` draws for `kind` and `flags`.
  init(kind: IconKind, flags: EntryFlags, presentation: RowPresentation.Fields, trashEnabled: Bool) {
    let context = ActionPolicy.Context(flags: flags, trashEnabled: trashEnabled)
    func list(_ surface: RowSurface) -> [RowActionItem] {
      ActionPolicy.actions(for: kind, rules: presentation.actionRules[surface] ?? [], context: context)
    }
    self.kind = kind
    icon = TintedGlyph(glyph: kind.glyph, tint: presentation.tint(of: kind))
    tap = ActionPolicy.tap(for: kind, needsConversion: flags.contains(.needsConversion))
    swipe = list(.swipe)
    more = list(.more)
    menu = list(.menu)
    trailing = presentation.trailing(kind: kind, flags: flags)
    offlineMark = presentation.mark(flags: flags)
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
