import Foundation
import Testing

@testable import FileKind

/// The recognisers of formats with no magic number at the start (or with it
/// late): each is fed 100,000 seeded random buffers of 16 bytes to 64 KiB,
/// all-zero and all-0xFF files, text in every encoding the text detector
/// knows, and every Corpus sample of another type, and must name none of
/// them. Their own samples (and their damaged variants) are the Corpus's,
/// checked by ``SniffingTests``.
@Suite struct SignaturelessFormatTests {
  /// One recogniser, called as the detection tree calls it.
  struct Recogniser: CustomStringConvertible, Sendable {
    let description: String
    /// The media types it may answer.
    let answers: Set<String>
    let detect: @Sendable (SniffSource) -> KnownType?

    init(_ name: String, _ answers: Set<String>, _ detect: @escaping @Sendable (SniffSource) -> KnownType?) {
      description = name
      self.answers = answers
      self.detect = detect
    }

    /// What it answers for `bytes`, as a whole file.
    func answer(_ bytes: UnsafeRawBufferPointer) -> String? {
      detect(SniffSource(bytes: bytes)).map { String(describing: $0.name) }
    }
  }

  static let recognisers: [Recogniser] = [
    Recogniser("Targa", ["image/x-tga"]) { NativeSniffer.targa($0) },
    Recogniser("PCX", ["image/vnd.zbrush.pcx"]) { $0.prefix[0] == 0x0A ? NativeSniffer.pcx($0.prefix) : nil },
    Recogniser("Netpbm", ["image/x-portable-bitmap", "image/x-portable-graymap", "image/x-portable-pixmap"]) {
      NativeSniffer.netpbm($0.prefix)
    },
    Recogniser("icon or cursor directory", ["image/vnd.microsoft.icon", "image/x-win-bitmap"]) {
      $0.prefix.has([0, 0, 1, 0]) || $0.prefix.has([0, 0, 2, 0])
        ? NativeSniffer.iconDirectory($0.prefix) : nil
    },
    Recogniser("BIFF stream", ["application/vnd.ms-excel"]) { NativeSniffer.biffStream($0.prefix) },
    Recogniser("XPS package", ["application/vnd.ms-xpsdocument", "application/oxps"]) { source in
      NativeSniffer.zipFile(source).flatMap {
        $0 == .applicationVndMsXpsdocument || $0 == .applicationOxps ? $0 : nil
      }
    },
    Recogniser("Musepack SV4-6", ["audio/x-musepack"]) { NativeSniffer.musepackWithoutMagic($0) },
    Recogniser("raw LATM", ["audio/x-mp4a-latm"]) { NativeSniffer.rawLATM($0.prefix) },
    Recogniser("MPEG audio / ADTS after junk", ["audio/mpeg", "audio/aac"]) {
      NativeSniffer.framesAfterJunk($0.prefix)
    },
    Recogniser("tar without ustar", ["application/x-tar"]) {
      NativeSniffer.isV7Tar($0.prefix) ? .applicationXTar : nil
    },
    Recogniser("afio headers", ["application/x-cpio"]) { source in
      let b = source.prefix
      return (b.has("070717") || b.has("070727")) && WeakSignature.asciiCPIO(b) ? .applicationXCpio : nil
    },
    Recogniser("7-Zip / RAR behind data", ["application/x-7z-compressed", "application/vnd.rar"]) {
      NativeSniffer.archiveBehindData($0.prefix)
    },
    Recogniser(
      "self-extracting program", ["application/x-7z-compressed", "application/vnd.rar", "application/zip"]
    ) { source in
      NativeSniffer.portableExecutable(source).flatMap {
        $0 == .applicationVndMicrosoftPortableExecutable ? nil : $0
      }
    },
  ]

  static let randomBuffers = Scale.count(100_000, quick: 20_000)
  /// The random buffers in slices, so that the slices run side by side.
  static let slices = 4

  /// Buffer `k`'s bytes: a size between 16 bytes and 64 KiB, spread evenly
  /// over its logarithm (as many of 16-32 bytes as of 32-64 KiB), then
  /// random bytes, all from the seed `k`.
  static func randomBuffer(_ k: Int, into buffer: inout [UInt8]) {
    var random = SeededRandom(seed: UInt64(k) &* 0x2545_F491_4F6C_DD1D)
    let exponent = Double(random.next() % 1_000_001) / 1_000_000 * 12  // 2^4 ... 2^16
    let size = Swift.min(65_536, Int((16 * pow(2, exponent)).rounded()))
    buffer.removeAll(keepingCapacity: true)
    buffer.reserveCapacity(size + 8)
    while buffer.count < size {
      withUnsafeBytes(of: random.next().littleEndian) { buffer.append(contentsOf: $0) }
    }
    buffer.removeLast(buffer.count - size)
  }

  @Test(arguments: 0..<slices)
  func randomBuffersAreNoneOfThem(slice: Int) {
    var buffer: [UInt8] = []
    var falsePositives: [String] = []
    var bytes = 0
    let range = (slice * Self.randomBuffers / Self.slices)..<((slice + 1) * Self.randomBuffers / Self.slices)
    for k in range {
      Self.randomBuffer(k, into: &buffer)
      bytes += buffer.count
      buffer.withUnsafeBytes { raw in
        for recogniser in Self.recognisers {
          if let found = recogniser.answer(raw) {
            falsePositives.append("buffer \(k) (\(raw.count) bytes): \(recogniser) said \(found)")
          }
        }
        // And the whole tree calls no random bytes playable.
        if let type = NativeSniffer.knownType(of: raw), type.kind == .video || type.kind == .audio {
          falsePositives.append("buffer \(k) (\(raw.count) bytes): the tree said \(type.name)")
        }
      }
    }
    #expect(falsePositives.isEmpty, "\(falsePositives.prefix(10))")
    report(
      "signatureless recognisers, random slice \(slice): \(range.count) buffers, \(bytes) bytes, \(Self.recognisers.count) recognisers, \(falsePositives.count) false positives"
    )
  }

  /// Bytes that are all one value, at every power-of-two size from 16
  /// bytes to 64 KiB and one byte more.
  static let uniformFiles: [[UInt8]] = [0x00, 0xFF].flatMap { byte in
    (4...16).flatMap { shift in
      [[UInt8](repeating: byte, count: 1 << shift), [UInt8](repeating: byte, count: (1 << shift) + 1)]
    }
  }

  /// Prose in every encoding the text detector knows: UTF-8 (with and
  /// without a byte order mark), UTF-16 and UTF-32 in both byte orders
  /// (with and without one), Latin-1, Windows-1252, and EBCDIC (the
  /// Corpus's sample), at lengths from a word to 64 KiB.
  static let texts: [[UInt8]] = {
    let prose = "Release notes, naïve café edition. Ship it — the 3rd build, 42% faster; play “any” file.\n"
    let encodings: [String.Encoding] = [
      .utf8, .utf16, .utf16LittleEndian, .utf16BigEndian, .utf32, .utf32LittleEndian, .utf32BigEndian,
      .isoLatin1, .windowsCP1252,
    ]
    var texts: [[UInt8]] = []
    for repeats in [1, 12, 700] {
      let text = String(repeating: prose, count: repeats)
      for encoding in encodings {
        guard let data = text.data(using: encoding) else { continue }
        texts.append(Array(data.prefix(65_536)))
      }
      texts.append([0xEF, 0xBB, 0xBF] + Array(text.utf8.prefix(65_533)))
    }
    let ebcdic = SniffingTests.samples.appendingPathComponent("ebcdic.txt")
    if let data = try? Data(contentsOf: ebcdic) { texts.append(Array(data)) }
    return texts
  }()

  @Test(arguments: recognisers)
  func uniformBytesAndTextAreNotTheFormat(_ recogniser: Recogniser) {
    #expect(Self.texts.count >= 28)
    for bytes in Self.uniformFiles + Self.texts {
      let found = bytes.withUnsafeBytes { recogniser.answer($0) }
      #expect(found == nil, "\(bytes.count) bytes starting \(bytes.prefix(8)): \(found ?? "")")
    }
  }

  /// Every Corpus sample a recogniser's formats do not include: it names
  /// none of them. And it names at least one sample of its own, so a
  /// recogniser that answers nothing cannot pass.
  @Test(arguments: recognisers)
  func corpusSamplesOfOtherTypesAreNotTheFormat(_ recogniser: Recogniser) throws {
    var own = 0
    for sample in SniffingTests.manifest {
      let bytes = try Data(contentsOf: sample.url)
      let found = bytes.withUnsafeBytes { recogniser.answer($0) }
      if let mime = sample.mime, recogniser.answers.contains(mime) {
        if found == mime { own += 1 }
        continue
      }
      #expect(
        found == nil, "\(sample.file) (\(sample.mime ?? "not any format")): \(recogniser) said \(found ?? "")"
      )
    }
    #expect(own > 0, "no Corpus sample of \(recogniser)")
    report("\(recogniser): \(own) of its own samples, \(SniffingTests.manifest.count - own) others refused")
  }
}
