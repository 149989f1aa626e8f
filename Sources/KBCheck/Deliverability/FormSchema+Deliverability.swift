extension FormSchema {
  /// Whether a field of this schema asks for a deliverability check
  /// (`"options": {"checkDeliverability": "true"}` on an email field).
  public var checksDeliverability: Bool {
    fields.contains { (try? deliverabilityOptions(of: $0)) != nil }
  }

  /// Adds the deliverability check to a report of this schema: every valid
  /// email field whose options say `checkDeliverability=true` is asked of
  /// DNS (``EmailDeliverability``), the fields at once; an undeliverable
  /// domain makes the field, and so the report, invalid.
  ///
  /// The checkers are kept per configuration and shared by every call, so
  /// their caches serve every submission a service validates.
  /// - Parameters:
  ///   - report: The report a `validate` method (such as
  ///     ``validate(values:locale:)``) gave for a submission.
  ///   - checker: A checker to use for every such field instead of the
  ///     fields' own `dnsServer` / `dnsTimeout` settings.
  /// - Returns: The report with the checks.
  public func checkDeliverability(
    _ report: FormReport, using checker: EmailDeliverability? = nil
  ) async -> FormReport {
    var jobs: [(index: Int, checker: EmailDeliverability, result: ValidationResult)] = []
    for (index, fieldReport) in report.fields.enumerated() {
      guard let field = fields.first(where: { $0.name == fieldReport.name }),
        let result = fieldReport.result, result.isValid,
        let options = try? deliverabilityOptions(of: field)
      else { continue }
      jobs.append((index, checker ?? Self.checker(for: options), result))
    }
    guard !jobs.isEmpty else { return report }
    var fieldReports = report.fields
    await withTaskGroup(of: (Int, ValidationResult).self) { group in
      for job in jobs {
        group.addTask { (job.index, await job.checker.check(job.result)) }
      }
      for await (index, result) in group {
        let old = fieldReports[index]
        fieldReports[index] = FieldReport(name: old.name, type: old.type, result: result)
      }
    }
    // A new report, so that its validity and values are derived again.
    return FormReport(
      fields: fieldReports, missing: report.missing, unknown: report.unknown,
      formIssues: report.formIssues)
  }

  /// The check a field asks for, or `nil`.
  private func deliverabilityOptions(of field: FormField) throws(ConfigurationError)
    -> EmailDeliverability.Options?
  {
    guard field.keyboard == .emailAddress else { return nil }
    return try EmailDeliverability.Options(settings: field.options)
  }

  /// Checkers by configuration, shared across submissions.
  private static let checkers = LockedCache<EmailDeliverability.Options, EmailDeliverability>(
    capacity: 16)

  private static func checker(for options: EmailDeliverability.Options) -> EmailDeliverability {
    if let checker = checkers.value(for: options) { return checker }
    let checker = EmailDeliverability(options: options)
    checkers.store(checker, for: options)
    return checker
  }
}
