/// Which actions each surface offers, as one table of data.
///
/// An app can read ``rules`` to draw its own help screen; ``actions(for:on:tier:context:)``
/// evaluates them for one row. Order in a list is the order the platform API
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
  }

  static let every = Set(IconKind.allCases)
  static let media: Set<IconKind> = [.video, .audio]

  private static func rule(
    _ action: RowAction, _ title: String, kinds: Set<IconKind> = every,
    for audiences: Set<Audience> = [.owner], role: RowActionRole = .normal,
    retitles: [(Condition, String)] = []
  ) -> Rule {
    Rule(
      action: action, title: title, kinds: kinds, audiences: audiences,
      retitles: retitles.map { Retitle(condition: $0.0, title: $0.1) },
      role: role)
  }

  /// The table. Keys: tier, then surface; values: rules in display order.
  public static let rules: [AppTier: [RowSurface: [Rule]]] = [
    .uikit: [
      .swipe: [
        rule(.trash, "Trash", role: .destructive, retitles: [(.trashOff, "Delete")]),
        rule(
          .download, "Download", kinds: media,
          retitles: [(.offline, "Play Downloaded"), (.needsConversion, "Convert and Download")]),
        rule(.more, "More"),
        rule(.copy, "Copy", for: [.sharedItem]),
      ],
      .more: [
        rule(.rename, "Rename"),
        rule(.move, "Move"),
        rule(.playInVLC, "Play original in VLC", kinds: media),
        rule(.cancel, "Cancel", role: .cancel),
      ],
      .menu: [],
    ],
    .swiftui: [
      .swipe: [
        rule(.trash, "Delete", role: .destructive),
        rule(.more, "More"),
        rule(.copy, "Copy", for: [.sharedItem]),
      ],
      .more: [],
      .menu: [
        rule(.play, "Play", kinds: media, for: [.owner, .sharedItem]),
        rule(.download, "Download", kinds: media, for: [.owner, .sharedItem]),
        rule(.shareLink, "Share Link"),
        rule(.rename, "Rename"),
        rule(.move, "Move to…"),
        rule(.trash, "Delete", role: .destructive),
        rule(.copy, "Copy", for: [.sharedItem]),
      ],
    ],
  ]

  /// The actions a surface offers for a row, in order.
  public static func actions(
    for kind: IconKind, on surface: RowSurface, tier: AppTier, context: Context
  ) -> [RowActionItem] {
    let rules = Self.rules[tier]?[surface] ?? []
    return rules.compactMap { rule in
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
