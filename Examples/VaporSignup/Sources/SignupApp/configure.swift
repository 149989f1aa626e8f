import KBCheck
import KBCheckVapor
import Vapor

/// The most requests handled at once.
public let inFlightLimit = 256

/// How long a request's body may take to arrive.
public let defaultBodyTimeout: Duration = .seconds(10)

/// Configures the sign-up service: JSON errors, `Validatable` failures as
/// reports, `GET`/`POST /signup` and
/// `POST /newsletter`. It listens where Vapor's `serve` command says
/// (127.0.0.1:8080 unless `--hostname` / `--port` change it).
///
/// Hostile clients: at most ``inFlightLimit`` requests are handled at once
/// (503 past it), and a body must arrive within ``defaultBodyTimeout`` (408).
/// Vapor 4 has no header-read timeout and no connection limit: in
/// production run it behind a proxy that has them (README, "Running it").
/// - Parameter app: The application.
/// - Throws: When the form's schema cannot be decoded.
public func configure(_ app: Application) throws {
  try configure(app, bodyTimeout: defaultBodyTimeout)
}

/// Configures the sign-up service with another body deadline (tests use a
/// short one).
/// - Parameters:
///   - app: The application.
///   - bodyTimeout: How long a request's body may take to arrive.
/// - Throws: When the form's schema cannot be decoded.
public func configure(_ app: Application, bodyTimeout: Duration) throws {
  app.middleware = Middlewares()
  app.middleware.use(JSONErrorMiddleware(environment: app.environment))
  // A `Validatable` failure: 422 with the same report as the schema path's.
  app.middleware.use(KBCheckValidationMiddleware())
  app.middleware.use(InFlightLimitMiddleware(limit: inFlightLimit))
  app.middleware.use(
    BodyDeadlineMiddleware(timeout: bodyTimeout, maxBodySize: SignupForm.maxBodySize))
  try app.register(collection: SignupController(schema: SignupForm.schema()))
  try app.register(collection: NewsletterController())
}
