import Testing

@testable import KBCheckCLI

@Suite struct ParseTests {
  @Test func unknownTypeIsUsageError() {
    #expect(throws: (any Error).self) {
      _ = try KBCheckCommand.parseAsRoot(["--type", "nope", "x"])
    }
  }
}
