/// A row of FileKind's media-type table: a canonical media type and what
/// FileKind knows of it (its kind, its container family, whether it leaves
/// the kind open, whether it announces itself in its first bytes).
///
/// Every engine answers with a row, so a type read from bytes is never
/// spelled out and parsed again on its way to a kind. The rows, and a
/// constant for each (`KnownType.imagePng`), are generated from
/// shared-mime-info and `Scripts/kind-policy.tsv`.
@usableFromInline
package struct KnownType: Sendable, Hashable {
  @usableFromInline let row: Int16

  @inlinable init(row: Int16) { self.row = row }

  /// The row's number in the table.
  package var index: Int { Int(row) }

  /// The canonical name (`video/x-matroska`).
  var name: StaticString { MediaTypeTable.names[Int(row)] }

  /// The kind its bytes decide, or `nil` when they decide none
  /// (`application/octet-stream`, `application/x-zerosize`).
  var kind: IconKind? { MediaTypeTable.kinds[Int(row)] }

  /// The container family it belongs to through any of its parents.
  var family: ContainerFamily? { MediaTypeTable.families[Int(row)] }

  /// Whether it is a container's own type (`application/zip`,
  /// `video/mp4`…): bytes that said no more than the container.
  var leavesKindOpen: Bool { MediaTypeTable.leavesKindOpen[Int(row)] }

  /// Whether the format announces itself in its first bytes, so bytes that
  /// are not it refute a claim of it.
  var isSelfDescribing: Bool { MediaTypeTable.selfDescribing[Int(row)] }

  /// The name's bytes, compared in place.
  var utf8: UnsafeBufferPointer<UInt8> {
    let name = self.name
    return UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
  }

  /// Every row, for tests and tools.
  static var all: [KnownType] { MediaTypeTable.names.indices.map { KnownType(row: Int16($0)) } }
}
