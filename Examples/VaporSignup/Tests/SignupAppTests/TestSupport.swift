import Foundation

/// Test helpers: submissions as bytes and responses as JSON.
enum TestSupport {
  /// A valid submission in US English.
  static let validFields: [(String, String)] = [
    ("email", "ada@example.com"),
    ("website", "https://example.com/"),
    ("phone", "+14155550123"),
    ("postalCode", "10115"),
    ("amount", "1234.5"),
  ]

  /// The fields as a JSON object's text.
  /// - Parameter fields: Name-value pairs.
  /// - Returns: The JSON text.
  static func jsonBody(_ fields: [(String, String)]) -> String {
    let members = fields.map { "\(quoted($0.0)):\(quoted($0.1))" }
    return "{" + members.joined(separator: ",") + "}"
  }

  /// The fields form-encoded.
  /// - Parameter fields: Name-value pairs.
  /// - Returns: The body.
  static func formBody(_ fields: [(String, String)]) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return fields.map {
      "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")"
    }.joined(separator: "&")
  }

  /// A JSON string literal.
  static func quoted(_ s: String) -> String {
    let data =
      (try? JSONSerialization.data(withJSONObject: [s], options: [])) ?? Data("[\"\"]".utf8)
    let text = String(decoding: data, as: UTF8.self)
    return String(text.dropFirst().dropLast())
  }

  /// A JSON object decoded from bytes, or `nil`.
  /// - Parameter bytes: The response body.
  /// - Returns: The object.
  static func object(_ bytes: some Collection<UInt8>) -> [String: Any]? {
    try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
  }

  /// The issue codes of one field of a 422 answer.
  /// - Parameters:
  ///   - json: The answer.
  ///   - field: The field's name.
  /// - Returns: The codes in order.
  static func codes(_ json: [String: Any]?, field: String) -> [String] {
    let fields = json?["fields"] as? [String: Any]
    let entry = fields?[field] as? [String: Any]
    let issues = entry?["issues"] as? [[String: Any]] ?? []
    return issues.compactMap { $0["code"] as? String }
  }

  /// The messages of one field's issues in an answer.
  /// - Parameters:
  ///   - json: The answer.
  ///   - field: The field's name.
  /// - Returns: The messages in order.
  static func messages(_ json: [String: Any]?, field: String) -> [String] {
    let fields = json?["fields"] as? [String: Any]
    let entry = fields?[field] as? [String: Any]
    let issues = entry?["issues"] as? [[String: Any]] ?? []
    return issues.compactMap { $0["message"] as? String }
  }

  /// The codes of the form-level issues of an answer.
  /// - Parameter json: The answer.
  /// - Returns: The codes in order.
  static func formCodes(_ json: [String: Any]?) -> [String] {
    let issues = json?["issues"] as? [[String: Any]] ?? []
    return issues.compactMap { $0["code"] as? String }
  }

  /// The canonical values of an answer: each field's `value`, when it has one.
  /// - Parameter json: The answer.
  /// - Returns: Values by field name.
  static func values(_ json: [String: Any]?) -> [String: String] {
    let fields = json?["fields"] as? [String: Any] ?? [:]
    return fields.compactMapValues { ($0 as? [String: Any])?["value"] as? String }
  }

  /// The structure of a JSON value: its object keys, recursively, with
  /// arrays reduced to their first element's structure and leaves to `_`.
  /// - Parameter value: A value from `JSONSerialization`.
  /// - Returns: A description to compare.
  static func structure(_ value: Any?) -> String {
    switch value {
    case let object as [String: Any]:
      let members = object.keys.sorted().map { "\($0): \(structure(object[$0]))" }
      return "{" + members.joined(separator: ", ") + "}"
    case let array as [Any]:
      return "[" + (array.first.map { structure($0) } ?? "") + "]"
    default:
      return "_"
    }
  }

  /// One mebibyte of JSON: a valid submission whose email is padded to
  /// 1 MiB with `a`s.
  static let oneMebibyteJSON: [UInt8] = {
    let padding = String(repeating: "a", count: 1 << 20)
    return Array(jsonBody([("email", padding + "@example.com")] + validFields.dropFirst()).utf8)
  }()

  /// A JSON submission with the byte 0xFF inside the email string.
  static let invalidUTF8JSON: [UInt8] =
    Array("{\"email\":\"ada".utf8) + [0xFF] + Array("@example.com\"}".utf8)

  /// A JSON submission of exactly `size` bytes: an email padded with `a`s.
  /// - Parameter size: The body's length in bytes (at least 40).
  /// - Returns: The body.
  static func jsonBody(ofExactly size: Int) -> [UInt8] {
    let head = Array(#"{"email":""#.utf8)
    let tail = Array(#"@example.com"}"#.utf8)
    return head + [UInt8](repeating: UInt8(ascii: "a"), count: size - head.count - tail.count)
      + tail
  }

  /// A JSON array nested `depth` deep: `[[[…]]]`.
  static func nestedJSON(depth: Int) -> [UInt8] {
    [UInt8](repeating: UInt8(ascii: "["), count: depth)
      + [UInt8](repeating: UInt8(ascii: "]"), count: depth)
  }
}
