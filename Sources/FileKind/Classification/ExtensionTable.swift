/// Extension → media type, from shared-mime-info's globs with put.io's
/// extensions in their place (both merged by the generator from
/// `Scripts/kind-policy.tsv`). An extension's kind is its type's kind, so a
/// name and its type never disagree.
@usableFromInline
enum ExtensionTable {
  /// One row of the table.
  @usableFromInline
  struct Entry: Sendable {
    /// The type's kind, kept beside it for the name-only fast path.
    @usableFromInline let kind: IconKind
    @usableFromInline let type: KnownType
    @usableFromInline let key: StaticString
    /// Some compound key ends with this one (`gz` of `tar.gz`): only then is
    /// the two-part suffix looked up.
    @usableFromInline var endsCompounds = false

    init(_ key: StaticString, _ type: KnownType) {
      self.key = key
      // A type that decides no kind (none is named by an extension today)
      // names nothing a row can show.
      self.kind = type.kind ?? .other
      self.type = type
    }
  }

  /// The table, with each key marked when a compound key ends with it.
  @usableFromInline
  static let shared: StaticKeyTable<Entry> = {
    let all = generatedKeys.indices.map { Entry(generatedKeys[$0], generatedTypes[$0]) }
    var tails: Set<String> = []
    for entry in all {
      let key = String(describing: entry.key)
      if let dot = key.lastIndex(of: ".") { tails.insert(String(key[key.index(after: dot)...])) }
    }
    return StaticKeyTable(
      all.map { entry in
        var entry = entry
        entry.endsCompounds = tails.contains(String(describing: entry.key))
        return (entry.key, entry)
      })
  }()
}
