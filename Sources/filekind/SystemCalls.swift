#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX calls the command makes, in one place.
enum SystemCalls {
  static func write(_ fd: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(fd, base, count)
    #else
      Darwin.write(fd, base, count)
    #endif
  }

  static func read(_ fd: Int32, _ base: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(fd, base, count)
    #else
      Darwin.read(fd, base, count)
    #endif
  }

  static var interrupted: Bool { errno == EINTR }

  static func exit(_ status: Int32) -> Never {
    #if canImport(Glibc)
      Glibc.exit(status)
    #else
      Darwin.exit(status)
    #endif
  }
}

/// Writes a message line to standard error.
func printError(_ message: String) {
  var line = message + "\n"
  line.withUTF8 { buffer in
    _ = SystemCalls.write(2, buffer.baseAddress!, buffer.count)
  }
}
