import Hummingbird
import SignupService

// HummingbirdSignup [--hostname H] [--port P]: serves the sign-up form.
var host = "127.0.0.1"
var port = 8080
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--hostname": host = arguments.next() ?? host
  case "--port": port = arguments.next().flatMap { Int($0) } ?? port
  default: break
  }
}
try await SignupService.application(host: host, port: port).runService()
