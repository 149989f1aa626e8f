// swift-tools-version:6.1
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, which differs between
// clones (kbcheck, main, …), so read it from this file's location.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// A Vapor sign-up service that validates its fields with KBCheck. Its own
// package, so the library stays free of Vapor.
// Run: swift run --package-path Examples/VaporSignup
let package = Package(
  name: "VaporSignup",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: "../..", traits: ["Vapor"]),
    .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
    .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
  ],
  targets: [
    .target(
      name: "SignupApp",
      dependencies: [
        .product(name: "KBCheck", package: root),
        .product(name: "KBCheckVapor", package: root),
        .product(name: "Vapor", package: "vapor"),
      ]
    ),
    .executableTarget(
      name: "VaporSignup",
      dependencies: [
        "SignupApp",
        .product(name: "Vapor", package: "vapor"),
      ]
    ),
    .testTarget(
      name: "SignupAppTests",
      dependencies: [
        "SignupApp",
        .product(name: "KBCheck", package: root),
        .product(name: "KBCheckVapor", package: root),
        .product(name: "VaporTesting", package: "vapor"),
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
