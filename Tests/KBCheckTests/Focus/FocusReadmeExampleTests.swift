import KBCheck
import Testing

/// The README's focus example, line by line.
@Suite struct FocusReadmeExampleTests {
  @Test func readmeExample() {
    var form = FocusNavigator<String>([
      FocusField("name", keyboard: .default),
      FocusField("zip", keyboard: .numberPad),
      FocusField("website", keyboard: .URL),
    ])
    form.focus("name")
    #expect(form.returnKey(for: "name") == .next)
    #expect(form.next().to == "zip")
    #expect(form.accessoryBar?.canGoPrevious == true)
    #expect(form.returnKey(for: "website") == .go)
    #expect(form.remove("zip").to == "website")
    #expect(form.next().events == [.boundaryReached(.forward, at: "website")])
  }
}
