extension GermanMessages {
  /// German messages of the url family, keyed `code` or `code#variant`.
  static let url: [String: String] = [:]
}
