// An app group's shared folder, which apps sharing data with their widgets ask Foundation for.
import ArrangeFoundation
import Foundation
import Testing

@Suite("App group containers")
struct AppGroupContainerTests {
    @Test func aNamedGroupHasAContainerOfTheExpectedForm() throws {
        let url = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.weather"))
        #expect(url.lastPathComponent == "group.com.example.weather")
        #expect(url.deletingLastPathComponent().lastPathComponent == "AppGroup")
        #expect(url.path.hasPrefix(FileManager.default.temporaryDirectory.path))
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "") == nil)
    }
}
