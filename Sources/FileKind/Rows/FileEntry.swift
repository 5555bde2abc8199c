#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One file or folder as a listing describes it.
///
/// The kind is decided once, when the entry is made: from a kind the sync
/// engine already resolved and persisted (`kind:`), else from the signals
/// given (sniffed type, put.io `file_type`, `content_type`, name) through
/// ``KindResolver``. Rendering reads the decided kind and never parses the
/// signals again, so an entry carrying API signals renders as fast as one
/// with a name alone.
public struct FileEntry: Sendable, Hashable {
  /// The app's identifier for the file (put.io's file id), passed through to
  /// ``FileRow/id``.
  public var id: Int64?
  /// The raw name, shown as it is: never parsed, never rewritten.
  public let name: String
  /// Whether the entry is a folder.
  public var isFolder: Bool
  /// Size in bytes. Negative sizes are kept and render as `—`.
  public var size: Int64
  /// Last modification (put.io's `created_at`/`updated_at`).
  public var date: Date
  /// put.io's `file_type`, if the API sent one.
  public let fileType: PutioFileType?
  /// The declared `content_type`, if any.
  public let contentType: String?
  /// What a sniffer found in the bytes, if they were read.
  public let sniffedMIMEType: String?
  /// Sharing, conversion, offline and playback state.
  public var flags: EntryFlags
  /// The kind decided when the entry was made (before folder flags).
  public let resolvedKind: IconKind

  /// An entry; only the name, size and date are required.
  ///
  /// - Parameters:
  ///   - id: the app's identifier for the file, passed through to the row.
  ///   - name: the raw name.
  ///   - isFolder: whether the entry is a folder.
  ///   - size: size in bytes.
  ///   - date: last modification.
  ///   - kind: a kind resolved earlier (as the sync engine persists it);
  ///     when given, the other signals are kept but not consulted.
  ///   - fileType: put.io's `file_type`.
  ///   - contentType: the declared `content_type`.
  ///   - sniffedMIMEType: what a sniffer found in the bytes.
  ///   - flags: sharing, conversion, offline and playback state.
  public init(
    id: Int64? = nil, name: String, isFolder: Bool = false, size: Int64, date: Date,
    kind: IconKind? = nil, fileType: PutioFileType? = nil, contentType: String? = nil,
    sniffedMIMEType: String? = nil, flags: EntryFlags = []
  ) {
    self.id = id
    self.name = name
    self.isFolder = isFolder
    self.size = size
    self.date = date
    self.fileType = fileType
    self.contentType = contentType
    self.sniffedMIMEType = sniffedMIMEType
    self.flags = flags
    if let kind {
      resolvedKind = kind
    } else if fileType == nil && contentType == nil && sniffedMIMEType == nil {
      resolvedKind = NameClassifier.kind(of: name)
    } else {
      resolvedKind =
        KindResolver.resolve(
          KindSignals(
            name: name, isFolder: isFolder, sniffedMIMEType: sniffedMIMEType,
            fileType: fileType, contentType: contentType)
        ).kind
    }
  }

  /// An entry whose size is any integer type (`Int`, `UInt64`…); values
  /// beyond `Int64` are clamped.
  public init(
    id: Int64? = nil, name: String, isFolder: Bool = false, size: some BinaryInteger, date: Date,
    kind: IconKind? = nil, fileType: PutioFileType? = nil, contentType: String? = nil,
    sniffedMIMEType: String? = nil, flags: EntryFlags = []
  ) {
    self.init(
      id: id, name: name, isFolder: isFolder, size: Int64(clamping: size), date: date, kind: kind,
      fileType: fileType, contentType: contentType, sniffedMIMEType: sniffedMIMEType, flags: flags)
  }

  /// The entry's kind: a folder when flagged as one (or the shared root),
  /// else the kind decided when the entry was made.
  @inlinable
  public var kind: IconKind {
    if isFolder || flags.contains(.sharedRoot) { return .folder }
    return resolvedKind
  }
}
