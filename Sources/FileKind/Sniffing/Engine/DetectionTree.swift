/// The engine that reads a file's first bytes against the detection
/// order (``nodes``, declared as data in `DetectionOrder.swift`, where the
/// order and its reasons are written once).
///
/// Each node names a format, the signatures it is known by (bytes at an
/// offset), and a matcher that answers a row of the media-type table. The
/// nodes are tried from top to bottom and the first that matches answers; a
/// node's children run only on bytes the node matched, and only refine an
/// answer that leaves the kind open (plain text a text format may name).
///
/// Text stays text: a node whose signature prose could spell (`ustar` at
/// 257, `TTA1` at 0) answers for bytes that are text only when it confirms
/// the signature by structure (a checksum, a header's fields) or the format
/// is text itself; otherwise text wins. The rule is written once, in
/// ``Node``, from each node's declared signatures and its ``TextRule``.
///
/// Dispatch is by the first byte: each first byte has the list of nodes
/// that can start with it, in the declared order, derived from the nodes'
/// signatures at offset 0, so a file is compared only with the signatures
/// it could match, and the answer is the one the declared order gives.
enum DetectionTree {
  /// What a node reads: the prefix alone (nearly every format), or the
  /// source, for the formats whose index may lie past the prefix.
  enum Matcher: Sendable {
    case prefix(@Sendable (Bytes) -> KnownType?)
    case source(@Sendable (SniffSource) -> KnownType?)
  }

  /// Bytes a format is known by, at a fixed offset from the file's start.
  struct Signature: Sendable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
    let offset: Int
    let bytes: [UInt8]
    /// The first eight bytes as one little-endian word, and the mask of
    /// the ones the signature has: most signatures are compared with one
    /// load, without reading `bytes` (a pointer away).
    let head: UInt64
    let headMask: UInt64
    let prosePossible: Bool

    init(_ bytes: [UInt8], at offset: Int = 0) {
      precondition(offset >= 0, "a signature lies at an offset from the start")
      self.offset = offset
      self.bytes = bytes
      var head: UInt64 = 0
      var mask: UInt64 = 0
      for (i, byte) in bytes.prefix(8).enumerated() {
        head |= UInt64(byte) << (8 * UInt64(i))
        mask |= 0xFF << (8 * UInt64(i))
      }
      self.head = head
      headMask = mask
      // Whether prose could hold it: every byte is printable ASCII or
      // white space, so a sentence may spell it where it is looked for.
      prosePossible = bytes.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    init(_ text: StaticString, at offset: Int = 0) {
      self.init(Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)), at: offset)
    }

    init(stringLiteral text: StaticString) { self.init(text) }
    init(arrayLiteral bytes: UInt8...) { self.init(bytes) }

    /// A signature at `offset`.
    static func at(_ offset: Int, _ text: StaticString) -> Signature { Signature(text, at: offset) }

    /// Whether the bytes hold the signature.
    @inline(__always)
    func matches(_ b: Bytes) -> Bool {
      let at = offset
      guard at + bytes.count <= b.count else { return false }
      // One load for the first eight bytes when they are read already;
      // otherwise `has` reads what it needs.
      if at + 8 <= b.readCount, let base = b.readSoFar.baseAddress {
        let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: at, as: UInt64.self))
        guard word & headMask == head else { return false }
        return bytes.count <= 8 || b.has(bytes, at: at)
      }
      return b.has(bytes, at: at)
    }
  }

  /// How a node's answer stands against bytes that are text, when its
  /// signature is one prose could spell.
  enum TextRule: Sendable {
    /// The signature alone: the node answers only for bytes that are not
    /// text, so a sentence that spells `TTA1` or `.RMF` stays text.
    case beatsBinaryOnly
    /// The matcher confirms the signature by structure prose does not have
    /// (a checksum, a header's fields, a page's CRC): its answer stands.
    case confirmedByStructure
    /// The format is text itself (PDF, PostScript, markup, an `ar` archive
    /// of text files): text that opens this way is the format.
    case isTheFormat
  }

  /// One format (or group of formats told apart by one parser). A class,
  /// so walking the tree copies no node.
  ///
  /// A node is tried only on bytes holding one of its signatures (a node
  /// with none is tried on every file). The rule for text, written once
  /// here: a signature prose could hold beats text only when the node's
  /// ``TextRule`` says the matcher confirms it by structure (as FLAC's
  /// STREAMINFO or Ogg's page checksum does) or the format is text;
  /// otherwise the node answers only for bytes that are not text, so a
  /// sentence that happens to spell `ustar` at 257 or `TTA1` at 0 stays
  /// text.
  final class Node: Sendable {
    /// What the node detects, for readers and tests.
    let name: StaticString
    /// The bytes the format is known by; empty when it has no fixed
    /// signature (text, transport streams) and its matcher decides alone.
    let signatures: [Signature]
    /// How the answer stands against text, when the signature matched is
    /// one prose could spell.
    let text: TextRule
    /// The first bytes the format can start with, derived from the
    /// signatures: every byte when one lies past offset 0, or none is given.
    let leading: [UInt8]
    /// Which engine the answer is credited to.
    let engine: ContentSniffer.Engine
    let matcher: Matcher
    let children: [Node]
    /// ``signatures`` in memory of the node's own, read by ``run(_:generated:)``; written once, in
    /// `init`, and only read after.
    nonisolated(unsafe) private let signatureTable: UnsafeMutablePointer<Signature>
    private let signatureCount: Int

    init(
      _ name: StaticString, _ signatures: [Signature], text: TextRule = .beatsBinaryOnly,
      engine: ContentSniffer.Engine = .native, children: [Node] = [], _ matcher: Matcher
    ) {
      self.name = name
      self.signatures = signatures
      self.text = text
      self.engine = engine
      self.matcher = matcher
      self.children = children
      let atStart = !signatures.isEmpty && signatures.allSatisfy { $0.offset == 0 && !$0.bytes.isEmpty }
      leading = atStart ? Array(Set(signatures.map { $0.bytes[0] })).sorted() : []
      signatureCount = signatures.count
      signatureTable = .allocate(capacity: Swift.max(1, signatures.count))
      signatureTable.initialize(from: signatures, count: signatures.count)
    }

    deinit {
      signatureTable.deinitialize(count: signatureCount)
      signatureTable.deallocate()
    }

    /// A node that reads the prefix alone.
    convenience init(
      _ name: StaticString, _ signatures: [Signature], text: TextRule = .beatsBinaryOnly,
      engine: ContentSniffer.Engine = .native, children: [Node] = [],
      _ detect: @escaping @Sendable (Bytes) -> KnownType?
    ) {
      self.init(name, signatures, text: text, engine: engine, children: children, .prefix(detect))
    }

    /// A fixed signature at offset 0 naming one type.
    static func signature(_ name: StaticString, _ signature: Signature, _ type: KnownType) -> Node {
      Node(name, [signature], answer: type)
    }

    /// A node whose signatures alone name `type`.
    convenience init(
      _ name: StaticString, _ signatures: [Signature], text: TextRule = .beatsBinaryOnly,
      answer type: KnownType
    ) {
      self.init(name, signatures, text: text) { _ in type }
    }

    /// A node whose signatures name `type` once `check` confirms the
    /// structure that must follow them.
    convenience init(
      _ name: StaticString, _ signatures: [Signature], text: TextRule = .beatsBinaryOnly,
      confirmedBy check: @escaping @Sendable (Bytes) -> Bool, _ type: KnownType
    ) {
      self.init(name, signatures, text: text) { check($0) ? type : nil }
    }

    /// The answer for `source`, refined by the first child that matches;
    /// with `generated` false, the generated rules' nodes are passed over.
    func run(_ source: SniffSource, generated: Bool = true) -> (
      type: KnownType, engine: ContentSniffer.Engine
    )? {
      if !generated && engine == .generated { return nil }
      let b = source.prefix
      if signatureCount > 0 {
        // The signatures are read in place (the node's own copy), so the
        // walk retains nothing per node.
        var matched = -1
        for i in 0..<signatureCount where signatureTable[i].matches(b) {
          matched = i
          break
        }
        guard matched >= 0 else { return nil }
        // Unconfirmed words prose can spell only beat binary: text is
        // decided before the matcher reads anything.
        if text == .beatsBinaryOnly && signatureTable[matched].prosePossible && NativeSniffer.isPlainText(b) {
          return nil
        }
      }
      let found: KnownType?
      switch matcher {
      case .prefix(let detect): found = detect(b)
      case .source(let detect): found = detect(source)
      }
      guard let found else { return nil }
      if found.leavesKindOpen {
        for child in children {
          if let refined = child.run(source, generated: generated) { return refined }
        }
      }
      return (found, engine)
    }
  }

  /// The tree's answer for `source`, or `nil` when no node matches; with
  /// `generated` false, FileKind's own checks alone.
  static func detect(_ source: SniffSource, generated: Bool = true) -> (
    type: KnownType, engine: ContentSniffer.Engine
  )? {
    let b = source.prefix
    guard b.count > 0 else { return nil }
    for index in buckets[Int(b[0])] {
      if let found = nodes[index].run(source, generated: generated) { return found }
    }
    return nil
  }

  /// The tree's answer for bytes held in memory.
  static func detect(_ bytes: UnsafeRawBufferPointer, generated: Bool = true) -> (
    type: KnownType, engine: ContentSniffer.Engine
  )? {
    detect(SniffSource(bytes: bytes), generated: generated)
  }

  /// FileKind's own checks alone (the tree without the generated rules).
  static func native(_ bytes: UnsafeRawBufferPointer) -> KnownType? {
    detect(bytes, generated: false)?.type
  }

  /// Node indices for each first byte, in declared order.
  static let buckets: [[Int]] = {
    var buckets = [[Int]](repeating: [], count: 256)
    for (index, node) in nodes.enumerated() {
      if node.leading.isEmpty {
        for byte in 0..<256 { buckets[byte].append(index) }
      } else {
        for byte in node.leading { buckets[Int(byte)].append(index) }
      }
    }
    return buckets
  }()
}
