#if Hummingbird
import Hummingbird
import KBCheck

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
    let status: HTTPResponse.Status =
      report.map { $0.isValid ? .created : .unprocessableContent } ?? .ok
    let document = page(
      values: values ?? report?.inputs ?? [:], report: report, title: title, language: language)
    return Response(
      status: status,
      headers: [.contentType: "text/html; charset=utf-8", .contentLanguage: language.identifier],
      body: .init(byteBuffer: ByteBuffer(string: document)))
  }
}

extension FormReport {
  /// The report as the request prefers it (``Hummingbird/Request/formResponseFormat``):
  /// a browser's form post gets the page again with what was submitted and
  /// the messages beside their fields (``FormHTML/response(values:report:title:language:)``),
  /// anything else the JSON report (``withStatus``); 201 or 422 either way,
  /// with `Vary: Accept`.
  /// - Parameters:
  ///   - request: The request.
  ///   - context: The request context, for the JSON encoder.
  ///   - page: The form, as the service renders it.
  ///   - title: The page's title and heading.
  ///   - language: The page's language; `nil` takes the request's (the
  ///     report's messages should be in the same one).
  /// - Returns: The response.
  /// - Throws: An encoding error.
  public func response(
    for request: Request, context: some RequestContext, page: FormHTML, title: String = "Form",
    language: MessageLanguage? = nil
  ) throws -> Response {
    var response: Response
    switch request.formResponseFormat {
    case .html:
      response = page.response(
        report: self, title: title, language: language ?? request.messageLanguage)
    case .json:
      response = try withStatus.response(from: request, context: context)
    }
    response.headers[values: .vary].append("Accept, Accept-Language")
    return response
  }
}
#endif
