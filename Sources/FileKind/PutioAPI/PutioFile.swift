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
  /// `crc32`: the CRC-32 of the file's bytes as put.io sends it (lower-case
  /// hex, `"f4241"`), to check a download against; `nil` when not sent.
  public var crc32: String?
  /// `sha1`: the SHA-1 of the file's bytes in hex, when put.io has it.
  public var sha1: String?
  /// `is_hidden`: put.io hides the file from listings unless asked.
  public var isHidden: Bool
  /// `first_accessed_at`: when the file was first opened, if it was.
  public var firstAccessed: Date?
  /// `folder_type`, as sent (`REGULAR`, `SHARED_ROOT`, `SHARED_FRIEND`);
  /// `nil` when not sent.
  public var folderType: PutioFolderType?
  /// `sort_by`: the order put.io keeps for this folder's listing
  /// (`DATE_DESC`), which decides how the app sorts it and which date its
  /// rows show. Read on the page's ``PutioPage/parent``; `nil` when not
  /// sent or not an order FileKind knows.
  public var sortBy: ListingSort?

  /// The file's id (put.io's ids are never missing from a file read here).
  public var id: Int64 { entry.id ?? 0 }

  /// A file as the page reader made it before it read the fields a sync
  /// engine checks (they are `nil` and `false` here).
  public init(
    entry: FileEntry, resolution: KindResolution, parentID: Int64?, isMP4Available: Bool, mp4Size: Int64?,
    fileExtension: String?, startFrom: Double
  ) {
    self.init(
      entry: entry, resolution: resolution, parentID: parentID, isMP4Available: isMP4Available,
      mp4Size: mp4Size, fileExtension: fileExtension, startFrom: startFrom, crc32: nil, sha1: nil,
      isHidden: false, firstAccessed: nil, folderType: nil, sortBy: nil)
  }

  /// A file with every field the page reader keeps.
  public init(
    entry: FileEntry, resolution: KindResolution, parentID: Int64?, isMP4Available: Bool, mp4Size: Int64?,
    fileExtension: String?, startFrom: Double, crc32: String?, sha1: String?, isHidden: Bool,
    firstAccessed: Date?, folderType: PutioFolderType?, sortBy: ListingSort?
  ) {
    self.entry = entry
    self.resolution = resolution
    self.parentID = parentID
    self.isMP4Available = isMP4Available
    self.mp4Size = mp4Size
    self.fileExtension = fileExtension
    self.startFrom = startFrom
    self.crc32 = crc32
    self.sha1 = sha1
    self.isHidden = isHidden
    self.firstAccessed = firstAccessed
    self.folderType = folderType
    self.sortBy = sortBy
  }

  /// Decodes a file, those encoded before ``crc32`` and the fields after it
  /// were read included (they decode as not sent).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      entry: try c.decode(FileEntry.self, forKey: .entry),
      resolution: try c.decode(KindResolution.self, forKey: .resolution),
      parentID: try c.decodeIfPresent(Int64.self, forKey: .parentID),
      isMP4Available: try c.decode(Bool.self, forKey: .isMP4Available),
      mp4Size: try c.decodeIfPresent(Int64.self, forKey: .mp4Size),
      fileExtension: try c.decodeIfPresent(String.self, forKey: .fileExtension),
      startFrom: try c.decode(Double.self, forKey: .startFrom),
      crc32: try c.decodeIfPresent(String.self, forKey: .crc32),
      sha1: try c.decodeIfPresent(String.self, forKey: .sha1),
      isHidden: try c.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false,
      firstAccessed: try c.decodeIfPresent(Date.self, forKey: .firstAccessed),
      folderType: try c.decodeIfPresent(PutioFolderType.self, forKey: .folderType),
      sortBy: try c.decodeIfPresent(ListingSort.self, forKey: .sortBy))
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
