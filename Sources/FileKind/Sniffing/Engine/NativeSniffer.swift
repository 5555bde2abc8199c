/// FileKind's own format checks: the parsers and confirmations the
/// ``DetectionTree`` calls. Pure byte comparisons: no allocation, no C
/// call. Each returns `nil` for bytes it does not know.
package enum NativeSniffer {
  /// The media type FileKind's own checks give `bytes` (a file's prefix),
  /// or `nil`: the detection tree without the generated rules.
  package static func mimeType(of bytes: UnsafeRawBufferPointer) -> String? {
    knownType(of: bytes).map { String(describing: $0.name) }
  }

  /// `mimeType(of:)` as the table's row: nothing is allocated.
  package static func knownType(of bytes: UnsafeRawBufferPointer) -> KnownType? {
    DetectionTree.native(bytes)
  }

  /// The media type of `bytes`, or `nil`.
  package static func mimeType(of bytes: [UInt8]) -> String? {
    bytes.withUnsafeBytes { mimeType(of: $0) }
  }
}
