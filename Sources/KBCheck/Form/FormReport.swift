/// The outcome of validating a whole form submission against a
/// ``FormSchema``.
public struct FormReport: Sendable, Hashable {
  /// Whether every field is valid, no required field is missing, no unknown
  /// field was refused and the submission itself was readable.
  public var isValid: Bool
  /// One report per schema field, in the schema's order.
  public var fields: [FieldReport]
  /// The required fields that were absent, `null` or empty.
  public var missing: [String]
  /// The submission's keys that name no field, in submission order: the
  /// first ``FormSchema/listedKeyLimit``, the rest counted by a
  /// `form.more-issues` issue.
  public var unknown: [String]
  /// How many distinct unknown keys the submission had, listed or not.
  public var unknownCount: Int
  /// Problems with the submission as a whole: `form.invalid-json`,
  /// `input.invalid-utf8`, `form.not-an-object`, `form.unknown-field`,
  /// `form.duplicate-field` (at most ``FormSchema/listedKeyLimit`` of
  /// those two, then one `form.more-issues`).
  public var formIssues: [ValidationIssue]
  /// The canonical values of the valid fields, by name: derived from
  /// ``fields`` when read (a table's rows build no dictionary), unless set.
  public var values: [String: String] {
    get { assignedValues ?? FormReport.values(of: fields) }
    set { assignedValues = newValue }
  }
  /// Values set through ``values``, if any.
  private var assignedValues: [String: String]?

  /// Creates a report; ``isValid`` and ``values`` are derived.
  /// - Parameters:
  ///   - fields: The field reports, in schema order.
  ///   - missing: The missing required fields.
  ///   - unknown: The unknown keys.
  ///   - formIssues: Submission-level issues.
  ///   - unknownCount: How many distinct unknown keys there were, when
  ///     more than `unknown` lists; `nil` for `unknown.count`.
  public init(
    fields: [FieldReport], missing: [String] = [], unknown: [String] = [],
    formIssues: [ValidationIssue] = [], unknownCount: Int? = nil
  ) {
    self.fields = fields
    self.missing = missing
    self.unknown = unknown
    self.unknownCount = unknownCount ?? unknown.count
    self.formIssues = formIssues
    // By index: each field read in place, not copied.
    self.isValid =
      fields.indices.allSatisfy { fields[$0].isValid } && missing.isEmpty
      && !formIssues.hasError
  }

  /// The canonical values of the valid fields among `fields`, by name.
  private static func values(of fields: [FieldReport]) -> [String: String] {
    var values: [String: String] = [:]
    for field in fields {
      if let value = field.value { values[field.name] = value }
    }
    return values
  }

  /// The report of the named field, if the schema has it.
  /// - Parameter name: The field's name.
  /// - Returns: The field's report.
  /// - Complexity: O(*n*) in the number of fields.
  public subscript(field name: String) -> FieldReport? {
    fields.first { $0.name == name }
  }
}

extension ValidationIssue.Code {
  /// A required field is absent, `null` or empty.
  public static let formMissingField: Self = "form.missing-field"
  /// A submission key names no field of the schema.
  public static let formUnknownField: Self = "form.unknown-field"
  /// A submission gives the same key twice.
  public static let formDuplicateField: Self = "form.duplicate-field"
  /// A submission is not well-formed JSON.
  public static let formInvalidJSON: Self = "form.invalid-json"
  /// A submission is JSON but not an object.
  public static let formNotAnObject: Self = "form.not-an-object"
  /// A field's value is an array, object or boolean, not text or a number.
  public static let formNotText: Self = "form.not-text"
  /// A field's type or options cannot configure a validator.
  public static let formConfiguration: Self = "form.configuration"
  /// More unknown or repeated keys than a report lists
  /// (``FormSchema/listedKeyLimit``); the issue counts the rest.
  public static let formMoreIssues: Self = "form.more-issues"
}
