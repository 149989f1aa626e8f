internal import KBCheckAddressData

extension AddressRegion {
  /// Every region of the compiled data, decoded once on first use.
  static let byCode: [String: AddressRegion] = {
    var regions: [String: AddressRegion] = [:]
    let blob = addressMetadataBlob.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    for line in blob.split(separator: "\n") {
      let region = AddressRegion(line: line)
      regions[region.code] = region
    }
    return regions
  }()

  /// Decodes one line of the blob: `name=value` fields separated by U+001F.
  /// - Parameter line: The line.
  init(line: Substring) {
    var field: [Substring: Substring] = [:]
    for part in line.split(separator: "\u{1F}") {
      guard let equals = part.firstIndex(of: "=") else { continue }
      field[part[..<equals]] = part[part.index(after: equals)...]
    }
    func list(_ name: Substring) -> [String]? {
      field[name].map {
        $0.split(separator: "~", omittingEmptySubsequences: false).map(String.init)
      }
    }
    func fieldSet(_ name: Substring) -> Set<AddressField> {
      Set((field[name] ?? "").compactMap(AddressField.init(formatLetter:)))
    }
    func label(_ name: Substring, _ fallback: Label) -> Label {
      field[name].flatMap { Label(rawValue: String($0)) } ?? fallback
    }
    code = String(field["key"] ?? "")
    name = String(field["name"] ?? field["key"] ?? "")
    fields = AddressField.fields(of: field["fmt"] ?? "%N%n%O%n%A%n%C")
    latinFields = field["lfmt"].map { AddressField.fields(of: $0) }
    requiredFields = fieldSet("require")
    upperCaseFields = fieldSet("upper")
    postalCodeLabel = label("zip_name_type", .postal)
    subdivisionLabel = label("state_name_type", .province)
    localityLabel = label("locality_name_type", .city)
    dependentLocalityLabel = label("sublocality_name_type", .suburb)
    postalCodeExamples = (field["zipex"] ?? "").split(separator: ",").map(String.init)
    postalCodePattern = field["zip"].map { PostalCodeDFA(encoded: $0) }
    postalCodesAreNumeric =
      postalCodePattern?.usedSymbols.allSatisfy { $0 < 10 || $0 >= 36 } ?? false
    layouts = (field["layouts"] ?? "").split(separator: "|").map { SpacingLayout(encoded: $0) }
    let keys = list("sub_keys") ?? []
    let names = list("sub_names")
    let latinNames = list("sub_lnames")
    let isoCodes = list("sub_isoids")
    let zips = list("sub_zips")
    subdivisions = keys.indices.map { i in
      func item(_ list: [String]?) -> String? {
        guard let list, i < list.count, !list[i].isEmpty else { return nil }
        return list[i]
      }
      return AddressSubdivision(
        key: keys[i], name: item(names) ?? keys[i], latinName: item(latinNames),
        isoCode: item(isoCodes),
        postalCodePrefix: item(zips).map { PostalCodeDFA(encoded: Substring($0)) })
    }
  }
}
