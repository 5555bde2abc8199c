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
      filekind ingest [--jobs N] [--sort-key] < PAGES
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
      SIGINT, SIGTERM and SIGHUP end any command at once, even one whose
      reader has stopped reading, with 128 + the signal; what it wrote is
      whole lines.
    """

  /// The flag words the listing reads, from ``EntryFlags/spellings``:
  /// `folder`, then each flag's name, then the older spellings.
  static var flagWords: String {
    let names = EntryFlags.spellings.map { String(describing: $0.names[0]) }
    let older = EntryFlags.spellings.flatMap { $0.names.dropFirst().map { String(describing: $0) } }
    return (["folder"] + names).joined(separator: ", ")
      + (older.isEmpty ? "." : " (\(older.joined(separator: " and ")) also read).")
  }

  static var rows: String {
    """
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
    count reads "N items" in its subtitle. Blank lines are skipped.

    Writes one JSON object a line, in input order, in the row schema of
    FileKind's FileRow (DocC: "The Row as JSON"): name, kind, glyph, tint,
    size, date, subtitle, tap, swipe, more, menu (each a list of {"action",
    "title", "role"}), trailing, offline_mark, and file_id for pages' files.
    A bad line is named on standard error with its line number, and the
    rest go on.

    With --input putio, standard input holds put.io API pages instead
    (/v2/files/list, /list/continue, /search responses), back to back or one
    a line, and each page's files are rendered in order, their file_type and
    content_type deciding the kind beside the name. A bad page or file is
    named on standard error (page, file index, byte offset in the page).
    \(pagesResume)

    \(RowsCommand.options.help)
    """
  }

  /// How reading goes on after a broken page, for both commands that read pages.
  static let pagesResume = """
    A page that is JSON is read whole, whatever its unknown fields hold (an
    object keyed files or status is only a value). Where the bytes stop
    being JSON, the page is named and reading resumes at the first place,
    since the last whole file, where a page starts: a { whose first key is
    one a page has (files, cursor, parent, total, breadcrumbs, status,
    error_…). So a page cut short loses nothing of the next one: pages one
    a line resume at the next line, pages back to back at the next page, and
    no good page is split or skipped. The broken page's files that were
    whole before the break are written; a file the break cut never is.
    Bytes between pages that start none are named with the page before
    them; pages keep their numbers, unless the damage itself wrote a page
    start.
    """

  static var ingest: String {
    """
    filekind ingest: read put.io API pages into what a sync engine persists.

    USAGE
      filekind ingest [--jobs N] [--sort-key] < PAGES

    Reads put.io API pages on standard input (/v2/files/list, /list/continue,
    /search responses), back to back or one a line, as successive API calls
    saved to one file give them. Each page is read as put.io's official Swift
    SDK reads it: id, name, file_type and created_at are required; every other
    field is optional, null is the same as missing, fields not kept are read
    past. Writes one JSON object a line per file, in input order:
      {"id":…, "parent_id":… or null, "name":…, "kind":…, "type":… or null,
       "source":…, "flags":[…], "size":…, "created_at":…, "updated_at":…,
       "first_accessed_at":… or null, "is_hidden":…, "folder_type":… or null,
       "sort_by":… or null, "crc32":… or null, "sha1":… or null}
    kind is the icon kind, type the media type behind it, source the signal
    that decided (folder, file_type, content_type, name, none), flags any of
    shared, shared-root, needs-conversion, resume-point. size is bytes; the
    dates are Unix seconds, to the microsecond (updated_at is created_at
    where a file has none). crc32 and sha1 are put.io's checksums of the
    file's bytes, to check a download; sort_by is the order put.io keeps
    for a folder (NAME_ASC … WATCH_DESC; null when not one of those). With --sort-key each line also carries
    "sort_key" after the name: the name's sort key in base64, whose decoded
    bytes, compared as memcmp or a database's BLOB order compares them, put
    the names in Finder order (stable within a major version). A key
    weighs a name's first 1,024 UTF-16 units, so none is longer than
    about 129 KiB; names that share those units have equal keys.

    A page that is not JSON or has no files, or a file the SDK would refuse (a
    required field missing, a field of the wrong type, a date that is not
    one), is named on standard error with its page number (from 1), its index
    in the page's files (from 0) and the byte offset in the page; every good
    file is still written, and the exit status is 1. A file object, or a
    field of a page, longer than 16 MiB is refused. Memory stays within 64
    MB whatever the length of a page, a name or the stream, with or without
    --sort-key.

    \(pagesResume)

    \(IngestCommand.options.help)
    """
  }

  static var empty: String {
    """
    filekind empty: print the empty state a list shows, as one JSON object.

    USAGE
      filekind empty --tier swiftui|uikit (--folder | --search QUERY [--scope folder|account])

    Prints {"title", "message", "glyph", "action"}: glyph is {"glyph", "tint"}
    or null, action {"kind", "title"} or null.

    \(EmptyCommand.options.help)
    """
  }

  static var classify: String {
    """
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

    \(ClassifyCommand.options.help)
    """
  }

  /// Reads a command's line against its option table: `--help` prints
  /// `help` and exits 0; a refused line names its problem and exits 2.
  static func parse(_ tokens: [[UInt8]], _ table: OptionTable, help: @autoclosure () -> String)
    -> OptionTable.Parsed
  {
    do throws(OptionTable.Problem) {
      let parsed = try table.parse(tokens)
      if parsed.help { show(help()) }
      return parsed
    } catch {
      fail(error.message, command: table.command)
    }
  }

  /// An option's value as text.
  static func text(_ value: [UInt8]?) -> String { String(decoding: value ?? [], as: UTF8.self) }

  /// The most `--jobs` accepted.
  static let maximumJobs = 1_024

  /// The value of `--jobs`: a thread count from 1 to ``maximumJobs``.
  static func jobs(_ value: [UInt8]?, command: String) -> Int {
    let text = text(value)
    guard let parsed = Int(text), parsed >= 1, parsed <= maximumJobs else {
      fail("--jobs takes a count from 1 to \(maximumJobs), not '\(Shown.text(text))'", command: command)
    }
    return parsed
  }

  /// The presentation `--tier` names: `swiftui` or `uikit`.
  static func presentation(_ value: [UInt8]?, command: String) -> RowPresentation {
    let text = text(value)
    // In any case, as every word an option takes (SwiftUI, UIKit).
    guard let presentation = RowPresentation(named: text.lowercased()) else {
      fail("--tier takes swiftui or uikit, not '\(Shown.text(text))'", command: command)
    }
    return presentation
  }

  /// The option every command reads for its threads.
  static func jobsOption(_ help: String) -> OptionSpec { OptionSpec(["--jobs", "-j"], value: "N", help) }

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
