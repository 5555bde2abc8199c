/// ISO base media files (MP4, MOV, 3GP, M4A/M4B, HEIF, AVIF, MJ2): the
/// brand names the family, the tracks decide audio from video.
///
/// The top-level boxes are walked by their sizes, so a file that opens with
/// `free`, `skip`, `wide` or `mdat` (QuickTime writes these) is still
/// recognised. A movie whose `moov` holds only sound tracks (`hdlr` type
/// `soun`, no `vide`) is audio: an MP4 or 3GP of music, a DASH audio
/// download with its empty `moov`.
extension NativeSniffer {
  /// What the boxes of an ISO media prefix say.
  struct ISOMedia {
    /// The type the brand gives (before looking at tracks).
    var brandType: KnownType
    /// Whether the brand alone decides (audio books, images, JPEG 2000).
    var brandDecides: Bool
    var hasVideoTrack = false
    var hasSoundTrack = false
    /// Whether a `moov` box was read.
    var sawMovie = false
    /// Where the first top-level box past the prefix starts, when the walk
    /// left the prefix before finding `moov` (it usually follows `mdat`).
    var nextBoxOffset: Int?
    /// Where a `moov` that starts in the prefix and runs past it starts,
    /// and its declared size: the rest of its tracks lie past the prefix.
    var cutMovie: (offset: Int, size: Int)?

    /// The media type: the brand's, or its sound-only type when the tracks
    /// are only sound (`audio/3gpp` for a 3GP brand, else `audio/mp4`).
    var mimeType: KnownType {
      if brandDecides || !sawMovie || hasVideoTrack || !hasSoundTrack { return brandType }
      return brandType == .video3gpp ? .audio3gpp : .audioMp4
    }

    /// The window to read for the movie header, when the brand leaves the
    /// kind to the tracks and the prefix did not hold them all: the rest
    /// of a `moov` the prefix cut (as far as its declared size, within
    /// ``NativeSniffer/indexWindowLimit``), or where a late `moov` likely
    /// starts (``NativeSniffer/movieWindowLength`` bytes); `nil` when the
    /// prefix already decided.
    var movieWindow: (offset: Int, length: Int)? {
      if brandDecides || hasVideoTrack { return nil }
      if let cut = cutMovie { return (cut.offset, Swift.min(cut.size, NativeSniffer.indexWindowLimit)) }
      if sawMovie { return nil }
      return nextBoxOffset.map { ($0, NativeSniffer.movieWindowLength) }
    }

    /// Reads the boxes of `window`, read where ``movieOffset`` points, into
    /// the reading the prefix began; `false` when they hold no `moov`.
    mutating func readMovie(_ window: Bytes) -> Bool {
      NativeSniffer.readBoxes(window, from: 0, end: window.count, into: &self, topLevel: false)
      return sawMovie
    }
  }

  /// Bytes read where an MP4's `moov` starts, when it lies past the prefix.
  static let movieWindowLength = 256 * 1024

  /// The most read of an index that starts in the prefix and runs past it
  /// (an MP4's `moov`, an ASF header object), as far as its declared size:
  /// 1 MiB, so a hostile size costs one bounded read.
  static let indexWindowLimit = 1 << 20

  /// Top-level box types that may open an ISO media file.
  static let openingBoxes: [StaticString] = ["ftyp", "moov", "mdat", "free", "skip", "wide", "pnot", "styp"]

  /// The ISO media reading of `b`, or `nil` when it is not ISO media.
  static func isoMedia(_ b: Bytes) -> ISOMedia? {
    guard b.count >= 8, openingBoxes.contains(where: { b.has($0, at: 4) }) else { return nil }
    let firstSize = b.bigEndian32(at: 0)
    // A first box other than `ftyp` must have a plausible size, and what
    // follows it (when in the prefix) must be another box.
    if !b.has("ftyp", at: 4) {
      guard firstSize == 0 || firstSize == 1 || firstSize >= 8 else { return nil }
      if firstSize >= 8 && Int(firstSize) + 8 <= b.count {
        guard isBoxType(b, at: Int(firstSize) + 4) else { return nil }
      } else if b.has("mdat", at: 4) {
        // Media data running past the prefix: it is binary, where a text
        // that happens to read "mdat" is not.
        guard (8..<Swift.min(b.count, 72)).contains(where: { b[$0] < 0x09 || b[$0] >= 0x80 }) else {
          return nil
        }
      } else {
        return nil
      }
    } else if firstSize < 8 {
      return nil
    }
    var media = ISOMedia(brandType: .videoQuicktime, brandDecides: false)
    if b.has("ftyp", at: 4) {
      (media.brandType, media.brandDecides) = isoBrand(b, size: Int(firstSize))
    }
    readBoxes(b, from: 0, end: b.count, into: &media, topLevel: true)
    return media
  }

  /// How deep the walk descends: `moov` → `trak` → `mdia` is three levels;
  /// anything nested deeper is not a track's handler, and a hostile file
  /// that nests thousands of boxes costs no stack.
  static let boxDepthLimit = 3

  /// Walks boxes in `[from, end)`, descending into the containers on the
  /// way to `hdlr` (moov → trak → mdia → hdlr), at most ``boxDepthLimit``
  /// levels. Every box is at least 8 bytes, so each level's loop ends after
  /// `(end - from) / 8` boxes whatever the sizes say.
  static func readBoxes(
    _ b: Bytes, from start: Int, end: Int, into media: inout ISOMedia, topLevel: Bool, depth: Int = 0
  ) {
    let end = Swift.min(end, b.count)
    var at = start
    while at + 8 <= end {
      var size = Int(b.bigEndian32(at: at))
      var header = 8
      if size == 1 {
        guard at + 16 <= end else { break }
        size = Int(clamping: b.bigEndian64(at: at + 8))
        header = 16
      } else if size == 0 {
        size = end - at
      }
      guard size >= header else { return }
      let (boxEnd, overflow) = at.addingReportingOverflow(size)
      let isMovie = b.has("moov", at: at + 4)
      if isMovie { media.sawMovie = true }
      if isMovie || b.has("trak", at: at + 4) || b.has("mdia", at: at + 4) {
        if depth < boxDepthLimit {
          readBoxes(
            b, from: at + header, end: overflow ? end : Swift.min(boxEnd, end), into: &media, topLevel: false,
            depth: depth + 1)
        }
      } else if b.has("hdlr", at: at + 4), at + header + 12 <= end {
        // version and flags, pre_defined, then the handler type.
        let handler = at + header + 8
        if b.has("vide", at: handler) { media.hasVideoTrack = true }
        if b.has("soun", at: handler) { media.hasSoundTrack = true }
      }
      if overflow || boxEnd > end {
        if topLevel && isMovie && !overflow { media.cutMovie = (at, size) }
        if topLevel && !overflow && !media.sawMovie { media.nextBoxOffset = boxEnd }
        return
      }
      at = boxEnd
    }
  }

  static func isBoxType(_ b: Bytes, at offset: Int) -> Bool {
    guard offset + 4 <= b.count else { return false }
    for i in 0..<4 {
      let c = b[offset + i]
      guard (c >= 0x20 && c < 0x7F) || c == 0xA9 else { return false }
    }
    return true
  }

  /// The type a brand names, and whether the brand alone decides the kind.
  /// Generic brands (`isom`, `mp42`, `dash`…) leave it to the tracks; when
  /// the major brand is generic, a decisive compatible brand still counts.
  static func isoBrand(_ b: Bytes, size: Int) -> (KnownType, Bool) {
    if let found = decisiveBrand(b, at: 8) { return found }
    // A video major brand (`M4V `, QuickTime, 3GPP) names a movie, whatever
    // audio brands it also lists as compatible; its tracks still decide.
    for (brand, mime) in videoBrands where b.has(brand, at: 8) { return (mime, false) }
    var at = 16
    while at + 4 <= Swift.min(size, b.count) {
      if let found = decisiveBrand(b, at: at), found.1 { return found }
      at += 4
    }
    return (.videoMp4, false)
  }

  static func decisiveBrand(_ b: Bytes, at offset: Int) -> (KnownType, Bool)? {
    for (brand, mime) in isoBrands where b.has(brand, at: offset) { return (mime, true) }
    return nil
  }

  /// Brands that decide the kind on their own.
  static let isoBrands: [(StaticString, KnownType)] = [
    ("M4A ", .audioMp4), ("M4B ", .audioXM4b), ("M4P ", .audioMp4), ("F4A ", .audioMp4),
    ("F4B ", .audioXM4b), ("aax ", .audioXM4b), ("heic", .imageHeif), ("heix", .imageHeif),
    ("heim", .imageHeif), ("heis", .imageHeif), ("hevc", .imageHeif), ("hevx", .imageHeif),
    ("mif1", .imageHeif), ("mif2", .imageHeif), ("mif3", .imageHeif), ("msf1", .imageHeif),
    ("avif", .imageAvif), ("avis", .imageAvif),
    ("crx ", .imageXCanonCr3), ("jp2 ", .imageJp2), ("jpx ", .imageJpx), ("mjp2", .videoMj2),
  ]

  /// Brands of video containers whose tracks may still be only sound.
  static let videoBrands: [(StaticString, KnownType)] = [
    ("M4V ", .videoMp4), ("M4VH", .videoMp4), ("M4VP", .videoMp4), ("qt  ", .videoQuicktime),
    ("3gp", .video3gpp), ("3g2", .video3gpp2), ("3ge", .video3gpp), ("3gg", .video3gpp),
  ]

  /// An ISO media file: its boxes, then its movie header where it lies (a
  /// movie header past the prefix, after the media data, or the rest of
  /// one the prefix cut, costs one bounded read).
  static func isoMediaFile(_ source: SniffSource) -> KnownType? {
    guard var media = isoMedia(source.prefix) else { return nil }
    if let window = media.movieWindow {
      _ = source.read(at: Int64(window.offset), length: window.length) { media.readMovie($0) }
    }
    return media.mimeType
  }
}

extension NativeSniffer {
  /// A HEIF image (AVIF, HEIC) that opens with its `meta` box instead of
  /// `ftyp` (as an encoder's test files and stripped images do): the full
  /// box's version and flags, then its handler, `hdlr` of type `pict`. The
  /// codec's configuration among the item properties names it: `av1C` is
  /// AVIF, anything else (HEVC's `hvcC`) HEIF.
  static func heifWithoutFtyp(_ b: Bytes) -> KnownType? {
    let size = Int(b.bigEndian32(at: 0))
    guard size >= 40, b.has("meta", at: 4), b.has("hdlr", at: 16), b.has("pict", at: 28),
      b.bigEndian32(at: 12) >= 24
    else { return nil }
    let box = Swift.min(size, b.count)
    return b.contains("av1C", within: box) ? .imageAvif : .imageHeif
  }
}
