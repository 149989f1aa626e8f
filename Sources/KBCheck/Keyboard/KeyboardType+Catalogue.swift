extension KeyboardType {
  /// The type and its traits as a JSON object, as `kbcheck types --format
  /// json` prints it.
  package var catalogueEntry: JSONValue {
    .object([
      JSONMember("name", .string(rawValue)),
      JSONMember("aliases", .array(aliases.map(JSONValue.string))),
      JSONMember("hasReturnKey", .bool(hasReturnKey)),
      JSONMember("produces", .string(produces)),
      JSONMember(
        "html",
        .object([
          JSONMember("type", .string(htmlInputType)),
          JSONMember("inputmode", .string(htmlInputMode)),
          JSONMember("enterkeyhint", .string(htmlEnterKeyHint)),
          JSONMember("autocomplete", htmlAutocomplete.map(JSONValue.string) ?? .null),
          JSONMember("pattern", htmlPattern.map(JSONValue.string) ?? .null),
        ])),
      JSONMember(
        "android",
        .object([
          JSONMember("inputType", .string(androidInputType)),
          JSONMember("inputTypeValue", .int(androidInputTypeValue)),
        ])),
    ])
  }

  /// The catalogue as a plain-text table, one row per type.
  public static var catalogueTable: String {
    let header = ["type", "return", "html type", "inputmode", "enterkeyhint", "android", "aliases"]
    let rows = allCases.map {
      [
        $0.rawValue, $0.hasReturnKey ? "yes" : "no", $0.htmlInputType, $0.htmlInputMode,
        $0.htmlEnterKeyHint, $0.androidInputType, $0.aliases.joined(separator: ","),
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
