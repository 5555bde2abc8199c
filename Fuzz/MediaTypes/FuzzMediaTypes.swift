import FileKind

// libFuzzer entry point: declared MIME parsing (parameters, case, aliases).
/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMediaTypes(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let kind = MediaType.kind(of: text)
  if let canonical = MediaType.canonical(text) {
    // The canonical form must classify the same way as the original.
    if MediaType.kind(of: canonical) != kind { fatalError("canonical form changed the kind") }
  } else if kind != nil {
    fatalError("a kind without a well-formed type")
  }
  _ = PutioFileType(rawValue: text).kind
  return 0
}

#if !FUZZING
  import FuzzSupport

  /// Outside libFuzzer: replays the inputs named on the command line.
  @main enum Replay {
    static func main() { FuzzReplay.run(fuzzMediaTypes) }
  }
#endif
