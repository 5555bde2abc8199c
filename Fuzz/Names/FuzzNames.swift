import FileKind

// libFuzzer entry point: name classification on raw bytes (any bytes, as a
// file system may hold them).
/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNames(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let kind = NameClassifier.kind(ofUTF8: bytes)
  let name = String(decoding: bytes, as: UTF8.self)
  // The String path and the byte path must agree when the bytes are UTF-8.
  if Array(name.utf8) == Array(bytes) && NameClassifier.kind(of: name) != kind {
    fatalError("byte and string classification disagree")
  }
  _ = NameClassifier.mimeType(of: name)
  _ = KindResolver.resolve(KindSignals(name: name, contentType: name))
  return 0
}

#if !FUZZING
  import FuzzSupport

  /// Outside libFuzzer: replays the inputs named on the command line.
  @main enum Replay {
    static func main() { FuzzReplay.run(fuzzNames) }
  }
#endif
