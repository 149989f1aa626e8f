/// The outcome for one field of a form submission.
public struct FieldReport: Sendable, Hashable {
  /// The field's name.
  public var name: String
  /// The field's type: a keyboard type's UIKit spelling, or `picker`.
  public var type: String
  /// The validator's result; `nil` when the field was absent or empty.
  public var result: ValidationResult? {
    didSet { isValid = FieldReport.validity(result, issues) }
  }
  /// The result's issues, or a `form.missing-field` issue for a required
  /// field that was absent or empty.
  public var issues: [ValidationIssue] {
    didSet { isValid = FieldReport.validity(result, issues) }
  }
  /// Whether the field is acceptable: valid, or absent and optional.
  ///
  /// Kept beside the result and the issues (set again when either is set):
  /// computed on each read, it copied the whole result through the
  /// optional, and a table reads it several times a row.
  public private(set) var isValid: Bool

  /// Creates a report.
  /// - Parameters:
  ///   - name: The field's name.
  ///   - type: The field's type name.
  ///   - result: The validator's result, if a value was given.
  ///   - issues: The issues; defaults to the result's.
  public init(
    name: String, type: String, result: ValidationResult?, issues: [ValidationIssue]? = nil
  ) {
    self.name = name
    self.type = type
    let issues = issues ?? result?.issues ?? []
    self.isValid = FieldReport.validity(result, issues)
    self.result = result
    self.issues = issues
  }

  /// Whether a field with `result` and `issues` is acceptable.
  private static func validity(_ result: ValidationResult?, _ issues: [ValidationIssue]) -> Bool {
    // Through the optional in place: `if let` copied the whole result.
    if let valid = result?.isValid { return valid }
    return !issues.hasError
  }

  /// The canonical value, when the field was given and is valid.
  public var value: String? { result?.isValid == true ? result?.value : nil }
}
