#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One file of a put.io API page, as FileKind's values: the ``FileEntry``
/// a row is made from, plus what a sync engine keeps beside it.
///
/// The kind is decided once, while the page is read, from the name,
/// `file_type` and `content_type`, exactly as ``FileEntry`` decides it;
/// ``resolution`` says which signal decided.
public struct PutioFile: Sendable, Hashable, Codable {
  /// The entry: id, raw name, folder or not, size, `updated_at` as its date
  /// (`created_at` when missing), `created_at` as added, `file_type`,
  /// `content_type`, and the flags the API maps (shared, shared root,
  /// needs conversion, resume point).
  public var entry: FileEntry
  /// The kind the signals decided, the signal that decided it and the
  /// media type behind it.
  public var resolution: KindResolution
  /// `parent_id`: the folder holding the file (-2 is "shared with you"), or
  /// `nil` when the API sent none.
  public var parentID: Int64?
  /// `is_mp4_available`: a converted MP4 copy exists.
  public var isMP4Available: Bool
  /// `mp4_size`: the converted copy's size in bytes, if sent.
  public var mp4Size: Int64?
  /// `extension`, as sent (`nil` for folders).
  public var fileExtension: String?
  /// `start_from`: seconds into playback (`91.7`); 0 when not sent. More
  /// than 0 is a resume point (``EntryFlags/resumePoint``).
  public var startFrom: Double

  /// The file's id (put.io's ids are never missing from a file read here).
  public var id: Int64 { entry.id ?? 0 }

  /// A file as the page reader makes it.
  public init(
    entry: FileEntry, resolution: KindResolution, parentID: Int64?, isMP4Available: Bool, mp4Size: Int64?,
    fileExtension: String?, startFrom: Double
  ) {
    self.entry = entry
    self.resolution = resolution
    self.parentID = parentID
    self.isMP4Available = isMP4Available
    self.mp4Size = mp4Size
    self.fileExtension = fileExtension
    self.startFrom = startFrom
  }
}

/// Why one file of a page was not read. The page's other files are read
/// all the same.
public struct PutioFileProblem: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// The file's position in the page's `files` (from 0), or `nil` for the
  /// page's `parent`.
  public var index: Int?
  /// The field at fault (`id`, `created_at`…).
  public var key: String
  /// The byte offset of the field's value, or of the file's `{` when the
  /// field is missing.
  public var offset: Int
  /// What is wrong with it.
  public var reason: Reason

  /// What is wrong with a field.
  public enum Reason: String, Sendable, Hashable, Codable {
    /// A required field (`id`, `name`, `file_type`, `created_at`) is
    /// missing or `null`.
    case missing
    /// The value is not of the field's JSON type (a string for `size`, a
    /// fraction or a number beyond 64 bits for an integer field).
    case wrongType = "wrong type"
    /// A date field's string is not a date put.io writes.
    case notADate = "not a date"
    /// The file is not a JSON object.
    case notAnObject = "not an object"
  }

  /// A problem as found.
  public init(index: Int?, key: String, offset: Int, reason: Reason) {
    self.index = index
    self.key = key
    self.offset = offset
    self.reason = reason
  }

  /// `file 3: created_at: not a date (byte 1204)`.
  public var description: String {
    let which = index.map { "file \($0)" } ?? "parent"
    return key.isEmpty
      ? "\(which): \(reason.rawValue) (byte \(offset))"
      : "\(which): \(key): \(reason.rawValue) (byte \(offset))"
  }
}

extension PutioFile {
  /// The fields the reader keeps, in the order their problems are reported
  /// (the official SDK's order for the four it requires). Any other field
  /// is read past, whatever its type.
  package enum Field: Int, CaseIterable, Sendable {
    case id, name, fileType, createdAt, updatedAt, size, parentID, contentType, fileExtension, folderType
    case isShared, isMP4Available, needConvert, mp4Size, startFrom

    /// The key as the API spells it.
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
      }
    }

    /// The JSON type the field must have when it is not `null`.
    package var type: ValueType {
      switch self {
      case .id, .size, .parentID, .mp4Size: .integer
      case .name, .fileType, .createdAt, .updatedAt, .contentType, .fileExtension, .folderType: .string
      case .isShared, .isMP4Available, .needConvert: .bool
      case .startFrom: .number
      }
    }

    /// Whether a file without it (or with `null`) is refused.
    package var isRequired: Bool { rawValue <= Field.createdAt.rawValue }

    /// The field a key names, if the reader keeps it.
    static func named(_ key: JSONString, in reader: JSONReader) -> Field? {
      // Keys are told apart by length first: one or two comparisons each.
      guard !key.hasEscapes else { return allCases.first { reader.value(of: key, is: $0.key) } }
      func first(_ fields: Field...) -> Field? {
        for field in fields where reader.value(of: key, is: field.key) { return field }
        return nil
      }
      switch key.range.count {
      case 2: return first(.id)
      case 4: return first(.name, .size)
      case 8: return first(.mp4Size)
      case 9: return first(.fileType, .parentID, .fileExtension, .isShared)
      case 10: return first(.createdAt, .updatedAt, .startFrom)
      case 11: return first(.folderType)
      case 12: return first(.contentType, .needConvert)
      case 16: return first(.isMP4Available)
      default: return nil
      }
    }
  }

  /// The JSON types the kept fields have.
  package enum ValueType: Sendable {
    case integer, string, bool, number
  }

  /// One kept field's value: strings as they lie in the bytes (decoded only
  /// when kept), numbers converted once to the field's type.
  enum Token {
    case absent
    case string(JSONString, offset: Int)
    case number(Double, offset: Int)
    /// A number for an integer field: `nil` when it is no `Int64`.
    case integer(Int64?, offset: Int)
    case bool(Bool, offset: Int)
    /// An object or array: the wrong type for every kept field.
    case other(offset: Int)

    var offset: Int? {
      switch self {
      case .absent: nil
      case .string(_, let offset), .number(_, let offset), .integer(_, let offset), .bool(_, let offset),
        .other(let offset):
        offset
      }
    }
  }

  /// Reads one element of `files` (or the page's `parent`) at the cursor, at
  /// nesting `depth` (the containers around it). A JSON fault ends the
  /// page; a file the SDK would refuse is a problem, and reading goes on.
  package static func read(
    from reader: inout JSONReader, depth: Int, index: Int?
  ) throws(JSONFault) -> Result<PutioFile, PutioFileProblem> {
    reader.skipWhitespace()
    let objectStart = reader.at
    guard reader.peek == UInt8(ascii: "{"), !reader.isAtEnd else {
      try reader.skipValue(depth: depth)
      return .failure(PutioFileProblem(index: index, key: "", offset: objectStart, reason: .notAnObject))
    }
    guard depth < JSONReader.maximumDepth else { throw reader.fault("nesting deeper than 512 levels") }
    reader.at += 1
    return try withUnsafeTemporaryAllocation(of: Token.self, capacity: Field.allCases.count) {
      (tokens) throws(JSONFault) -> Result<PutioFile, PutioFileProblem> in
      tokens.initialize(repeating: .absent)
      var isFirst = true
      while try reader.nextMember(close: UInt8(ascii: "}"), isFirst: isFirst) {
        isFirst = false
        let key = try reader.key()
        guard let field = Field.named(key, in: reader) else {
          try reader.skipValue(depth: depth + 1)
          continue
        }
        // The last of two equal keys wins, as in Foundation's dictionary.
        tokens[field.rawValue] = try token(&reader, depth: depth + 1, type: field.type)
      }
      return build(tokens, reader: reader, index: index, objectStart: objectStart)
    }
  }

  /// One value of a kept field.
  private static func token(_ reader: inout JSONReader, depth: Int, type: ValueType) throws(JSONFault)
    -> Token
  {
    let offset = reader.at
    switch reader.peek {
    case UInt8(ascii: "\""): return .string(try reader.string(), offset: offset)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let number = try reader.number()
      return type == .integer
        ? .integer(reader.int64(of: number), offset: offset)
        : .number(reader.double(of: number), offset: offset)
    case UInt8(ascii: "n"):
      try reader.literal("null")
      return .absent
    case UInt8(ascii: "t"), UInt8(ascii: "f"):
      return .bool(try reader.bool() ?? false, offset: offset)
    default:
      try reader.skipValue(depth: depth)
      return .other(offset: offset)
    }
  }

  /// The file from its fields' tokens, or the first problem in ``Field``'s
  /// order.
  private static func build(
    _ tokens: UnsafeMutableBufferPointer<Token>, reader: JSONReader, index: Int?, objectStart: Int
  ) -> Result<PutioFile, PutioFileProblem> {
    func problem(_ field: Field, _ reason: PutioFileProblem.Reason) -> PutioFileProblem {
      PutioFileProblem(
        index: index, key: String(describing: field.key),
        offset: tokens[field.rawValue].offset ?? objectStart,
        reason: reason)
    }
    // Every field's type first, in order, so the problem reported is the
    // first one in the SDK's order whatever the keys' order in the file.
    for field in Field.allCases {
      switch (tokens[field.rawValue], field.type) {
      case (.absent, _):
        if field.isRequired { return .failure(problem(field, .missing)) }
      case (.string, .string), (.bool, .bool), (.number, .number), (.integer(.some, _), .integer): break
      default:
        return .failure(problem(field, .wrongType))
      }
    }
    func string(_ field: Field) -> String? {
      guard case .string(let token, _) = tokens[field.rawValue] else { return nil }
      return reader.value(of: token)
    }
    func integer(_ field: Field) -> Int64? {
      guard case .integer(let value, _) = tokens[field.rawValue] else { return nil }
      return value
    }
    func bool(_ field: Field) -> Bool {
      guard case .bool(let value, _) = tokens[field.rawValue] else { return false }
      return value
    }
    /// A date field: `nil` when absent or empty, `.failure` when not a date.
    func date(_ field: Field) -> Result<Date, PutioFileProblem>? {
      guard case .string(let token, _) = tokens[field.rawValue], !token.range.isEmpty else { return nil }
      var date: Date?
      if token.hasEscapes {
        var text = reader.value(of: token)
        date = text.withUTF8 { PutioDate.read($0) }
      } else {
        date = PutioDate.read(UnsafeBufferPointer(rebasing: reader.bytes[token.range]))
      }
      return date.map { .success($0) } ?? .failure(problem(field, .notADate))
    }
    let id = integer(.id)!
    // `created_at` is required: an empty string is no date either.
    guard case .success(let created)? = date(.createdAt) else {
      return .failure(problem(.createdAt, .notADate))
    }
    // `updated_at` missing, null or empty is `created_at`; one that is not a
    // date refuses the file, but for the root (id 0), as the SDK reads it.
    var modified = created
    switch date(.updatedAt) {
    case .success(let date)?: modified = date
    case .failure(let failure)? where id != 0: return .failure(failure)
    default: break
    }
    let name = string(.name)!
    let fileType = PutioFileType(rawValue: string(.fileType)!)
    // A listed content type is read from its bytes, with no string made.
    var contentType: MediaType?
    if case .string(let token, _) = tokens[Field.contentType.rawValue] {
      contentType =
        token.hasEscapes
        ? MediaType(reader.value(of: token))
        : MediaType(utf8: UnsafeBufferPointer(rebasing: reader.bytes[token.range]))
    }
    var startFrom = 0.0
    if case .number(let seconds, _) = tokens[Field.startFrom.rawValue] { startFrom = seconds }
    var flags: EntryFlags = []
    if bool(.isShared) { flags.insert(.shared) }
    if case .string(let token, _) = tokens[Field.folderType.rawValue],
      reader.value(of: token, is: "SHARED_ROOT")
    {
      flags.insert(.sharedRoot)
    }
    if bool(.needConvert) { flags.insert(.needsConversion) }
    if startFrom > 0 { flags.insert(.resumePoint) }
    let resolution = KindResolver.resolve(
      KindSignals(name: name, sniffed: nil, fileType: fileType, contentType: contentType))
    let isFolder = fileType.kind == .folder || contentType?.kind == .folder
    let entry = FileEntry(
      id: id, name: name, isFolder: isFolder, size: integer(.size) ?? 0, date: modified, added: created,
      resolvedKind: resolution.kind, fileType: fileType, contentType: contentType, flags: flags)
    return .success(
      PutioFile(
        entry: entry, resolution: resolution, parentID: integer(.parentID),
        isMP4Available: bool(.isMP4Available), mp4Size: integer(.mp4Size),
        fileExtension: string(.fileExtension),
        startFrom: startFrom))
  }
}
