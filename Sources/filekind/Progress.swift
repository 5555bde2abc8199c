import FileKind
import FileKindCommandCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A count of answered paths on standard error, for a person waiting at a
/// terminal: shown only when standard error is a terminal and the run has
/// lasted two seconds, redrawn at most twice a second, and erased before
/// anything else is written. Never in a pipe, never in the output.
struct Progress {
  private let enabled = isatty(2) == 1
  private var done = 0
  private var shown = false
  private let started = Progress.seconds()
  private var lastDrawn = 0.0

  static func seconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  mutating func advance(by count: Int) {
    done += count
    guard enabled else { return }
    let now = Progress.seconds()
    guard now - started >= 2, now - lastDrawn >= 0.5 else { return }
    lastDrawn = now
    shown = true
    var line = "\rfilekind: \(done) paths…"
    line.withUTF8 { _ = SystemCalls.writeAll(2, $0.baseAddress!, $0.count) }
  }

  /// Erases the count, if it is on screen.
  mutating func clear() {
    guard shown else { return }
    shown = false
    var line = "\r\u{1B}[K"
    line.withUTF8 { _ = SystemCalls.writeAll(2, $0.baseAddress!, $0.count) }
  }
}
