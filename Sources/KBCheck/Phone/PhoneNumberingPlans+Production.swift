import KBCheckPhoneData

extension PhoneNumberingPlans {
  /// The numbering plans of every region, compiled from libphonenumber's
  /// `PhoneNumberMetadata.xml` by `Scripts/phone/phone-metadata.py` into the
  /// `KBCheckPhoneData` target (its own target, so that the generated
  /// source is not compiled again with every change to the library).
  public static let production = PhoneNumberingPlans(blob: phoneMetadataProductionBlob)
}
