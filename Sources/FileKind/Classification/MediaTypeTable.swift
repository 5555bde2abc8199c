/// The media-type table's lookup: canonical names and aliases, both folded
/// to their row in one hash table.
enum MediaTypeTable {
  /// Aliases that servers and libmagic send but shared-mime-info does not list.
  static let extraAliases: [(StaticString, KnownType)] = [
    ("audio/x-m4a", .audioMp4),
    ("audio/m4a", .audioMp4),
    ("video/mkv", .videoXMatroska),
    ("application/x-zip", .applicationZip),
    ("application/x-rar-compressed", .applicationVndRar),
    ("application/rar", .applicationVndRar),
    ("application/x-iso9660-image", .applicationXCdImage),
    ("audio/mp3", .audioMpeg),
    ("video/mpeg2", .videoMpeg),
    // libmagic's name for an OLE compound file it cannot place.
    ("application/cdfv2", .applicationXOleStorage),
  ]

  /// Name or alias → row, case-insensitively.
  static let rows: StaticKeyTable<KnownType> = StaticKeyTable(
    names.indices.map { (names[$0], KnownType(row: Int16($0))) } + Array(zip(aliasNames, aliasTypes))
      + extraAliases
  )
}
