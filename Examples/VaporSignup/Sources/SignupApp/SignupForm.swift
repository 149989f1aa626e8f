import KBCheck

/// The sign-up form: its schema (in the library's JSON schema format) and
/// the limits the service applies to a submission.
public enum SignupForm {
  /// The schema, in field order. `amount` pins no locale, so the request's
  /// `Accept-Language` decides its decimal separator (`Request.numberLocale`;
  /// `en_US` when no tag has number data).
  public static let schemaJSON = """
    {
      "fields": [
        {"name": "email", "type": "emailAddress", "label": "Email"},
        {"name": "website", "type": "URL", "label": "Website"},
        {"name": "phone", "type": "phonePad", "label": "Phone"},
        {"name": "postalCode", "type": "numberPad", "label": "Postal code",
         "autocomplete": "postal-code"},
        {"name": "amount", "type": "decimalPad", "label": "Amount",
         "autocomplete": "transaction-amount"}
      ]
    }
    """

  /// The largest request body `POST /signup` reads: 64 KiB, far more than
  /// five fields need. A larger body is answered 413 with a JSON error.
  public static let maxBodySize = 64 * 1024

  /// Decodes ``schemaJSON``.
  /// - Returns: The schema.
  /// - Throws: The library's schema error when the JSON is not a schema.
  static func schema() throws -> FormSchema {
    try FormSchema.decode(json: schemaJSON)
  }
}
