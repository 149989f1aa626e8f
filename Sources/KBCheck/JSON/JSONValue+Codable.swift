extension JSONValue: Codable {
  /// Keys of an object, any string.
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Encodes the value; a ``number(_:)`` is encoded as an integer when it is
  /// one, else as a `Double` (the encoder's only other number type).
  /// - Parameter encoder: The encoder.
  /// - Throws: An error from the encoder.
  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var c = encoder.singleValueContainer()
      try c.encodeNil()
    case .bool(let b):
      var c = encoder.singleValueContainer()
      try c.encode(b)
    case .int(let i):
      var c = encoder.singleValueContainer()
      try c.encode(i)
    case .number(let text):
      var c = encoder.singleValueContainer()
      if let i = Int(text) { try c.encode(i) } else { try c.encode(Double(text) ?? .nan) }
    case .string(let s):
      var c = encoder.singleValueContainer()
      try c.encode(s)
    case .array(let items):
      var c = encoder.unkeyedContainer()
      for item in items { try c.encode(item) }
    case .object(let members):
      var c = encoder.container(keyedBy: Key.self)
      for member in members { try c.encode(member.value, forKey: Key(stringValue: member.key)) }
    }
  }

  /// Decodes any JSON value; integers become ``int(_:)``, other numbers
  /// ``number(_:)`` with the shortest text of the decoder's `Double` (an
  /// integral number beyond 2^53, which a `Double` may not hold exactly, is
  /// refused).
  /// - Parameter decoder: The decoder.
  /// - Throws: An error from the decoder, or `DecodingError` for a malformed value.
  package init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var items: [JSONValue] = []
      while !array.isAtEnd { items.append(try array.decode(JSONValue.self)) }
      self = .array(items)
      return
    }
    if let object = try? decoder.container(keyedBy: Key.self) {
      self = .object(
        try object.allKeys.map {
          JSONMember($0.stringValue, try object.decode(JSONValue.self, forKey: $0))
        })
      return
    }
    let c = try decoder.singleValueContainer()
    if c.decodeNil() {
      self = .null
    } else if let b = try? c.decode(Bool.self) {
      self = .bool(b)
    } else if let i = try? c.decode(Int.self) {
      self = .int(i)
    } else if let d = try? c.decode(Double.self) {
      // A decoder hands numbers over as Double: beyond 2^53 an integer may
      // already have lost digits, so it is refused rather than misread.
      guard d.magnitude < 9_007_199_254_740_992 || d != d.rounded() else {
        throw DecodingError.dataCorruptedError(
          in: c,
          debugDescription: "The number \(d) is too large to be read exactly; write it as a string."
        )
      }
      self = .number(String(d))
    } else {
      self = .string(try c.decode(String.self))
    }
  }
}

extension ValidationIssue: Codable {
  private enum CodingKeys: String, CodingKey { case code, severity, message, range }
  private enum RangeKeys: String, CodingKey { case start, end }

  /// Encodes `code`, `severity`, `message` and `range` (`start`, `end`), the
  /// shape of the `kbcheck` JSON contract.
  /// - Parameter encoder: The encoder.
  /// - Throws: An error from the encoder.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(code.rawValue, forKey: .code)
    try c.encode(severity.rawValue, forKey: .severity)
    try c.encode(message, forKey: .message)
    var r = c.nestedContainer(keyedBy: RangeKeys.self, forKey: .range)
    try r.encode(range.lowerBound, forKey: .start)
    try r.encode(range.upperBound, forKey: .end)
  }

  /// Decodes the shape ``encode(to:)`` writes.
  /// - Parameter decoder: The decoder.
  /// - Throws: An error from the decoder, or `DecodingError` for a malformed value.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let severity = try c.decode(String.self, forKey: .severity)
    guard let level = Severity(rawValue: severity) else {
      throw DecodingError.dataCorruptedError(
        forKey: .severity, in: c,
        debugDescription: "Severity is 'error' or 'warning', not '\(severity)'.")
    }
    let r = try c.nestedContainer(keyedBy: RangeKeys.self, forKey: .range)
    let start = try r.decode(Int.self, forKey: .start)
    let end = try r.decode(Int.self, forKey: .end)
    guard start >= 0, end >= start else {
      throw DecodingError.dataCorruptedError(
        forKey: .range, in: c, debugDescription: "A range needs 0 <= start <= end.")
    }
    self.init(
      Code(rawValue: try c.decode(String.self, forKey: .code)), severity: level,
      message: try c.decode(String.self, forKey: .message), range: start..<end)
  }
}

extension CodingUserInfoKey {
  /// The field kind a ``ValidationResult`` is encoded as: set it in an
  /// encoder's `userInfo` (`encoder.userInfo[.kbcheckFieldKind] =
  /// FieldKind.keyboard(.emailAddress)`) and the result's object carries
  /// `"type"`, as `kbcheck --format json` writes it. A result does not
  /// store its kind (one validator serves several kinds: `password` and
  /// `newPassword`, the text keyboards).
  public static let kbcheckFieldKind: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "kbcheck.fieldKind") else {
      preconditionFailure("A non-empty raw value makes a key.")
    }
    return key
  }()
}

extension ValidationResult: Codable {
  /// Encodes the object of the `kbcheck` JSON contract: `input`, `type`
  /// (when the encoder's `userInfo` names the kind under
  /// ``Swift/CodingUserInfoKey/kbcheckFieldKind``), `valid`, `value`,
  /// `issues`, then the family's members, exactly the members
  /// ``jsonText(type:revealingSecrets:)`` writes.
  /// - Parameter encoder: The encoder.
  /// - Throws: An error from the encoder.
  public func encode(to encoder: any Encoder) throws {
    let kind = encoder.userInfo[.kbcheckFieldKind] as? FieldKind
    try jsonObject(type: kind).encode(to: encoder)
  }

  /// Decodes that object; the typed accessors (``email``, ``picker``, …) are
  /// restored from the family's members.
  /// - Parameter decoder: The decoder.
  /// - Throws: An error from the decoder, or `DecodingError` for a malformed value.
  public init(from decoder: any Decoder) throws {
    let fixed: Set<String> = ["line", "input", "type", "valid", "value", "issues"]
    let c = try decoder.container(keyedBy: JSONValue.Key.self)
    let input = try c.decode(String.self, forKey: .init(stringValue: "input"))
    let value = try c.decodeIfPresent(String.self, forKey: .init(stringValue: "value"))
    let issues =
      try c.decodeIfPresent([ValidationIssue].self, forKey: .init(stringValue: "issues")) ?? []
    let rest = try c.allKeys.filter { !fixed.contains($0.stringValue) }.map {
      JSONMember($0.stringValue, try c.decode(JSONValue.self, forKey: $0))
    }
    let type = try c.decodeIfPresent(String.self, forKey: .init(stringValue: "type"))
    self.init(
      input: input, value: value, issues: issues,
      payload: .decoded(rest, value: value, type: type))
  }
}

extension FormReport: Codable {
  /// Encodes the report's JSON (the members of
  /// ``FormReport/jsonText(revealingSecrets:)``).
  /// - Parameter encoder: The encoder.
  /// - Throws: An error from the encoder.
  public func encode(to encoder: any Encoder) throws {
    try jsonObject().encode(to: encoder)
  }

  /// Decodes what ``encode(to:)`` writes. JSON objects carry no order, so
  /// the decoded ``fields`` come in the order of their names.
  /// - Parameter decoder: The decoder.
  /// - Throws: An error from the decoder, or `DecodingError` for a malformed value.
  public init(from decoder: any Decoder) throws {
    let json = try JSONValue(from: decoder)
    guard case .object(let fieldMembers)? = json["fields"] else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: "A form report has a 'fields' object."))
    }
    // A keyed container has no order: decoded fields come in name order.
    var fields: [FieldReport] = []
    for member in fieldMembers.sorted(by: { $0.key < $1.key }) {
      fields.append(
        try FieldReport(decoding: member.value, name: member.key, path: decoder.codingPath))
    }
    func strings(_ key: String) -> [String] {
      guard case .array(let items)? = json[key] else { return [] }
      return items.compactMap(\.stringValue)
    }
    self.init(
      fields: fields, missing: strings("missing"), unknown: strings("unknown"),
      formIssues: try FieldReport.issues(json["issues"]))
  }
}

extension FieldReport {
  /// A field's report from its JSON object.
  init(decoding json: JSONValue, name: String, path: [any CodingKey]) throws {
    guard case .object(let members) = json, let type = json["type"]?.stringValue else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: path, debugDescription: "Field '\(name)' needs a 'type'."))
    }
    let issues = try FieldReport.issues(json["issues"])
    var result: ValidationResult? = nil
    if let input = json["input"]?.stringValue {
      let fixed: Set<String> = ["type", "valid", "value", "input", "issues"]
      let value = json["value"]?.stringValue
      result = ValidationResult(
        input: input, value: value, issues: issues,
        payload: .decoded(members.filter { !fixed.contains($0.key) }, value: value, type: type))
    }
    self.init(name: name, type: type, result: result, issues: issues)
  }

  /// Issues from a JSON array of issue objects.
  static func issues(_ json: JSONValue?) throws -> [ValidationIssue] {
    guard case .array(let items)? = json else { return [] }
    return try items.map { item in
      guard let code = item["code"]?.stringValue, let severity = item["severity"]?.stringValue,
        let level = ValidationIssue.Severity(rawValue: severity),
        let message = item["message"]?.stringValue,
        case .int(let start)? = item["range"]?["start"],
        case .int(let end)? = item["range"]?["end"],
        start >= 0, end >= start
      else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: [], debugDescription: "An issue needs code, severity, message and range."))
      }
      return ValidationIssue(
        .init(rawValue: code), severity: level, message: message, range: start..<end)
    }
  }
}
