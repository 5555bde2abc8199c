/// Extension → (kind, media type), from shared-mime-info plus put.io's overrides.
@usableFromInline
enum ExtensionTable {
  /// One row of the table.
  @usableFromInline
  struct Entry: Sendable {
    @usableFromInline let kind: IconKind
    @usableFromInline let type: KnownType
    @usableFromInline let key: StaticString
    /// Some compound key ends with this one (`gz` of `tar.gz`): only then is
    /// the two-part suffix looked up.
    @usableFromInline var endsCompounds = false

    init(_ key: StaticString, _ kind: IconKind, _ type: KnownType) {
      self.key = key
      self.kind = kind
      self.type = type
    }
  }

  /// The merged table: generated rows first, so an override replaces them.
  @usableFromInline
  static let shared: StaticKeyTable<Entry> = {
    let generated = generatedKeys.indices.map {
      Entry(generatedKeys[$0], generatedKinds[$0], generatedTypes[$0])
    }
    let all = generated + PutioOverrides.extensions
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
