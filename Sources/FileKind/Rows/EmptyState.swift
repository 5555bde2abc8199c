/// What a list shows when it has no rows: a folder with nothing in it, or
/// a search that found nothing, worded as each app words it.
///
/// | presentation | situation                  | title                   | message                                                                                        | glyph                        | action             |
/// |--------------|----------------------------|-------------------------|------------------------------------------------------------------------------------------------|------------------------------|--------------------|
/// | `swiftUI`    | empty folder               | `No Files`              | `This folder is empty.`                                                                        | `folder-open`, `--solid`     | none               |
/// | `swiftUI`    | no results in a folder     | `No Results`            | `No files match “QUERY”. Check the spelling or search the whole account instead of this folder.` | `magnifying-glass`, `--solid` | `Search All Files` |
/// | `swiftUI`    | no results in the account  | `No Results`            | `No files match “QUERY”. Check the spelling or try a different search.`                        | `magnifying-glass`, `--solid` | none               |
/// | `uiKit`      | empty folder               | `No files whatsoever!`  | `This folder is empty`                                                                         | none                         | none               |
/// | `uiKit`      | no results (either scope)  | `No search result`      | `We couldn't find anything for that.`                                                          | none                         | none               |
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
  /// The glyph above the heading, if the presentation draws one.
  public var glyph: TintedGlyph?
  /// The button under the message, if any.
  public var action: Action?

  /// The empty state `presentation` shows in `situation`.
  public init(presentation: RowPresentation, situation: Situation) {
    self = presentation.emptyStates.state(for: situation)
  }

  /// A presentation's empty states: one per situation, with
  /// ``Wording/query`` standing where the query is shown.
  public struct Wording: Sendable, Hashable, Codable {
    /// What stands for the query in a title or message: `{query}`.
    public static let query = "{query}"
    /// A folder with nothing in it.
    public var emptyFolder: EmptyState
    /// A search of the folder on screen that found nothing.
    public var noResultsInFolder: EmptyState
    /// A search of the whole account that found nothing.
    public var noResultsInAccount: EmptyState

    /// A presentation's empty states.
    public init(emptyFolder: EmptyState, noResultsInFolder: EmptyState, noResultsInAccount: EmptyState) {
      self.emptyFolder = emptyFolder
      self.noResultsInFolder = noResultsInFolder
      self.noResultsInAccount = noResultsInAccount
    }

    /// The state for `situation`, the query put in as typed (once: a query
    /// that itself holds `{query}` is not expanded again).
    public func state(for situation: Situation) -> EmptyState {
      switch situation {
      case .emptyFolder: return emptyFolder
      case .noSearchResults(let query, let scope):
        var state = scope == .folder ? noResultsInFolder : noResultsInAccount
        state.title = state.title.replacing(Self.query, with: query)
        state.message = state.message.replacing(Self.query, with: query)
        return state
      }
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
