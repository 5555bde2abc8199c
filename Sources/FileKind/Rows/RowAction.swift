/// An action a row offers on one of its surfaces.
public enum RowAction: String, Sendable, Hashable, CaseIterable, Codable {
  case trash
  case download
  case more
  case copy
  case rename
  case move
  case playInVLC = "play-in-vlc"
  case cancel
  case play
  case shareLink = "share-link"
}

/// Where on a row an action appears.
public enum RowSurface: String, Sendable, Hashable, CaseIterable, Codable {
  /// `uikit`: the trailing `UIContextualAction`s; `swiftui`: `.swipeActions`.
  case swipe
  /// `uikit` only: the More action sheet, titled with the raw name.
  case more
  /// `swiftui` only: the `.contextMenu`.
  case menu
}

/// One action as a surface shows it.
public struct RowActionItem: Sendable, Hashable, Codable {
  /// Which action this is.
  public var action: RowAction
  /// The title the user reads ("Convert and Download", "Delete"…).
  public var title: String
  /// Drawn with the destructive role (`--red-solid`).
  public var isDestructive: Bool

  /// An action as a surface shows it.
  public init(action: RowAction, title: String, isDestructive: Bool = false) {
    self.action = action
    self.title = title
    self.isDestructive = isDestructive
  }
}
