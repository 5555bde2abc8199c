/// Which of an entry's dates a row's subtitle tells.
public enum RowDate: String, Sendable, Hashable, CaseIterable, Codable {
  /// When the file last changed (put.io's `updated_at`): every order but
  /// Date Added.
  case modified
  /// When the file was added (put.io's `created_at`), or when it last
  /// changed if that is not known: rows sorted by Date Added.
  case added
}
