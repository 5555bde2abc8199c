// libFuzzer entry point: the native sniffer on random bytes, and the
// resolver on what it finds.
/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSniffer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: data, count: size)
  if let mime = NativeSniffer.mimeType(of: bytes) {
    let text = String(describing: mime)
    if MediaType.canonical(text) == nil { fatalError("native sniffer answered a malformed type \(text)") }
    _ = KindResolver.resolve(KindSignals(name: "x.mkv", sniffedMIMEType: text))
  }
  return 0
}
