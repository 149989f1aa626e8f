extension ContentTypeDescriptor {
  /// The type and its traits as a JSON object, as `kbcheck types --format
  /// json` lists it after the keyboards (`"kind": "content"`).
  package var catalogueEntry: JSONValue {
    .object([
      JSONMember("name", .string(type.rawValue)),
      JSONMember("kind", .string("content")),
      JSONMember("family", .string(family.rawValue)),
      JSONMember("keyboard", .string(defaultKeyboard.rawValue)),
      JSONMember("autocomplete", .array(autocomplete.map(JSONValue.string))),
      JSONMember("aliases", .array(aliases.map(JSONValue.string))),
      JSONMember("summary", .string(summary)),
      JSONMember("secret", .bool(isSecret)),
      JSONMember("returnKey", returnKey.map { .string($0.rawValue) } ?? .null),
      JSONMember("contextRoles", .array(contextRoles.map(JSONValue.string))),
      JSONMember(
        "html",
        .object([
          JSONMember("type", .string(html.type)),
          JSONMember("inputmode", .string(html.inputMode)),
          JSONMember("autocomplete", autocomplete.first.map(JSONValue.string) ?? .null),
          JSONMember("autocapitalize", html.autocapitalize.map(JSONValue.string) ?? .null),
          JSONMember("spellcheck", html.spellcheck.map(JSONValue.bool) ?? .null),
        ])),
      JSONMember("android", .object([JSONMember("inputType", .string(androidInputType))])),
    ])
  }

  /// The registered content types as a plain-text table, one row per type:
  /// the keyboard each uses (with the default configuration), its
  /// autocomplete token, whether it is a secret, and what it holds.
  public static var catalogueTable: String {
    let header = ["content type", "keyboard", "autocomplete", "secret", "android", "summary"]
    let rows = registered.map {
      [
        $0.type.rawValue, $0.defaultKeyboard.rawValue, $0.autocomplete.first ?? "-",
        $0.isSecret ? "yes" : "no", $0.androidInputType, $0.summary,
      ]
    }
    let all = [header] + rows
    let widths = header.indices.map { col in all.map { $0[col].count }.max() ?? 0 }
    return all.map { row in
      row.enumerated().map { col, cell in
        col == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[col] - cell.count)
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }
}
