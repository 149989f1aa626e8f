import Logging
import SignupApp
import Vapor

// The sign-up service. `swift run --package-path Examples/VaporSignup`
// serves on http://127.0.0.1:8080; `… serve --port 9000` changes the port.
var environment = try Environment.detect()
try LoggingSystem.bootstrap(from: &environment)
let app = try await Application.make(environment)
do {
  try configure(app)
  try await app.execute()
} catch {
  app.logger.report(error: error)
  try? await app.asyncShutdown()
  throw error
}
try await app.asyncShutdown()
