/// What a list shows when it has no rows: a folder with nothing in it, or
/// a search that found nothing, worded as each app words it.
///
/// | tier      | situation                  | title                   | message                                                                                        | glyph                        | action             |
/// |-----------|----------------------------|-------------------------|------------------------------------------------------------------------------------------------|------------------------------|--------------------|
/// | `swiftui` | empty folder               | `No Files`              | `This folder is empty.`                                                                        | `folder-open`, `--solid`     | none               |
/// | `swiftui` | no results in a folder     | `No Results`            | `No files match “QUERY”. Check the spelling or search the whole account instead of this folder.` | `magnifying-glass`, `--solid` | `Search All Files` |
/// | `swiftui` | no results in the account  | `No Results`            | `No files match “QUERY”. Check the spelling or try a different search.`                        | `magnifying-glass`, `--solid` | none               |
/// | `uikit`   | empty folder               | `No files whatsoever!`  | `This folder is empty`                                                                         | none                         | none               |
/// | `uikit`   | no results (either scope)  | `No search result`      | `We couldn't find anything for that.`                                                          | none                         | none               |
///
/// SwiftUI draws it as `ContentUnavailableView` (a 52 pt glyph, title 20 pt,
/// body 15 pt); UIKit as a centred Title 1 heading over a callout line. The
/// design cards draw the SwiftUI search in a folder and both UIKit states;
/// the SwiftUI empty folder and account-wide search follow their pattern.
/// The query is shown as the person typed it, between “ and ”.
public struct EmptyState: Sendable, Hashable, Codable {
  /// Where a search looked.
  public enum SearchScope: String, Sendable, Hashable, CaseIterable, Codable {
    /// The folder on screen: a SwiftUI empty result offers the whole account.
    case folder
    /// The whole account.
    case account
  }

  /// Why the list is empty.
  public enum Situation: Sendable, Hashable, Codable {
    /// The folder holds nothing.
    case emptyFolder
    /// A search for `query` found nothing in `scope`.
    case noSearchResults(query: String, scope: SearchScope)
  }

  /// What the state's button does.
  public enum ActionKind: String, Sendable, Hashable, Codable {
    /// Search the whole account for the same query.
    case searchAllFiles = "search-all-files"
  }

  /// The state's button.
  public struct Action: Sendable, Hashable, Codable {
    /// What it does.
    public var kind: ActionKind
    /// Its title.
    public var title: String
  }

  /// The heading.
  public var title: String
  /// The line under it.
  public var message: String
  /// The glyph above the heading, if the tier draws one.
  public var glyph: TintedGlyph?
  /// The button under the message, if any.
  public var action: Action?

  /// The empty state `tier` shows in `situation`.
  public init(tier: AppTier, situation: Situation) {
    switch (tier, situation) {
    case (.swiftui, .emptyFolder):
      self.init(
        title: "No Files", message: "This folder is empty.",
        glyph: TintedGlyph(glyph: "folder-open", tint: .solid), action: nil)
    case (.swiftui, .noSearchResults(let query, let scope)):
      let advice =
        scope == .folder
        ? "Check the spelling or search the whole account instead of this folder."
        : "Check the spelling or try a different search."
      self.init(
        title: "No Results", message: "No files match “\(query)”. \(advice)",
        glyph: TintedGlyph(glyph: "magnifying-glass", tint: .solid),
        action: scope == .folder ? Action(kind: .searchAllFiles, title: "Search All Files") : nil)
    case (.uikit, .emptyFolder):
      self.init(title: "No files whatsoever!", message: "This folder is empty", glyph: nil, action: nil)
    case (.uikit, .noSearchResults):
      self.init(
        title: "No search result", message: "We couldn't find anything for that.", glyph: nil, action: nil)
    }
  }

  /// An empty state spelled out.
  public init(title: String, message: String, glyph: TintedGlyph?, action: Action?) {
    self.title = title
    self.message = message
    self.glyph = glyph
    self.action = action
  }
}
