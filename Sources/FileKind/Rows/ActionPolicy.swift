/// Which actions each surface offers, as one table of data.
///
/// The rules themselves are data held by each ``RowPresentation``
/// (``RowPresentation/actionRules``), which an app can read to draw its own
/// help screen; ``actions(for:on:in:context:)`` evaluates them for one row,
/// and ``Context/init(flags:trashEnabled:)`` says which facts of an entry
/// the rules test. Order in a list is the order the platform API
/// takes (UIKit's trailing swipe array is drawn right to left).
public enum ActionPolicy {
  /// Who owns the item the row shows.
  public enum Audience: String, Sendable, Hashable, Codable {
    /// The account's own item.
    case owner
    /// An item someone shared with this account.
    case sharedItem = "shared"
    /// The "Items shared with you" root: no actions at all.
    case sharedRoot = "shared-root"
  }

  /// A condition that changes an action's title.
  ///
  /// Raw values are the spellings `filekind rows` and its JSON use.
  public enum Condition: String, Sendable, Hashable, Codable {
    /// The account deletes instead of trashing: Trash reads "Delete".
    case trashOff = "trash-off"
    /// The video must be converted first (``EntryFlags/needsConversion``).
    case needsConversion = "needs-conversion"
    /// A complete offline copy is on the device (``EntryFlags/offline``).
    case offline
  }

  /// One row of the policy table.
  public struct Rule: Sendable, Hashable {
    /// The action the rule offers.
    public var action: RowAction
    /// The title shown.
    public var title: String
    /// Kinds the action applies to.
    public var kinds: Set<IconKind>
    /// Audiences the action applies to.
    public var audiences: Set<Audience>
    /// Alternative titles; the first whose condition holds wins.
    public var retitles: [Retitle]
    /// How the platform draws it.
    public var role: RowActionRole
    /// Whether it is drawn with the destructive role.
    public var isDestructive: Bool { role == .destructive }

    /// A rule: `action` titled `title` for `kinds` (every kind unless
    /// said) and `audiences` (the owner unless said), retitled by the first
    /// of `retitles` whose condition holds.
    public init(
      _ action: RowAction, _ title: String, kinds: Set<IconKind> = Set(IconKind.allCases),
      for audiences: Set<Audience> = [.owner], role: RowActionRole = .normal,
      retitles: [(Condition, String)] = []
    ) {
      self.action = action
      self.title = title
      self.kinds = kinds
      self.audiences = audiences
      self.retitles = retitles.map { Retitle(condition: $0.0, title: $0.1) }
      self.role = role
    }
  }

  /// A title that replaces the rule's own when `condition` holds.
  public struct Retitle: Sendable, Hashable {
    /// When the title applies.
    public var condition: Condition
    /// The title shown.
    public var title: String
  }

  /// Facts about one row that the rules test.
  public struct Context: Sendable, Hashable {
    /// Who owns the item.
    public var audience: Audience
    /// The conditions that hold for the row.
    public var conditions: Set<Condition>
    /// Facts for one row.
    public init(audience: Audience, conditions: Set<Condition>) {
      self.audience = audience
      self.conditions = conditions
    }

    /// The facts an entry's flags and the account's trash setting give:
    /// the one place flags become conditions and an audience.
    public init(flags: EntryFlags, trashEnabled: Bool) {
      var conditions: Set<Condition> = []
      if !trashEnabled { conditions.insert(.trashOff) }
      if flags.contains(.needsConversion) { conditions.insert(.needsConversion) }
      if flags.contains(.offline) { conditions.insert(.offline) }
      let audience: Audience =
        flags.contains(.sharedRoot) ? .sharedRoot : flags.contains(.shared) ? .sharedItem : .owner
      self.init(audience: audience, conditions: conditions)
    }
  }

  /// The actions a surface of `presentation` offers for a row, in order.
  public static func actions(
    for kind: IconKind, on surface: RowSurface, in presentation: RowPresentation, context: Context
  ) -> [RowActionItem] {
    actions(for: kind, rules: presentation.actionRules[surface] ?? [], context: context)
  }

  /// `rules` evaluated for one row, in order.
  static func actions(for kind: IconKind, rules: [Rule], context: Context) -> [RowActionItem] {
    rules.compactMap { rule in
      guard rule.kinds.contains(kind), rule.audiences.contains(context.audience) else {
        return nil
      }
      let title =
        rule.retitles.first { context.conditions.contains($0.condition) }?.title ?? rule.title
      return RowActionItem(action: rule.action, title: title, role: rule.role)
    }
  }

  /// What tapping a row of each kind does (`convert` replaces `play` for a
  /// video that needs conversion).
  public static let taps: [IconKind: TapAction] = [
    .folder: .open, .video: .play, .audio: .play, .image: .preview,
    .document: .preview, .archive: .unsupported, .other: .unsupported,
  ]

  /// The tap action for a row.
  public static func tap(for kind: IconKind, needsConversion: Bool) -> TapAction {
    let tap = taps[kind] ?? .unsupported
    return tap == .play && kind == .video && needsConversion ? .convert : tap
  }
}
