/// Every issue code kbcheck reports, with what a client can rely on:
/// family, kind, severities, meaning and message templates.
///
/// `kbcheck codes` prints this list. A CI check runs the test suite with
/// a log of every code reported and fails when one is reported that is
/// not listed here, or one listed here is never reported.
public enum IssueCatalogue {
  /// Every code, sorted by code.
  public static let all: [IssueCodeInfo] = {
    var entries: [IssueCodeInfo] = []
    for family in typedFamilies { entries += family.catalogueEntries }
    return entries.sorted { $0.code < $1.code }
  }()

  /// The families that own a typed issue enum (``FamilyIssue``); their
  /// entries are derived from the enums' samples.
  static let typedFamilies: [any FamilyIssue.Type] = [
    EmailIssue.self, URLIssue.self, IDNAIssue.self, InputIssue.self, DeliverabilityIssue.self,
    DeliverabilitySettingIssue.self, TableIssue.self, CrossFieldSchemaIssue.self,
    PaymentIssue.self, PaymentFilterIssue.self,
    AddressIssue.self, AddressConfigurationIssue.self, AddressFilterIssue.self,
    AddressSchemaIssue.self, AddressFormIssue.self,
    IdentityIssue.self, PasswordConfigurationIssue.self,
    NumberIssue.self, NumberFilterIssue.self, DecimalIssue.self, DecimalFilterIssue.self,
    PhoneIssue.self, PhoneFilterIssue.self, TextIssue.self, PickerIssue.self,
    PickerConfigurationIssue.self, FilterIssue.self, FormIssue.self, SchemaIssue.self,
    ConfigurationIssue.self,
  ]

  private static let byCode: [ValidationIssue.Code: IssueCodeInfo] = {
    var map: [ValidationIssue.Code: IssueCodeInfo] = [:]
    for entry in all { map[entry.code] = entry }
    return map
  }()

  /// The entry of a code, or `nil` when the code is not one of kbcheck's.
  /// - Parameter code: The code.
  /// - Returns: Its entry.
  public static func info(for code: ValidationIssue.Code) -> IssueCodeInfo? { byCode[code] }
}
