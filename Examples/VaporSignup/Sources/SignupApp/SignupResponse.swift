import KBCheck
import Vapor

/// What `POST /signup` answers: a status and a JSON body.
struct SignupResponse: Sendable, Equatable {
  /// 201 when the submission is valid, 422 when it is not, 4xx for a
  /// request that cannot be read.
  var status: HTTPResponseStatus
  /// The JSON body.
  var body: JSONValue

  /// The answer to a validated submission.
  ///
  /// Valid: 201 with `{"valid": true, "locale", "values": {name: canonical}}`
  /// (plus `"warnings"` when a field has any). Invalid: 422 with
  /// `{"valid": false, "locale", "fields": {name: {"valid", "value"?,
  /// "issues": [{code, severity, message, range}]}}, "missing", "unknown",
  /// "issues"}`, fields in schema order.
  /// - Parameters:
  ///   - report: The schema's report.
  ///   - locale: The locale the request asked for.
  /// - Returns: The response.
  /// - Complexity: O(*f* + *i*) in the fields and issues.
  static func answer(to report: FormReport, locale: String) -> SignupResponse {
    if report.isValid {
      var values: [JSONMember] = []
      var warnings: [JSONMember] = []
      for field in report.fields {
        if let value = field.value { values.append(JSONMember(field.name, .string(value))) }
        let fieldWarnings = field.issues.filter { $0.severity == .warning }
        if !fieldWarnings.isEmpty {
          warnings.append(JSONMember(field.name, .array(fieldWarnings.map(\.jsonObject))))
        }
      }
      var members = [
        JSONMember("valid", .bool(true)), JSONMember("locale", .string(locale)),
        JSONMember("values", .object(values)),
      ]
      if !warnings.isEmpty { members.append(JSONMember("warnings", .object(warnings))) }
      return SignupResponse(status: .created, body: .object(members))
    }
    // A field with neither a result nor an issue was not looked at (an
    // optional field left empty, or a body rejected as a whole).
    let fields: [JSONMember] = report.fields.filter { $0.result != nil || !$0.issues.isEmpty }
      .map { field in
        var members = [JSONMember("valid", .bool(field.isValid))]
        if let value = field.value { members.append(JSONMember("value", .string(value))) }
        members.append(JSONMember("issues", .array(field.issues.map(\.jsonObject))))
        return JSONMember(field.name, .object(members))
      }
    return SignupResponse(
      status: .unprocessableEntity,
      body: .object([
        JSONMember("valid", .bool(false)), JSONMember("locale", .string(locale)),
        JSONMember("fields", .object(fields)),
        JSONMember("missing", .array(report.missing.map(JSONValue.string))),
        JSONMember("unknown", .array(report.unknown.map(JSONValue.string))),
        JSONMember("issues", .array(report.formIssues.map(\.jsonObject))),
      ]))
  }

  /// The answer to a request whose body cannot be read as a submission:
  /// `{"valid": false, "issues": [{code, severity, message, range}]}`.
  /// - Parameters:
  ///   - status: The HTTP status.
  ///   - code: The issue's stable code, such as `input.invalid-utf8`.
  ///   - message: An English message.
  /// - Returns: The response.
  static func failure(
    _ status: HTTPResponseStatus, code: ValidationIssue.Code, message: String
  ) -> SignupResponse {
    let issue = ValidationIssue(code, message: message, range: 0..<0)
    return SignupResponse(
      status: status,
      body: .object([
        JSONMember("valid", .bool(false)), JSONMember("issues", .array([issue.jsonObject])),
      ]))
  }

  /// The response as Vapor's: the body's compact JSON text, UTF-8.
  var vaporResponse: Response {
    var headers = HTTPHeaders()
    headers.replaceOrAdd(name: .contentType, value: "application/json; charset=utf-8")
    return Response(status: status, headers: headers, body: .init(string: body.jsonText))
  }
}

extension SignupResponse {
  /// 413 for a body over ``SignupForm/maxBodySize``.
  static var tooLarge: SignupResponse {
    .failure(
      .payloadTooLarge, code: "request.too-large",
      message: "The request body is larger than \(SignupForm.maxBodySize) bytes.")
  }
}
