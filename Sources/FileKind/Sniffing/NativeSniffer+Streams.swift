/// Media without a container header of their own, or with a header that
/// does not say what it holds: raw elementary streams (H.264, HEVC,
/// MPEG-4 video, MLP/TrueHD), and the MPEG program and transport streams,
/// AVI, FLV and RealMedia files whose streams decide audio from video.
extension NativeSniffer {
  /// An H.264 or HEVC Annex B stream: a start code, then a parameter set.
  static func elementaryVideo(_ b: Bytes) -> StaticString? {
    // MPEG-4 Part 2: a visual object sequence, or a video object layer.
    if b.has([0, 0, 1, 0xB0])
      || (b.has([0, 0, 1]) && b.count > 3 && b[3] <= 0x2F && b.contains([0, 0, 1, 0x20], within: 64))
    {
      return "video/mp4v-es"
    }
    let start = b.has([0, 0, 0, 1]) ? 4 : b.has([0, 0, 1]) ? 3 : -1
    guard start > 0, start < b.count else { return nil }
    let header = b[start]
    guard header & 0x80 == 0 else { return nil }  // forbidden_zero_bit
    // HEVC: a VPS (type 32), SPS (33), PPS (34), AUD (35) or SEI (39).
    if b.count > start + 1 && b[start + 1] == 0x01 {
      let type = (header >> 1) & 0x3F
      if [32, 33, 34, 35, 39].contains(type) && hasStartCode(b, withNAL: { ($0 >> 1) & 0x3F == 33 }) {
        return "video/h265"
      }
    }
    // H.264: an SPS (7), PPS (8), AUD (9) or SEI (6), and an SPS somewhere.
    let type = header & 0x1F
    if [6, 7, 8, 9].contains(type) && hasStartCode(b, withNAL: { $0 & 0x1F == 7 && $0 & 0x80 == 0 }) {
      return "video/h264"
    }
    return nil
  }

  /// Whether a start code in the first 4 KiB introduces a NAL unit whose
  /// header byte passes `test`.
  static func hasStartCode(_ b: Bytes, withNAL test: (UInt8) -> Bool) -> Bool {
    var i = 0
    let limit = Swift.min(b.count - 4, 4_096)
    while i < limit {
      if b[i] == 0 && b[i + 1] == 0 && b[i + 2] == 1 && test(b[i + 3]) { return true }
      i += 1
    }
    return false
  }

  /// MLP and Dolby TrueHD: a major sync word four bytes in.
  static func losslessAudio(_ b: Bytes) -> StaticString? {
    if b.has([0xF8, 0x72, 0x6F, 0xBA], at: 4) { return "audio/vnd.dolby.mlp" }
    if b.has([0xF8, 0x72, 0x6F, 0xBB], at: 4) { return "audio/vnd.dolby.mlp" }
    return nil
  }

  /// Whether PES start codes in the prefix carry video (stream ids
  /// 0xE0–0xEF), and whether they carry audio (0xC0–0xDF, private 0xBD).
  static func pesStreams(_ b: Bytes) -> (video: Bool, audio: Bool) {
    var video = false
    var audio = false
    var i = 0
    let limit = b.count - 4
    while i < limit && !video {
      if b[i] == 0 && b[i + 1] == 0 && b[i + 2] == 1 {
        let id = b[i + 3]
        if id >= 0xE0 && id <= 0xEF { video = true }
        if (id >= 0xC0 && id <= 0xDF) || id == 0xBD { audio = true }
        // MPEG-1/2 video headers: sequence or picture start.
        if id == 0xB3 { video = true }
      }
      i += 1
    }
    return (video, audio)
  }

  /// AVI: the stream headers (`strh`) name each stream `vids` or `auds`.
  static func aviStreams(_ b: Bytes) -> (video: Bool, audio: Bool) {
    var video = false
    var audio = false
    var i = 12
    let limit = Swift.min(b.count - 8, 16_384)
    while i < limit {
      if b.has("strh", at: i) {
        if b.has("vids", at: i + 8) { video = true }
        if b.has("auds", at: i + 8) { audio = true }
      }
      i += 1
    }
    return (video, audio)
  }

  /// RealMedia: each stream's header names its MIME type.
  static func realMedia(_ b: Bytes) -> StaticString {
    if b.contains("video/x-pn-realvideo", within: 16_384) { return "application/vnd.rn-realmedia" }
    if b.contains("audio/x-pn-realaudio", within: 16_384) { return "audio/vnd.rn-realaudio" }
    return "application/vnd.rn-realmedia"
  }
}
