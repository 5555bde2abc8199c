/// How a folder's listing is sorted: one of put.io's six keys and a
/// direction, spelled as the API's `sort_by` spells it (`NAME_ASC`,
/// `DATE_DESC`) and persisted per folder.
///
/// | key        | API        | menu title    | sorts by                               |
/// |------------|------------|---------------|----------------------------------------|
/// | `name`     | `NAME`     | Name          | Finder order (``NameOrder``)           |
/// | `size`     | `SIZE`     | Size          | bytes                                  |
/// | `added`    | `DATE`     | Date Added    | `created_at` (else `updated_at`)       |
/// | `modified` | `MODIFIED` | Date Modified | `updated_at`                           |
/// | `type`     | `TYPE`     | Type          | icon kind, in ``IconKind``'s order     |
/// | `watch`    | `WATCH`    | Watch Status  | not started, then resumable            |
///
/// Sorting is stable in both directions: entries whose keys are equal keep
/// the listing's order, descending too (a descending sort reverses the
/// key, not the ties).
public struct ListingSort: Sendable, Hashable, Codable, LosslessStringConvertible {
  /// A sort key of the ⋯ menu.
  public enum Key: String, Sendable, Hashable, CaseIterable, Codable {
    /// The raw name, in Finder order.
    case name = "NAME"
    /// The size in bytes.
    case size = "SIZE"
    /// When the file was added (`created_at`).
    case added = "DATE"
    /// When the file last changed (`updated_at`).
    case modified = "MODIFIED"
    /// The icon kind.
    case type = "TYPE"
    /// Whether playback can resume.
    case watch = "WATCH"

    /// The title the ⋯ menu shows.
    public var title: String {
      switch self {
      case .name: "Name"
      case .size: "Size"
      case .added: "Date Added"
      case .modified: "Date Modified"
      case .type: "Type"
      case .watch: "Watch Status"
      }
    }

    /// The direction a key starts in when a person picks it: names and
    /// types from A and from folders, sizes and dates from the largest and
    /// newest, watch status from what was started.
    public var initialDirection: Direction {
      switch self {
      case .name, .type: .ascending
      case .size, .added, .modified, .watch: .descending
      }
    }
  }

  /// A sort direction.
  public enum Direction: String, Sendable, Hashable, CaseIterable, Codable {
    /// Smallest, oldest, first in Finder order first.
    case ascending = "ASC"
    /// The reverse of ``ascending``.
    case descending = "DESC"

    /// The word the ⋯ menu shows under the selected key.
    public var title: String { self == .ascending ? "Ascending" : "Descending" }

    /// The other direction.
    public var flipped: Direction { self == .ascending ? .descending : .ascending }
  }

  /// Why a `sort_by` value was refused.
  public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The value as it was given.
    public var value: String
    /// A sentence naming the accepted spellings.
    public var description: String {
      let keys = Key.allCases.map(\.rawValue).joined(separator: ", ")
      return "'\(value)' is not a sort order: expected KEY_ASC or KEY_DESC with KEY one of \(keys)"
    }
  }

  /// The key.
  public var key: Key
  /// The direction.
  public var direction: Direction

  /// A sort order.
  public init(_ key: Key, _ direction: Direction) {
    self.key = key
    self.direction = direction
  }

  /// put.io's default: names, ascending.
  public static let `default` = ListingSort(.name, .ascending)

  /// Reads the API's spelling (`NAME_ASC`, `MODIFIED_DESC`), exactly.
  ///
  /// - Throws: ``ParseError`` for anything else.
  public init(parsing value: String) throws(ParseError) {
    guard let underscore = value.lastIndex(of: "_"),
      let key = Key(rawValue: String(value[..<underscore])),
      let direction = Direction(rawValue: String(value[value.index(after: underscore)...]))
    else { throw ParseError(value: value) }
    self.init(key, direction)
  }

  /// Every order with its API spelling, for readers that compare bytes.
  package static let spellings: [(spelling: StaticString, order: ListingSort)] = [
    ("NAME_ASC", .init(.name, .ascending)), ("NAME_DESC", .init(.name, .descending)),
    ("SIZE_ASC", .init(.size, .ascending)), ("SIZE_DESC", .init(.size, .descending)),
    ("DATE_ASC", .init(.added, .ascending)), ("DATE_DESC", .init(.added, .descending)),
    ("MODIFIED_ASC", .init(.modified, .ascending)), ("MODIFIED_DESC", .init(.modified, .descending)),
    ("TYPE_ASC", .init(.type, .ascending)), ("TYPE_DESC", .init(.type, .descending)),
    ("WATCH_ASC", .init(.watch, .ascending)), ("WATCH_DESC", .init(.watch, .descending)),
  ]

  /// Reads the API's spelling, or `nil`.
  public init?(_ description: String) {
    guard let parsed = try? ListingSort(parsing: description) else { return nil }
    self = parsed
  }

  /// The API's spelling: `NAME_ASC`.
  public var description: String { "\(key.rawValue)_\(direction.rawValue)" }

  /// Encodes as the API's spelling.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// Decodes the API's spelling.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let value = try container.decode(String.self)
    do {
      try self.init(parsing: value)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// The order after a person picks `key` in the menu: the selected key
  /// again flips the direction; another key switches to it, in its
  /// ``Key/initialDirection``.
  public func choosing(_ key: Key) -> ListingSort {
    key == self.key ? ListingSort(key, direction.flipped) : ListingSort(key, key.initialDirection)
  }

  /// One line of the ⋯ menu's sort section.
  public struct MenuItem: Sendable, Hashable, Codable {
    /// The key this line picks.
    public var key: Key
    /// Its title.
    public var title: String
    /// Whether it is the selected key (drawn with a check mark).
    public var isSelected: Bool
    /// `Ascending` or `Descending` under the selected key; `nil` elsewhere.
    public var detail: String?
  }

  /// The menu's six lines, in put.io's order, the selected one marked.
  public var menu: [MenuItem] {
    Key.allCases.map {
      MenuItem(
        key: $0, title: $0.title, isSelected: $0 == key, detail: $0 == key ? direction.title : nil)
    }
  }

  /// The date rows sorted this way tell: the added date under Date Added,
  /// the modification date otherwise.
  public var rowDate: RowDate { key == .added ? .added : .modified }
}
