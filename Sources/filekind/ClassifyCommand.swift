import FileKind

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

  init(parsing arguments: Arguments) {
    var arguments = arguments
    while let item = arguments.next() {
      switch item {
      case .operand(let path): operands.append(path)
      case .option(let name, let inline):
        switch name {
        case "-h", "--help": Usage.show(Usage.classify)
        case "--sniff": sniff = true
        case "-r", "--recursive": recursive = true
        case "-0", "--null": nulSeparated = true
        case "--files-from": listFile = arguments.value(of: name, inline: inline)
        case "--jobs", "-j": jobs = arguments.jobs(of: name, inline: inline)
        default:
          Usage.fail("unknown option '\(name)'", command: "classify")
        }
      }
    }
    if operands.isEmpty && listFile == nil {
      Usage.fail("classify needs a PATH or --files-from", command: "classify")
    }
    if nulSeparated && listFile == nil {
      Usage.fail("-0 reads --files-from lists; give one", command: "classify")
    }
  }

  /// One chunk of paths and what classifying them produced.
  final class Chunk {
    var items: [PathSource.Item] = []
    let output = ByteBuffer(capacity: 1 << 16)
    var errors: [String] = []
  }

  func run() -> Int32 {
    var source: PathSource
    switch PathSource.open(
      operands: operands, listFile: listFile, nulSeparated: nulSeparated, recursive: recursive)
    {
    case .success(let opened): source = opened
    case .failure(let error):
      printError("filekind: \(String(decoding: listFile ?? [], as: UTF8.self)): \(error.description)")
      return 1
    }
    let out = OutputStream(fd: 1)
    let sniff = sniff
    var bad = 0
    // Small chunks: a path may cost a read, and the first lines should not wait.
    let pipeline = Pipeline(jobs: jobs) { Chunk() }
    pipeline.run(
      fill: { chunk in
        chunk.items.removeAll(keepingCapacity: true)
        while chunk.items.count < 64, let item = source.next() { chunk.items.append(item) }
        return !chunk.items.isEmpty
      },
      work: { chunk in
        chunk.output.removeAll()
        chunk.errors.removeAll(keepingCapacity: true)
        for item in chunk.items {
          switch item {
          case .path(let path):
            switch Classifier.classify(path, sniff: sniff) {
            case .success(let answer): answer.write(path: path, to: chunk.output)
            case .failure(let error): chunk.errors.append(Classifier.message(path, error.reason))
            }
          case .failure(let path, let error):
            chunk.errors.append(Classifier.message(path, error.description))
          }
        }
      },
      emit: { chunk in
        out.write(chunk.output)
        for error in chunk.errors { printError(error) }
        bad += chunk.errors.count
      })
    return bad == 0 ? 0 : 1
  }
}

/// What one path is.
enum Classifier {
  struct Answer {
    var kind: IconKind
    var mimeType: String?
    var source: KindSource

    func write(path: [UInt8], to out: ByteBuffer) {
      out.append("{\"path\":")
      path.withUnsafeBufferPointer { JSONWriter.string($0, to: out) }
      out.append(",\"kind\":")
      JSONWriter.string(kind.rawValue, to: out)
      out.append(",\"mime\":")
      if let mimeType { JSONWriter.string(mimeType, to: out) } else { out.append("null") }
      out.append(",\"source\":")
      JSONWriter.string(source.rawValue, to: out)
      out.append("}\n")
    }
  }

  /// Why a path has no answer, in the system's words where the system said.
  struct Failure: Error {
    var reason: String
    init(_ error: Errno) { reason = error.description }
    init(reason: String) { self.reason = reason }
  }

  /// `filekind: PATH: reason`, naming the path once.
  static func message(_ path: [UInt8], _ reason: String) -> String {
    "filekind: \(String(decoding: path, as: UTF8.self)): \(reason)"
  }

  /// The last path component's bytes, for the name signal.
  static func name(of path: [UInt8]) -> String {
    var end = path.count
    while end > 1 && path[end - 1] == UInt8(ascii: "/") { end -= 1 }
    let start = path[..<end].lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
    return String(decoding: path[start..<end], as: UTF8.self)
  }

  static func classify(_ path: [UInt8], sniff: Bool) -> Result<Answer, Failure> {
    let type: SystemCalls.FileType
    switch SystemCalls.fileType(path) {
    case .success(let found): type = found
    case .failure(let error): return .failure(Failure(error))
    }
    let name = name(of: path)
    switch type {
    case .directory:
      let resolution = KindResolver.resolve(KindSignals(name: name, isFolder: true))
      return .success(Answer(kind: resolution.kind, mimeType: resolution.mimeType, source: resolution.source))
    case .fifo, .socket, .characterDevice, .blockDevice, .symbolicLink, .other:
      // Never read: named for what it is, and no signal decides a kind.
      return .success(Answer(kind: .other, mimeType: String(describing: type.inodeType), source: .none))
    case .regular:
      break
    }
    var signals = KindSignals(name: name)
    if sniff {
      let fd: Int32
      switch SystemCalls.openForReading(path) {
      case .success(let opened): fd = opened
      case .failure(let error): return .failure(Failure(error))
      }
      defer { SystemCalls.closeDescriptor(fd) }
      do {
        signals.sniffedMIMEType = try ContentSniffer.shared.sniff(
          fd: fd, path: String(decoding: path, as: UTF8.self))
      } catch {
        switch error {
        case .system(_, let code, _): return .failure(Failure(Errno(code)))
        // Replaced by a special file between the check and the open.
        case .notRegularFile(_, let type):
          return .failure(Failure(reason: "not a regular file (\(type)); not read"))
        default: return .failure(Failure(reason: error.description))
        }
      }
    }
    let resolution = KindResolver.resolve(signals)
    return .success(Answer(kind: resolution.kind, mimeType: resolution.mimeType, source: resolution.source))
  }
}
