import FileKind
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes an interrupted command stop between two lines of its output:
/// killed by `SIGINT`, `SIGTERM` or `SIGHUP`, it exits as the signal would
/// have (128 + the signal), at once when it is not writing, and otherwise
/// as soon as the write has reached the end of a line.
///
/// A write that a stalled reader blocks is not waited on: the signal
/// interrupts it (the handlers do not restart system calls, and a signal
/// that another thread took is passed on to the writing one), the line it
/// was in is finished if the reader takes it within ``lineGrace``, and the
/// command exits. Only a reader that takes nothing for that long sees the
/// last line cut.
package enum LineBoundaryExit {
  /// Idle, writing, or dying.
  private static let state = Atomic<Int>(idle)
  /// The signal that arrived, 0 if none.
  private static let pending = Atomic<Int32>(0)
  /// The thread writing now, as a number (`pthread_t`'s bits).
  private static let writer = Atomic<UInt>(0)
  private static let idle = 0
  private static let writing = 1
  private static let dying = 2

  /// How long a cut line may take to finish once a signal came.
  package static let lineGrace: Duration = .milliseconds(500)

  /// Installs the handlers; call once, before any output.
  package static func install() {
    ProcessControl.onTerminationSignals { signal in
      // Async-signal-safe: lock-free atomics, `pthread_kill` and `_exit`.
      LineBoundaryExit.pending.store(signal, ordering: .sequentiallyConsistent)
      if LineBoundaryExit.state.compareExchange(
        expected: LineBoundaryExit.idle, desired: LineBoundaryExit.dying, ordering: .sequentiallyConsistent
      ).exchanged {
        ProcessControl.exitImmediately(128 + signal)
      }
      // A write is under way: make sure the writing thread's blocked call
      // returns, by sending the signal on to it if it arrived elsewhere.
      ProcessControl.interrupt(
        thread: LineBoundaryExit.writer.load(ordering: .sequentiallyConsistent), with: signal)
    }
  }

  /// The signal that arrived during a write, if any.
  package static var pendingSignal: Int32? {
    let signal = pending.load(ordering: .sequentiallyConsistent)
    return signal == 0 ? nil : signal
  }

  /// Runs `write` so that a terminating signal waits for it to stop at a
  /// line's end (``writeLines(_:_:_:)`` stops there when interrupted).
  @inline(__always)
  package static func whole<T>(_ write: () -> T) -> T {
    writer.store(ProcessControl.currentThread, ordering: .sequentiallyConsistent)
    state.store(writing, ordering: .sequentiallyConsistent)
    let result = write()
    state.store(idle, ordering: .sequentiallyConsistent)
    if let signal = pendingSignal { ProcessControl.exitImmediately(128 + signal) }
    return result
  }

  /// Writes lines (`count` bytes ending with a line end) to `fd`, and
  /// when a terminating signal interrupts it, returns at a line's end,
  /// leaving the rest unwritten.
  ///
  /// To a pipe, each write is at most `PIPE_BUF` bytes of whole lines,
  /// which the system puts in the pipe whole or not at all: a reader that
  /// stalls and a signal that ends the command leave no half line in it.
  /// A longer line, and any other output, is written as it comes; a line
  /// a signal cuts there is finished within ``lineGrace`` if the reader
  /// takes it.
  package static func writeLines(_ fd: Int32, _ base: UnsafeRawPointer, _ count: Int) -> SystemError? {
    let atomic = SystemCalls.isPipe(fd) ? Int(PIPE_BUF) : count
    var offset = 0
    while offset < count {
      if pendingSignal != nil { return finishLine(fd, base, count, from: offset) }
      var end = min(count, offset + atomic)
      if end < count {
        // Back to the last line end in the piece; a line longer than the
        // piece goes out whole, up to its end.
        var cut = end
        while cut > offset && base.load(fromByteOffset: cut - 1, as: UInt8.self) != 0x0A { cut -= 1 }
        if cut > offset {
          end = cut
        } else {
          while end < count && base.load(fromByteOffset: end, as: UInt8.self) != 0x0A { end += 1 }
          end = min(end + 1, count)
        }
      }
      while offset < end {
        switch SystemCalls.writeOnce(fd, base + offset, end - offset) {
        case .success(let n): offset += n
        case .failure(let error) where error.rawValue == EINTR:
          if pendingSignal != nil { return finishLine(fd, base, count, from: offset) }
        case .failure(let error): return error
        }
      }
    }
    return nil
  }

  /// After a signal: writes up to the end of the line `offset` lies in,
  /// waiting for the reader at most ``lineGrace``, a page at a time so no
  /// write blocks.
  private static func finishLine(_ fd: Int32, _ base: UnsafeRawPointer, _ count: Int, from start: Int)
    -> SystemError?
  {
    var offset = start
    guard offset > 0, base.load(fromByteOffset: offset - 1, as: UInt8.self) != 0x0A else { return nil }
    var end = offset
    while end < count && base.load(fromByteOffset: end, as: UInt8.self) != 0x0A { end += 1 }
    end = min(end + 1, count)
    let clock = ContinuousClock()
    let deadline = clock.now + lineGrace
    while offset < end {
      let left = deadline - clock.now
      guard left > .zero else { return nil }
      let milliseconds = Int32(
        max(1, left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000))
      guard SystemCalls.waitUntilWritable(fd, milliseconds: milliseconds) else { continue }
      switch SystemCalls.writeOnce(fd, base + offset, min(end - offset, Int(PIPE_BUF))) {
      case .success(let n): offset += n
      case .failure(let error) where error.rawValue == EINTR: continue
      case .failure(let error): return error
      }
    }
    return nil
  }
}
