import Foundation
import KBCheck
import Testing

/// The `form` profile's verdict on every isemail case, asserted against the
/// reviewed golden file `Fixtures/email/form-verdicts.tsv` (columns: set,
/// id, address, isemail category, verdict, error codes, reason). Re-record
/// with `RECORD_SNAPSHOTS=1 swift test --filter EmailFormVerdictTests`
/// (reasons of rows whose verdict is unchanged are kept).
@Suite struct EmailFormVerdictTests {
  static let goldenPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/email/form-verdicts.tsv")

  /// Why the form profile differs from isemail's threshold, by first error code.
  static let reasons: [String: String] = [
    "email.local.quoted": "form refuses quoted local parts",
    "email.domain.literal": "form refuses domain literals",
    "email.domain.no-dot": "form needs a dot in the domain",
    "email.domain.tld-not-letter": "form needs a last label ending in a letter",
    "email.domain.special-use": "special-use domain",
    "email.deprecated.comment": "comments are errors outside rfc",
    "email.deprecated.folding-whitespace": "whitespace is an error outside rfc",
    "email.deprecated.cfws-near-at": "whitespace/comment beside @ is an error outside rfc",
    "email.deprecated.local-part": "obsolete local part is an error outside rfc",
    "email.idna.invalid-ace-label": "xn--example does not decode to a valid U-label (UTS #46)",
    "text.unassigned": "U+103FF is unassigned in Unicode 15.0 (ICU 72); IDNA refuses it",
  ]

  static func row(_ c: IsemailCase, _ result: ValidationResult, reason: String?) -> [String] {
    let errors = result.errors.map(\.code.rawValue)
    var why = reason ?? ""
    if why.isEmpty && result.isValid != c.thresholdValid {
      why =
        result.isValid
        ? "form accepts what isemail's threshold refuses"
        : reasons[errors.first ?? ""] ?? "form refuses: \(errors.first ?? "?")"
    }
    return [
      c.set, String(c.id), c.address.debugDescription, c.category,
      result.isValid ? "valid" : "invalid", errors.joined(separator: ","), why,
    ]
  }

  static func readGolden() -> [String: [String]] {
    guard let text = try? String(contentsOf: goldenPath, encoding: .utf8) else { return [:] }
    var rows: [String: [String]] = [:]
    for line in text.split(separator: "\n").dropFirst() {
      let cols = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if cols.count == 7 { rows["\(cols[0])#\(cols[1])"] = cols }
    }
    return rows
  }

  @Test func everyCaseMatchesTheGoldenFile() throws {
    let validator = EmailValidator(options: .form)
    let golden = EmailFormVerdictTests.readGolden()
    var mismatches: [String] = []
    var rows: [[String]] = []
    for c in IsemailCase.all {
      let result = validator.validate(c.address)
      let old = golden[c.key]
      let keepReason = old.flatMap { $0[4] == (result.isValid ? "valid" : "invalid") ? $0[6] : nil }
      let row = EmailFormVerdictTests.row(c, result, reason: keepReason)
      rows.append(row)
      if old.map({ Array($0[0..<6]) }) != Array(row[0..<6]) {
        mismatches.append("\(c.key): golden \(old ?? []) now \(row)")
      }
    }
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
      let header = "set\tid\taddress\tisemail_category\tform_verdict\terrors\treason"
      let text = ([header] + rows.map { $0.joined(separator: "\t") }).joined(separator: "\n") + "\n"
      try text.write(to: EmailFormVerdictTests.goldenPath, atomically: true, encoding: .utf8)
      return
    }
    #expect(golden.count == 648)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(40).joined(separator: "\n"))")
    let valid = rows.filter { $0[4] == "valid" }.count
    // 76 since IDNA2008 (RFC 5892) refuses skeggse#33's emoji domain.
    #expect(valid == 76)
  }
}
