import FileKind
import FileKindCommandCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads put.io pages from standard input on every core, in order: the
/// framer cuts whole file objects into chunks, each worker reads its
/// chunk's files and writes their lines, and the chunks are written in
/// input order with each bad page or file named on standard error.
enum PagesRun {
  /// Calls `read` on each good file of the pages, on the chunk's worker,
  /// then `emit` on each chunk in input order (by default, writing what
  /// `read` wrote to the chunk's output).
  static func run(
    jobs: Int, chunkBytes: Int = PutioPageFramer.chunkBytes,
    read: @escaping @Sendable (PutioFile, PutioChunk) -> Void, emit: ((PutioChunk) -> Void)? = nil
  ) -> ExitStatus {
    var framer = PutioPageFramer(fd: 0, chunkBytes: chunkBytes)
    let out = OutputStream(fd: 1)
    var bad = 0
    let pipeline = Pipeline(jobs: jobs) { PutioChunk() }
    pipeline.run(
      fill: { framer.fill($0) },
      cost: { $0.bytes.count },
      work: { chunk in chunk.forEachFile(releasingBytes: true) { read($0, chunk) } },
      emit: { chunk in
        if let emit { emit(chunk) } else { out.write(chunk.output) }
        for message in chunk.errors { printError("filekind: \(message)") }
        bad += chunk.fileErrors.count + chunk.pageErrors.count
      })
    if let error = framer.readError {
      printError("filekind: cannot read the input: \(error.description)")
      return .badInput
    }
    return bad == 0 ? .success : .badInput
  }
}

extension RowsCommand {
  /// `rows --input putio`: each page's files as rows, `--search` and
  /// `--sort` as for a listing (the library's ``ListingSort`` orders them).
  func runPages() -> ExitStatus {
    // RowJSON is read-only once built: the workers share one.
    let json = RowJSON(renderer: renderer)
    let search = self.search
    guard let sort else {
      return PagesRun.run(jobs: jobs) { file, chunk in
        if let search, !search.matches(file.entry.name) { return }
        json.write(file.entry, to: chunk.output)
      }
    }
    // The whole listing is needed before the first row: the workers keep
    // each chunk's matching entries, and the ordering thread gathers them.
    var entries: [FileEntry] = []
    let status = PagesRun.run(
      jobs: jobs,
      read: { file, chunk in
        if search?.matches(file.entry.name) ?? true { chunk.entries.append(file.entry) }
      },
      emit: { chunk in entries.append(contentsOf: chunk.entries) })
    let out = OutputStream(fd: 1)
    let buffer = ByteBuffer(capacity: 1 << 20)
    for i in sort.sortedIndices(entries) {
      json.write(entries[i], to: buffer)
      if buffer.bytes.count >= 1 << 20 {
        out.write(buffer)
        buffer.removeAll()
      }
    }
    out.write(buffer)
    return status
  }
}

/// `filekind ingest`: put.io pages to one JSON line a file, with what a
/// sync engine persists.
struct IngestCommand {
  let jobs: Int
  /// Whether each line carries the name's sort key (`--sort-key`).
  let sortKey: Bool

  /// `ingest`'s options, declared once.
  static let options = OptionTable(
    command: "ingest",
    [
      Usage.jobsOption(
        "threads reading chunks of files (default: every core); the output is the same for every N"),
      OptionSpec(
        ["--sort-key"],
        "add sort_key: the name's sort key in base64 (its bytes sort names in Finder order)"),
    ])

  init(parsing tokens: [[UInt8]]) {
    let parsed = Usage.parse(tokens, Self.options, help: Usage.ingest)
    if !parsed.operands.isEmpty {
      Usage.fail("ingest takes no operands; the pages come on standard input", command: "ingest")
    }
    var jobs = SystemCalls.activeProcessors
    var sortKey = false
    for (key, _, value) in parsed.options {
      switch key {
      case "--jobs": jobs = Usage.jobs(value, command: "ingest")
      case "--sort-key": sortKey = true
      default: break
      }
    }
    self.jobs = jobs
    self.sortKey = sortKey
  }

  func run() -> ExitStatus {
    let sortKey = self.sortKey
    // A key can be 43 times its name: smaller chunks keep the ones in
    // flight within the command's memory.
    return PagesRun.run(jobs: jobs, chunkBytes: sortKey ? 32 << 10 : PutioPageFramer.chunkBytes) {
      file, chunk in
      Self.write(file, sortKey: sortKey ? NameSortKey(for: file.entry.name) : nil, to: chunk.output)
    }
  }

  /// `{"id":7,"parent_id":0,"name":"a.mkv","kind":"video","type":"video/x-matroska","source":"file_type",`
  /// `"flags":[],"size":5,"created_at":1704164645,"updated_at":1749283750.123456,`
  /// `"first_accessed_at":null,"is_hidden":false,"folder_type":"REGULAR","sort_by":"NAME_ASC",`
  /// `"crc32":"f4241","sha1":null}`, with `"sort_key":"…"` after the name when a key is given.
  static func write(_ file: PutioFile, sortKey: NameSortKey? = nil, to out: ByteBuffer) {
    out.append("{\"id\":")
    out.append(decimal: file.id)
    out.append(",\"parent_id\":")
    if let parent = file.parentID { out.append(decimal: parent) } else { out.append("null") }
    out.append(",\"name\":")
    JSONWriter.string(file.entry.name, to: out)
    if let sortKey {
      // Base64's alphabet needs no escaping.
      out.append(",\"sort_key\":\"")
      JSONWriter.raw(sortKey.base64EncodedString, to: out)
      out.append(UInt8(ascii: "\""))
    }
    out.append(",\"kind\":\"")
    JSONWriter.raw(file.entry.kind.rawValue, to: out)
    out.append("\",\"type\":")
    if let type = file.resolution.type { JSONWriter.string(type.name, to: out) } else { out.append("null") }
    out.append(",\"source\":\"")
    JSONWriter.raw(
      file.entry.kind == .folder && file.resolution.kind != .folder
        ? "folder" : file.resolution.source.rawValue,
      to: out)
    out.append("\",\"flags\":[")
    var first = true
    for (flag, names) in EntryFlags.spellings where file.entry.flags.contains(flag) {
      if !first { out.append(UInt8(ascii: ",")) }
      first = false
      JSONWriter.string(names[0], to: out)
    }
    out.append("],\"size\":")
    out.append(decimal: file.entry.size)
    out.append(",\"created_at\":")
    if let added = file.entry.added { epochSeconds(added, to: out) } else { out.append("null") }
    out.append(",\"updated_at\":")
    epochSeconds(file.entry.date, to: out)
    out.append(",\"first_accessed_at\":")
    if let accessed = file.firstAccessed { epochSeconds(accessed, to: out) } else { out.append("null") }
    out.append(file.isHidden ? ",\"is_hidden\":true" : ",\"is_hidden\":false")
    func optionalString(_ key: StaticString, _ value: String?) {
      out.append(key)
      if let value { JSONWriter.string(value, to: out) } else { out.append("null") }
    }
    optionalString(",\"folder_type\":", file.folderType?.rawValue)
    optionalString(",\"sort_by\":", file.sortBy?.description)
    optionalString(",\"crc32\":", file.crc32)
    optionalString(",\"sha1\":", file.sha1)
    out.append("}\n")
  }

  /// A date as Unix seconds, to the microsecond put.io's dates carry:
  /// `1749283750.123456`, `1704164645`.
  static func epochSeconds(_ date: Date, to out: ByteBuffer) {
    // put.io's dates are years 1 to 9999; the clamp only keeps the
    // conversion defined.
    let scaled = (date.timeIntervalSince1970 * 1_000_000).rounded()
    var micros = scaled.isNaN ? 0 : Int64(max(-9e18, min(9e18, scaled)))
    // The sign is the whole number's: -1.5 is a second and a half before 1970.
    if micros < 0 {
      out.append(UInt8(ascii: "-"))
      micros = -micros
    }
    out.append(decimal: micros / 1_000_000)
    var fraction = micros % 1_000_000
    guard fraction != 0 else { return }
    out.append(UInt8(ascii: "."))
    var digits = 6
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    var place: Int64 = 1
    for _ in 1..<digits { place *= 10 }
    while place > 0 {
      out.append(UInt8(ascii: "0") + UInt8(fraction / place % 10))
      place /= 10
    }
  }
}
