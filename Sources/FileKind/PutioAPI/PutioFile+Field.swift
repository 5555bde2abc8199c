extension PutioFile {
  /// The fields the reader keeps, in the order their problems are reported
  /// (the official SDK's order for the four it requires, then the fields
  /// read since, in the order they were added). Any other field is read
  /// past, whatever its type.
  package enum Field: Int, CaseIterable, Sendable {
    case id, name, fileType, createdAt, updatedAt, size, parentID, contentType, fileExtension, folderType
    case isShared, isMP4Available, needConvert, mp4Size, startFrom
    case crc32, sha1, isHidden, firstAccessedAt, sortBy

    /// The key as the API spells it.
    @inline(__always)
    package var key: StaticString {
      switch self {
      case .id: "id"
      case .name: "name"
      case .fileType: "file_type"
      case .createdAt: "created_at"
      case .updatedAt: "updated_at"
      case .size: "size"
      case .parentID: "parent_id"
      case .contentType: "content_type"
      case .fileExtension: "extension"
      case .folderType: "folder_type"
      case .isShared: "is_shared"
      case .isMP4Available: "is_mp4_available"
      case .needConvert: "need_convert"
      case .mp4Size: "mp4_size"
      case .startFrom: "start_from"
      case .crc32: "crc32"
      case .sha1: "sha1"
      case .isHidden: "is_hidden"
      case .firstAccessedAt: "first_accessed_at"
      case .sortBy: "sort_by"
      }
    }

    /// The JSON type the field must have when it is not `null`.
    package var type: ValueType {
      switch self {
      case .id, .size, .parentID, .mp4Size: .integer
      case .name, .fileType, .createdAt, .updatedAt, .contentType, .fileExtension, .folderType, .crc32, .sha1,
        .firstAccessedAt, .sortBy:
        .string
      case .isShared, .isMP4Available, .needConvert, .isHidden: .bool
      case .startFrom: .number
      }
    }

    /// Whether a file without it (or with `null`) is refused.
    package var isRequired: Bool { rawValue <= Field.createdAt.rawValue }

    /// The field a key names, if the reader keeps it.
    static func named(_ key: JSONString, in reader: JSONReader) -> Field? {
      guard !key.hasEscapes else { return allCases.first { reader.value(of: key, is: $0.key) } }
      guard let first = key.range.first.map({ reader.bytes[$0] }) else { return nil }
      // One candidate by length and first letter, then one comparison.
      func field(_ field: Field) -> Field? { reader.plainString(key, is: field.key) ? field : nil }
      switch (key.range.count, first) {
      case (2, UInt8(ascii: "i")): return field(.id)
      case (4, UInt8(ascii: "n")): return field(.name)
      case (4, UInt8(ascii: "s")):
        return reader.bytes[key.range.lowerBound + 1] == UInt8(ascii: "h") ? field(.sha1) : field(.size)
      case (5, UInt8(ascii: "c")): return field(.crc32)
      case (7, UInt8(ascii: "s")): return field(.sortBy)
      case (8, UInt8(ascii: "m")): return field(.mp4Size)
      case (9, UInt8(ascii: "f")): return field(.fileType)
      case (9, UInt8(ascii: "p")): return field(.parentID)
      case (9, UInt8(ascii: "e")): return field(.fileExtension)
      case (9, UInt8(ascii: "i")):
        return reader.bytes[key.range.upperBound - 1] == UInt8(ascii: "n")
          ? field(.isHidden) : field(.isShared)
      case (10, UInt8(ascii: "c")): return field(.createdAt)
      case (10, UInt8(ascii: "u")): return field(.updatedAt)
      case (10, UInt8(ascii: "s")): return field(.startFrom)
      case (11, UInt8(ascii: "f")): return field(.folderType)
      case (12, UInt8(ascii: "c")): return field(.contentType)
      case (12, UInt8(ascii: "n")): return field(.needConvert)
      case (16, UInt8(ascii: "i")): return field(.isMP4Available)
      case (17, UInt8(ascii: "f")): return field(.firstAccessedAt)
      default: return nil
      }
    }
  }

  /// The JSON types the kept fields have.
  package enum ValueType: Sendable {
    case integer, string, bool, number
  }
}
