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
public struct KindSignals: Sendable, Hashable {
  /// The raw file name.
  public var name: String
  /// Whether the entry is a folder.
  public var isFolder: Bool
  /// What the content is, from a sniffer (``ContentSniffer`` or libmagic).
  public var sniffedMIMEType: String?
  /// put.io's `file_type`, if the API sent one.
  public var fileType: PutioFileType?
  /// The declared `content_type`, if any.
  public var contentType: String?

  /// Signals for one entry; leave out what is not known.
  public init(
    name: String, isFolder: Bool = false, sniffedMIMEType: String? = nil,
    fileType: PutioFileType? = nil, contentType: String? = nil
  ) {
    self.name = name
    self.isFolder = isFolder
    self.sniffedMIMEType = sniffedMIMEType
    self.fileType = fileType
    self.contentType = contentType
  }
}

/// A kind and the signal that decided it.
public struct KindResolution: Sendable, Hashable {
  /// The kind the row shows.
  public var kind: IconKind
  /// Which signal decided it.
  public var source: KindSource
  /// The media type behind the decision, when one is known.
  public var mimeType: String?
}

/// Combines every signal into one kind, strongest first:
/// folder flag, sniffed content, put.io `file_type`, declared MIME, name.
public enum KindResolver {
  /// Media formats that announce themselves in their first bytes (the
  /// native checks recognise every one), so bytes that are not them refute
  /// a name claiming them. MPEG transport streams have no header, and MP3s
  /// may open with junk before their first frame: neither is here.
  static let selfDescribing: Set<String> = [
    "video/x-matroska", "video/webm", "audio/x-matroska", "audio/webm", "video/mp4", "video/x-m4v",
    "audio/mp4", "audio/x-m4b", "video/quicktime", "video/x-msvideo", "audio/x-wav", "audio/flac",
    "audio/x-flac", "audio/ogg", "video/ogg", "audio/x-vorbis+ogg", "audio/x-opus+ogg",
    "video/x-theora+ogg", "video/x-ogm+ogg", "audio/x-aiff", "video/x-ms-wmv", "audio/x-ms-wma",
    "application/vnd.ms-asf", "video/x-flv", "video/3gpp",
  ]

  /// Resolves the kind of one entry.
  public static func resolve(_ signals: KindSignals) -> KindResolution {
    // Each signal is read once; the rules below only compare the readings.
    let sniffed = signals.sniffedMIMEType.flatMap(MediaType.canonical)
    let sniffedKind = sniffed.flatMap(MediaType.kind(of:))
    let declaredKind = signals.contentType.flatMap(MediaType.kind(of:))
    var name = signals.name
    let named = name.withUTF8 { NameClassifier.match($0) }
    // Strings are made only for the answer returned, never on the way, and
    // the declared type is read at most once.
    var namedType: String? { named?.mimeType.map { String(describing: $0) } }
    lazy var declared = signals.contentType.flatMap(MediaType.canonical)

    if signals.isFolder || declaredKind == .folder || sniffedKind == .folder {
      return KindResolution(kind: .folder, source: .folder, mimeType: "inode/directory")
    }
    if let sniffed, let sniffedKind {
      // A name refines container bytes only within their family, and the
      // answer keeps the content's own type.
      if let named, named.kind != sniffedKind, let namedType = named.mimeType,
        let family = ContainerFamily.of(sniffed), family.leavesOpen(sniffed), family.refines(to: named.kind),
        ContainerFamily.of(
          utf8: UnsafeBufferPointer(start: namedType.utf8Start, count: namedType.utf8CodeUnitCount))
          == family
      {
        return KindResolution(kind: named.kind, source: .sniff, mimeType: sniffed)
      }
      return KindResolution(kind: sniffedKind, source: .sniff, mimeType: sniffed)
    }
    if let sniffed {
      // The bytes were read and are not media (unknown, or known with no
      // kind: an encrypted Office file, an installer). A claim of a format
      // whose header the sniffers always know is then false, whether the
      // name, the declared type or put.io's type makes it.
      let claimsSelfDescribing =
        namedType.map(selfDescribing.contains) == true || declared.map(selfDescribing.contains) == true
      if claimsSelfDescribing {
        return KindResolution(kind: .other, source: .sniff, mimeType: sniffed)
      }
    }
    if let kind = signals.fileType?.kind {
      // The declared type goes with the answer only when it agrees with it:
      // a resolution never says video and text/plain at once.
      return KindResolution(kind: kind, source: .fileType, mimeType: declaredKind == kind ? declared : nil)
    }
    if let declaredKind {
      return KindResolution(kind: declaredKind, source: .contentType, mimeType: declared)
    }
    guard let named else { return KindResolution(kind: .other, source: .none, mimeType: nil) }
    return KindResolution(kind: named.kind, source: .name, mimeType: namedType)
  }

  /// Resolves a batch (the sync engine's ingest of a listing), in order.
  ///
  /// Large batches are split over every core (``BatchOptions/allCores``);
  /// small ones stay on the caller's thread. The results are those of
  /// ``resolve(_:)`` on each entry, in the batch's order.
  public static func resolve(
    batch: some Collection<KindSignals>, options: BatchOptions = .allCores
  ) -> [KindResolution] {
    let signals = Array(batch)
    return ParallelMap.map(signals.count, options) { resolve(signals[$0]) }
  }
}
