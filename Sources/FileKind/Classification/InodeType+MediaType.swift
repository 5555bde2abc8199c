/// What shared-mime-info calls a file that is not read: the classification
/// of what the file system says a path is.
extension InodeType {
  /// shared-mime-info's type for a file that is not read.
  var mediaType: KnownType {
    switch self {
    case .fifo: .inodeFifo
    case .socket: .inodeSocket
    case .characterDevice: .inodeChardevice
    case .blockDevice: .inodeBlockdevice
    case .symbolicLink: .inodeSymlink
    case .directory: .inodeDirectory
    case .regular, .other: .applicationOctetStream
    }
  }
}
