// GENERATED FILE, do not edit.
// 7 container families from freedesktop shared-mime-info 2.2 (/usr/share/mime).
// Regenerate with: python3 Scripts/generate-tables.py
// swift-format-ignore-file
// Policy: Scripts/kind-policy.tsv (kinds, families, put.io's extensions, each with its reason).

extension ContainerFamily {
  /// The kinds a name may refine each family's bytes to.
  var refinableKinds: [IconKind] {
    switch self {
    case .zip: [.document, .archive]
    case .isoMedia: [.audio, .video]
    case .ogg: [.audio, .video]
    case .matroska: [.audio, .video]
    case .asf: [.audio, .video]
    case .compoundFile: [.document]
    case .text: [.document]
    }
  }
}
