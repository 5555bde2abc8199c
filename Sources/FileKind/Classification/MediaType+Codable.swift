extension MediaType: LosslessStringConvertible {}

extension MediaType: Codable {
  /// Encodes the canonical name (`video/x-matroska`): what a sync engine
  /// stores, and reads back as the same value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }

  /// Reads a stored name; a string that is not a media type is an error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let type = MediaType(name) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(name)' is not a media type")
    }
    self = type
  }
}
