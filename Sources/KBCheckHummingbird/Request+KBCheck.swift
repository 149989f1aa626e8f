#if Hummingbird
import Hummingbird
import KBCheck

extension Request {
  /// The request's `Accept-Language` header, read once (RFC 9110
  /// §12.5.4; ``KBCheck/AcceptLanguage``); several header lines count as
  /// one list.
  public var acceptLanguage: AcceptLanguage {
    let lines = headers[values: .acceptLanguage]
    return AcceptLanguage(lines.isEmpty ? nil : lines.joined(separator: ","))
  }

  /// The language of kbcheck's messages for this request: the best of
  /// `Accept-Language` that kbcheck has (`de-CH` is German), English when
  /// none is.
  public var messageLanguage: MessageLanguage { acceptLanguage.messageLanguage }

  /// The locale of this request's number fields: `Accept-Language`'s first
  /// tag that ICU has number data for, as ICU's id (`de-CH` → `de_CH`);
  /// `nil` when none has, so that the schema's default (`en_US`) applies.
  public var numberLocale: String? { acceptLanguage.numberLocale }

  /// Whether this request wants the form page or JSON back, from its
  /// `Accept` header: a browser's form post prefers `text/html`.
  public var formResponseFormat: FormResponseFormat {
    let lines = headers[values: .accept]
    return FormResponseFormat(accept: lines.isEmpty ? nil : lines.joined(separator: ","))
  }
}
#endif
