// Key-value coding on UserDefaults, which Apple's Foundation has through NSObject and Linux's lacks.
import ArrangeFoundation
import Foundation
import Testing

@Suite("UserDefaults' key-value coding")
struct KeyValueCodingTests {
    @Test func setValueForKeyStoresTheValue() throws {
        let suite = "arrange-kvc-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        #expect(!defaults.bool(forKey: "isZoneCreated"))
        defaults.setValue(true, forKey: "isZoneCreated")
        #expect(defaults.bool(forKey: "isZoneCreated"))
        defaults.setValue(nil, forKey: "isZoneCreated")
        #expect(defaults.object(forKey: "isZoneCreated") == nil)
    }
}
