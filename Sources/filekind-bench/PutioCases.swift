import BenchListing
import FileKind
import Foundation

/// The bench's listing as put.io's API sends it: pages of 1,000 files with
/// every field of the API's example present and realistic, a third of the
/// dates with fractional seconds. FileKind reads them into entries and
/// rows; Foundation decodes the same pages as apps do today.
struct PutioCases {
  /// The listing the pages hold, 1,000 files a page.
  let listing: [BenchEntry]
  /// The first pages' bytes, which the in-process cases read over and over
  /// (the whole stream is written page by page for the command), so the
  /// bench holds 64 MB of JSON, not the stream's 640.
  let pagesData: Shared<[[UInt8]]>
  var pages: [[UInt8]] { pagesData.value }
  let files: Int
  let now: Date
  let zone: TimeZone

  static let pageSize = 1_000
  /// How many pages are kept in memory.
  static let keptPages = 100
  /// The cases' names, in the table's order.
  static let names = [
    "putio_page_to_entries", "putio_page_to_rows", "putio_ingest_1_job", "putio_ingest_all_jobs",
  ]

  var pageCount: Int { (files + Self.pageSize - 1) / Self.pageSize }

  init(listing: [BenchEntry], now: Date, zone: TimeZone) {
    self.listing = listing
    self.now = now
    self.zone = zone
    files = listing.count
    let count = (listing.count + Self.pageSize - 1) / Self.pageSize
    // Built when a case first reads them, let go between cases.
    pagesData = Shared { (0..<min(count, Self.keptPages)).map { Self.page($0, of: listing) } }
  }

  /// Page `index` of `listing`, as the API writes it.
  static func page(_ index: Int, of listing: [BenchEntry]) -> [UInt8] {
    let start = index * pageSize
    var text = "{\"files\": ["
    for (i, entry) in listing[start..<min(start + pageSize, listing.count)].enumerated() {
      let id = 1_000_001 + start + i
      let kind = NameClassifier.kind(of: entry.name)
      let (fileType, contentType) = apiSignals(entry.isFolder ? .folder : kind)
      let name = entry.name.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"")
      let ext = entry.isFolder ? "null" : "\"\((entry.name as NSString).pathExtension)\""
      let updated = date(entry.date, fraction: id % 3 == 0 ? id % 1_000_000 : nil)
      let created = date(entry.date.addingTimeInterval(-86_400 * Double(id % 30)), fraction: nil)
      if i > 0 { text += ", " }
      text += """
        {"id": \(id), "name": "\(name)", "parent_id": \(id % 97), "size": \(entry.size), \
        "file_type": "\(fileType.rawValue)", "folder_type": "REGULAR", "content_type": "\(contentType)", \
        "extension": \(ext), "created_at": "\(created)", "updated_at": "\(updated)", \
        "first_accessed_at": null, "is_shared": \(id % 11 == 0), "is_hidden": false, \
        "is_mp4_available": \(kind == .video), "mp4_size": \(kind == .video ? String(entry.size / 2) : "null"), \
        "need_convert": false, "start_from": \(id % 7 == 0 ? "91.7" : "0"), "crc32": "\(String(id, radix: 16))", \
        "opensubtitles_hash": null, "sha1": null, "icon": "https://put.io/icon/\(id).png", \
        "screenshot": null, "sort_by": "NAME_ASC", "stream_url": null, "mp4_stream_url": null, \
        "video_metadata": null}
        """
    }
    text +=
      "], \"parent\": null, \"cursor\": \"cursor-\(start)\", \"status\": \"OK\", \"total\": \(listing.count)}"
    return Array(text.utf8)
  }

  /// `2026-03-19T12:00:00` or `…T12:00:00.123456`, as put.io writes them.
  static func date(_ date: Date, fraction: Int?) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let base = String(
      format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
    return fraction.map { base + String(format: ".%06d", $0) } ?? base
  }

  /// FileKind's cases: every page of the stream, read from the kept ones
  /// in turn.
  func all() -> [BenchCase] {
    let pagesData = pagesData
    let pageCount = pageCount
    let renderer = RowRenderer(.init(presentation: .swiftUI, now: now, timeZone: zone))
    return [
      BenchCase(name: "putio_page_to_entries", rows: files) {
        let pages = pagesData.value
        var sum = 0
        for k in 0..<pageCount {
          guard let read = try? PutioPage(reading: pages[k % pages.count]) else { continue }
          sum &+= read.files.count &+ Int(read.files.last?.id ?? 0)
        }
        return sum
      },
      BenchCase(name: "putio_page_to_rows", rows: files) {
        let pages = pagesData.value
        var sum = 0
        for k in 0..<pageCount {
          guard let read = try? PutioPage(reading: pages[k % pages.count]) else { continue }
          for file in read.files { sum &+= renderer.row(for: file.entry).subtitle.utf8.count }
        }
        return sum
      },
    ]
  }

  /// Foundation's way, on the first `count` pages: `JSONDecoder` into a
  /// `Decodable` model read the official SDK's way, then (for rows)
  /// `ByteCountFormatter` and Foundation's relative date (its
  /// `RelativeDateTimeFormatter` is not on Linux; the anchored
  /// `Date.RelativeFormatStyle` is the same text).
  func foundation(pages count: Int) -> [(String, rows: Int, () -> Int)] {
    let sample = pages.prefix(count).map { Data($0) }
    let rows = sample.count * Self.pageSize
    let now = now
    let sizes = ByteCountFormatter()
    let relative = FoundationCases.styles(zone).0
    return [
      (
        "putio_page_to_entries", rows,
        {
          var sum = 0
          for data in sample {
            guard let page = try? JSONDecoder().decode(SDKPage.self, from: data) else { continue }
            sum &+= page.files.count &+ (page.files.last?.id ?? 0)
          }
          return sum
        }
      ),
      (
        "putio_page_to_rows", rows,
        {
          var sum = 0
          for data in sample {
            guard let page = try? JSONDecoder().decode(SDKPage.self, from: data) else { continue }
            for file in page.files {
              let subtitle =
                sizes.string(fromByteCount: file.size) + " · "
                + Date.AnchoredRelativeFormatStyle(
                  anchor: file.updatedAt, presentation: relative.presentation,
                  unitsStyle: relative.unitsStyle,
                  locale: relative.locale, calendar: relative.calendar
                ).format(now)
              sum &+= subtitle.utf8.count
            }
          }
          return sum
        }
      ),
    ]
  }

  /// The whole stream, one page a line, in a file for `filekind ingest`:
  /// written a page at a time.
  func pagesFile() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "filekind-bench-\(getpid()).jsonl")
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    if let handle = try? FileHandle(forWritingTo: url) {
      writePages(to: handle)
      try? handle.close()
    }
    return url
  }

  /// Writes every page of the stream, one a line.
  func writePages(to handle: FileHandle) {
    for k in 0..<pageCount { handle.write(Data(Self.page(k, of: listing) + [0x0A])) }
  }
}

/// A page as apps decode it today.
struct SDKPage: Decodable {
  var files: [SDKFile]
  var cursor: String?
}

/// A file as put.io's official Swift SDK decodes it: `id`, `name`,
/// `file_type` and `created_at` required, the rest defaulted, each date
/// tried as it came, then with `Z`, then with `+00:00`, through
/// `ISO8601DateFormatter` without and with fractional seconds.
struct SDKFile: Decodable {
  var id: Int
  var name: String
  var fileType: String
  var parentID: Int
  var size: Int64
  var contentType: String
  var createdAt: Date
  var updatedAt: Date
  var isShared: Bool
  var isSharedRoot: Bool
  var startFrom: Double
  var needConvert: Bool
  var hasMP4: Bool
  var mp4Size: Int64

  enum Keys: String, CodingKey {
    case id, name, size
    case fileType = "file_type"
    case parentID = "parent_id"
    case contentType = "content_type"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case isShared = "is_shared"
    case folderType = "folder_type"
    case startFrom = "start_from"
    case needConvert = "need_convert"
    case hasMP4 = "is_mp4_available"
    case mp4Size = "mp4_size"
  }

  nonisolated(unsafe) static let plain = ISO8601DateFormatter()
  nonisolated(unsafe) static let fractional: ISO8601DateFormatter = {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter
  }()

  static func date(_ text: String?, fallback: Date?) throws -> Date {
    if let text, !text.isEmpty {
      for candidate in [text, text + "Z", text + "+00:00"] {
        if let date = plain.date(from: candidate) ?? fractional.date(from: candidate) { return date }
      }
    }
    guard let fallback else {
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a date"))
    }
    return fallback
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    id = try c.decode(Int.self, forKey: .id)
    name = try c.decode(String.self, forKey: .name)
    fileType = try c.decode(String.self, forKey: .fileType)
    parentID = try c.decodeIfPresent(Int.self, forKey: .parentID) ?? 0
    size = try c.decodeIfPresent(Int64.self, forKey: .size) ?? 0
    contentType = try c.decodeIfPresent(String.self, forKey: .contentType) ?? ""
    createdAt = try Self.date(c.decode(String.self, forKey: .createdAt), fallback: nil)
    updatedAt = try Self.date(c.decodeIfPresent(String.self, forKey: .updatedAt), fallback: createdAt)
    isShared = try c.decodeIfPresent(Bool.self, forKey: .isShared) ?? false
    isSharedRoot = try c.decodeIfPresent(String.self, forKey: .folderType) == "SHARED_ROOT"
    startFrom = try c.decodeIfPresent(Double.self, forKey: .startFrom) ?? 0
    needConvert = try c.decodeIfPresent(Bool.self, forKey: .needConvert) ?? false
    hasMP4 = try c.decodeIfPresent(Bool.self, forKey: .hasMP4) ?? false
    mp4Size = try c.decodeIfPresent(Int64.self, forKey: .mp4Size) ?? 0
  }
}
