/// An action a row offers on one of its surfaces.
public enum RowAction: String, Sendable, Hashable, CaseIterable, Codable {
  /// Move to the trash, or delete when the trash is off.
  case trash
  /// Download for offline use (video and audio).
  case download
  /// Open the More sheet.
  case more
  /// Copy an item shared with you into your own files.
  case copy
  /// Rename the file or folder.
  case rename
  /// Move to another folder.
  case move
  /// Open the original file in VLC (video and audio).
  case playInVLC = "play-in-vlc"
  /// Dismiss the More sheet.
  case cancel
  /// Play in the app's player.
  case play
  /// Share a link to the file.
  case shareLink = "share-link"
}

/// How a surface draws an action, in the platform's own terms: it maps
/// one to one onto `UIAlertAction.Style`, `UIContextualAction.Style` and
/// SwiftUI's `ButtonRole`.
public enum RowActionRole: String, Sendable, Hashable, CaseIterable, Codable {
  /// An ordinary action (`.default`, no role).
  case normal
  /// Deletes or trashes (`.destructive`, drawn in `--red-solid`).
  case destructive
  /// Dismisses the sheet without acting (`.cancel`).
  case cancel
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
///
/// Its `Codable` form is `{"action", "title", "role"}`, with `role` left
/// out when it is ``RowActionRole/normal``.
public struct RowActionItem: Sendable, Hashable, Codable {
  /// Which action this is.
  public var action: RowAction
  /// The title the user reads ("Convert and Download", "Delete"…).
  public var title: String
  /// How the platform draws it: normal, destructive or cancel.
  public var role: RowActionRole

  /// Whether the action is drawn with the destructive role (`--red-solid`).
  public var isDestructive: Bool { role == .destructive }

  /// An action as a surface shows it.
  public init(action: RowAction, title: String, role: RowActionRole = .normal) {
    self.action = action
    self.title = title
    self.role = role
  }

  enum CodingKeys: String, CodingKey {
    case action, title, role
  }

  /// Decodes `{"action", "title", "role"}`; a missing role is normal.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    action = try container.decode(RowAction.self, forKey: .action)
    title = try container.decode(String.self, forKey: .title)
    role = try container.decodeIfPresent(RowActionRole.self, forKey: .role) ?? .normal
  }

  /// Encodes `{"action", "title"}`, and `role` when it is not normal.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(action, forKey: .action)
    try container.encode(title, forKey: .title)
    if role != .normal { try container.encode(role, forKey: .role) }
  }
}
