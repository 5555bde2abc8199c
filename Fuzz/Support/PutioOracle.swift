import FileKind
import Foundation

/// What a put.io page must read as, computed with Foundation alone:
/// `JSONSerialization` decides which bytes are JSON and what they hold,
/// and `ISO8601DateFormatter`, tried as the official Swift SDK tries it,
/// decides each date. The tests and the differential fuzz target compare
/// ``PutioPage`` against it.
package enum PutioOracle {
  /// A page, or why it is none, in a form both readers can be put into.
  package enum Outcome: Equatable, CustomStringConvertible {
    /// Not JSON, as `JSONSerialization` decides.
    case notJSON
    /// JSON in UTF-16 or UTF-32, which Foundation reads and FileKind
    /// refuses by design (pages are UTF-8).
    case otherEncoding
    /// JSON, but not a page.
    case notAPage
    /// A page.
    case page(Page)
    /// A page where a kept number has more digits than a `Double` or an
    /// `Int64` holds: `JSONSerialization` keeps it as a 38-digit `Decimal`
    /// (`NSDecimalNumber`), so its value is not the number's, while FileKind
    /// and `JSONDecoder` round it correctly. Not compared; counted apart.
    case beyondDoublePrecision
    /// Bytes holding a number whose exponent has ten digits or more, where
    /// `JSONSerialization`'s exponent arithmetic overflows: it refuses
    /// `1e99999999999999999999` but accepts `29e9999999999999999999` and
    /// `2999e99999999999999999`. Not compared (FileKind reads such a number
    /// as zero or infinite, as its value is); counted apart.
    case exponentOverflow

    package var description: String {
      switch self {
      case .notJSON: "not JSON"
      case .otherEncoding: "another encoding"
      case .notAPage: "not a page"
      case .page(let page): "\(page)"
      case .beyondDoublePrecision: "a number beyond a Double's digits"
      case .exponentOverflow: "an exponent past 64 bits"
      }
    }
  }

  /// A page's values.
  package struct Page: Equatable {
    package var files: [FileOutcome]
    package var parent: FileOutcome?
    package var cursor: String?
    package var total: Int64?
    package var breadcrumbs: [Crumb]?
  }

  /// One `[id, name]` step.
  package struct Crumb: Equatable {
    package var id: Int64
    package var name: [UInt8]
  }

  /// A file, or the problem that refused it (its key; offsets are
  /// FileKind's alone).
  package enum FileOutcome: Equatable {
    case file(File)
    case problem(key: String)
  }

  /// A file's values, strings as their UTF-8 bytes (so canonically
  /// equivalent strings do not compare equal).
  package struct File: Equatable {
    package var id: Int64
    package var name: [UInt8]
    package var fileType: [UInt8]
    package var created: Double
    package var modified: Double
    package var size: Int64
    package var parentID: Int64?
    package var contentType: String?
    package var fileExtension: [UInt8]?
    package var flags: UInt8
    package var isMP4Available: Bool
    package var mp4Size: Int64?
    package var startFrom: Double
    package var kind: String
    package var entryKind: String
    package var crc32: [UInt8]?
    package var sha1: [UInt8]?
    package var isHidden: Bool
    package var firstAccessed: Double?
    package var folderType: [UInt8]?
    package var sortBy: String?
  }

  // MARK: Foundation's reading

  /// The page `data` holds, as Foundation reads it.
  package static func read(_ data: Data) -> Outcome {
    if hasOverflowingExponent(data) { return .exponentOverflow }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      // Read, yet holding a number past a Double's range: Foundation refuses
      // such a number only where it reads its value, and drops an object's
      // earlier duplicate key unread (`{"":14e99999999,"":1}` is JSON to it,
      // `{"":14e99999999}` is not). FileKind refuses it anywhere. Not compared.
      if holdsNumberPastDoubleRange(data) { return .exponentOverflow }
    } catch {
      return .notJSON
    }
    if data.count >= 2 {
      let head = Array(data.prefix(4))
      if head.contains(0) || head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) {
        return .otherEncoding
      }
    }
    guard let page = object as? [String: Any], let filesValue = page["files"], !(filesValue is NSNull),
      let files = filesValue as? [Any]
    else { return .notAPage }
    var result = Page(files: [])
    switch page["cursor"] {
    case nil, is NSNull: break
    case let cursor as String: result.cursor = cursor.isEmpty ? nil : cursor
    default: return .notAPage
    }
    switch page["total"] {
    case nil, is NSNull: break
    case let value?:
      if isBeyondDouble(value) { return .beyondDoublePrecision }
      guard let total = integer(value) else { return .notAPage }
      result.total = total
    }
    switch page["breadcrumbs"] {
    case nil, is NSNull: break
    case let crumbs as [Any]:
      var read: [Crumb] = []
      for crumb in crumbs {
        if let pair = crumb as? [Any], let first = pair.first, isBeyondDouble(first) {
          return .beyondDoublePrecision
        }
        guard let pair = crumb as? [Any], pair.count == 2, let id = integer(pair[0]),
          let name = pair[1] as? String
        else { return .notAPage }
        read.append(Crumb(id: id, name: Array(name.utf8)))
      }
      result.breadcrumbs = read
    default: return .notAPage
    }
    switch page["parent"] {
    case nil, is NSNull: break
    case let parent as [String: Any]:
      guard let read = file(parent) else { return .beyondDoublePrecision }
      result.parent = read
    default: return .notAPage
    }
    for element in files {
      guard let object = element as? [String: Any] else {
        result.files.append(.problem(key: ""))
        continue
      }
      guard let read = file(object) else { return .beyondDoublePrecision }
      result.files.append(read)
    }
    return .page(result)
  }

  /// Whether the bytes hold a number with an exponent (anywhere, strings
  /// included) whose value is past a Double's range: infinite, or zero from
  /// digits that are not.
  static func holdsNumberPastDoubleRange(_ data: Data) -> Bool {
    let bytes = [UInt8](data)
    let numberBytes = Set(Array("0123456789+-.eE".utf8))
    var i = 0
    while i < bytes.count {
      guard numberBytes.contains(bytes[i]) else {
        i += 1
        continue
      }
      var end = i
      while end < bytes.count && numberBytes.contains(bytes[end]) { end += 1 }
      let token = String(decoding: bytes[i..<end], as: UTF8.self)
      if token.contains(where: { $0 == "e" || $0 == "E" }), let value = Double(token) {
        let mantissa = token.prefix { $0 != "e" && $0 != "E" }
        if value.isInfinite || (value == 0 && mantissa.contains { "123456789".contains($0) }) { return true }
      }
      i = end
    }
    return false
  }

  /// Whether the bytes hold `e` or `E`, a sign or not, then ten digits or
  /// more (anywhere, strings included: a page set apart needlessly costs
  /// nothing).
  static func hasOverflowingExponent(_ data: Data) -> Bool {
    var run = 0
    var afterE = false
    for byte in data {
      if afterE && byte &- 0x30 < 10 {
        run += 1
        if run >= 10 { return true }
        continue
      }
      if afterE && run == 0 && (byte == 0x2B || byte == 0x2D) { continue }
      afterE = byte == 0x65 || byte == 0x45
      run = 0
    }
    return false
  }

  /// A Decimal (but Int64.min, which plain digits give) came from more
  /// digits than a Double holds: Foundation's 38-digit value is not the
  /// number's, nor what JSONDecoder (the SDK) reads, so an integer field
  /// holding one is not comparable (`1111111111111111.1111110` reads as
  /// the integer 1111111111111111 through its Double). The page's total and
  /// breadcrumb ids follow the file fields' rule.
  static func isBeyondDouble(_ value: Any) -> Bool {
    value is NSDecimalNumber && integer(value) != .min
  }

  /// An integer field: a number (not a Boolean) exactly an `Int64`.
  static func integer(_ value: Any) -> Int64? {
    guard let number = value as? NSNumber, !isBoolean(number) else { return nil }
    return value as? Int64
  }

  static func isBoolean(_ number: NSNumber) -> Bool { String(cString: number.objCType) == "c" }

  /// One file as the SDK reads it, the fields checked in FileKind's
  /// reporting order (the SDK's for the four it requires).
  static func file(_ object: [String: Any]) -> FileOutcome? {
    let keys: [(key: String, type: String, required: Bool)] = [
      ("id", "integer", true), ("name", "string", true), ("file_type", "string", true),
      ("created_at", "string", true), ("updated_at", "string", false), ("size", "integer", false),
      ("parent_id", "integer", false), ("content_type", "string", false), ("extension", "string", false),
      ("folder_type", "string", false), ("is_shared", "bool", false), ("is_mp4_available", "bool", false),
      ("need_convert", "bool", false), ("mp4_size", "integer", false), ("start_from", "number", false),
      ("crc32", "string", false), ("sha1", "string", false), ("is_hidden", "bool", false),
      ("first_accessed_at", "string", false), ("sort_by", "string", false),
    ]
    var values: [String: Any] = [:]
    for (key, type, required) in keys {
      guard let value = object[key], !(value is NSNull) else {
        if required { return .problem(key: key) }
        continue
      }
      let number = value as? NSNumber
      if type == "number" ? value is NSDecimalNumber : type == "integer" && isBeyondDouble(value) {
        return nil
      }
      let fits: Bool
      switch type {
      case "integer": fits = integer(value) != nil
      case "string": fits = value is String
      case "bool": fits = number.map(isBoolean) ?? false
      default: fits = number.map { !isBoolean($0) } ?? false
      }
      guard fits else { return .problem(key: key) }
      values[key] = value
    }
    let id = integer(values["id"]!)!
    guard let createdText = values["created_at"] as? String, let created = sdkDate(createdText) else {
      return .problem(key: "created_at")
    }
    var modified = created
    if let updatedText = values["updated_at"] as? String, !updatedText.isEmpty {
      if let updated = sdkDate(updatedText) {
        modified = updated
      } else if id != 0 {
        return .problem(key: "updated_at")
      }
    }
    var firstAccessed: Date?
    if let text = values["first_accessed_at"] as? String, !text.isEmpty {
      guard let date = sdkDate(text) else { return .problem(key: "first_accessed_at") }
      firstAccessed = date
    }
    let name = values["name"] as! String
    let fileType = values["file_type"] as! String
    let contentType = (values["content_type"] as? String).flatMap(MediaType.init)
    let startFrom = (values["start_from"] as? NSNumber)?.doubleValue ?? 0
    var flags: EntryFlags = []
    if (values["is_shared"] as? NSNumber)?.boolValue == true { flags.insert(.shared) }
    if values["folder_type"] as? String == "SHARED_ROOT" { flags.insert(.sharedRoot) }
    if (values["need_convert"] as? NSNumber)?.boolValue == true { flags.insert(.needsConversion) }
    if startFrom > 0 { flags.insert(.resumePoint) }
    let type = PutioFileType(rawValue: fileType)
    // The kind as FileEntry decides it from the same signals.
    let entry = FileEntry(
      id: id, name: name, isFolder: type.kind == .folder || contentType?.kind == .folder,
      size: (values["size"].flatMap(integer)) ?? 0, date: modified, added: created, fileType: type,
      contentType: contentType, flags: flags)
    return .file(
      File(
        id: id, name: Array(name.utf8), fileType: Array(fileType.utf8),
        created: created.timeIntervalSinceReferenceDate, modified: modified.timeIntervalSinceReferenceDate,
        size: entry.size, parentID: values["parent_id"].flatMap(integer), contentType: contentType?.name,
        fileExtension: (values["extension"] as? String).map { Array($0.utf8) }, flags: flags.rawValue,
        isMP4Available: (values["is_mp4_available"] as? NSNumber)?.boolValue ?? false,
        mp4Size: values["mp4_size"].flatMap(integer), startFrom: startFrom, kind: entry.resolvedKind.rawValue,
        entryKind: entry.kind.rawValue, crc32: (values["crc32"] as? String).map { Array($0.utf8) },
        sha1: (values["sha1"] as? String).map { Array($0.utf8) },
        isHidden: (values["is_hidden"] as? NSNumber)?.boolValue ?? false,
        firstAccessed: firstAccessed?.timeIntervalSinceReferenceDate,
        folderType: (values["folder_type"] as? String).map { Array($0.utf8) },
        sortBy: (values["sort_by"] as? String).flatMap(ListingSort.init)?.description))
  }

  // MARK: Dates

  nonisolated(unsafe) static let plain = ISO8601DateFormatter()
  nonisolated(unsafe) static let fractional: ISO8601DateFormatter = {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter
  }()
  static let lock = NSLock()

  /// The forms put.io writes (and FileKind reads); ICU's lenient parser
  /// takes more, which FileKind refuses by design.
  static let form = try! NSRegularExpression(
    pattern: #"^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2})(:?(\d{2}))?)?$"#)

  /// A date as the SDK reads it: the string, then with `Z`, then with
  /// `+00:00`, each through Foundation's formatter without and with
  /// fractional seconds. Two things are asked of Foundation in FileKind's
  /// words: the events form's space is asked as a `T` (Foundation refuses
  /// it), and a fraction is cut to nine digits (past nine, ICU reads it as
  /// an overflowing integer; both keep milliseconds only).
  package static func sdkDate(_ text: String) -> Date? {
    let range = NSRange(text.startIndex..., in: text)
    guard let match = form.firstMatch(in: text, range: range) else { return nil }
    func field(_ i: Int) -> Int? {
      Range(match.range(at: i), in: text).flatMap { Int(text[$0]) }
    }
    guard let year = field(1), let month = field(2), let day = field(3), let hour = field(4),
      let minute = field(5), let second = field(6), (1...12).contains(month), (1...31).contains(day),
      hour <= 24, minute <= 59, second <= 59, (field(9) ?? 0) <= 23, (field(11) ?? 0) <= 59,
      !(year == 1582 && month == 10 && (5...14).contains(day))
    else { return nil }
    var asked = text
    if let space = asked.firstIndex(of: " ") { asked.replaceSubrange(space...space, with: "T") }
    if let fraction = Range(match.range(at: 7), in: text), text[fraction].count > 10 {
      let digits = text[fraction].dropFirst().prefix(9)
      asked =
        String(text[..<fraction.lowerBound]).replacingOccurrences(of: " ", with: "T") + "." + digits
        + text[fraction.upperBound...]
    }
    lock.lock()
    defer { lock.unlock() }
    for candidate in [asked, asked + "Z", asked + "+00:00"] {
      if let date = plain.date(from: candidate) ?? fractional.date(from: candidate) { return date }
    }
    return nil
  }

  // MARK: FileKind's reading, in the same form

  /// What FileKind's reader makes of `data`, in the oracle's form.
  package static func fileKind(_ data: Data) -> Outcome {
    do {
      let page = try PutioPage(reading: data)
      var result = Page(
        files: [], parent: nil, cursor: page.cursor, total: page.total,
        breadcrumbs: page.breadcrumbs?.map { Crumb(id: $0.id, name: Array($0.name.utf8)) })
      var files = page.files.makeIterator()
      var problems = page.problems.filter { $0.index != nil }.makeIterator()
      var nextProblem = problems.next()
      var index = 0
      while true {
        if let problem = nextProblem, problem.index == index {
          result.files.append(.problem(key: problem.key))
          nextProblem = problems.next()
        } else if let file = files.next() {
          result.files.append(.file(form(file)))
        } else {
          break
        }
        index += 1
      }
      if let parent = page.parent {
        result.parent = .file(form(parent))
      } else if let problem = page.problems.first(where: { $0.index == nil }) {
        result.parent = .problem(key: problem.key)
      }
      return .page(result)
    } catch {
      switch error {
      case .notJSON: return .notJSON
      case .notUTF8: return .otherEncoding
      case .notAPage: return .notAPage
      }
    }
  }

  static func form(_ file: PutioFile) -> File {
    let entry = file.entry
    return File(
      id: file.id, name: Array(entry.name.utf8), fileType: Array((entry.fileType?.rawValue ?? "").utf8),
      created: entry.added?.timeIntervalSinceReferenceDate ?? .nan,
      modified: entry.date.timeIntervalSinceReferenceDate, size: entry.size, parentID: file.parentID,
      contentType: entry.contentType?.name, fileExtension: file.fileExtension.map { Array($0.utf8) },
      flags: entry.flags.rawValue, isMP4Available: file.isMP4Available, mp4Size: file.mp4Size,
      startFrom: file.startFrom, kind: file.resolution.kind.rawValue, entryKind: entry.kind.rawValue,
      crc32: file.crc32.map { Array($0.utf8) }, sha1: file.sha1.map { Array($0.utf8) },
      isHidden: file.isHidden,
      firstAccessed: file.firstAccessed?.timeIntervalSinceReferenceDate,
      folderType: file.folderType.map { Array($0.rawValue.utf8) }, sortBy: file.sortBy?.description)
  }
}

extension PutioOracle {
  /// Whether the two readings agree: equal, or both refusing where
  /// FileKind refuses another encoding that Foundation also refuses or
  /// reads.
  package static func agree(foundation: Outcome, fileKind: Outcome) -> Bool {
    if foundation == fileKind || foundation == .beyondDoublePrecision || foundation == .exponentOverflow {
      return true
    }
    return fileKind == .otherEncoding && (foundation == .notJSON || foundation == .otherEncoding)
  }
}
