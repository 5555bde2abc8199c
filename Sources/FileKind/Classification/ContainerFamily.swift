/// Container formats whose bytes look alike across kinds: inside one, a
/// name of the same family may refine what the bytes say (zip + `.docx` is
/// a document, ISO media + `.m4a` is audio); a name of another family
/// (`.mkv` on Ogg bytes, `.pdf` on zip bytes) refines nothing.
///
/// Each media type's family is a column of the media-type table, computed
/// by its generator through all of the type's parents in shared-mime-info's
/// subclass graph (`text/x-python` is text through its second parent).
///
/// The families, their roots and the kinds each may be refined to are rows
/// of `Scripts/kind-policy.tsv`; the generator writes ``refinableKinds``.
enum ContainerFamily: Sendable {
  case zip, isoMedia, ogg, matroska, asf, compoundFile, text

  /// Whether a name may refine the family's bytes to `kind`.
  func refines(to kind: IconKind) -> Bool { refinableKinds.contains(kind) }
}
