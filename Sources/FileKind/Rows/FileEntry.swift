#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One file or folder as a listing describes it.
///
/// The kind is decided once, when the entry is made: from a kind the sync
/// engine already resolved and persisted (`resolvedKind:`), else from the signals
/// given (sniffed type, put.io `file_type`, `content_type`, name) through
/// ``KindResolver``. Rendering reads the decided kind and never parses the
/// signals again, so an entry carrying API signals renders as fast as one
/// with a name alone.
public struct FileEntry: Sendable, Hashable, Codable {
  /// The app's identifier for the file (put.io's file id), passed through to
  /// the row's identity.
  public var id: Int64?
  /// The raw name, shown as it is: never parsed, never rewritten. Changing
  /// it (a rename) decides the kind again, and clears ``sortKey``.
  public var name: String {
    didSet {
      resolve()
      sortKey = nil
    }
  }
  /// Whether the entry is a folder.
  public var isFolder: Bool
  /// Size in bytes. Negative sizes are kept and render as `—`.
  public var size: Int64
  /// Last modification (put.io's `updated_at`).
  public var date: Date
  /// When the file was added (put.io's `created_at`), if known: rows sorted
  /// by Date Added tell it, and sort by it.
  public var added: Date?
  /// How many items a folder holds, if known. SwiftUI folder rows read it
  /// (`12 items`) in place of size and date; without it they keep
  /// `size · date`. A negative count counts as unknown.
  public var itemCount: Int?
  /// put.io's `file_type`, if the API sent one.
  public var fileType: PutioFileType? { didSet { resolve() } }
  /// The declared `content_type`, if any, read once into a value
  /// (`MediaType("video/mp4")`). Changing it decides the kind again.
  public var contentType: MediaType? { didSet { resolve() } }
  /// What a sniffer found in the bytes, if they were read, as it read them
  /// (``ContentSniffer/Finding/type``). Changing it decides the kind again.
  public var sniffed: MediaType? { didSet { resolve() } }
  /// Sharing, conversion, offline and playback state.
  public var flags: EntryFlags
  /// The name's sort key, when it has been made (``withSortKey()``) or read
  /// back from storage (as `filekind ingest --sort-key` writes it): stored
  /// beside the entry, it orders entries by name as bytes. `nil` until then,
  /// and again after a rename.
  public var sortKey: NameSortKey?
  /// The kind the signals decide, whatever ``isFolder`` and ``flags`` say:
  /// a folder only when a signal says so (a directory media type).
  public private(set) var resolvedKind: IconKind

  /// An entry; only the name, size and date are required.
  ///
  /// - Parameters:
  ///   - id: the app's identifier for the file, passed through to the row.
  ///   - name: the raw name.
  ///   - isFolder: whether the entry is a folder.
  ///   - size: size in bytes.
  ///   - date: last modification.
  ///   - added: when the file was added, if known.
  ///   - itemCount: how many items a folder holds, if known.
  ///   - resolvedKind: a kind resolved earlier (as the sync engine persists
  ///     ``resolvedKind``); when given, the other signals are kept but not
  ///     consulted until one of them changes.
  ///   - fileType: put.io's `file_type`.
  ///   - contentType: the declared `content_type`, read once into a value.
  ///   - sniffed: what a ``ContentSniffer`` found in the bytes
  ///     (``ContentSniffer/Finding/type``), as it came.
  ///   - flags: sharing, conversion, offline and playback state.
  public init(
    id: Int64? = nil, name: String, isFolder: Bool = false, size: Int64, date: Date,
    added: Date? = nil, itemCount: Int? = nil, resolvedKind: IconKind? = nil, fileType: PutioFileType? = nil,
    contentType: MediaType? = nil, sniffed: MediaType? = nil, flags: EntryFlags = []
  ) {
    self.id = id
    self.name = name
    self.isFolder = isFolder
    self.size = size
    self.date = date
    self.added = added
    self.itemCount = itemCount
    self.fileType = fileType
    self.contentType = contentType
    self.sniffed = sniffed
    self.flags = flags
    // The kind is decided here, once.
    self.resolvedKind =
      resolvedKind
      ?? Self.resolvedKind(name: name, fileType: fileType, contentType: contentType, sniffed: sniffed)
  }

  /// An entry whose id and size are any integer types (`Int`, `UInt64`…);
  /// values beyond `Int64` are clamped.
  public init<ID: BinaryInteger>(
    id: ID? = Int64?.none, name: String, isFolder: Bool = false, size: some BinaryInteger, date: Date,
    added: Date? = nil, itemCount: Int? = nil, resolvedKind: IconKind? = nil, fileType: PutioFileType? = nil,
    contentType: MediaType? = nil, sniffed: MediaType? = nil, flags: EntryFlags = []
  ) {
    self.init(
      id: id.map { Int64(clamping: $0) }, name: name, isFolder: isFolder, size: Int64(clamping: size),
      date: date, added: added, itemCount: itemCount, resolvedKind: resolvedKind, fileType: fileType,
      contentType: contentType, sniffed: sniffed, flags: flags)
  }

  /// The kind the signals decide, folder flags aside: the name alone when
  /// it is the only signal (the common, fast case), else ``KindResolver``.
  static func resolvedKind(
    name: String, fileType: PutioFileType?, contentType: MediaType?, sniffed: MediaType?
  ) -> IconKind {
    if fileType == nil && contentType == nil && sniffed == nil {
      return NameClassifier.kind(of: name)
    }
    return KindResolver.resolve(
      KindSignals(name: name, sniffed: sniffed, fileType: fileType, contentType: contentType)
    ).kind
  }

  private mutating func resolve() {
    resolvedKind = Self.resolvedKind(
      name: name, fileType: fileType, contentType: contentType, sniffed: sniffed)
  }

  /// The entry's kind: a folder when flagged as one (or the shared root),
  /// else the kind decided when the entry was made.
  @inlinable
  public var kind: IconKind { Self.kind(resolved: resolvedKind, isFolder: isFolder, flags: flags) }

  /// The one rule for a row's kind, which the listing command shares: an
  /// entry flagged as a folder, or the root of a share, is a folder; any
  /// other entry has the kind its signals decided.
  @inlinable
  package static func kind(
    resolved: @autoclosure () -> IconKind, isFolder: Bool, flags: EntryFlags
  ) -> IconKind {
    isFolder || flags.contains(.sharedRoot) ? .folder : resolved()
  }
}
