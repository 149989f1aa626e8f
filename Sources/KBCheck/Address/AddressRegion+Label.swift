extension AddressRegion.Label {
  /// The label in a language, as a form shows it.
  /// - Parameter language: The language.
  /// - Returns: The label.
  public func text(in language: MessageLanguage) -> String {
    language == .german ? german : english
  }

  /// The English label.
  public var english: String {
    switch self {
    case .postal: "Postal code"
    case .zip: "ZIP code"
    case .pin: "PIN code"
    case .eircode: "Eircode"
    case .area: "Area"
    case .county: "County"
    case .department: "Department"
    case .district: "District"
    case .doSi: "Do/Si"
    case .emirate: "Emirate"
    case .island: "Island"
    case .oblast: "Oblast"
    case .parish: "Parish"
    case .prefecture: "Prefecture"
    case .province: "Province"
    case .state: "State"
    case .city: "City"
    case .postTown: "Post town"
    case .suburb: "Suburb"
    case .neighborhood: "Neighborhood"
    case .townland: "Townland"
    case .villageTownship: "Village/Township"
    }
  }

  /// The German label.
  public var german: String {
    switch self {
    case .postal: "Postleitzahl"
    case .zip: "ZIP-Code"
    case .pin: "PIN-Code"
    case .eircode: "Eircode"
    case .area: "Gebiet"
    case .county: "Grafschaft"
    case .department: "Département"
    case .district: "Bezirk"
    case .doSi: "Provinz/Stadt"
    case .emirate: "Emirat"
    case .island: "Insel"
    case .oblast: "Oblast"
    case .parish: "Gemeinde"
    case .prefecture: "Präfektur"
    case .province: "Provinz"
    case .state: "Bundesstaat"
    case .city: "Ort"
    case .postTown: "Poststadt"
    case .suburb: "Ortsteil"
    case .neighborhood: "Stadtviertel"
    case .townland: "Townland"
    case .villageTownship: "Dorf/Gemeinde"
    }
  }
}
