/// put.io's deliberate departures from shared-mime-info.
///
/// The generated table says what the freedesktop database says; these rows say
/// what a media cloud's users mean. Each group gives its reason.
enum PutioOverrides {
  static let extensions: [ExtensionTable.Entry] = [
    // MPEG transport streams dominate a media cloud; shared-mime-info ranks
    // `.ts` as Qt Linguist text. Sniffing tells a TypeScript source apart.
    .init("ts", .video, .videoMp2t),
    .init("m2ts", .video, .videoMp2t),
    .init("mts", .video, .videoMp2t),
    .init("m2t", .video, .videoMp2t),
    .init("tp", .video, .videoMp2t),
    .init("trp", .video, .videoMp2t),
    .init("xvid", .video, .videoXMsvideo),
    .init("m2v", .video, .videoMpeg),

    // Formats common on Apple devices or in code shares that shared-mime-info
    // does not list, or lists under a rarer meaning (`.otf` as an ODF
    // formula template rather than an OpenType font).
    .init("caf", .audio, .audioXCaf),
    .init("otf", .other, .fontOtf),
    .init("swift", .document, .textXSwift),
    .init("ini", .document, .textPlain),
    .init("cfg", .document, .textPlain),
    .init("conf", .document, .textPlain),

    // Disk images are archives (Apple's UTType does the same): you download
    // and mount them, you never preview them. `.vhd` is VHDL to freedesktop.
    .init("iso", .archive, .applicationXCdImage),
    .init("dmg", .archive, .applicationXAppleDiskimage),
    .init("img", .archive, .applicationXRawDiskImage),
    .init("vhd", .archive, .applicationXVhdDisk),
    .init("vhdx", .archive, .applicationXVhdxDisk),
    .init("nrg", .archive, .applicationXCdImage),
    .init("toast", .archive, .applicationXCdImage),
    .init("vdi", .archive, .applicationXVdiDisk),
    .init("vmdk", .archive, .applicationXVmdkDisk),
    .init("mdf", .archive, .applicationXCdImage),
    .init("ipa", .archive, .applicationXIosApp),

    // Camera RAW: every maker's format is a photo, though freedesktop lists
    // only some of them.
    .init("3fr", .image, .imageXHasselblad3fr),
    .init("ari", .image, .imageXArriraw),
    .init("bay", .image, .imageXCasioBay),
    .init("cap", .image, .imageXPhaseoneCap),
    .init("dcr", .image, .imageXKodakDcr),
    .init("dcs", .image, .imageXKodakDcs),
    .init("erf", .image, .imageXEpsonErf),
    .init("fff", .image, .imageXHasselbladFff),
    .init("gpr", .image, .imageXGoproGpr),
    .init("iiq", .image, .imageXPhaseoneIiq),
    .init("k25", .image, .imageXKodakK25),
    .init("kdc", .image, .imageXKodakKdc),
    .init("mef", .image, .imageXMamiyaMef),
    .init("mos", .image, .imageXLeafMos),
    .init("mrw", .image, .imageXMinoltaMrw),
    .init("nrw", .image, .imageXNikonNrw),
    .init("pef", .image, .imageXPentaxPef),
    .init("ptx", .image, .imageXPentaxPtx),
    .init("rwl", .image, .imageXLeicaRwl),
    .init("sr2", .image, .imageXSonySr2),
    .init("srf", .image, .imageXSonySrf),
    .init("srw", .image, .imageXSamsungSrw),
    .init("x3f", .image, .imageXSigmaX3f),
    // Other photo formats phones and browsers write.
    .init("jfif", .image, .imageJpeg),
    .init("apng", .image, .imageApng),
    .init("heics", .image, .imageHeif),
    .init("heifs", .image, .imageHeif),

    // Audio in containers freedesktop files under video, and protected AAC.
    .init("3ga", .audio, .video3gpp),
    .init("m4p", .audio, .audioMp4),
    .init("weba", .audio, .audioWebm),
    // Raw video elementary streams.
    .init("h264", .video, .videoH264),
    .init("264", .video, .videoH264),
    .init("h265", .video, .videoH265),
    .init("hevc", .video, .videoH265),

    // E-books and app packages.
    .init("azw", .document, .applicationVndAmazonEbook),
    .init("msix", .archive, .applicationMsix),
    .init("appx", .archive, .applicationAppx),
    .init("xpi", .archive, .applicationXXpinstall),

    // Subtitles and release notes travel with videos and are read as text.
    .init("srt", .document, .applicationXSubrip),
    .init("vtt", .document, .textVtt),
    .init("ass", .document, .textXSsa),
    .init("ssa", .document, .textXSsa),
    .init("sub", .document, .textXMicrodvd),
    .init("idx", .document, .textXVobsubIndex),
    .init("sup", .document, .applicationXPgsSubtitle),
    .init("nfo", .document, .textXNfo),
    .init("sfv", .document, .textXSfv),
    .init("md5", .document, .textPlain),
    .init("sha1", .document, .textPlain),
    .init("sha256", .document, .textPlain),

    // A torrent is a pointer to content, not content: no preview, no play.
    .init("torrent", .other, .applicationXBittorrent),
  ]
}
