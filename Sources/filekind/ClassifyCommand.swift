import FileKind
import FileKindCommandCore

/// `filekind classify`: one JSON object per path, in input order, from
/// operands, a list (`--files-from`, `-0`) and directory walks (`-r`), on
/// every core.
struct ClassifyCommand {
  var sniff = false
  var recursive = false
  var nulSeparated = false
  var listFile: [UInt8]?
  var operands: [[UInt8]] = []
  var jobs = SystemCalls.activeProcessors
  var format = Classifier.Format.json
  var brief = false

  /// `classify`'s options, declared once.
  static let options = OptionTable(
    command: "classify",
    [
      OptionSpec(
        ["--sniff"],
        "read a bounded prefix of each file and let the bytes decide (never blocks on a FIFO or device)"),
      OptionSpec(
        ["-r", "--recursive"],
        "walk directories: every entry but the directories walked into gets a line (FIFOs, devices, links as "
          + "what they are); symbolic links to directories are not followed, so a cycle cannot loop. Each "
          + "directory is read in the order the file system keeps it (as find does), so memory stays bounded "
          + "whatever it holds, and paths of any length are reached"),
      OptionSpec(
        ["--files-from"], value: "FILE|-",
        "read paths from FILE (- for standard input), one a line; every byte of a line is the path's, a "
          + "carriage return before the newline included"),
      OptionSpec(
        ["-0", "--null"], requires: ["--files-from"],
        "paths in --files-from end with NUL, as `find -print0` writes them"),
      OptionSpec(["--mime-type", "-i"], conflicts: ["--text"], "print PATH: TYPE, as file --mime-type does"),
      OptionSpec(["--text"], "print PATH: KIND, TYPE, for people"),
      OptionSpec(["-b", "--brief"], "leave PATH: out of --mime-type and --text lines"),
      Usage.jobsOption("threads classifying (default: every core); the output order is the input order"),
    ])

  init(parsing tokens: [[UInt8]]) {
    let parsed = Usage.parse(tokens, Self.options, help: Usage.classify)
    operands = parsed.operands
    for (key, _, value) in parsed.options {
      switch key {
      case "--sniff": sniff = true
      case "--recursive": recursive = true
      case "--null": nulSeparated = true
      case "--files-from": listFile = value
      case "--jobs": jobs = Usage.jobs(value, command: "classify")
      case "--mime-type": format = .mimeType
      case "--text": format = .text
      case "--brief": brief = true
      default: break
      }
    }
    if operands.isEmpty && listFile == nil {
      Usage.fail("classify needs a PATH or --files-from", command: "classify")
    }
  }

  /// One chunk of paths and what classifying them produced.
  final class Chunk {
    var items: [PathSource.Item] = []
    /// The bytes of the paths in `items`: the chunk's cost in memory.
    var pathBytes = 0
    let output = ByteBuffer(capacity: 1 << 16)
    var errors: [String] = []
  }

  func run() -> ExitStatus {
    var source: PathSource
    switch PathSource.open(
      operands: operands, listFile: listFile, nulSeparated: nulSeparated, recursive: recursive, sniff: sniff)
    {
    case .success(let opened): source = opened
    case .failure(let error):
      printError("filekind: \(Shown.text(listFile ?? [])): \(error.description)")
      return .badInput
    }
    let out = OutputStream(fd: 1)
    let sniff = sniff
    let format = format
    let brief = brief
    let nulSeparated = nulSeparated
    var bad = 0
    var progress = Progress()
    var saidLibmagic = false
    // Small chunks: a path may cost a read, and the first lines should not
    // wait. A chunk also ends at 256 KiB of paths, so one that holds a
    // path of a megabyte (six of JSON) holds it alone.
    let pipeline = Pipeline(jobs: jobs) { Chunk() }
    pipeline.run(
      fill: { chunk in
        chunk.items.removeAll(keepingCapacity: true)
        chunk.pathBytes = 0
        while chunk.items.count < 64 && chunk.pathBytes < 256 << 10,
          let item = source.next()
        {
          chunk.items.append(item)
          chunk.pathBytes += item.pathLength
        }
        return !chunk.items.isEmpty
      },
      cost: { $0.pathBytes },
      work: { chunk in
        chunk.output.removeAll(keepingCapacityUpTo: 1 << 20)
        chunk.errors.removeAll(keepingCapacity: true)
        for item in chunk.items {
          let answer: Classifier.Answer
          let path: [UInt8]?
          switch item {
          case .path(let found):
            path = found
            switch Classifier.classify(found, sniff: sniff) {
            case .success(let classified): answer = classified
            case .failure(let failure):
              answer = .failed(failure.reason)
              var message = Classifier.message(found, failure.reason)
              if nulSeparated && found.contains(0x0A) {
                message += " (this -0 list holds newlines: a list of one path a line is read without -0)"
              }
              chunk.errors.append(message)
            }
          case .entry(let found, let type):
            path = found
            answer = Classifier.entry(found, type: type)
          case .opened(let found, let fd):
            path = found
            switch Classifier.classify(opened: fd, path: found) {
            case .success(let classified): answer = classified
            case .failure(let failure):
              answer = .failed(failure.reason)
              chunk.errors.append(Classifier.message(found, failure.reason))
            }
          case .failure(let found, let error):
            path = found
            answer = .failed(error.description)
            chunk.errors.append(Classifier.message(found, error.description))
          case .badEntry(let line, let found, let reason):
            path = found
            answer = .failed(reason)
            chunk.errors.append("filekind: line \(line) of the list: \(reason)")
          }
          answer.write(path: path, format: format, brief: brief, to: chunk.output)
        }
      },
      emit: { chunk in
        progress.clear()
        out.write(chunk.output)
        // Said once: without libmagic the run goes on, on FileKind's own engines.
        if !saidLibmagic && ContentSniffer.libmagicWasNeeded {
          saidLibmagic = true
          let status = ContentSniffer.libmagicStatus
          if case .unavailable = status { printError("filekind: \(status); FileKind's own engines answer") }
        }
        for error in chunk.errors { printError(error) }
        bad += chunk.errors.count
        progress.advance(by: chunk.items.count)
        // The paths go now, not when the ring comes back to this chunk:
        // every chunk of the ring holding a megabyte path would add up.
        chunk.items.removeAll(keepingCapacity: true)
        chunk.errors.removeAll(keepingCapacity: true)
      })
    progress.clear()
    if let error = source.listReadError {
      printError("filekind: cannot read the list: \(error.description)")
      return .badInput
    }
    return bad == 0 ? .success : .badInput
  }
}

extension PathSource.Item {
  /// The bytes of the path this item names.
  var pathLength: Int {
    switch self {
    case .path(let path), .failure(let path, _), .entry(let path, _), .opened(let path, _): path.count
    case .badEntry(_, let path, _): path?.count ?? 0
    }
  }
}

/// What one path is.
enum Classifier {
  /// How answers are written.
  enum Format {
    /// One JSON object a line (the default, for scripts).
    case json
    /// `PATH: TYPE`, as `file --mime-type` writes.
    case mimeType
    /// `PATH: KIND, TYPE`, for people.
    case text
  }

  struct Answer {
    var kind: IconKind
    var mimeType: String?
    var source: KindSource
    /// Why the path has no answer, in the system's words: the line is still
    /// written, so output lines follow input paths one to one.
    var error: String?

    static func failed(_ reason: String) -> Answer {
      Answer(kind: .other, mimeType: nil, source: .none, error: reason)
    }

    /// Writes the answer for `path` in `format`; `brief` leaves the path
    /// out of the text formats, as `file -b` does.
    func write(path: [UInt8]?, format: Format, brief: Bool, to out: ByteBuffer) {
      guard format != .json else { return write(path: path, to: out) }
      // The path escaped as file(1) escapes it (`\351` for a byte that is
      // not UTF-8): a name's control bytes never reach a terminal, and a
      // newline cannot split one answer in two.
      var line = brief ? "" : Shown.octal(path ?? Array("-".utf8)) + ": "
      if let error {
        line += "cannot read (\(Shown.text(error)))"
      } else {
        if format == .text { line += "\(kind.rawValue), " }
        line += mimeType ?? "application/octet-stream"
      }
      out.append(Array((line + "\n").utf8))
    }

    func write(path: [UInt8]?, to out: ByteBuffer) {
      out.append(UInt8(ascii: "{"))
      if let path {
        path.withUnsafeBufferPointer { JSONWriter.member("path", $0, to: out) }
      } else {
        out.append("\"path\":null")
      }
      out.append(",\"kind\":")
      JSONWriter.string(kind.rawValue, to: out)
      out.append(",\"mime\":")
      if let mimeType { JSONWriter.string(mimeType, to: out) } else { out.append("null") }
      out.append(",\"source\":")
      JSONWriter.string(source.rawValue, to: out)
      if let error {
        out.append(",\"error\":")
        JSONWriter.string(error, to: out)
      }
      out.append("}\n")
    }
  }

  /// Why a path has no answer, in the system's words where the system said.
  struct Failure: Error {
    var reason: String
  }

  /// `filekind: PATH: reason`, naming the path once.
  static func message(_ path: [UInt8], _ reason: String) -> String {
    "filekind: \(Shown.text(path)): \(reason)"
  }

  /// The last path component's bytes, for the name signal.
  static func name(of path: [UInt8]) -> String {
    var end = path.count
    while end > 1 && path[end - 1] == UInt8(ascii: "/") { end -= 1 }
    let start = path[..<end].lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
    return String(decoding: path[start..<end], as: UTF8.self)
  }

  static func classify(_ path: [UInt8], sniff: Bool) -> Result<Answer, Failure> {
    if path == [UInt8(ascii: "-")] { return standardInput() }
    let (type, size): (InodeType, Int64)
    switch SystemCalls.status(path) {
    case .success(let found): (type, size) = found
    case .failure(let error):
      // A link to nothing is a link, as file(1) says: not an error.
      if error.rawValue == SystemCalls.Code.noEntry,
        case .success(.symbolicLink) = SystemCalls.fileType(path, follow: false)
      {
        return .success(Answer.unread(path, .symbolicLink))
      }
      return .failure(Failure(reason: error.description))
    }
    let name = name(of: path)
    // Anything but a regular file is never read: the resolver names it
    // for what the file system says it is.
    guard type == .regular else { return .success(Answer.unread(path, type)) }
    var signals = KindSignals(name: name)
    if sniff {
      do {
        // The `stat` above gave the size: open, one read, close.
        signals.sniffed = try ContentSniffer.shared.sniff(
          path: path, named: String(decoding: path, as: UTF8.self), size: size
        ).type
      } catch {
        switch error {
        // Replaced by a special file between the check and the open.
        case .notRegularFile(_, let type):
          return .success(Answer.unread(path, type))
        case .system(_, _, let errno): return .failure(Failure(reason: errno.description))
        default: return .failure(Failure(reason: error.description))
        }
      }
    }
    return .success(Answer(resolving: signals))
  }

  /// An entry a walk answers for what it is, without opening it.
  static func entry(_ path: [UInt8], type: InodeType) -> Answer {
    type == .regular
      ? Answer(KindResolver.resolve(KindSignals(name: name(of: path), sniffed: nil)))
      : Answer.unread(path, type)
  }

  /// A regular file the walk opened (its path too long to open by name):
  /// sniffed from the descriptor, which is closed.
  static func classify(opened fd: Int32, path: [UInt8]) -> Result<Answer, Failure> {
    defer { SystemCalls.close(fd) }
    var signals = KindSignals(name: name(of: path))
    do {
      signals.sniffed = try ContentSniffer.shared.sniff(fd: fd, path: Shown.text(path)).type
    } catch {
      if case .notRegularFile(_, let type) = error {
        return .success(Answer.unread(path, type))
      }
      return .failure(Failure(reason: error.errno?.description ?? error.description))
    }
    return .success(Answer(resolving: signals))
  }

  /// `-`: standard input's bytes, sniffed as they come (a regular file
  /// redirected in is read like any file; a pipe is read to its first
  /// ``ContentSniffer/prefixLength`` bytes, blocking as `file -` does).
  static func standardInput() -> Result<Answer, Failure> {
    do {
      let sniffed: MediaType
      if case .success(let status) = SystemCalls.status(0), status.type == .regular {
        sniffed = try ContentSniffer.shared.sniff(fd: 0, path: "-").type
      } else {
        var bytes = [UInt8](repeating: 0, count: ContentSniffer.prefixLength)
        var count = 0
        while count < bytes.count {
          let read = bytes.withUnsafeMutableBytes { buffer in
            SystemCalls.readSome(0, buffer.baseAddress! + count, buffer.count - count)
          }
          guard case .success(let n) = read else {
            if case .failure(let error) = read { return .failure(Failure(reason: error.description)) }
            break
          }
          if n == 0 { break }
          count += n
        }
        sniffed = try ContentSniffer.shared.sniff(bytes: Array(bytes[..<count])).type
      }
      return .success(Answer(resolving: KindSignals(name: "", sniffed: sniffed)))
    } catch {
      return .failure(Failure(reason: error.errno?.description ?? error.description))
    }
  }
}

extension Classifier.Answer {
  init(_ resolution: KindResolution) {
    self.init(kind: resolution.kind, mimeType: resolution.type?.name, source: resolution.source)
  }

  /// The kind the signals decide; `mime` is what the bytes are whenever
  /// they were read, whatever decided the kind.
  init(resolving signals: KindSignals) {
    self.init(KindResolver.resolve(signals))
    if let sniffed = signals.sniffed { mimeType = sniffed.name }
  }

  /// Something never read (a directory, a FIFO, a device, a link to
  /// nothing), as the resolver answers for what the file system says it is.
  static func unread(_ path: [UInt8], _ type: InodeType) -> Self {
    Self(KindResolver.resolve(KindSignals(name: Classifier.name(of: path), sniffed: nil, inode: type)))
  }
}
