import FileKind
import Synchronization

/// Makes an interrupted command stop between two lines of its output, never
/// inside one: killed by `SIGINT`, `SIGTERM` or `SIGHUP` while it writes,
/// it finishes the write (whole lines) and then exits as the signal would
/// have (128 + the signal); killed at any other moment, it exits at once.
package enum LineBoundaryExit {
  /// Idle, writing, or dying.
  private static let state = Atomic<Int>(idle)
  /// The signal that arrived during a write, 0 if none.
  private static let pending = Atomic<Int32>(0)
  private static let idle = 0
  private static let writing = 1
  private static let dying = 2

  /// Installs the handlers; call once, before any output.
  package static func install() {
    ProcessControl.onTerminationSignals { signal in
      // Async-signal-safe: two lock-free atomics and `_exit`.
      LineBoundaryExit.pending.store(signal, ordering: .sequentiallyConsistent)
      if LineBoundaryExit.state.compareExchange(
        expected: LineBoundaryExit.idle, desired: LineBoundaryExit.dying, ordering: .sequentiallyConsistent
      ).exchanged {
        ProcessControl.exitImmediately(128 + signal)
      }
    }
  }

  /// Runs `write` so that a terminating signal waits for it to finish.
  @inline(__always)
  package static func whole<T>(_ write: () -> T) -> T {
    state.store(writing, ordering: .sequentiallyConsistent)
    let result = write()
    state.store(idle, ordering: .sequentiallyConsistent)
    let signal = pending.load(ordering: .sequentiallyConsistent)
    if signal != 0 { ProcessControl.exitImmediately(128 + signal) }
    return result
  }
}
