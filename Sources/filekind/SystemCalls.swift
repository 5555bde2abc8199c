#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX calls the command makes, in one place.
enum SystemCalls {
  static func writeBytes(_ fd: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, base, count)
  }

  static func readBytes(_ fd: Int32, _ base: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, base, count)
  }

  static var interrupted: Bool { errno == EINTR }

  static func terminate(_ status: Int32) -> Never {
    exit(status)
  }
}

/// Writes a message line to standard error.
func printError(_ message: String) {
  var line = message + "\n"
  line.withUTF8 { buffer in
    _ = SystemCalls.writeBytes(2, buffer.baseAddress!, buffer.count)
  }
}
