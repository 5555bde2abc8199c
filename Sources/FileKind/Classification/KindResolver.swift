/// Which signal decided a kind.
public enum KindSource: String, Sendable, Hashable, Codable {
  /// The entry is a folder (flag or directory media type).
  case folder
  /// The file's bytes.
  case sniff
  /// put.io's `file_type`.
  case fileType = "file_type"
  /// The declared `content_type`.
  case contentType = "content_type"
  /// The raw name's extension.
  case name
  /// Nothing decided; the kind is `other`.
  case none
}

/// Everything known about one entry that can say what it is.
public struct KindSignals: Sendable, Hashable, Codable {
  /// The raw file name.
  public var name: String
  /// Whether the entry is a folder.
  public var isFolder: Bool
  /// What the content is, as a sniffer read it (``ContentSniffer``).
  public var sniffed: MediaType?
  /// put.io's `file_type`, if the API sent one.
  public var fileType: PutioFileType?
  /// The declared `content_type`, if any, read once into a value.
  public var contentType: MediaType?
  /// What the file system says the path is, when it was asked: a directory
  /// is a folder, and a FIFO, socket, device or link is never read and is
  /// named for what it is (`inode/fifo`).
  public var inode: InodeType?

  /// Signals for one entry; leave out what is not known. `sniffed` is a
  /// ``ContentSniffer/Finding/type`` as it came.
  public init(
    name: String, isFolder: Bool = false, sniffed: MediaType? = nil, fileType: PutioFileType? = nil,
    contentType: MediaType? = nil, inode: InodeType? = nil
  ) {
    self.name = name
    self.isFolder = isFolder
    self.sniffed = sniffed
    self.fileType = fileType
    self.contentType = contentType
    self.inode = inode
  }
}

/// A kind and the signal that decided it.
public struct KindResolution: Sendable, Hashable, Codable {
  /// The kind the row shows.
  public var kind: IconKind
  /// Which signal decided it.
  public var source: KindSource
  /// The media type behind the decision, as read.
  public var type: MediaType?

  /// A resolution as decided.
  public init(kind: IconKind, source: KindSource, type: MediaType?) {
    self.kind = kind
    self.source = source
    self.type = type
  }

}

/// Combines every signal into one kind, strongest first:
/// folder flag or directory, special file, sniffed content, put.io
/// `file_type`, declared MIME, name.
public enum KindResolver {
  /// Resolves the kind of one entry.
  ///
  /// Each signal is read once: the sniffed type was read by the sniffer,
  /// the declared type is read here, the name's extension is looked up
  /// once; the rules below compare table rows, and no string is made.
  public static func resolve(_ signals: KindSignals) -> KindResolution {
    resolve(
      named: utf8(of: signals.name) { NameClassifier.match($0) }, isFolder: signals.isFolder,
      inode: signals.inode, sniffed: signals.sniffed, fileType: signals.fileType,
      declared: signals.contentType)
  }

  /// ``resolve(_:)`` on signals read where they lie, one field at a time:
  /// a batch then never copies an entry's whole signals and destroys the
  /// copy again, which cost a quarter of resolving it.
  static func resolve(at signals: UnsafePointer<KindSignals>) -> KindResolution {
    resolve(
      named: utf8(of: signals.pointee.name) { NameClassifier.match($0) },
      isFolder: signals.pointee.isFolder, inode: signals.pointee.inode, sniffed: signals.pointee.sniffed,
      fileType: signals.pointee.fileType, declared: signals.pointee.contentType)
  }

  /// The rules, on each signal read once.
  @inline(__always)
  private static func resolve(
    named: NameClassifier.Match?, isFolder: Bool, inode: InodeType?, sniffed: MediaType?,
    fileType: PutioFileType?, declared: MediaType?
  ) -> KindResolution {
    let sniffedKind = sniffed?.kind
    let declaredKind = declared?.kind
    let namedType = named?.type.map(MediaType.init)

    if isFolder || inode == .directory || declaredKind == .folder || sniffedKind == .folder {
      return KindResolution(kind: .folder, source: .folder, type: MediaType(.inodeDirectory))
    }
    if let inode, inode != .regular {
      // Never read, so nothing else is known of it: named for what it is.
      return KindResolution(kind: .other, source: .none, type: MediaType(inode.mediaType))
    }
    if let sniffed, let sniffedKind {
      // A name refines container bytes only within their family, and the
      // answer keeps the content's own type.
      if let named, named.kind != sniffedKind, let bytes = sniffed.known, bytes.leavesKindOpen,
        let family = bytes.family, family.refines(to: named.kind), named.type?.family == family
      {
        return KindResolution(kind: named.kind, source: .sniff, type: sniffed)
      }
      return KindResolution(kind: sniffedKind, source: .sniff, type: sniffed)
    }
    if let sniffed {
      // The bytes were read and are not media (empty, unknown, or known
      // with no kind: an encrypted Office file, an installer). A claim of a
      // format whose header the sniffers always know is then false, whether
      // the name, the declared type or put.io's `file_type` makes it. Empty
      // bytes are nothing at all: an empty download put.io calls VIDEO is
      // offered no Play. Other bytes leave put.io's type standing only for
      // a name of a format with no header to find (an MPEG transport
      // stream, a raw elementary stream).
      let empty = sniffed.known == .applicationXZerosize
      let headerless =
        named.map { $0.kind == fileType?.kind && namedType?.isSelfDescribing != true } ?? false
      if namedType?.isSelfDescribing == true || declared?.isSelfDescribing == true
        || (fileType?.claimsSelfDescribingFormat == true && (empty || !headerless))
      {
        return KindResolution(kind: .other, source: .sniff, type: sniffed)
      }
    }
    if let kind = fileType?.kind {
      // The declared type goes with the answer only when it agrees with it:
      // a resolution never says video and text/plain at once.
      return KindResolution(kind: kind, source: .fileType, type: declaredKind == kind ? declared : nil)
    }
    if let declaredKind {
      return KindResolution(kind: declaredKind, source: .contentType, type: declared)
    }
    guard let named else { return KindResolution(kind: .other, source: .none, type: nil) }
    return KindResolution(kind: named.kind, source: .name, type: namedType)
  }

  /// `body` over `text`'s UTF-8 where it lies when the string stores it
  /// contiguously (a native or small string); only another string is
  /// copied to call `withUTF8` on.
  @inline(__always)
  private static func utf8<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = text
    return copy.withUTF8(body)
  }

  /// Resolves a batch (the sync engine's ingest of a listing), in order.
  ///
  /// Large batches are split over every core (``BatchOptions/allCores``);
  /// small ones stay on the caller's thread. The results are those of
  /// ``resolve(_:)`` on each entry, in the batch's order.
  public static func resolve(
    batch: some Collection<KindSignals>, options: BatchOptions = .allCores
  ) -> [KindResolution] {
    ParallelMap.map(Array(batch), options) { resolve(at: $0) }
  }
}
