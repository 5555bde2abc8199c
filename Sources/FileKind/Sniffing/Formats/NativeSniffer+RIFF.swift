/// RIFF and its relatives: AVI (its stream headers decide audio from
/// video), WAVE, WebP, RF64 and Sony Wave64, and IFF's AIFF.
extension NativeSniffer {
  /// RIFF's forms, by the type at offset 8, in order; an AVI's stream
  /// headers decide audio from video. A new RIFF form is one line here.
  static let riffForms: [(form: StaticString, type: @Sendable (Bytes) -> KnownType)] = [
    (
      "AVI ",
      { b in
        let streams = aviStreams(b)
        return streams.audio && !streams.video ? .audioXMsvideo : .videoXMsvideo
      }
    ),
    ("WAVE", { _ in .audioXWav }),
    ("WEBP", { _ in .imageWebp }),
  ]

  /// A RIFF file by its form type.
  static func riff(_ b: Bytes) -> KnownType? {
    riffForms.first { b.has($0.form, at: 8) }.map { $0.type(b) }
  }

  /// An AVI's stream types, walked by chunk sizes: `RIFF AVI ` → `LIST hdrl`
  /// → `LIST strl` → `strh`, whose first four bytes say `vids` or `auds`.
  /// Every chunk is clamped to its parent and to the prefix, and each step
  /// moves at least eight bytes.
  static func aviStreams(_ b: Bytes) -> (video: Bool, audio: Bool) {
    var video = false
    var audio = false
    // `body` gets each chunk's start and its data, both inside `range`,
    // and says whether to go on. A chunk's size is read, never trusted.
    func chunks(in range: Range<Int>, _ body: (_ id: Int, _ data: Range<Int>) -> Bool) {
      var at = range.lowerBound
      while at + 8 <= range.upperBound {
        let size = Int(b.littleEndian32(at: at + 4))
        let end = Swift.min(range.upperBound, at + 8 + size)
        guard body(at, (at + 8)..<end) else { return }
        at = at + 8 + size + (size & 1)
      }
    }
    // A list's own chunks follow its four-letter type, when it has room
    // for one.
    func listBody(_ data: Range<Int>) -> Range<Int> {
      Swift.min(data.lowerBound + 4, data.upperBound)..<data.upperBound
    }
    chunks(in: 12..<b.count) { header, data in
      // The header list comes before the media (`LIST movi`); other
      // chunks (`JUNK`, `idx1`) are stepped over.
      guard b.has("LIST", at: header) else { return true }
      if b.has("movi", at: data.lowerBound) { return false }
      guard b.has("hdrl", at: data.lowerBound) else { return true }
      chunks(in: listBody(data)) { list, streams in
        guard b.has("LIST", at: list), b.has("strl", at: streams.lowerBound) else { return true }
        chunks(in: listBody(streams)) { chunk, fields in
          guard b.has("strh", at: chunk) else { return true }
          if b.has("vids", at: fields.lowerBound) { video = true }
          if b.has("auds", at: fields.lowerBound) { audio = true }
          return false
        }
        return true
      }
      return false
    }
    return (video, audio)
  }

  /// RF64, RIFF's 64-bit form, holding WAVE.
  static func rf64(_ b: Bytes) -> KnownType? { b.has("WAVE", at: 8) ? .audioXWav : nil }

  /// Sony Wave64: "riff" and "wave" as GUIDs.
  static func wave64(_ b: Bytes) -> KnownType? { b.has([0x77, 0x61, 0x76, 0x65], at: 24) ? .audioXW64 : nil }

  /// AIFF and AIFF-C: an IFF `FORM` whose type is `AIFF` or `AIFC`.
  static func aiff(_ b: Bytes) -> KnownType? {
    b.has("AIFF", at: 8) || b.has("AIFC", at: 8) ? .audioXAiff : nil
  }
}
