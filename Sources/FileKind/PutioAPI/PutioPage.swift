#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One response of put.io's file listing API (`/v2/files/list`,
/// `/list/continue`, `/search`), read from its bytes into FileKind's values.
///
/// ```swift
/// let page = try PutioPage(reading: data)
/// for file in page.files { print(file.entry.name, file.entry.kind) }
/// if let cursor = page.cursor { /* ask for the next page */ }
/// ```
///
/// The reader accepts exactly the bytes Foundation's `JSONSerialization`
/// accepts (UTF-8 only) and reads each file as the official Swift SDK does:
/// `id`, `name`, `file_type` and `created_at` are required, every other
/// field is optional, `null` is the same as missing, and fields it does
/// not keep are read past whatever their type. A file the SDK would refuse
/// is a ``PutioFileProblem`` in ``problems``; the page's other files come
/// back beside it.
public struct PutioPage: Sendable, Hashable {
  /// The page's files that were read, in the page's order.
  public var files: [PutioFile]
  /// The files that were not read: the parent's first (``PutioFileProblem/index``
  /// `nil`), then the files' by their index in the page.
  public var problems: [PutioFileProblem]
  /// The folder listed, when the page has one (continue and search pages
  /// do not).
  public var parent: PutioFile?
  /// Where the next page starts (`/list/continue`); `nil` when the listing
  /// is complete (`null`, `""` or missing).
  public var cursor: String?
  /// How many files the listing holds, when asked for.
  public var total: Int64?
  /// The path from the root to the folder, `[id, name]` pairs, when asked for.
  public var breadcrumbs: [Breadcrumb]?

  /// One step of the path to a folder.
  public struct Breadcrumb: Sendable, Hashable, Codable {
    /// The folder's id.
    public var id: Int64
    /// The folder's name.
    public var name: String

    /// A step of the path.
    public init(id: Int64, name: String) {
      self.id = id
      self.name = name
    }
  }

  /// Reads a page from its bytes.
  /// - Throws: ``PutioPageError`` when the bytes are not JSON or not a page.
  public init(reading bytes: UnsafeRawBufferPointer) throws(PutioPageError) {
    self = try Self.read(bytes.bindMemory(to: UInt8.self))
  }

  /// Reads a page from its bytes.
  public init(reading bytes: [UInt8]) throws(PutioPageError) {
    self = try bytes.withUnsafeBufferPointer { (buffer) throws(PutioPageError) in try Self.read(buffer) }
  }

  /// Reads a page from its bytes.
  public init(reading data: Data) throws(PutioPageError) {
    var result: Result<PutioPage, PutioPageError>!
    data.withUnsafeBytes { raw in
      result = Result { () throws(PutioPageError) in try Self.read(raw.bindMemory(to: UInt8.self)) }
    }
    self = try result.get()
  }

  init(files: [PutioFile] = [], problems: [PutioFileProblem] = []) {
    self.files = files
    self.problems = problems
  }

  /// The page in `bytes`: white space around one JSON object.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(PutioPageError) -> PutioPage {
    if opensInAnotherEncoding(bytes) { throw .notUTF8 }
    var reader = JSONReader(bytes, at: Self.byteOrderMarkLength(bytes))
    let page: Result<PutioPage, PutioPageError>
    do throws(JSONFault) {
      page = try read(from: &reader)
      reader.skipWhitespace()
      guard reader.isAtEnd else {
        throw JSONFault(offset: reader.at, reason: "more after the page's closing brace")
      }
    } catch {
      throw .notJSON(offset: error.offset, reason: error.reason)
    }
    return try page.get()
  }

  /// Reads one page's object at the cursor: a JSON fault ends the reading;
  /// JSON that is not a page is a failure, the cursor past it.
  package static func read(from reader: inout JSONReader) throws(JSONFault) -> Result<
    PutioPage, PutioPageError
  > {
    reader.skipWhitespace()
    let start = reader.at
    guard reader.peek == UInt8(ascii: "{"), !reader.isAtEnd else {
      try reader.skipValue(depth: 0)
      return .failure(.notAPage(offset: start, reason: "a page is a JSON object"))
    }
    reader.at += 1
    var page = PutioPage()
    var sawFiles = false
    // Each page field's refusal, by field: a later value of the same key
    // replaces an earlier one, refusal and all, as in Foundation.
    var refusals: [Field: PutioPageError] = [:]
    var isFirst = true
    while try reader.nextMember(close: UInt8(ascii: "}"), isFirst: isFirst) {
      isFirst = false
      let key = try reader.key()
      let valueStart = reader.at
      let field = Field.allCases.first { reader.value(of: key, is: $0.key) }
      // A later value of a kept field clears an earlier one's refusal.
      if let field { refusals[field] = nil }
      func refuse(_ reason: String) {
        if let field { refusals[field] = .notAPage(offset: valueStart, reason: reason) }
      }
      switch field {
      case .files?:
        // The last `files` wins, as the last of equal keys does in Foundation.
        sawFiles = true
        page.files.removeAll()
        page.problems.removeAll { $0.index != nil }
        guard reader.peek == UInt8(ascii: "["), !reader.isAtEnd else {
          try reader.skipValue(depth: 1)
          refuse("files is not an array")
          continue
        }
        reader.at += 1
        var index = 0
        var shape = KeyShape()
        // A file of put.io's is rarely under 512 bytes, and a page holds at
        // most 1,000 files: room for most pages at once, growth for the
        // rest, and never a large table for a page that is mostly other
        // fields.
        page.files.reserveCapacity(min((reader.bytes.count - reader.at) / 512, 1_024))
        while try reader.nextMember(close: UInt8(ascii: "]"), isFirst: index == 0) {
          if let problem = try PutioFile.read(
            from: &reader, depth: 2, index: index, shape: &shape, into: &page.files)
          {
            page.problems.append(problem)
          }
          index += 1
        }
      case .parent?:
        page.parent = nil
        page.problems.removeAll { $0.index == nil }
        if reader.takeNull() { continue }
        guard reader.peek == UInt8(ascii: "{") else {
          try reader.skipValue(depth: 1)
          refuse("parent is not an object")
          continue
        }
        switch try PutioFile.read(from: &reader, depth: 1, index: nil) {
        case .success(let parent): page.parent = parent
        case .failure(let problem): page.problems.append(problem)
        }
      case .cursor?:
        page.cursor = nil
        if reader.takeNull() { continue }
        guard reader.peek == UInt8(ascii: "\"") else {
          try reader.skipValue(depth: 1)
          refuse("cursor is not a string")
          continue
        }
        let token = try reader.string()
        page.cursor = token.range.isEmpty ? nil : reader.value(of: token)
      case .total?:
        page.total = nil
        if reader.takeNull() { continue }
        let first = reader.peek
        guard first == UInt8(ascii: "-") || first &- UInt8(ascii: "0") < 10 else {
          try reader.skipValue(depth: 1)
          refuse("total is not a number")
          continue
        }
        let number = try reader.number()
        guard let total = reader.int64(of: number) else {
          refuse("total is not a whole number")
          continue
        }
        page.total = total
      case .breadcrumbs?:
        page.breadcrumbs = nil
        if reader.takeNull() { continue }
        switch try readBreadcrumbs(&reader) {
        case .success(let crumbs): page.breadcrumbs = crumbs
        case .failure(let error): refusals[.breadcrumbs] = error
        }
      case nil:
        try reader.skipValue(depth: 1)
      }
    }
    if let refusal = refusals.values.min(by: { $0.offset < $1.offset }) { return .failure(refusal) }
    if let parentProblem = page.problems.firstIndex(where: { $0.index == nil }), parentProblem > 0 {
      // The parent's problem first, then the files' in their order.
      page.problems.insert(page.problems.remove(at: parentProblem), at: 0)
    }
    guard sawFiles else { return .failure(.notAPage(offset: start, reason: "the page has no files")) }
    return .success(page)
  }

  /// The page fields the reader keeps; any other is read past.
  private enum Field: CaseIterable {
    case files, parent, cursor, total, breadcrumbs

    var key: StaticString {
      switch self {
      case .files: "files"
      case .parent: "parent"
      case .cursor: "cursor"
      case .total: "total"
      case .breadcrumbs: "breadcrumbs"
      }
    }
  }

  /// `[[id, name]…]`.
  private static func readBreadcrumbs(
    _ reader: inout JSONReader
  ) throws(JSONFault) -> Result<[Breadcrumb], PutioPageError> {
    let start = reader.at
    let wrong = PutioPageError.notAPage(offset: start, reason: "breadcrumbs are not [id, name] pairs")
    guard reader.peek == UInt8(ascii: "[") else {
      try reader.skipValue(depth: 1)
      return .failure(wrong)
    }
    reader.at += 1
    var crumbs: [Breadcrumb] = []
    var isShaped = true
    var isFirst = true
    while try reader.nextMember(close: UInt8(ascii: "]"), isFirst: isFirst) {
      isFirst = false
      reader.skipWhitespace()
      guard reader.peek == UInt8(ascii: "[") else {
        try reader.skipValue(depth: 2)
        isShaped = false
        continue
      }
      reader.at += 1
      var values = 0
      var id: Int64?
      var name: String?
      while try reader.nextMember(close: UInt8(ascii: "]"), isFirst: values == 0) {
        reader.skipWhitespace()
        let first = reader.peek
        if values == 0 && (first == UInt8(ascii: "-") || first &- UInt8(ascii: "0") < 10) {
          id = reader.int64(of: try reader.number())
        } else if values == 1 && first == UInt8(ascii: "\"") {
          name = reader.value(of: try reader.string())
        } else {
          try reader.skipValue(depth: 3)
        }
        values += 1
      }
      guard values == 2, let id, let name else {
        isShaped = false
        continue
      }
      crumbs.append(Breadcrumb(id: id, name: name))
    }
    return isShaped ? .success(crumbs) : .failure(wrong)
  }

  /// The length of a UTF-8 byte order mark Foundation would skip.
  package static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    bytes.count >= 4 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  /// Whether the bytes open as UTF-16 or UTF-32 would (a byte order mark
  /// of those, or a zero byte among the first four), which Foundation
  /// decodes and FileKind refuses: in UTF-8 such bytes are never JSON.
  package static func opensInAnotherEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count >= 2 else { return false }
    if (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) { return true }
    return bytes.prefix(4).contains(0)
  }
}
