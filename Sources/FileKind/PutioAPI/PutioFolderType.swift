/// The `folder_type` string put.io's API sends with each file.
///
/// Unknown strings are kept as they came (a newer API may add types).
public struct PutioFolderType: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral {
  /// The string as the API sent it.
  public let rawValue: String

  /// Wraps any string; never fails.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Wraps a literal such as `"SHARED_FRIEND"`.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// `REGULAR`: a folder of the user's own (files send it too).
  public static let regular: Self = "REGULAR"
  /// `SHARED_ROOT`: the root of what others share with the user
  /// (``EntryFlags/sharedRoot``).
  public static let sharedRoot: Self = "SHARED_ROOT"
  /// `SHARED_FRIEND`: one friend's folder inside the shared root, holding
  /// what that friend shares.
  public static let sharedFriend: Self = "SHARED_FRIEND"
}
