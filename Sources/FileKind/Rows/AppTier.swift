/// The two app tiers FileKind renders rows for.
public enum AppTier: String, Sendable, Hashable, CaseIterable, Codable {
  /// SwiftUI `List` with `.swipeActions` and `.contextMenu`.
  case swiftui
  /// `UITableView` with a trailing swipe and a More action sheet.
  case uikit
}
