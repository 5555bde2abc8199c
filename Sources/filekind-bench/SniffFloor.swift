import FileKind
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `sniff_floor`: what the kernel alone costs for a sniff, the floor
/// `sniff_batch_1_thread` is measured against. Per file: `open`, `fstat`,
/// one `pread` of the prefix (``ContentSniffer/prefixLength`` bytes), and
/// `close`, with nothing decided.
enum SniffFloor {
  static func pass(_ paths: [String]) -> Int {
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: ContentSniffer.prefixLength, alignment: 16)
    defer { buffer.deallocate() }
    var sum = 0
    for path in paths {
      let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
      guard fd >= 0 else { continue }
      var info = stat()
      if fstat(fd, &info) == 0 && info.st_size > 0 {
        sum &+= pread(fd, buffer, ContentSniffer.prefixLength, 0)
      }
      close(fd)
    }
    return sum
  }

  /// `filekind-bench --floor-child`: the floor loop over the NUL-separated
  /// paths on standard input, in a process of its own, so that the floor
  /// is timed from outside as `filekind classify` is.
  static func child() -> Never {
    let input = FileHandle.standardInput.readDataToEndOfFile()
    let paths = input.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    exit(pass(paths) >= 0 ? 0 : 1)
  }
}
