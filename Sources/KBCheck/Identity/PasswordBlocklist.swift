/// The bundled list of common passwords (NIST SP 800-63B §3.1.1.2: "a
/// blocklist of commonly-used, expected or compromised values"): zxcvbn's
/// leaked-password frequency list, the entries of at least 8 characters
/// (`Generated/PasswordBlocklistData.swift`, with its source and
/// regeneration command).
package enum PasswordBlocklist {
  /// The rank of every entry (1 = most common), by entry.
  private static let ranks: [Substring: Int] = {
    var table: [Substring: Int] = [:]
    table.reserveCapacity(sourceCount)
    for (index, line) in data.split(separator: "\n").enumerated() where table[line] == nil {
      table[line] = index + 1
    }
    return table
  }()

  /// The number of entries.
  package static var count: Int { ranks.count }

  /// Where the list comes from, such as `zxcvbn 4.5.0`.
  package static var source: String { sourceVersion }

  /// The rank of a password on the list (1 = most common), compared in
  /// lower case; `nil` when it is not on the list.
  /// - Parameter password: The password, enforced (OpaqueString).
  /// - Returns: Its rank.
  /// - Complexity: O(*n*) in the password's length.
  package static func rank(of password: String) -> Int? {
    let lowered = password.lowercased()
    return ranks[Substring(lowered)]
  }
}
