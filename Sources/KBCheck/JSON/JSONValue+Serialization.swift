extension JSONValue {
  /// The compact JSON text of this value (no spaces, keys in order).
  /// - Complexity: O(*n*) in the size of the value.
  package var jsonText: String {
    let out = JSONTextOutput()
    write(to: out)
    return out.text
  }

  /// Writes the compact JSON text of this value.
  /// - Parameter out: Where the text goes.
  package func write(to out: some JSONOutput) {
    switch self {
    case .null: out.write("null")
    case .bool(let b): out.write(b ? "true" : "false")
    case .int(let i): out.write(decimal: i)
    case .number(let n): out.write(n)
    case .string(let s): out.writeJSONString(s)
    case .array(let items):
      out.write(byte: 0x5B)
      for (i, item) in items.enumerated() {
        if i > 0 { out.write(byte: 0x2C) }
        item.write(to: out)
      }
      out.write(byte: 0x5D)
    case .object(let members):
      out.write(byte: 0x7B)
      for (i, member) in members.enumerated() {
        if i > 0 { out.write(byte: 0x2C) }
        out.writeJSONString(member.key)
        out.write(byte: 0x3A)
        member.value.write(to: out)
      }
      out.write(byte: 0x7D)
    }
  }
}
