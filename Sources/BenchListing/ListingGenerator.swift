import Foundation

/// One generated listing row.
package struct BenchEntry: Sendable {
  package var name: String
  package var size: Int64
  package var date: Date
  package var isFolder: Bool
}

/// A deterministic listing that looks like a media cloud: scene-release
/// videos, music, photos, office files, archives and split parts, folders.
/// Sizes are log-normal per kind; dates span six years, weighted to recent.
package struct ListingGenerator {
  var random: SplitMix
  let now: Date

  package init(seed: UInt64, now: Date) {
    random = SplitMix(seed: seed)
    self.now = now
  }

  package static let titles = [
    "The.Wire", "Breaking.Bad", "Seinfeld", "The.Office.US", "Dune.Part.Two", "Blade.Runner.2049",
    "Planet.Earth.II", "Oppenheimer", "Tears.of.Steel", "Big.Buck.Bunny", "Severance", "Dark",
    "Top.Gear", "The.Expanse", "Chernobyl", "Fargo", "Mad.Men", "True.Detective",
  ]
  static let groups = ["DEMAND", "FLEET", "SPARKS", "FGT", "NTb", "FLUX", "TERMiNAL", "BS", "GRP"]
  static let sources = ["BluRay", "WEB-DL", "HDTV", "WEBRip", "UHD.BluRay.REMUX", "DSNP.WEB-DL"]
  static let codecs = ["x264", "x265", "H.264", "HEVC", "AV1"]
  static let resolutions = ["720p", "1080p", "2160p"]
  static let artists = ["Pink Floyd", "Björk", "Daft Punk", "Nina Simone", "Radiohead", "Сплин"]
  static let words = ["Invoice", "Report", "Budget", "Resume", "Notes", "Contract", "Scan", "Minutes"]

  mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
  mutating func number(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(random.next() % UInt64(range.count))
  }
  mutating func uniform() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
  /// Box–Muller normal draw.
  mutating func normal() -> Double {
    let u = max(uniform(), 1e-12)
    return (-2 * log(u)).squareRoot() * cos(2 * .pi * uniform())
  }
  mutating func logNormal(median: Double, sigma: Double) -> Int64 {
    Int64(min(median * exp(sigma * normal()), 9e15))
  }

  package mutating func next() -> BenchEntry {
    let roll = uniform()
    let name: String
    var size: Int64
    var folder = false
    switch roll {
    case ..<0.30:
      if uniform() < 0.6 {
        name = String(
          format: "%@.S%02dE%02d.%@.%@.%@-%@.%@", pick(Self.titles), number(1...12), number(1...24),
          pick(Self.resolutions), pick(Self.sources), pick(Self.codecs), pick(Self.groups),
          pick(["mkv", "mkv", "mp4", "avi", "ts", "m2ts"]))
      } else {
        name =
          "\(pick(Self.titles)).\(number(1970...2026)).\(pick(Self.resolutions)).\(pick(Self.sources)).DDP5.1.\(pick(Self.codecs))-\(pick(Self.groups)).\(pick(["mkv", "mp4", "mov", "webm"]))"
      }
      size = logNormal(median: 1.5e9, sigma: 0.9)
    case ..<0.50:
      name = String(
        format: "%02d - %@ - Track %d.%@", number(1...20), pick(Self.artists), number(1...99),
        pick(["mp3", "flac", "m4a", "opus", "wav"]))
      size = logNormal(median: 8e6, sigma: 0.8)
    case ..<0.68:
      name = pick([
        String(format: "IMG_%04d.%@", number(0...9999), pick(["JPG", "HEIC", "jpeg", "PNG"])),
        String(format: "DSC%05d.ARW", number(0...99999)),
        "PXL_2025\(number(10...12))\(number(10...28))_\(number(100000...235959)).jpg",
        "Screenshot 2026-0\(number(1...9))-1\(number(0...9)) at 10.\(number(10...59)).00.png",
      ])
      size = logNormal(median: 3e6, sigma: 0.7)
    case ..<0.78:
      name =
        "\(pick(Self.words)) Q\(number(1...4)) \(number(2019...2026)).\(pick(["pdf", "docx", "xlsx", "pptx", "txt", "srt", "nfo", "epub"]))"
      size = logNormal(median: 3e5, sigma: 1.2)
    case ..<0.86:
      let base = "\(pick(Self.titles)).\(number(1990...2026))"
      name = pick([
        "\(base).part\(number(1...40)).rar", "\(base).r\(String(format: "%02d", number(0...99)))",
        "\(base).7z.\(String(format: "%03d", number(1...30)))",
        "backup-2026-0\(number(1...9))-1\(number(0...9)).zip",
        "\(base).tar.gz", "ubuntu-24.04.\(number(1...3))-desktop-amd64.iso", "\(base).dmg",
      ])
      size = logNormal(median: 5e8, sigma: 1.3)
    case ..<0.94:
      name = pick([
        "Season \(number(1...12))", "Movies", "Series", "Music", "Photos \(number(2010...2026))",
        pick(Self.titles),
      ])
      size = logNormal(median: 2e10, sigma: 1.2)
      folder = true
    default:
      name = pick([
        "README", ".DS_Store", "\(pick(Self.titles)).torrent", "setup.exe", "notes", "Thumbs.db", "data.bin",
      ])
      size = logNormal(median: 5e4, sigma: 2)
    }
    if size < 0 { size = 0 }
    // Ages: mostly recent, a long tail to six years; whole seconds as the API sends.
    let age = (pow(uniform(), 3) * 6 * 365 * 86_400).rounded()
    return BenchEntry(name: name, size: size, date: now - age, isFolder: folder)
  }

  package mutating func listing(_ count: Int) -> [BenchEntry] {
    (0..<count).map { _ in next() }
  }
}

/// SplitMix64: small, fast, seeded.
package struct SplitMix {
  var state: UInt64
  package init(seed: UInt64) { state = seed }
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
