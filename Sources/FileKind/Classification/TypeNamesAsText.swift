// The text forms of the value APIs, for callers that hold media types as
// strings (a stored answer, libmagic's output, a JSON listing). Each reads
// its text once into a `MediaType` and goes the value way from there. They
// are deprecated: read the text once with `MediaType(_:)` and pass values.

extension KindSignals {
  /// Signals for one entry, its sniffed and declared types given as text
  /// (each read once, here; text that is not a `type/subtype` counts as
  /// unknown). Leave out what is not known.
  @available(*, deprecated, renamed: "init(name:isFolder:sniffed:fileType:contentType:inode:)")
  public init(
    name: String, isFolder: Bool = false, sniffedMIMEType: String?,
    fileType: PutioFileType? = nil, contentType: String? = nil
  ) {
    self.init(
      name: name, isFolder: isFolder, sniffed: sniffedMIMEType.flatMap(MediaType.init), fileType: fileType,
      contentType: contentType.flatMap(MediaType.init))
  }

  /// ``sniffed`` as text; text set here is read once.
  @available(*, deprecated, renamed: "sniffed")
  public var sniffedMIMEType: String? {
    get { sniffed?.name }
    set { sniffed = newValue.flatMap(MediaType.init) }
  }
}

extension KindResolution {
  /// ``type`` as text.
  @available(*, deprecated, message: "use type?.name")
  public var mimeType: String? { type?.name }

  /// A resolution stored earlier, its media type given as text (read once,
  /// here).
  @available(*, deprecated, renamed: "init(kind:source:type:)")
  public init(kind: IconKind, source: KindSource, mimeType: String?) {
    self.init(kind: kind, source: source, type: mimeType.flatMap(MediaType.init))
  }
}
