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
    .init("toast", .archive, "application/x-cd-image"),
    .init("vdi", .archive, "application/x-virtualbox-vdi"),
    .init("vmdk", .archive, "application/x-vmdk-disk"),
    .init("mdf", .archive, "application/x-cd-image"),
    .init("ipa", .archive, "application/x-ios-app"),

    // Camera RAW: every maker's format is a photo, though freedesktop lists
    // only some of them.
    .init("3fr", .image, "image/x-hasselblad-3fr"),
    .init("ari", .image, "image/x-arriraw"),
    .init("bay", .image, "image/x-casio-bay"),
    .init("cap", .image, "image/x-phaseone-cap"),
    .init("dcr", .image, "image/x-kodak-dcr"),
    .init("dcs", .image, "image/x-kodak-dcs"),
    .init("erf", .image, "image/x-epson-erf"),
    .init("fff", .image, "image/x-hasselblad-fff"),
    .init("gpr", .image, "image/x-gopro-gpr"),
    .init("iiq", .image, "image/x-phaseone-iiq"),
    .init("k25", .image, "image/x-kodak-k25"),
    .init("kdc", .image, "image/x-kodak-kdc"),
    .init("mef", .image, "image/x-mamiya-mef"),
    .init("mos", .image, "image/x-leaf-mos"),
    .init("mrw", .image, "image/x-minolta-mrw"),
    .init("nrw", .image, "image/x-nikon-nrw"),
    .init("pef", .image, "image/x-pentax-pef"),
    .init("ptx", .image, "image/x-pentax-ptx"),
    .init("rwl", .image, "image/x-leica-rwl"),
    .init("sr2", .image, "image/x-sony-sr2"),
    .init("srf", .image, "image/x-sony-srf"),
    .init("srw", .image, "image/x-samsung-srw"),
    .init("x3f", .image, "image/x-sigma-x3f"),
    // Other photo formats phones and browsers write.
    .init("jfif", .image, "image/jpeg"),
    .init("apng", .image, "image/apng"),
    .init("heics", .image, "image/heic-sequence"),
    .init("heifs", .image, "image/heif-sequence"),

    // Audio in containers freedesktop files under video, and protected AAC.
    .init("3ga", .audio, "audio/3gpp"),
    .init("m4p", .audio, "audio/mp4"),
    .init("weba", .audio, "audio/webm"),
    // Raw video elementary streams.
    .init("h264", .video, "video/h264"),
    .init("264", .video, "video/h264"),
    .init("h265", .video, "video/h265"),
    .init("hevc", .video, "video/h265"),

    // E-books and app packages.
    .init("azw", .document, "application/vnd.amazon.ebook"),
    .init("msix", .archive, "application/msix"),
    .init("appx", .archive, "application/appx"),
    .init("xpi", .archive, "application/x-xpinstall"),

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
    .init("md5", .document, "text/plain"),
    .init("sha1", .document, "text/plain"),
    .init("sha256", .document, "text/plain"),

    // A torrent is a pointer to content, not content: no preview, no play.
    .init("torrent", .other, "application/x-bittorrent"),
  ]
}
