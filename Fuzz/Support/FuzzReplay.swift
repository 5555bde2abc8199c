import Foundation

/// Runs a fuzz target's entry point over files, outside libFuzzer: each
/// path given is read and passed whole, so a saved crash replays in an
/// ordinary debug build (`swift run fuzz-sniffer Fuzz/out/Sniffer/crash-…`).
public enum FuzzReplay {
  /// Calls `entry` with the bytes of each file named on the command line.
  public static func run(_ entry: (UnsafePointer<UInt8>, Int) -> CInt) {
    let paths = CommandLine.arguments.dropFirst()
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else {
        print("cannot read \(path)")
        exit(1)
      }
      let bytes = [UInt8](data) + [0]  // never an empty buffer to point at
      _ = bytes.withUnsafeBufferPointer { entry($0.baseAddress!, data.count) }
    }
    print("replayed \(paths.count) inputs without a crash")
  }
}
