import FileKind

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A row as JSON (the row schema ``FileRow``'s `Codable` form writes),
/// written straight into a buffer, from the same two parts
/// the library builds a ``FileRow`` from: the renderer's ``RowTemplate``
/// for the line's kind and flags (written once per template and kept as
/// bytes) and the texts the renderer writes for the line. A line then
/// costs its parsing, its name, its texts and two copies.
/// `@unchecked Sendable`: the fragments are written once, in `init`, and only
/// read after; the renderer is `Sendable` itself.
package final class RowJSON: @unchecked Sendable {
  package let renderer: RowRenderer
  /// `,"kind":…,"size":"` and `","tap":…}\n` by kind and flags, in one
  /// block of memory: no reference counting per line, which two threads
  /// would otherwise contend for.
  package let fragments: UnsafeMutablePointer<UInt8>
  /// The size of `fragments`.
  package let byteCount: Int
  /// Where each head and tail lies in `fragments`.
  package let heads: UnsafeMutablePointer<(start: Int, count: Int)>
  package let tails: UnsafeMutablePointer<(start: Int, count: Int)>
  /// Who owns the fragments: this object, or the one it shares them with.
  private let owner: RowJSON?

  package init(renderer: RowRenderer) {
    self.renderer = renderer
    owner = nil
    var headBytes: [[UInt8]] = []
    var tailBytes: [[UInt8]] = []
    // In the order of `RowKey`.
    for key in 0..<RowKey.count {
      let (kind, flags) = RowKey.key(at: key)
      let row = renderer.template(kind: kind, flags: flags)
      let head = ByteBuffer(capacity: 256)
      head.append(",\"kind\":")
      JSONWriter.string(row.kind.rawValue, to: head)
      head.append(",\"glyph\":")
      JSONWriter.string(row.icon.glyph, to: head)
      head.append(",\"tint\":")
      JSONWriter.string(row.icon.tint.rawValue, to: head)
      head.append(",\"size\":\"")
      headBytes.append(Array(head.bytes))
      let tail = ByteBuffer(capacity: 512)
      tail.append("\",\"tap\":")
      JSONWriter.string(row.tap.rawValue, to: tail)
      tail.append(",\"swipe\":")
      JSONWriter.actionItems(row.swipe, to: tail)
      tail.append(",\"more\":")
      JSONWriter.actionItems(row.more, to: tail)
      tail.append(",\"menu\":")
      JSONWriter.actionItems(row.menu, to: tail)
      tail.append(",\"trailing\":")
      JSONWriter.tintedGlyphs(row.trailing, to: tail)
      tail.append(",\"offline_mark\":")
      JSONWriter.tintedGlyph(row.offlineMark, to: tail)
      tail.append("}\n")
      tailBytes.append(Array(tail.bytes))
    }
    let total = (headBytes + tailBytes).reduce(0) { $0 + $1.count }
    byteCount = total
    fragments = .allocate(capacity: total)
    heads = .allocate(capacity: headBytes.count)
    tails = .allocate(capacity: tailBytes.count)
    var offset = 0
    for (i, bytes) in headBytes.enumerated() {
      (fragments + offset).initialize(from: bytes, count: bytes.count)
      heads[i] = (offset, bytes.count)
      offset += bytes.count
    }
    for (i, bytes) in tailBytes.enumerated() {
      (fragments + offset).initialize(from: bytes, count: bytes.count)
      tails[i] = (offset, bytes.count)
      offset += bytes.count
    }
  }

  /// `other`'s fragments, shared (they are only read), for `renderer`
  /// (built with the same settings): not 448 rows rendered again, and no
  /// copy per chunk. Each chunk reads them through its own object, whose
  /// pointers cost no reference count per line; `other` is retained once.
  package init(sharing other: RowJSON, renderer: RowRenderer) {
    self.renderer = renderer
    owner = other.owner ?? other
    byteCount = other.byteCount
    fragments = other.fragments
    heads = other.heads
    tails = other.tails
  }

  deinit {
    guard owner == nil else { return }
    fragments.deallocate()
    heads.deallocate()
    tails.deallocate()
  }

  @inline(__always)
  func fragment(_ range: (start: Int, count: Int)) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: fragments + range.start, count: range.count)
  }

  package func write(_ parsed: ListingLine, line: UnsafeBufferPointer<UInt8>, to out: ByteBuffer) {
    let name = UnsafeBufferPointer(rebasing: line[parsed.nameRange])
    let kind = FileEntry.kind(
      resolved: NameClassifier.kind(ofUTF8: name), isFolder: parsed.isFolder, flags: parsed.flags)
    let key = RowKey.index(kind, parsed.flags)
    out.append(UInt8(ascii: "{"))
    JSONWriter.member("name", name, to: out, knownPlain: parsed.nameIsPlainJSON)
    out.append(fragment(heads[key]))
    let source = RowRenderer.TextSource(
      kind: kind, size: parsed.size, modified: Date(timeIntervalSince1970: parsed.seconds),
      added: parsed.added.map(Date.init(timeIntervalSince1970:)), itemCount: parsed.itemCount)
    writeTexts(source, to: out)
    out.append(fragment(tails[key]))
  }

  /// The size, date and subtitle between a row's head and tail.
  @inline(__always)
  func writeTexts(_ source: RowRenderer.TextSource, to out: ByteBuffer) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: RowRenderer.maximumTextLength) { texts in
      let parts = renderer.writeTexts(for: source, into: texts)
      // The texts are plain UTF-8 with nothing to escape: copy them as they are.
      let all = UnsafeBufferPointer(texts)
      out.append(UnsafeBufferPointer(rebasing: all[parts.size]))
      out.append("\",\"date\":\"")
      out.append(UnsafeBufferPointer(rebasing: all[parts.date]))
      out.append("\",\"subtitle\":\"")
      out.append(UnsafeBufferPointer(rebasing: all[parts.subtitle]))
    }
  }
}

extension RowJSON {
  /// Writes the row of an entry read from elsewhere than a listing line
  /// (a put.io page): the same JSON, from the entry's decided kind.
  package func write(_ entry: FileEntry, to out: ByteBuffer) {
    let kind = entry.kind
    let key = RowKey.index(kind, entry.flags)
    out.append("{\"name\":")
    JSONWriter.string(entry.name, to: out)
    if let id = entry.id {
      out.append(",\"file_id\":")
      out.append(decimal: id)
    }
    out.append(fragment(heads[key]))
    writeTexts(
      RowRenderer.TextSource(
        kind: kind, size: entry.size, modified: entry.date, added: entry.added, itemCount: entry.itemCount),
      to: out)
    out.append(fragment(tails[key]))
  }
}
