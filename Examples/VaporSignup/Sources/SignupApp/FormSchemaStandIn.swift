// STAND-IN for the library's `FormSchema` (Sources/KBCheck/Form/, the CLI
// issue), written to the contract in FORM-CONTRACT.md so that this example
// builds before the real one reaches main. The types here are internal and
// shadow the library's; delete this file once `KBCheck.FormSchema` exists.
import Foundation
import KBCheck

/// A form: ordered named fields (stand-in for `KBCheck.FormSchema`).
struct FormSchema: Sendable, Hashable, Decodable {
  /// The fields in the form's order.
  var fields: [FormField]
  /// Whether fields not in the schema are accepted.
  var allowUnknownFields: Bool

  /// Decodes a schema from JSON text.
  /// - Parameter json: The schema.
  /// - Returns: The schema.
  /// - Throws: ``FormSchemaError`` for malformed JSON or an unknown type.
  static func decode(json: String) throws(FormSchemaError) -> FormSchema {
    do {
      let schema = try JSONDecoder().decode(FormSchema.self, from: Data(json.utf8))
      for field in schema.fields where field.keyboard == nil {
        throw FormSchemaError(message: "Unknown field type '\(field.type)'.")
      }
      return schema
    } catch let error as FormSchemaError {
      throw error
    } catch {
      throw FormSchemaError(message: "\(error)")
    }
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    fields = try c.decode([FormField].self, forKey: .fields)
    allowUnknownFields = try c.decodeIfPresent(Bool.self, forKey: .allowUnknownFields) ?? false
  }

  private enum CodingKeys: String, CodingKey { case fields, allowUnknownFields }

  /// Validates a submission given as JSON text.
  /// - Parameters:
  ///   - json: The submission's bytes.
  ///   - locale: The locale for fields that do not pin one.
  /// - Returns: The report.
  func validate(json: some Collection<UInt8>, locale: String? = nil) -> FormReport {
    let bytes = Array(json)
    guard String(validating: bytes, as: UTF8.self) != nil else {
      return .formFailure(
        ValidationIssue(
          "input.invalid-utf8", message: "The submission is not valid UTF-8.",
          range: 0..<0))
    }
    guard
      let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]),
      let dictionary = object as? [String: Any]
    else {
      return .formFailure(
        ValidationIssue(
          "form.invalid-json", message: "The submission is not a JSON object.", range: 0..<0))
    }
    var submission: [String: JSONValue] = [:]
    for (key, value) in dictionary {
      switch value {
      case let s as String: submission[key] = .string(s)
      case let n as NSNumber: submission[key] = .number("\(n)")
      case is NSNull: submission[key] = .null
      default: submission[key] = .array([])
      }
    }
    return validate(submission, locale: locale)
  }

  /// Validates one submission.
  /// - Parameters:
  ///   - submission: The submitted values by field name.
  ///   - locale: The locale for fields that do not pin one.
  /// - Returns: The report.
  func validate(_ submission: [String: JSONValue], locale: String? = nil) -> FormReport {
    var report = FormReport(
      isValid: true, fields: [], missing: [], unknown: [], formIssues: [], values: [:])
    let names = Set(fields.map(\.name))
    report.unknown = submission.keys.filter { !names.contains($0) }.sorted()
    for field in fields {
      let raw: String?
      switch submission[field.name] {
      case .string(let s): raw = s
      case .number(let n): raw = n
      case .int(let i): raw = String(i)
      case nil, .null: raw = nil
      default: raw = nil
      }
      guard let raw, !raw.isEmpty else {
        if field.required {
          report.missing.append(field.name)
          report.fields.append(
            FieldReport(
              name: field.name, type: field.type, result: nil,
              issues: [
                ValidationIssue("form.missing-field", message: "This field is required.", range: 0..<0)
              ]))
        }
        continue
      }
      let context = ValidationContext(
        profile: field.profile, locale: field.locale ?? locale ?? "en_US",
        options: field.options)
      guard let keyboard = field.keyboard else { continue }
      switch keyboard.validate(raw, context: context) {
      case .success(let result):
        if result.isValid, let value = result.value { report.values[field.name] = value }
        report.fields.append(
          FieldReport(name: field.name, type: field.type, result: result, issues: result.issues))
      case .failure(let error):
        report.formIssues.append(ValidationIssue(error.code, message: error.message, range: 0..<0))
      }
    }
    report.isValid =
      report.missing.isEmpty && (allowUnknownFields || report.unknown.isEmpty)
      && report.formIssues.isEmpty
      && report.fields.allSatisfy { $0.result?.isValid ?? !$0.issues.contains { $0.severity == .error } }
    return report
  }
}

/// A schema that cannot be used (stand-in).
struct FormSchemaError: Error, Sendable, CustomStringConvertible {
  /// What is wrong.
  var message: String
  /// The message.
  var description: String { message }
}

/// One named field (stand-in for `KBCheck.FormField`).
struct FormField: Sendable, Hashable, Decodable {
  var name: String
  var type: String
  var required: Bool
  var profile: String?
  var locale: String?
  var options: [String: String]
  var label: String?
  var autocomplete: String?
  /// The keyboard type the field's `type` names.
  var keyboard: KeyboardType? { KeyboardType(name: type) }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    name = try c.decode(String.self, forKey: .name)
    type = try c.decode(String.self, forKey: .type)
    required = try c.decodeIfPresent(Bool.self, forKey: .required) ?? true
    profile = try c.decodeIfPresent(String.self, forKey: .profile)
    locale = try c.decodeIfPresent(String.self, forKey: .locale)
    options = try c.decodeIfPresent([String: String].self, forKey: .options) ?? [:]
    label = try c.decodeIfPresent(String.self, forKey: .label)
    autocomplete = try c.decodeIfPresent(String.self, forKey: .autocomplete)
  }

  private enum CodingKeys: String, CodingKey {
    case name, type, required, profile, locale, options, label, autocomplete
  }
}

/// The outcome of validating a submission (stand-in for `KBCheck.FormReport`).
struct FormReport: Sendable, Hashable {
  var isValid: Bool
  var fields: [FieldReport]
  var missing: [String]
  var unknown: [String]
  var formIssues: [ValidationIssue]
  var values: [String: String]

  static func formFailure(_ issue: ValidationIssue) -> FormReport {
    FormReport(
      isValid: false, fields: [], missing: [], unknown: [], formIssues: [issue], values: [:])
  }
}

/// One field's outcome (stand-in for `KBCheck.FieldReport`).
struct FieldReport: Sendable, Hashable {
  var name: String
  var type: String
  var result: ValidationResult?
  var issues: [ValidationIssue]
}
