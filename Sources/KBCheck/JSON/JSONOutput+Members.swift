extension JSONOutput {
  /// Appends `,"key":`: a member's key after the members already written
  /// (a result record's details).
  /// - Parameter key: The key: ASCII that needs no escaping.
  @inline(__always)
  package func writeKey(_ key: StaticString) {
    write(byte: 0x2C)
    write(byte: 0x22)
    write(key)
    write(byte: 0x22)
    write(byte: 0x3A)
  }

  /// Appends `,"key":"text"`.
  /// - Parameters:
  ///   - key: The key: ASCII that needs no escaping.
  ///   - text: The string value.
  package func writeMember(_ key: StaticString, _ text: String) {
    writeKey(key)
    writeJSONString(text)
  }

  /// Appends `,"key":"text"`, or `,"key":null` when there is no text.
  /// - Parameters:
  ///   - key: The key: ASCII that needs no escaping.
  ///   - text: The string value, if any.
  package func writeMember(_ key: StaticString, _ text: String?) {
    writeKey(key)
    if let text { writeJSONString(text) } else { write("null") }
  }

  /// Appends `,"key":number`.
  /// - Parameters:
  ///   - key: The key: ASCII that needs no escaping.
  ///   - number: The integer value.
  package func writeMember(_ key: StaticString, _ number: Int) {
    writeKey(key)
    write(decimal: number)
  }

  /// Appends `,"key":true` or `,"key":false`.
  /// - Parameters:
  ///   - key: The key: ASCII that needs no escaping.
  ///   - flag: The Boolean value.
  package func writeMember(_ key: StaticString, _ flag: Bool) {
    writeKey(key)
    write(flag ? "true" : "false")
  }

  /// Appends `,"key":["text",…]`.
  /// - Parameters:
  ///   - key: The key: ASCII that needs no escaping.
  ///   - texts: The array's strings.
  package func writeMember(_ key: StaticString, _ texts: [String]) {
    writeKey(key)
    write(byte: 0x5B)
    for (index, text) in texts.enumerated() {
      if index > 0 { write(byte: 0x2C) }
      writeJSONString(text)
    }
    write(byte: 0x5D)
  }
}

extension JSONMember {
  /// The members a writer writes (`,"key":value` each), read back into a
  /// tree: the tree of details whose one writer is their JSON writer.
  /// Integers are read as ``JSONValue/int(_:)``, as a decoder reads them
  /// (``JSONValue/init(from:)``); other numbers keep their text.
  /// - Parameter write: Writes the members.
  /// - Returns: The members, in the order written.
  package static func readBack(_ write: (JSONTextOutput) -> Void) -> [JSONMember] {
    let out = JSONTextOutput()
    write(out)
    var bytes = out.bytes
    guard bytes.first == 0x2C else { return [] }
    bytes[0] = 0x7B
    bytes.append(0x7D)
    // The writers write well-formed JSON: `JSONMemberWritersTests` checks
    // every one of them.
    guard case .object(let members) = try? JSONValue(parsing: bytes) else { return [] }
    return members.map { JSONMember($0.key, $0.value.readingIntegers) }
  }
}

extension JSONValue {
  /// The value with every number that is an integer as ``int(_:)``.
  fileprivate var readingIntegers: JSONValue {
    switch self {
    case .number(let text): Int(text).map(JSONValue.int) ?? self
    case .array(let items): .array(items.map(\.readingIntegers))
    case .object(let members):
      .object(members.map { JSONMember($0.key, $0.value.readingIntegers) })
    case .null, .bool, .int, .string: self
    }
  }
}
