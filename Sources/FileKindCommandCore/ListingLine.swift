import FileKind

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Why a listing line was refused.
package struct ListingLineError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A sentence naming what is wrong, for a person.
  package var reason: String
  /// The reason.
  package var description: String { reason }

  package init(reason: String) { self.reason = reason }
}

/// One line of the `filekind rows` listing:
/// `name<TAB>size<TAB>mtime[<TAB>flags[<TAB>items[<TAB>created]]]`, where an
/// empty `items` or `created` means unknown.
///
/// Parsing works on raw bytes and allocates nothing for a good line: the
/// name may be any bytes but TAB and newline, valid UTF-8 or not, and
/// ``nameRange`` locates it so the exact bytes pass through.
package struct ListingLine: Sendable, Hashable {
  /// Where the raw name lies in the parsed line.
  package var nameRange: Range<Int>
  /// Whether the name is printable ASCII without `"` or `\`, so it stands in
  /// JSON as it is (`false` when not known).
  package var nameIsPlainJSON: Bool
  /// Size in bytes.
  package var size: Int64
  /// Modification time, Unix epoch seconds.
  package var seconds: Double
  /// The flags; the `folder` word is ``isFolder``. The kind follows
  /// ``FileEntry/kind(resolved:isFolder:flags:)``.
  package var flags: EntryFlags
  package var isFolder: Bool
  /// A folder's child count, if the line gives one.
  package var itemCount: Int? = nil
  /// When the file was added, Unix epoch seconds, if the line gives it.
  package var added: Double? = nil

  /// Whether a line holds nothing but white space (skipped, not an error).
  package static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
  }

  /// Parses one line (without its newline).
  package static func parse(_ line: UnsafeBufferPointer<UInt8>) -> Result<ListingLine, ListingLineError> {
    if let common = parseCommon(line) { return .success(common) }
    return parseAny(line)
  }

  /// The shape nearly every line has, read in one pass: a name, two runs of
  /// digits and maybe flags. `nil` for anything else (negative or decimal
  /// numbers, bad lines), which ``parseAny(_:)`` then reads and words.
  @inline(__always)
  package static func parseCommon(_ line: UnsafeBufferPointer<UInt8>) -> ListingLine? {
    let name = ByteScan.nameField(line)
    guard let nameEnd = name.end, nameEnd > 0,
      let size = ByteScan.digits(line, from: nameEnd + 1), size.end < line.count, line[size.end] == 0x09,
      let time = ByteScan.digits(line, from: size.end + 1)
    else { return nil }
    var flags: (flags: EntryFlags, isFolder: Bool) = ([], false)
    if time.end < line.count {
      guard line[time.end] == 0x09, ByteScan.firstIndex(of: 0x09, in: line, from: time.end + 1) == nil,
        case .success(let parsed) = parseFlags(line, from: time.end + 1)
      else { return nil }
      flags = parsed
    }
    // A time past year 9999 is worded by the general path.
    guard Double(time.value) <= secondsRange.upperBound else { return nil }
    return ListingLine(
      nameRange: 0..<nameEnd, nameIsPlainJSON: name.plainJSON, size: size.value,
      seconds: Double(time.value), flags: flags.flags,
      isFolder: flags.isFolder)
  }

  /// Any line, good or bad: the definition of the format, and the wording
  /// of every refusal.
  package static func parseAny(_ line: UnsafeBufferPointer<UInt8>) -> Result<ListingLine, ListingLineError> {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: 6) { parseAny(line, tabs: $0) }
  }

  /// ``parseAny(_:)`` with room for the positions of six tabs.
  static func parseAny(
    _ line: UnsafeBufferPointer<UInt8>, tabs: UnsafeMutableBufferPointer<Int>
  ) -> Result<ListingLine, ListingLineError> {
    // Five tabs are all a good line has; a sixth means too many fields,
    // and only then is every tab counted for the message.
    var found = 0
    var from = 0
    while found < 6, let tab = ByteScan.firstIndex(of: 0x09, in: line, from: from) {
      tabs[found] = tab
      found += 1
      from = tab + 1
    }
    let count = found == 6 ? line.reduce(0) { $0 + ($1 == 0x09 ? 1 : 0) } : found
    guard (2...5).contains(count) else {
      return .failure(
        ListingLineError(
          reason: "expected 3 to 6 tab-separated fields (name, size, mtime[, flags[, items[, created]]]), "
            + "found \(count + 1)"))
    }
    /// The field after tab `k` (before the next tab or the end).
    func field(_ k: Int) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: line[(tabs[k] + 1)..<(k + 1 < count ? tabs[k + 1] : line.count)])
    }
    let nameRange = 0..<tabs[0]
    guard !nameRange.isEmpty else { return .failure(ListingLineError(reason: "empty name")) }
    let sizeBytes = field(0)
    guard let size = parseInteger(sizeBytes) else {
      if isWholeNumber(sizeBytes) {
        return .failure(
          ListingLineError(reason: "size overflows a 64-bit count of bytes: '\(text(sizeBytes))'"))
      }
      return .failure(
        ListingLineError(reason: "size must be a whole number of bytes, not '\(text(sizeBytes))'"))
    }
    guard size >= 0 else {
      return .failure(ListingLineError(reason: "size must not be negative, not '\(text(sizeBytes))'"))
    }
    let timeBytes = field(1)
    guard let seconds = parseSeconds(timeBytes) else {
      return .failure(
        ListingLineError(
          reason: "mtime must be Unix epoch seconds (integer or decimal), not '\(text(timeBytes))'"))
    }
    guard secondsRange.contains(seconds) else {
      return .failure(
        ListingLineError(reason: "mtime is out of range (years 1 to 9999): '\(text(timeBytes))'"))
    }
    var flags: (flags: EntryFlags, isFolder: Bool) = ([], false)
    if count >= 3 {
      switch parseFlags(line, from: tabs[2] + 1, to: count > 3 ? tabs[3] : line.count) {
      case .success(let parsed): flags = parsed
      case .failure(let error): return .failure(error)
      }
    }
    var itemCount: Int?
    if count >= 4, case let itemBytes = field(3), !itemBytes.isEmpty {
      if parseInteger(itemBytes) == nil && isWholeNumber(itemBytes) {
        return .failure(ListingLineError(reason: "items overflows a 64-bit count: '\(text(itemBytes))'"))
      }
      guard let items = parseInteger(itemBytes), items >= 0 else {
        return .failure(
          ListingLineError(reason: "items must be a whole count of children, not '\(text(itemBytes))'"))
      }
      itemCount = Int(items)
    }
    var added: Double?
    if count == 5, case let addedBytes = field(4), !addedBytes.isEmpty {
      guard let parsed = parseSeconds(addedBytes) else {
        return .failure(
          ListingLineError(
            reason: "created must be Unix epoch seconds (integer or decimal), not '\(text(addedBytes))'"))
      }
      guard secondsRange.contains(parsed) else {
        return .failure(
          ListingLineError(reason: "created is out of range (years 1 to 9999): '\(text(addedBytes))'"))
      }
      added = parsed
    }
    return .success(
      ListingLine(
        nameRange: nameRange, nameIsPlainJSON: false, size: size, seconds: seconds, flags: flags.flags,
        isFolder: flags.isFolder, itemCount: itemCount, added: added))
  }

  /// The comma-separated flag words from `start` to the end of `line`.
  package static func parseFlags(
    _ line: UnsafeBufferPointer<UInt8>, from start: Int, to fieldEnd: Int? = nil
  ) -> Result<(flags: EntryFlags, isFolder: Bool), ListingLineError> {
    let fieldEnd = fieldEnd ?? line.count
    var flags: EntryFlags = []
    var isFolder = false
    var start = start
    while start <= fieldEnd {
      var end = start
      while end < fieldEnd && line[end] != UInt8(ascii: ",") { end += 1 }
      var low = start
      var high = end
      while low < high && line[low] == 0x20 { low += 1 }
      while high > low && line[high - 1] == 0x20 { high -= 1 }
      let word = UnsafeBufferPointer(rebasing: line[low..<high])
      if !word.isEmpty {
        if equal(word, "folder") {
          isFolder = true
        } else if let flag = EntryFlags.spellings.first(where: { $0.names.contains { equal(word, $0) } })?
          .flag
        {
          flags.insert(flag)
        } else {
          return .failure(ListingLineError(reason: "unknown flag '\(text(word))'"))
        }
      }
      start = end + 1
    }
    return .success((flags, isFolder))
  }

  /// Parses a line given as a `String`.
  package static func parse(_ line: String) -> Result<ListingLine, ListingLineError> {
    var line = line
    return line.withUTF8 { parse($0) }
  }

  /// The entry this line describes, its name decoded as UTF-8 (invalid
  /// bytes become U+FFFD here; the command writes the raw bytes instead).
  package func entry(in line: UnsafeBufferPointer<UInt8>) -> FileEntry {
    FileEntry(
      name: String(decoding: UnsafeBufferPointer(rebasing: line[nameRange]), as: UTF8.self),
      isFolder: isFolder,
      size: size, date: Date(timeIntervalSince1970: seconds),
      added: added.map(Date.init(timeIntervalSince1970:)),
      itemCount: itemCount, flags: flags)
  }

  package static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
    guard bytes.count == word.utf8CodeUnitCount else { return false }
    for i in 0..<bytes.count where bytes[i] != word.utf8Start[i] { return false }
    return true
  }

  /// A field's first 40 bytes for a message, escaped (``Shown``).
  package static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let shown = bytes.count > 40 ? UnsafeBufferPointer(rebasing: bytes[..<40]) : bytes
    return Shown.text(shown) + (bytes.count > 40 ? "…" : "")
  }

  /// Unix seconds from 0001-01-01 to 9999-12-31 23:59:59 UTC: the dates
  /// Foundation's calendar reads (a count of milliseconds is refused, not
  /// read as year 58,000).
  package static let secondsRange: ClosedRange<Double> = -62_135_596_800...253_402_300_799

  /// Whether the bytes are `-?[0-9]+`, whatever their size.
  static func isWholeNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let digits = bytes.first == UInt8(ascii: "-") ? UnsafeBufferPointer(rebasing: bytes.dropFirst()) : bytes
    return !digits.isEmpty && digits.allSatisfy { $0 &- 48 < 10 }
  }

  /// `-?[0-9]+` within `Int64`.
  package static func parseInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
    var i = 0
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { i = 1 }
    guard i < bytes.count else { return nil }
    var value: Int64 = 0
    while i < bytes.count {
      let digit = bytes[i] &- 48
      guard digit < 10 else { return nil }
      let (times, o1) = value.multipliedReportingOverflow(by: 10)
      let (sum, o2) =
        negative
        ? times.subtractingReportingOverflow(Int64(digit)) : times.addingReportingOverflow(Int64(digit))
      guard !o1, !o2 else { return nil }
      value = sum
      i += 1
    }
    return value
  }

  /// `-?[0-9]+(\.[0-9]+)?`, at most 30 bytes, as seconds.
  package static func parseSeconds(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    guard !bytes.isEmpty, bytes.count <= 30 else { return nil }
    var sawDot = false
    var digitsBefore = 0
    var digitsAfter = 0
    for (i, b) in bytes.enumerated() {
      if b == UInt8(ascii: "-") && i == 0 { continue }
      if b == UInt8(ascii: ".") && !sawDot {
        sawDot = true
        continue
      }
      guard b &- 48 < 10 else { return nil }
      if sawDot { digitsAfter += 1 } else { digitsBefore += 1 }
    }
    guard digitsBefore > 0, !sawDot || digitsAfter > 0 else { return nil }
    if !sawDot, let whole = parseInteger(bytes) { return Double(whole) }
    return Double(String(decoding: bytes, as: UTF8.self))
  }
}
