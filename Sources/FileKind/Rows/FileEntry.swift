#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One file or folder as a listing describes it.
public struct FileEntry: Sendable, Hashable {
  /// The raw name, shown as it is: never parsed, never rewritten.
  public var name: String
  /// Whether the entry is a folder.
  public var isFolder: Bool
  /// Size in bytes. Negative sizes are kept and render as `—`.
  public var size: Int64
  /// Last modification (put.io's `created_at`/`updated_at`).
  public var date: Date
  /// put.io's `file_type`, if the API sent one.
  public var fileType: PutioFileType?
  /// The declared `content_type`, if any.
  public var contentType: String?
  /// What a sniffer found in the bytes, if they were read.
  public var sniffedMIMEType: String?
  /// Sharing, conversion, offline and playback state.
  public var flags: EntryFlags

  /// An entry; only the name, size and date are required.
  public init(
    name: String, isFolder: Bool = false, size: Int64, date: Date,
    fileType: PutioFileType? = nil, contentType: String? = nil,
    sniffedMIMEType: String? = nil, flags: EntryFlags = []
  ) {
    self.name = name
    self.isFolder = isFolder
    self.size = size
    self.date = date
    self.fileType = fileType
    self.contentType = contentType
    self.sniffedMIMEType = sniffedMIMEType
    self.flags = flags
  }

  /// The entry's kind: from the name alone when nothing else is known (the
  /// fast path), else through ``KindResolver``.
  public var kind: IconKind {
    if isFolder || flags.contains(.sharedRoot) { return .folder }
    if fileType == nil && contentType == nil && sniffedMIMEType == nil {
      return NameClassifier.kind(of: name)
    }
    return KindResolver.resolve(
      KindSignals(
        name: name, isFolder: isFolder, sniffedMIMEType: sniffedMIMEType,
        fileType: fileType, contentType: contentType)
    ).kind
  }
}
