/// Media type → kind and alias → canonical type, from shared-mime-info.
@usableFromInline
enum MediaTypeTable {
  struct KindEntry: Sendable {
    let mimeType: StaticString
    let kind: IconKind
    init(_ mimeType: StaticString, _ kind: IconKind) {
      self.mimeType = mimeType
      self.kind = kind
    }
  }

  struct AliasEntry: Sendable {
    let alias: StaticString
    let canonical: StaticString
    init(_ alias: StaticString, _ canonical: StaticString) {
      self.alias = alias
      self.canonical = canonical
    }
  }

  /// Aliases that servers send but shared-mime-info does not list.
  static let extraAliases: [AliasEntry] = [
    AliasEntry("audio/x-m4a", "audio/mp4"),
    AliasEntry("audio/m4a", "audio/mp4"),
    AliasEntry("video/mkv", "video/x-matroska"),
    AliasEntry("application/x-zip", "application/zip"),
    AliasEntry("application/x-rar-compressed", "application/vnd.rar"),
    AliasEntry("application/rar", "application/vnd.rar"),
    AliasEntry("application/x-iso9660-image", "application/x-cd-image"),
    AliasEntry("audio/mp3", "audio/mpeg"),
    AliasEntry("video/mpeg2", "video/mpeg"),
    // libmagic's name for an OLE compound file it cannot place.
    AliasEntry("application/cdfv2", "application/x-ole-storage"),
  ]

  static let kinds: StaticKeyTable<IconKind> = StaticKeyTable(
    Array(zip(generatedTypes, generatedTypeKinds))
      + [
        ("application/x-directory", .folder), ("inode/directory", .folder),
        // Outlook messages (.msg): not in shared-mime-info.
        ("application/vnd.ms-outlook", .document),
        // InstallShield's cabinets (`ISc(`), where an installer's files are
        // packed; the installer itself (libmagic's application/x-installshield)
        // decides no kind. Neither is in shared-mime-info.
        ("application/x-installshield-cab", .archive),
      ]
  )

  /// Each subclass's parent type (`docx` → `application/zip`).
  static let parents: StaticKeyTable<StaticString> = StaticKeyTable(
    Array(zip(generatedSubclasses, generatedFirstParents))
  )

  static let aliases: StaticKeyTable<StaticString> = StaticKeyTable(
    Array(zip(generatedAliasNames, generatedAliasTargets)) + extraAliases.map { ($0.alias, $0.canonical) }
  )
}
