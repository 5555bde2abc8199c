#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension PutioFile {
  /// One kept field's value as it was found: strings as they lie in the
  /// bytes (decoded only when kept), numbers converted once to the field's
  /// type. Plain values only, so the reader's table of them is copied and
  /// cleared as bytes.
  struct Token {
    enum Kind: UInt8 {
      case absent, string, number, integer, bool
      /// An object or array: the wrong type for every kept field.
      case other
    }

    var kind = Kind.absent
    /// A string's escapes; an integer field's number that is no `Int64`.
    private var flag = false
    /// Where the value starts in the bytes.
    private(set) var offset = 0
    /// A string's first byte, an integer, a number's or a Boolean's bits.
    private var first = 0
    /// A string's end.
    private var end = 0

    static func string(_ token: JSONString, offset: Int) -> Token {
      Token(
        kind: .string, flag: token.hasEscapes, offset: offset, first: token.range.lowerBound,
        end: token.range.upperBound)
    }
    static func number(_ value: Double, offset: Int) -> Token {
      Token(kind: .number, offset: offset, first: Int(bitPattern: UInt(value.bitPattern)))
    }
    /// A number for an integer field: `nil` when it is no `Int64`.
    static func integer(_ value: Int64?, offset: Int) -> Token {
      Token(kind: .integer, flag: value == nil, offset: offset, first: Int(value ?? 0))
    }
    static func bool(_ value: Bool, offset: Int) -> Token {
      Token(kind: .bool, offset: offset, first: value ? 1 : 0)
    }
    static func other(offset: Int) -> Token { Token(kind: .other, offset: offset) }

    /// Where the value starts, `nil` when the field was not sent.
    var place: Int? { kind == .absent ? nil : offset }
    var string: JSONString? {
      kind == .string ? JSONString(range: first..<end, hasEscapes: flag) : nil
    }
    var integer: Int64? { kind == .integer && !flag ? Int64(first) : nil }
    var number: Double? { kind == .number ? Double(bitPattern: UInt64(UInt(bitPattern: first))) : nil }
    var bool: Bool { kind == .bool && first != 0 }

    /// Whether the value is of `type` (an absent one is of every type).
    func fits(_ type: ValueType) -> Bool {
      switch (kind, type) {
      case (.absent, _), (.string, .string), (.bool, .bool), (.number, .number): true
      case (.integer, .integer): !flag
      default: false
      }
    }
  }

  /// Reads one element of `files` (or the page's `parent`) at the cursor, at
  /// nesting `depth` (the containers around it). A JSON fault ends the
  /// page; a file the SDK would refuse is a problem, and reading goes on.
  package static func read(
    from reader: inout JSONReader, depth: Int, index: Int?
  ) throws(JSONFault) -> Result<PutioFile, PutioFileProblem> {
    var shape = KeyShape()
    var files: [PutioFile] = []
    if let problem = try read(from: &reader, depth: depth, index: index, shape: &shape, into: &files) {
      return .failure(problem)
    }
    return .success(files[0])
  }

  /// Reads one file as above and appends it to `files` (a big value, built
  /// in place rather than passed back), or returns its problem. Each key is
  /// first checked against the one `shape` learnt at its place from the
  /// files read before.
  package static func read(
    from reader: inout JSONReader, depth: Int, index: Int?, shape: inout KeyShape,
    into files: inout [PutioFile]
  ) throws(JSONFault) -> PutioFileProblem? {
    reader.skipWhitespace()
    let objectStart = reader.at
    guard reader.peek == UInt8(ascii: "{"), !reader.isAtEnd else {
      try reader.skipValue(depth: depth)
      return PutioFileProblem(index: index, key: "", offset: objectStart, reason: .notAnObject)
    }
    guard depth < JSONReader.maximumDepth else { throw reader.fault("nesting deeper than 512 levels") }
    reader.at += 1
    return try withUnsafeTemporaryAllocation(of: Token.self, capacity: Field.allCases.count) {
      (tokens) throws(JSONFault) -> PutioFileProblem? in
      // Left uninitialized: a token is read only where its bit says it was
      // written (`sent`).
      var place = 0
      var sent: UInt32 = 0
      var wrong: UInt32 = 0
      while try reader.nextMember(close: UInt8(ascii: "}"), isFirst: place == 0) {
        let field: Field?
        switch shape.match(&reader, place: place) {
        case .hit(let known):
          field = known
          try reader.expect(UInt8(ascii: ":"), "expected ':' after a key")
          reader.skipWhitespace()
        case .miss:
          let key = try reader.key()
          field = Field.named(key, in: reader)
          shape.learn(key, as: field, place: place, in: reader)
        }
        place += 1
        guard let field else {
          // Most fields read past are `null`, a string or `false`.
          switch reader.peek {
          case UInt8(ascii: "n"): try reader.literal("null")
          case UInt8(ascii: "\""): _ = try reader.string()
          case UInt8(ascii: "f"): try reader.literal("false")
          default: try reader.skipValue(depth: depth + 1)
          }
          continue
        }
        // One value of a kept field. The last of two equal keys wins, as
        // in Foundation's dictionary.
        let offset = reader.at
        let type = field.type
        let token: Token
        switch reader.peek {
        case UInt8(ascii: "\""):
          token = .string(try reader.string(), offset: offset)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          if type == .integer, let whole = reader.plainInteger() {
            token = .integer(whole, offset: offset)
            break
          }
          let number = try reader.number()
          token =
            type == .integer
            ? .integer(reader.int64(of: number), offset: offset)
            : .number(reader.double(of: number), offset: offset)
        case UInt8(ascii: "n"):
          try reader.literal("null")
          token = Token()
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
          token = .bool(try reader.bool() ?? false, offset: offset)
        default:
          try reader.skipValue(depth: depth + 1)
          token = .other(offset: offset)
        }
        tokens[field.rawValue] = token
        // What is sent, and of the wrong type, as one bit a field: the
        // last of equal keys decides both.
        let bit: UInt32 = 1 << UInt32(field.rawValue)
        sent = token.kind == .absent ? sent & ~bit : sent | bit
        wrong = token.fits(type) ? wrong & ~bit : wrong | bit
      }
      return build(
        tokens, sent: sent, wrong: wrong, reader: reader, index: index, objectStart: objectStart, into: &files
      )
    }
  }

  /// A date field's value.
  private enum DateValue {
    /// Not sent, `null` or empty.
    case none
    case date(Date)
    case notADate
  }

  /// The file from its fields' tokens, or the first problem in ``Field``'s
  /// order.
  private static func build(
    _ tokens: UnsafeMutableBufferPointer<Token>, sent: UInt32, wrong: UInt32, reader: JSONReader, index: Int?,
    objectStart: Int,
    into files: inout [PutioFile]
  ) -> PutioFileProblem? {
    /// The field's token, or an absent one where none was written.
    func token(_ field: Field) -> Token {
      sent & 1 << UInt32(field.rawValue) != 0 ? tokens[field.rawValue] : Token()
    }
    func problem(_ field: Field, _ reason: PutioFileProblem.Reason) -> PutioFileProblem {
      PutioFileProblem(
        index: index, key: String(describing: field.key),
        offset: token(field).place ?? objectStart,
        reason: reason)
    }
    // The first problem in field order, whatever the keys' order in the
    // file: a required field not sent, or a field of the wrong type.
    let required: UInt32 = 1 << UInt32(Field.createdAt.rawValue + 1) - 1
    let problems = required & ~sent | wrong
    if problems != 0 {
      let first = problems.trailingZeroBitCount
      return problem(Field(rawValue: first)!, wrong & (1 << UInt32(first)) != 0 ? .wrongType : .missing)
    }
    func string(_ field: Field) -> String? { token(field).string.map { reader.value(of: $0) } }
    func integer(_ field: Field) -> Int64? { token(field).integer }
    func bool(_ field: Field) -> Bool { token(field).bool }
    func date(_ field: Field) -> DateValue {
      guard let token = token(field).string, !token.range.isEmpty else { return .none }
      var date: Date?
      if token.hasEscapes {
        var text = reader.value(of: token)
        date = text.withUTF8 { PutioDate.read($0) }
      } else {
        date = PutioDate.read(UnsafeBufferPointer(rebasing: reader.bytes[token.range]))
      }
      return date.map { .date($0) } ?? .notADate
    }
    /// `sort_by`, read from its bytes.
    func sortBy() -> ListingSort? {
      guard let token = token(.sortBy).string else { return nil }
      return token.hasEscapes
        ? ListingSort(reader.value(of: token))
        : ListingSort.spellings.first { reader.plainString(token, is: $0.spelling) }?.order
    }
    let id = integer(.id)!
    // `created_at` is required: an empty string is no date either.
    guard case .date(let created) = date(.createdAt) else {
      return problem(.createdAt, .notADate)
    }
    // `updated_at` missing, null or empty is `created_at`; one that is not a
    // date refuses the file, but for the root (id 0), as the SDK reads it.
    var modified = created
    switch date(.updatedAt) {
    case .date(let date): modified = date
    case .notADate where id != 0: return problem(.updatedAt, .notADate)
    default: break
    }
    var firstAccessed: Date?
    switch date(.firstAccessedAt) {
    case .date(let date): firstAccessed = date
    case .notADate: return problem(.firstAccessedAt, .notADate)
    case .none: break
    }
    let name = string(.name)!
    let fileType = PutioFileType(rawValue: string(.fileType)!)
    // A listed content type is read from its bytes, with no string made.
    var contentType: MediaType?
    if let token = token(.contentType).string {
      contentType =
        token.hasEscapes
        ? MediaType(reader.value(of: token))
        : MediaType(utf8: UnsafeBufferPointer(rebasing: reader.bytes[token.range]))
    }
    let startFrom = token(.startFrom).number ?? 0
    let folderType = string(.folderType).map(PutioFolderType.init(rawValue:))
    var flags: EntryFlags = []
    if bool(.isShared) { flags.insert(.shared) }
    if folderType == .sharedRoot { flags.insert(.sharedRoot) }
    if bool(.needConvert) { flags.insert(.needsConversion) }
    if startFrom > 0 { flags.insert(.resumePoint) }
    let resolution = KindResolver.resolve(
      KindSignals(name: name, sniffed: nil, fileType: fileType, contentType: contentType))
    let isFolder = fileType.kind == .folder || contentType?.kind == .folder
    let entry = FileEntry(
      id: id, name: name, isFolder: isFolder, size: integer(.size) ?? 0, date: modified, added: created,
      resolvedKind: resolution.kind, fileType: fileType, contentType: contentType, flags: flags)
    files.append(
      PutioFile(
        entry: entry, resolution: resolution, parentID: integer(.parentID),
        isMP4Available: bool(.isMP4Available), mp4Size: integer(.mp4Size),
        fileExtension: string(.fileExtension), startFrom: startFrom, crc32: string(.crc32),
        sha1: string(.sha1), isHidden: bool(.isHidden), firstAccessed: firstAccessed, folderType: folderType,
        sortBy: sortBy()))
    return nil
  }
}
