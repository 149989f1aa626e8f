// swift-tools-version:6.1
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, which differs between
// clones (kbcheck, main, …), so read it from this file's location.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// The Vapor sign-up example's twin on Hummingbird 2, through the
// KBCheckHummingbird adapter (the package's "Hummingbird" trait).
// Run: swift run -c release --package-path Examples/HummingbirdSignup HummingbirdSignup --port 9001
let package = Package(
  name: "HummingbirdSignup",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: "../..", traits: ["Hummingbird"]),
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
  ],
  targets: [
    .target(
      name: "SignupService",
      dependencies: [
        .product(name: "KBCheck", package: root),
        .product(name: "KBCheckHummingbird", package: root),
        .product(name: "Hummingbird", package: "hummingbird"),
        // MaximumAvailableConnections (the connection limit).
        .product(name: "HummingbirdCore", package: "hummingbird"),
      ]
    ),
    .executableTarget(
      name: "HummingbirdSignup",
      dependencies: ["SignupService", .product(name: "Hummingbird", package: "hummingbird")]
    ),
    .testTarget(
      name: "SignupServiceTests",
      dependencies: [
        "SignupService",
        .product(name: "KBCheck", package: root),
        .product(name: "KBCheckHummingbird", package: root),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
