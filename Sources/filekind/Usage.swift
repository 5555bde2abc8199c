/// The command's help text and its usage error.
enum Usage {
  static let text = """
    filekind: file kinds, row actions and subtitles for put.io file rows.

    USAGE
      filekind rows --tier swiftui|uikit [--now EPOCH] [--time-zone ID] [--trash on|off]
      filekind classify [--sniff] PATH...
      filekind --help

    ROWS
      Reads a listing on standard input, one entry a line, tab-separated:
        name <TAB> size <TAB> mtime [<TAB> flags]
      size is bytes (integer), mtime Unix epoch seconds (integer or decimal),
      flags a comma list of: folder, shared, shared-root, needs-convert,
      offline, downloading, resume.
      Writes one JSON object a line with the keys name, kind, glyph, tint,
      size, date, subtitle, tap, swipe, more, menu, trailing, offline_mark.

      --tier swiftui|uikit   which app's rows to render (required)
      --now EPOCH            the moment dates are relative to (default: now)
      --time-zone ID         IANA zone for calendar days (default: the system's)
      --trash on|off         whether delete moves to the trash (default: on)

    CLASSIFY
      Prints {"path", "kind", "mime", "source"} for each path, one a line.
      Directories are folders. --sniff reads a bounded prefix of each file
      (never blocking on FIFOs or devices) and lets the bytes decide.

    EXIT STATUS
      0 success, 1 some input was bad (every good line is still printed,
      each bad one is named on standard error), 2 bad usage.
    """

  /// Prints the problem and the usage text to standard error, exits 2.
  static func fail(_ problem: String) -> Never {
    printError("filekind: \(problem)\n")
    printError(text)
    SystemCalls.terminate(2)
  }
}
