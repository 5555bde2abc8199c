import FileKind

// libFuzzer entry point: the native sniffer on random bytes, and the
// resolver on what it finds.
/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSniffer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: data, count: size)
  if let mime = NativeSniffer.mimeType(of: bytes) {
    let text = String(describing: mime)
    if MediaType.canonical(text) == nil { fatalError("native sniffer answered a malformed type \(text)") }
    _ = KindResolver.resolve(KindSignals(name: "x.mkv", sniffed: MediaType(text)))
  }
  // Every engine in order, as a file's prefix reaches them; libmagic (not
  // FileKind's code, and a hundred times slower) for one input in 64.
  let libmagic = size > 0 && data[0] & 0x3F == 0
  if let type = (try? ContentSniffer.shared.detect(bytes: bytes, libmagic: libmagic))?.type {
    if MediaType.canonical(type.name) != type.name {
      fatalError("the sniffer answered a malformed type \(type)")
    }
    _ = KindResolver.resolve(KindSignals(name: "x.mkv", sniffed: type))
  }
  // The input as a DEFLATE stream (an XPS package's relationships are
  // inflated to tell OpenXPS): it ends, within its limit.
  let limit = 1 + Int(size > 0 ? data[0] : 0) * 64
  if Inflater.inflate(bytes, limit: limit).count > limit { fatalError("inflated past its limit") }
  // The first half as the prefix, so the reads past it (a late `moov`, a
  // zip's central directory) run on the rest.
  let half = try? ContentSniffer.shared.detect(bytes: bytes, libmagic: false, prefixLength: size / 2)
  // Read in stages (a first read of a length the input picks, the rest
  // and far windows when a check asks for them), the answer is the whole
  // prefix's.
  if size > 1 {
    let firstRead = 1 + (Int(data[size - 1]) << 8 | Int(data[size - 2])) % size
    let staged = try? ContentSniffer.shared.detect(
      bytes: bytes, libmagic: false, firstRead: firstRead, prefixLength: size / 2)
    if staged?.finding != half { fatalError("a first read of \(firstRead) changed the answer") }
  }
  return 0
}

#if !FUZZING
  import FuzzSupport

  /// Outside libFuzzer: replays the inputs named on the command line.
  @main enum Replay {
    static func main() { FuzzReplay.run(fuzzSniffer) }
  }
#endif
