// STUB: remove on merge (the engine's Tests/KBCheckTests/Phone/Generated/PhoneMetadataTesting.swift
// defines PhoneNumberingPlans.testing from the testing metadata).
@testable import KBCheck

extension PhoneNumberingPlans {
  /// Stub of the testing metadata (drop on merge).
  static let testing = PhoneNumberingPlans()
}
