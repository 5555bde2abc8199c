/// put.io's deliberate departures from shared-mime-info.
///
/// The generated table says what the freedesktop database says; these rows say
/// what a media cloud's users mean. Each group gives its reason.
enum PutioOverrides {
  static let extensions: [ExtensionTable.Entry] = [
    // MPEG transport streams dominate a media cloud; shared-mime-info ranks
    // `.ts` as Qt Linguist text. Sniffing tells a TypeScript source apart.
    .init("ts", .video, "video/mp2t"),
    .init("m2ts", .video, "video/mp2t"),
    .init("mts", .video, "video/mp2t"),
    .init("m2t", .video, "video/mp2t"),
    .init("tp", .video, "video/mp2t"),
    .init("trp", .video, "video/mp2t"),
    .init("xvid", .video, "video/x-msvideo"),
    .init("m2v", .video, "video/mpeg"),

    // Formats common on Apple devices or in code shares that shared-mime-info
    // does not list, or lists under a rarer meaning (`.otf` as an ODF
    // formula template rather than an OpenType font).
    .init("caf", .audio, "audio/x-caf"),
    .init("otf", .other, "font/otf"),
    .init("swift", .document, "text/x-swift"),
    .init("ini", .document, "text/plain"),
    .init("cfg", .document, "text/plain"),
    .init("conf", .document, "text/plain"),

    // Disk images are archives (Apple's UTType does the same): you download
    // and mount them, you never preview them. `.vhd` is VHDL to freedesktop.
    .init("iso", .archive, "application/x-cd-image"),
    .init("dmg", .archive, "application/x-apple-diskimage"),
    .init("img", .archive, "application/x-raw-disk-image"),
    .init("vhd", .archive, "application/x-vhd-disk"),
    .init("vhdx", .archive, "application/x-vhdx-disk"),
    .init("nrg", .archive, "application/x-cd-image"),
    .init("mdf", .archive, "application/x-cd-image"),
    .init("ipa", .archive, "application/x-ios-app"),

    // Subtitles and release notes travel with videos and are read as text.
    .init("srt", .document, "application/x-subrip"),
    .init("vtt", .document, "text/vtt"),
    .init("ass", .document, "text/x-ssa"),
    .init("ssa", .document, "text/x-ssa"),
    .init("sub", .document, "text/x-microdvd"),
    .init("idx", .document, "text/x-vobsub-index"),
    .init("sup", .document, "application/x-pgs-subtitle"),
    .init("nfo", .document, "text/x-nfo"),
    .init("sfv", .document, "text/x-sfv"),

    // A torrent is a pointer to content, not content: no preview, no play.
    .init("torrent", .other, "application/x-bittorrent"),
  ]
}
