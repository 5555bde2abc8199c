/// Reads a file descriptor line by line as raw bytes (no decoding, so names
/// that are not UTF-8 arrive intact). Lines end at `\n`; a `\r` before it is
/// dropped.
struct LineReader {
  let fd: Int32
  var buffer: [UInt8] = []
  var start = 0
  var finished = false

  init(fd: Int32) {
    self.fd = fd
  }

  /// Calls `body` with each line; returns when the input ends.
  mutating func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      // Hand out every complete line in the buffer.
      buffer.withUnsafeBufferPointer { all in
        var lineStart = start
        var i = start
        while i < all.count {
          if all[i] == UInt8(ascii: "\n") {
            var end = i
            if end > lineStart && all[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            body(UnsafeBufferPointer(rebasing: all[lineStart..<end]))
            lineStart = i + 1
          }
          i += 1
        }
        start = lineStart
      }
      if finished {
        if start < buffer.count {
          buffer.withUnsafeBufferPointer { all in
            var end = all.count
            if end > start && all[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            body(UnsafeBufferPointer(rebasing: all[start..<end]))
          }
        }
        return
      }
      buffer.removeFirst(start)
      start = 0
      let n = chunk.withUnsafeMutableBytes { SystemCalls.readBytes(fd, $0.baseAddress!, $0.count) }
      if n < 0 && SystemCalls.interrupted { continue }
      if n <= 0 {
        finished = true
      } else {
        buffer.append(contentsOf: chunk[0..<n])
      }
    }
  }
}
