import FileKind
import FileKindCommandCore

/// The command's help texts and its usage errors.
enum Usage {
  static let version = "filekind \(Release.version)"

  static let general = """
    filekind: file kinds, row actions and subtitles for put.io file rows.

    USAGE
      filekind rows --tier swiftui|uikit [OPTIONS] < LISTING
      filekind rows --input putio --tier swiftui|uikit [OPTIONS] < PAGES
      filekind ingest [--jobs N] < PAGES
      filekind classify [--sniff] [-r] [--files-from FILE|-] [-0] [--jobs N] [PATH...]
      filekind empty --tier swiftui|uikit (--folder | --search QUERY [--scope folder|account])
      filekind --help | --version
      filekind COMMAND --help

    COMMANDS
      rows       render a listing's rows as JSON lines
      ingest     read put.io API pages into what a sync engine persists
      classify   say what files are, as JSON lines
      empty      print the empty state a list shows, as JSON

    EXIT STATUS
      0 success; 1 some input was bad (every good line is still printed, each
      bad one is named on standard error); 2 bad usage; 3 the output could
      not be written (a full disk). A closed pipe ends the command quietly.
    """

  /// The flag words the listing reads, from ``EntryFlags/spellings``:
  /// `folder`, then each flag's name, then the older spellings.
  static var flagWords: String {
    let names = EntryFlags.spellings.map { String(describing: $0.names[0]) }
    let older = EntryFlags.spellings.flatMap { $0.names.dropFirst().map { String(describing: $0) } }
    return (["folder"] + names).joined(separator: ", ")
      + (older.isEmpty ? "." : " (\(older.joined(separator: " and ")) also read).")
  }

  static let rows = """
    filekind rows: render a listing's rows as JSON lines.

    USAGE
      filekind rows --tier swiftui|uikit [--now EPOCH] [--time-zone ID] [--trash on|off]
                    [--sort KEY_DIR] [--search QUERY] [--jobs N] [--input tsv|putio]

    Reads a listing on standard input, one entry a line, tab-separated:
      name <TAB> size <TAB> mtime [<TAB> flags [<TAB> items [<TAB> created]]]
    size is bytes (integer), mtime Unix epoch seconds (integer or decimal),
    flags a comma list of: \(flagWords)
    items is a folder's child count and created when the file was added
    (epoch seconds); an empty field means unknown. A SwiftUI folder with a
    count reads "N items" in its subtitle. Blank lines are skipped. Writes one JSON object a line, in input order,
    in the row schema of FileKind's FileRow (DocC: "The Row as JSON"): name,
    kind, glyph, tint, size, date, subtitle, tap, swipe, more, menu (each
    [{"action", "title", "role"}]), trailing, offline_mark; file_id for
    pages' files. A bad line is named on standard
    error with its line number, and the rest go on.

    With --input putio, standard input holds put.io API pages instead
    (/v2/files/list, /list/continue, /search responses), back to back or one
    a line, and each page's files are rendered in order, their file_type and
    content_type deciding the kind beside the name. A bad page or file is
    named on standard error (page, file index, byte offset in the page).

    OPTIONS
      --tier swiftui|uikit   which app's rows to render (required)
      --input tsv|putio      what standard input holds (default: tsv)
      --now EPOCH            the moment dates are relative to (default: now)
      --time-zone ID         IANA zone for calendar days (default: the system's)
      --trash on|off         whether delete moves to the trash (default: on)
      --sort KEY_DIR         order the rows as put.io's sort_by does: KEY one of
                             NAME, SIZE, DATE (added), MODIFIED, TYPE, WATCH;
                             DIR ASC or DESC (NAME_ASC, DATE_DESC...). Equal
                             keys keep the listing's order. The whole listing
                             is read before the first row is written. Under
                             DATE_* each row tells when it was added
      --search QUERY         keep the rows whose names contain QUERY, ignoring
                             case and accents (as Foundation's
                             localizedStandardContains)
      --jobs N               threads rendering chunks of lines (default: every
                             core); the output is the same for every N
      -h, --help             this text
    """

  static let ingest = """
    filekind ingest: read put.io API pages into what a sync engine persists.

    USAGE
      filekind ingest [--jobs N] < PAGES

    Reads put.io API pages on standard input (/v2/files/list, /list/continue,
    /search responses), back to back or one a line, as successive API calls
    saved to one file give them. Each page is read as put.io's official Swift
    SDK reads it: id, name, file_type and created_at are required; every other
    field is optional, null is the same as missing, fields not kept are read
    past. Writes one JSON object a line per file, in input order:
      {"id":…, "parent_id":… or null, "name":…, "kind":…, "type":… or null,
       "source":…, "flags":[…]}
    kind is the icon kind, type the media type behind it, source the signal
    that decided (folder, file_type, content_type, name, none), flags any of
    shared, shared-root, needs-conversion, resume-point.

    A page that is not JSON, or a file the SDK would refuse (a required field
    missing, a field of the wrong type, a date that is not one), is named on
    standard error with its page number (from 1), its index in the page's
    files (from 0) and the byte offset in the page; every good file is still
    written, and the exit status is 1. Memory stays within 64 MB whatever the
    length of a page or of the stream.

    OPTIONS
      --jobs N     threads reading chunks of files (default: every core); the
                   output is the same for every N
      -h, --help   this text
    """

  static let empty = """
    filekind empty: print the empty state a list shows, as one JSON object.

    USAGE
      filekind empty --tier swiftui|uikit (--folder | --search QUERY [--scope folder|account])

    Prints {"title", "message", "glyph", "action"}: glyph is {"glyph", "tint"}
    or null, action {"kind", "title"} or null.

    OPTIONS
      --tier swiftui|uikit   which app's wording (required)
      --folder               the folder holds nothing
      --search QUERY         a search for QUERY found nothing
      --scope folder|account where the search looked (default: folder)
      -h, --help             this text
    """

  static let classify = """
    filekind classify: say what files are, as JSON lines.

    USAGE
      filekind classify [--sniff] [-r] [--files-from FILE|-] [-0] [--jobs N]
                        [--mime-type | --text] [-b] [--] [PATH...]

    Prints {"path", "kind", "mime", "source"} for each path, in input order.
    kind is one of:
      folder    a directory
      video     films, episodes: the apps play them
      audio     music, podcasts, audiobooks: the apps play them
      image     photos, pictures: previewed
      document  text, PDF, office files, e-books, subtitles: previewed
      archive   zip, RAR, 7z, tarballs, disk images
      other     anything else
    mime is what the bytes are whenever they were read (--sniff), else what
    the name says; source says what decided the kind: folder, sniff, name,
    or none. Directories are folders, unless -r walks into them. FIFOs,
    sockets and devices are never read: their mime names what they are
    (inode/fifo…); a symbolic link to nothing is inode/symlink, as file(1)
    says. A path that cannot be read still gets its line, with an "error",
    and is named on standard error in the system's words; the rest go on.
    - as a PATH reads standard input's bytes.

    OPTIONS
      --sniff                read a bounded prefix of each file and let the
                             bytes decide (never blocks on a FIFO or device)
      -r, --recursive        walk directories: every entry but the directories
                             walked into gets a line (FIFOs, devices, links as
                             what they are); symbolic links to directories are
                             not followed, so a cycle cannot loop. Each
                             directory is read in the order the file system
                             keeps it (as find does), so memory stays bounded
                             whatever it holds, and paths of any length are
                             reached
      --files-from FILE|-    read paths from FILE (- for standard input), one
                             a line; every byte of a line is the path's, a
                             carriage return before the newline included
      -0, --null             paths in --files-from end with NUL, as
                             `find -print0` writes them
      --mime-type, -i        print PATH: TYPE, as file --mime-type does
      --text                 print PATH: KIND, TYPE, for people
      -b, --brief            leave PATH: out of --mime-type and --text lines
      --jobs N               threads classifying (default: every core); the
                             output order is the input order
      -h, --help             this text
    """

  /// Each command's long options, for suggestions.
  static let options: [String: [String]] = [
    "rows": [
      "--tier", "--now", "--time-zone", "--trash", "--sort", "--search", "--jobs", "--input", "--help",
    ],
    "ingest": ["--jobs", "--help"],
    "classify": [
      "--sniff", "--recursive", "--files-from", "--null", "--jobs", "--mime-type", "--brief", "--text",
      "--help",
    ],
    "empty": ["--tier", "--folder", "--search", "--scope", "--help"],
  ]

  /// An unknown option: named (escaped), with the nearest option of the
  /// command when one is a typo away (`--snif`: did you mean `--sniff`?).
  static func unknownOption(_ name: String, command: String) -> Never {
    var problem = "unknown option '\(Shown.text(name))'"
    if let nearest = nearestOption(to: name, among: options[command] ?? []) {
      problem += "; did you mean '\(nearest)'?"
    }
    fail(problem, command: command)
  }

  /// The option a typo away from `name`: at most two edits (or a prefix of
  /// one option alone), the closest first.
  static func nearestOption(to name: String, among candidates: [String]) -> String? {
    let typed = Array(name.utf8)
    guard typed.count <= 64 else { return nil }
    let prefixed = candidates.filter { $0.utf8.starts(with: typed) }
    if typed.count > 2 && prefixed.count == 1 { return prefixed[0] }
    let scored = candidates.map { ($0, editDistance(typed, Array($0.utf8))) }.filter { $0.1 <= 2 }
    return scored.min { $0.1 < $1.1 }?.0
  }

  /// Levenshtein distance between two short byte strings.
  static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(b.count, 1) where !b.isEmpty {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
  }

  /// Prints one line naming the problem and where help is, exits 2.
  static func fail(_ problem: String, command: String?) -> Never {
    let help = command.map { "filekind \($0) --help" } ?? "filekind --help"
    printError("filekind: \(problem)\nTry '\(help)' for more.")
    ProcessControl.exit(ExitStatus.usage)
  }

  /// Prints `text` to standard output and exits 0.
  static func show(_ text: String) -> Never {
    var line = text + "\n"
    line.withUTF8 { bytes in
      if let error = SystemCalls.writeAll(1, bytes.baseAddress!, bytes.count) { OutputStream.fail(error) }
    }
    ProcessControl.exit(ExitStatus.success)
  }
}
