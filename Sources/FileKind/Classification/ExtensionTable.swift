/// Extension → (kind, MIME type), from shared-mime-info plus put.io's overrides.
@usableFromInline
enum ExtensionTable {
  /// One row of the table.
  @usableFromInline
  struct Entry: Sendable {
    @usableFromInline let kind: IconKind
    @usableFromInline let mimeType: StaticString
    let key: StaticString

    init(_ key: StaticString, _ kind: IconKind, _ mimeType: StaticString) {
      self.key = key
      self.kind = kind
      self.mimeType = mimeType
    }
  }

  /// The merged table: generated rows first, so an override replaces them.
  @usableFromInline
  static let shared: StaticKeyTable<Entry> = StaticKeyTable(
    (generated + PutioOverrides.extensions).map { ($0.key, $0) }
  )
}
