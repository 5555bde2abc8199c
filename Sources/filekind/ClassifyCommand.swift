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
    /// The bytes of the paths in `items`: the chunk's cost in memory.
    var pathBytes = 0
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
    // Small chunks: a path may cost a read, and the first lines should not
    // wait. A chunk also ends at a megabyte of paths.
    let pipeline = Pipeline(jobs: jobs) { Chunk() }
    pipeline.run(
      fill: { chunk in
        chunk.items.removeAll(keepingCapacity: true)
        chunk.pathBytes = 0
        while chunk.items.count < 64 && chunk.pathBytes < LineChunker.maximumLineLength,
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
          switch item {
          case .path(let path):
            switch Classifier.classify(path, sniff: sniff) {
            case .success(let answer): answer.write(path: path, to: chunk.output)
            case .failure(let failure):
              Classifier.Answer.failed(failure.reason).write(path: path, to: chunk.output)
              chunk.errors.append(Classifier.message(path, failure.reason))
            }
          case .failure(let path, let error):
            Classifier.Answer.failed(error.description).write(path: path, to: chunk.output)
            chunk.errors.append(Classifier.message(path, error.description))
          case .badEntry(let line, let path, let reason):
            Classifier.Answer.failed(reason).write(path: path, to: chunk.output)
            chunk.errors.append("filekind: line \(line) of the list: \(reason)")
          }
        }
      },
      emit: { chunk in
        out.write(chunk.output)
        for error in chunk.errors { printError(error) }
        bad += chunk.errors.count
      })
    if let error = source.listReadError {
      printError("filekind: cannot read the list: \(error.description)")
      return 1
    }
    return bad == 0 ? 0 : 1
  }
}

extension PathSource.Item {
  /// The bytes of the path this item names.
  var pathLength: Int {
    switch self {
    case .path(let path), .failure(let path, _): path.count
    case .badEntry(_, let path, _): path?.count ?? 0
    }
  }
}

/// What one path is.
enum Classifier {
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

    func write(path: [UInt8]?, to out: ByteBuffer) {
      out.append("{\"path\":")
      if let path {
        path.withUnsafeBufferPointer { JSONWriter.string($0, to: out) }
      } else {
        out.append("null")
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
    let type: FileType
    switch SystemCalls.fileType(path) {
    case .success(let found): type = found
    case .failure(let error): return .failure(Failure(reason: error.description))
    }
    let name = name(of: path)
    switch type {
    case .directory:
      return .success(Answer(KindResolver.resolve(KindSignals(name: name, isFolder: true))))
    case .regular:
      break
    default:
      // Never read: named for what it is, and no signal decides a kind.
      return .success(Answer(kind: .other, mimeType: String(describing: type.inodeType), source: .none))
    }
    var signals = KindSignals(name: name)
    if sniff {
      do {
        signals.sniffed = try ContentSniffer.shared.mediaType(
          path: path, named: String(decoding: path, as: UTF8.self))
      } catch {
        switch error {
        // Replaced by a special file between the check and the open.
        case .notRegularFile(_, let type):
          return .success(Answer(kind: .other, mimeType: String(describing: type.inodeType), source: .none))
        case .system(_, _, let errno): return .failure(Failure(reason: errno.description))
        default: return .failure(Failure(reason: error.description))
        }
      }
    }
    return .success(Answer(KindResolver.resolve(signals)))
  }
}

extension Classifier.Answer {
  init(_ resolution: KindResolution) {
    self.init(kind: resolution.kind, mimeType: resolution.mimeType, source: resolution.source)
  }
}
