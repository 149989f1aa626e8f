/// The German catalogue: one table per family, keyed `code` or
/// `code#variant`, with the same placeholders as the English template.
enum GermanMessages {
  /// Every German template.
  static let all: [String: String] = {
    var all: [String: String] = [:]
    for table in [hostChanges] {
      all.merge(table) { first, _ in first }
    }
    return all
  }()
}
