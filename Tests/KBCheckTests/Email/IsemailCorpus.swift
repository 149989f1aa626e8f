import Foundation
import KBCheck
import Testing

/// One case of `Fixtures/isemail/corpus-unified.json`.
struct IsemailCase: Sendable, CustomTestStringConvertible {
  var set: String
  var id: Int
  var address: String
  var category: String
  var diagnosis: String

  /// `set#id`, the key used in the tables of the tests.
  var key: String { "\(set)#\(id)" }

  /// isemail's verdict at its default threshold: VALID, DNSWARN and
  /// RFC5321 are valid; CFWS, DEPREC, RFC5322 and ERR are not.
  var thresholdValid: Bool {
    ["ISEMAIL_VALID_CATEGORY", "ISEMAIL_DNSWARN", "ISEMAIL_RFC5321"].contains(category)
  }

  var testDescription: String { "\(key) \(address.debugDescription)" }

  /// All 648 cases, in file order.
  static let all: [IsemailCase] = {
    guard
      let url = Bundle.module.url(
        forResource: "corpus-unified", withExtension: "json",
        subdirectory: "Fixtures/isemail"),
      let data = try? Data(contentsOf: url),
      let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    else { return [] }
    return list.compactMap { item in
      guard let set = item["set"] as? String, let id = item["id"] as? Int,
        let address = item["address"] as? String, let category = item["category"] as? String,
        let diagnosis = item["diagnosis"] as? String
      else { return nil }
      return IsemailCase(
        set: set, id: id, address: address, category: category, diagnosis: diagnosis)
    }
  }()
}

extension ValidationResult {
  /// The verdict to compare with isemail's threshold: valid, and no
  /// `email.deprecated.*` warning (isemail puts comments, folding whitespace
  /// and obsolete syntax above its threshold: CFWS and DEPREC).
  var isemailThresholdValid: Bool {
    isValid && !issues.contains { $0.code.rawValue.hasPrefix("email.deprecated.") }
  }
}
