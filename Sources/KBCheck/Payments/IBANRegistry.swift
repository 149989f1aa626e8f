/// One country of the SWIFT IBAN registry: its IBAN length, its BBAN
/// structure (`8!n10!n`: 8 digits, then 10 digits), where the bank and
/// branch identifiers are, and whether it is in the SEPA zone.
package struct IBANCountry: Sendable, Hashable {
  /// The ISO 3166-1 alpha-2 code, such as `DE`.
  package let code: String
  /// The IBAN length, country code and check digits included.
  package let length: Int
  /// The BBAN structure in the registry's notation (`4!a6!n8!n`).
  package let bbanStructure: String
  /// The bank identifier's characters within the BBAN, if the registry
  /// gives them.
  package let bankCode: Range<Int>?
  /// The branch identifier's characters within the BBAN, if any.
  package let branchCode: Range<Int>?
  /// Whether the country is in the SEPA zone.
  package let isSEPA: Bool
  /// The kind of each BBAN character, from ``bbanStructure``.
  package let bbanKinds: [BBANCharacterKind]

  /// Creates an entry (the generated table's initializer).
  init(
    _ code: String, length: Int, bban: String, bank: Range<Int>?, branch: Range<Int>?, sepa: Bool
  ) {
    self.code = code
    self.length = length
    self.bbanStructure = bban
    self.bankCode = bank
    self.branchCode = branch
    self.isSEPA = sepa
    self.bbanKinds = IBANCountry.kinds(of: bban)
  }

  /// The character kinds a structure such as `4!a6!n8!n` spells out.
  static func kinds(of structure: String) -> [BBANCharacterKind] {
    var kinds: [BBANCharacterKind] = []
    var count = 0
    for scalar in structure.unicodeScalars {
      if let digit = scalar.properties.numericValue, scalar.isASCII {
        count = count * 10 + Int(digit)
      } else if let kind = BBANCharacterKind(rawValue: String(scalar)) {
        kinds += Array(repeating: kind, count: count)
        count = 0
      }
    }
    return kinds
  }
}

/// The SWIFT IBAN registry (ISO 13616-1), compiled into the library from
/// schwifty's JSON snapshot (`Scripts/dev/iban-registry.py`).
package enum IBANRegistry {
  /// The entry of a country code.
  /// - Parameter code: An upper-case ISO 3166 code.
  /// - Returns: The entry, or `nil` when the country has no IBAN.
  package static func country(_ code: String) -> IBANCountry? { byCode[code] }

  /// Every country code of the registry, sorted.
  package static var countryCodes: [String] { countries.map(\.code) }

  /// Where the table comes from: the schwifty release it was compiled from.
  package static var source: String { sourceVersion }

  /// A country's position in the registry: what the batch lane's
  /// ``CleanLine`` carries instead of the ``IBANCountry`` (a copy of which
  /// costs its references).
  package struct Index: Sendable, Hashable {
    /// The position in ``IBANRegistry/countries``.
    let position: UInt16

    /// The index of a position in the registry.
    /// - Parameter position: A position in ``IBANRegistry/countries``.
    init(_ position: Int) { self.position = UInt16(position) }

    /// The country at the index.
    package var country: IBANCountry { IBANRegistry.countries[Int(position)] }
  }

  /// What the batch lane checks of a country, without references: its
  /// IBAN length and, as bit sets (bit *i*: BBAN character *i*), the BBAN
  /// positions that must hold a digit and those that must hold a letter.
  struct LaneFacts: Sendable {
    let length: Int
    let digits: UInt64
    let letters: UInt64

    /// The facts of a country.
    init(_ country: IBANCountry) {
      var digits: UInt64 = 0
      var letters: UInt64 = 0
      for (i, kind) in country.bbanKinds.enumerated() where i < 64 {
        switch kind {
        case .digit: digits |= 1 << i
        case .letter: letters |= 1 << i
        case .alphanumeric: break
        }
      }
      self.length = country.bbanKinds.count <= 64 ? country.length : -1
      self.digits = digits
      self.letters = letters
    }

    /// Whether an upper-case alphanumeric BBAN (ASCII digits and letters
    /// A–Z only, of the country's BBAN length) has the country's
    /// structure: what each kind's ``BBANCharacterKind/matches(_:)``
    /// answers, from two bit sets.
    /// - Parameter bban: The BBAN's bytes.
    /// - Returns: Whether every position holds its kind.
    @inline(__always)
    func hasStructure(alphanumeric bban: UnsafeBufferPointer<UInt8>) -> Bool {
      var found: UInt64 = 0
      for i in 0..<bban.count where bban[i] &- ASCII.zero < 10 { found |= 1 << i }
      return hasStructure(digits: found)
    }

    /// ``hasStructure(alphanumeric:)`` from the BBAN's digit positions.
    /// - Parameter found: Bit *i* set: BBAN character *i* is a digit (the
    ///   others letters).
    /// - Returns: Whether every position holds its kind.
    @inline(__always)
    func hasStructure(digits found: UInt64) -> Bool {
      digits & ~found == 0 && letters & found == 0
    }
  }

  /// The batch lane's tables: ``LaneFacts`` by registry position, and the
  /// position of an upper-case code `AA`…`ZZ` by
  /// `(first - A) * 26 + (second - A)`, or -1 (one lazy global, so one
  /// initialization check a line).
  static let lane: (facts: [LaneFacts], positions: [Int16]) = {
    var positions = [Int16](repeating: -1, count: 26 * 26)
    for (index, country) in countries.enumerated() {
      let letters = Array(country.code.utf8)
      guard letters.count == 2, letters.allSatisfy({ $0 &- ASCII.upperA < 26 }) else { continue }
      positions[Int(letters[0] &- ASCII.upperA) * 26 + Int(letters[1] &- ASCII.upperA)] =
        Int16(index)
    }
    return (countries.map(LaneFacts.init), positions)
  }()

  private static let byCode: [String: IBANCountry] = {
    var table: [String: IBANCountry] = [:]
    for country in countries { table[country.code] = country }
    return table
  }()
}
