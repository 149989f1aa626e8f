#if Vapor
import KBCheck
import Vapor

extension FormHTML {
  /// The form page as a `text/html` response
  /// (``KBCheck/FormHTML/page(values:report:title:language:)``): 200 for
  /// the empty form; after a submission, 201 when the report is valid and
  /// 422 when it is not, as the JSON path answers.
  /// - Parameters:
  ///   - values: What each field shows; `nil` shows what was submitted
  ///     (``KBCheck/FormReport/inputs``). A secret field's value is never
  ///     written back.
  ///   - report: The submission's report, whose messages stand beside
  ///     their fields; `nil` for the empty form.
  ///   - title: The page's title and heading.
  ///   - language: The language of the page (its `lang`): the messages'.
  /// - Returns: The response.
  public func response(
    values: [String: String]? = nil, report: FormReport? = nil, title: String = "Form",
    language: MessageLanguage = .english
  ) -> Response {
    let status: HTTPResponseStatus =
      report.map { $0.isValid ? .created : .unprocessableEntity } ?? .ok
    var headers = HTTPHeaders()
    headers.contentType = .html
    headers.replaceOrAdd(name: .contentLanguage, value: language.identifier)
    let document = page(
      values: values ?? report?.inputs ?? [:], report: report, title: title, language: language)
    return Response(status: status, headers: headers, body: .init(string: document))
  }
}

extension FormReport {
  /// The report as the request prefers it (``Vapor/Request/formResponseFormat``):
  /// a browser's form post gets the page again with what was submitted and
  /// the messages beside their fields
  /// (``FormHTML/response(values:report:title:language:)``), anything
  /// else the JSON report (``response(for:)``); 201 or 422 either way,
  /// with `Vary: Accept`.
  /// - Parameters:
  ///   - request: The request.
  ///   - page: The form, as the service renders it.
  ///   - title: The page's title and heading.
  ///   - language: The page's language; `nil` takes the request's (the
  ///     report's messages should be in the same one).
  /// - Returns: The response.
  /// - Throws: An encoding error.
  public func response(
    for request: Request, page: FormHTML, title: String = "Form",
    language: MessageLanguage? = nil
  ) async throws -> Response {
    let response: Response
    switch request.formResponseFormat {
    case .html:
      response = page.response(
        report: self, title: title, language: language ?? request.messageLanguage)
    case .json:
      response = try await self.response(for: request)
    }
    response.headers.add(name: .vary, value: "Accept, Accept-Language")
    return response
  }
}
#endif
