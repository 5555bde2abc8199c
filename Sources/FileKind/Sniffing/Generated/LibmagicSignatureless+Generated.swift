// GENERATED FILE, do not edit.
// libmagic 5.44's answers for junk: 60000 seeded buffers, types answered for 5 or more.
// Regenerate with: python3 Scripts/probe-libmagic.py
// swift-format-ignore-file

extension ContentSniffer {
  /// libmagic's answers that come from rules with no signature: it gives them for
  /// bytes that mean nothing, so they do not outrank "unknown".
  static let signaturelessLibmagicAnswers: Set<String> = [
    "application/marc",  // 37 of 60000
    "application/vnd.lotus-1-2-3",  // 42 of 60000
    "application/x-adobe-aco",  // 34 of 60000
    "application/x-cdf",  // 37 of 60000
    "application/x-coff",  // 16 of 60000
    "application/x-dbt",  // 19 of 60000
    "application/x-dc42-floppy-image",  // 58 of 60000
    "application/x-dosexec",  // 353 of 60000
    "application/x-ms-dat",  // 7 of 60000
    "application/x-tex-tfm",  // 5 of 60000
    "application/zlib",  // 61 of 60000
    "audio/mpeg",  // 14 of 60000
    "audio/x-mp4a-latm",  // 7 of 60000
    "image/x-atari-degas",  // 940 of 60000
    "image/x-tga",  // 1145 of 60000
  ]
}
