import KBCheck
import Vapor

/// Configures the sign-up service: JSON errors, `GET`/`POST /signup` and
/// `POST /newsletter`. It listens where Vapor's `serve` command says
/// (127.0.0.1:8080 unless `--hostname` / `--port` change it).
/// - Parameter app: The application.
/// - Throws: When the form's schema cannot be decoded.
public func configure(_ app: Application) throws {
  app.middleware = Middlewares()
  app.middleware.use(JSONErrorMiddleware(environment: app.environment))
  try app.register(collection: SignupController(schema: SignupForm.schema()))
  try app.register(collection: NewsletterController())
}
