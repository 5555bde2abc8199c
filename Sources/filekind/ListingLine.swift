import FileKind

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Why a listing line was refused.
struct ListingLineError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A sentence naming what is wrong, for a person.
  var reason: String
  /// The reason.
  var description: String { reason }
}

/// One line of the `filekind rows` listing: `name<TAB>size<TAB>mtime[<TAB>flags]`.
///
/// Parsing works on raw bytes: the name may be any bytes but TAB and newline,
/// valid UTF-8 or not. ``nameRange`` locates it in the line so a caller can
/// pass the exact bytes through.
struct ListingLine: Sendable, Hashable {
  /// Flag words, spelled as ``EntryFlags`` names them in kebab case; the
  /// second spelling of two is the short one the listing format began with.
  static let flags: [(names: [String], flag: EntryFlags)] = [
    (["shared"], .shared), (["shared-root"], .sharedRoot),
    (["needs-conversion", "needs-convert"], .needsConversion), (["offline"], .offline),
    (["downloading"], .downloading), (["resume-point", "resume"], .resumePoint),
  ]

  /// The entry, its name decoded as UTF-8 (invalid bytes become U+FFFD here).
  var entry: FileEntry
  /// Where the raw name lies in the parsed line.
  var nameRange: Range<Int>

  /// Parses one line (without its newline).
  static func parse(_ line: UnsafeBufferPointer<UInt8>) -> Result<ListingLine, ListingLineError> {
    var fields: [Range<Int>] = []
    var start = 0
    for i in 0..<line.count where line[i] == 0x09 {
      fields.append(start..<i)
      start = i + 1
    }
    fields.append(start..<line.count)
    guard fields.count == 3 || fields.count == 4 else {
      return .failure(
        ListingLineError(
          reason: "expected 3 or 4 tab-separated fields (name, size, mtime[, flags]), found \(fields.count)"))
    }
    let nameRange = fields[0]
    guard !nameRange.isEmpty else { return .failure(ListingLineError(reason: "empty name")) }
    let sizeBytes = UnsafeBufferPointer(rebasing: line[fields[1]])
    guard let size = parseInteger(sizeBytes) else {
      return .failure(
        ListingLineError(reason: "size must be a whole number of bytes, not '\(text(sizeBytes))'"))
    }
    let timeBytes = UnsafeBufferPointer(rebasing: line[fields[2]])
    guard let seconds = parseSeconds(timeBytes) else {
      return .failure(
        ListingLineError(
          reason: "mtime must be Unix epoch seconds (integer or decimal), not '\(text(timeBytes))'"))
    }
    var flags: EntryFlags = []
    var isFolder = false
    if fields.count == 4 {
      for word in text(UnsafeBufferPointer(rebasing: line[fields[3]])).split(
        separator: ",", omittingEmptySubsequences: true)
      {
        let name = String(word.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
        if name == "folder" {
          isFolder = true
        } else if let flag = Self.flags.first(where: { $0.names.contains(name) })?.flag {
          flags.insert(flag)
        } else {
          return .failure(ListingLineError(reason: "unknown flag '\(name)'"))
        }
      }
    }
    let name = String(decoding: UnsafeBufferPointer(rebasing: line[nameRange]), as: UTF8.self)
    let entry = FileEntry(
      name: name, isFolder: isFolder || flags.contains(.sharedRoot), size: size,
      date: Date(timeIntervalSince1970: seconds), flags: flags)
    return .success(ListingLine(entry: entry, nameRange: nameRange))
  }

  /// Parses a line given as a `String`.
  static func parse(_ line: String) -> Result<ListingLine, ListingLineError> {
    var line = line
    return line.withUTF8 { parse($0) }
  }

  static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let shown = bytes.count > 40 ? UnsafeBufferPointer(rebasing: bytes[..<40]) : bytes
    return String(decoding: shown, as: UTF8.self) + (bytes.count > 40 ? "…" : "")
  }

  /// `-?[0-9]+` within `Int64`.
  static func parseInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
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
  static func parseSeconds(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
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
