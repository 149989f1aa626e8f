internal import CKBCheckICU

/// Region (country) names of every CLDR locale in ICU's data, and ISO 3166
/// alpha-3 codes: the one file that calls the shim's region functions.
enum RegionNames {
  /// Every locale's region names, case-folded (NFKC_Casefold), with the
  /// alpha-2 codes each names (`deutschland` → `DE`, `allemagne` → `DE`;
  /// CLDR's short and variant forms such as `GB-alt-short` "UK" count for
  /// their region). Built on first use.
  static let index: [String: Set<String>] = {
    var index: [String: Set<String>] = [:]
    let count = Int(kbc_available_locale_count())
    var locales: [String] = ["root"]
    for i in 0..<count {
      if let id = kbc_available_locale(Int32(i)) { locales.append(String(cString: id)) }
    }
    for locale in locales {
      let result = ICUBuffers.utf16(initialCapacity: 16_384) { buf, cap, status in
        kbc_region_names(locale, buf, cap, &status)
      }
      guard case .success(let units) = result else { continue }
      let text = String(decoding: units, as: UTF16.self)
      for line in text.split(separator: "\n") {
        guard let tab = line.firstIndex(of: "\t") else { continue }
        let key = line[..<tab].prefix { $0 != "-" }
        guard key.count == 2, key.allSatisfy({ $0.isASCII && $0.isLetter }) else { continue }
        index[String(line[line.index(after: tab)...]), default: []].insert(String(key))
      }
    }
    return index
  }()

  /// The key a name is looked up by: NFKC_Casefold, surrounding spaces removed.
  /// - Parameter name: A name.
  /// - Returns: The folded name.
  static func fold(_ name: String) -> String {
    let folded = name.normalized(.nfkcCasefold)
    return String(folded.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }

  /// ISO 3166-1 alpha-3 codes by alpha-2 code, for the given regions.
  /// - Parameter regions: The alpha-2 codes.
  /// - Returns: Alpha-2 codes by alpha-3 code.
  static func alpha3(of regions: [String]) -> [String: String] {
    var table: [String: String] = [:]
    for region in regions {
      var buffer = [CChar](repeating: 0, count: 8)
      let length = buffer.withUnsafeMutableBufferPointer {
        kbc_region_alpha3(region, $0.baseAddress, 8)
      }
      guard length == 3 else { continue }
      let code = String(decoding: buffer.prefix(3).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      table[code] = region
    }
    return table
  }
}
