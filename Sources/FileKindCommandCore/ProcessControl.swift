#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the command ends: its exit statuses, one name each.
package enum ExitStatus: Int32, Sendable {
  /// Every input was answered.
  case success = 0
  /// Some input was bad (each good line is still printed, each bad one
  /// named on standard error), or the input could not be read.
  case badInput = 1
  /// The command line was wrong.
  case usage = 2
  /// The output could not be written (a full disk).
  case outputFailed = 3
  /// The reader of the output went away (`… | head`): 128 + SIGPIPE.
  case brokenPipe = 141
}

/// What only a process does, and only the command needs: its arguments,
/// its standard descriptors, its signals, its exit, and memory of its own
/// pages. The library an app links holds none of it; every call here is
/// the command's.
package enum ProcessControl {
  /// The command-line arguments as the bytes the system passed.
  package static func argumentBytes() -> [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { i in
      guard let argument = CommandLine.unsafeArgv[i] else { return [] }
      return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
    }
  }

  /// Keeps the standard descriptors a command was started without (`<&-`,
  /// `>&-`) from being handed to the next file anything opens: a thread
  /// that opens a file, or the system's own event descriptors, would
  /// otherwise become the command's input or output. Each closed one is
  /// filled with `/dev/null` opened the wrong way round, so reading a
  /// closed input and writing a closed output still fail with `EBADF`, as
  /// they would have. Call first, before any thread starts.
  package static func holdStandardDescriptors() {
    for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", (fd == 0 ? O_WRONLY : O_RDONLY) | O_CLOEXEC)
      if opened >= 0 && opened != fd {
        // A lower descriptor was free after all: this one is not held.
        close(opened)
      }
    }
  }

  /// Ends the process with `status`.
  package static func exit(_ status: ExitStatus) -> Never { exit(status.rawValue) }

  /// Ends the process with a raw status (128 + a signal).
  package static func exit(_ status: Int32) -> Never {
    #if canImport(Glibc)
      Glibc.exit(status)
    #elseif canImport(Darwin)
      Darwin.exit(status)
    #endif
  }

  /// Calls `handler` on `SIGINT`, `SIGTERM` and `SIGHUP` instead of dying
  /// at once; the handler must be async-signal-safe. A signal the command
  /// was started ignoring (`nohup`) stays ignored; one it was started
  /// blocking (as some process launchers leave them) is unblocked, so the
  /// command can be stopped.
  package static func onTerminationSignals(_ handler: @escaping @convention(c) (Int32) -> Void) {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #elseif canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    // No SA_RESTART: a write blocked by a stalled reader returns (EINTR),
    // so the command can end; every other call retries on EINTR.
    action.sa_flags = 0
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      var old = sigaction()
      sigaction(signal, nil, &old)
      #if canImport(Glibc)
        let ignored = unsafeBitCast(old.__sigaction_handler.sa_handler, to: Int.self) == 1
      #elseif canImport(Darwin)
        let ignored = unsafeBitCast(old.__sigaction_u.__sa_handler, to: Int.self) == 1
      #endif
      if ignored { continue }
      sigaction(signal, &action, nil)
      sigaddset(&unblocked, signal)
    }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
  }

  /// The calling thread, as a number ``interrupt(thread:)`` takes.
  package static var currentThread: UInt {
    #if canImport(Glibc)
      UInt(pthread_self())
    #elseif canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #endif
  }

  /// Sends `signal` on to `thread` unless it is the calling one, so a
  /// system call blocked there returns `EINTR`. Async-signal-safe.
  package static func interrupt(thread: UInt, with signal: Int32) {
    guard thread != 0, thread != currentThread else { return }
    #if canImport(Glibc)
      _ = pthread_kill(pthread_t(thread), signal)
    #elseif canImport(Darwin)
      if let handle = pthread_t(bitPattern: thread) { _ = pthread_kill(handle, signal) }
    #endif
  }

  /// Ends the process at once, as a signal would (`_exit`, no atexit work):
  /// safe inside a signal handler.
  package static func exitImmediately(_ status: Int32) -> Never { _exit(status) }

  /// `count` bytes of fresh pages of their own (`mmap`), or `nil`. Memory
  /// from here goes back to the system the moment it is freed with
  /// ``freePages(_:count:)``, where `malloc` may keep a freed megabyte in a
  /// thread's arena for good.
  package static func allocatePages(_ count: Int) -> UnsafeMutableRawPointer? {
    let pages = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    return pages == MAP_FAILED ? nil : pages
  }

  package static func freePages(_ pages: UnsafeMutableRawPointer, count: Int) { _ = munmap(pages, count) }
}
