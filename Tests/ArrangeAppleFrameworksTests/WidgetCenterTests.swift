// WidgetKit's WidgetCenter as app code uses it: a model reloading the app's widgets after it
// saves.
import ArrangeWidgetKit
import Foundation
import Testing

@Suite("WidgetKit's WidgetCenter at rest")
struct WidgetCenterTests {
    @Test func reloadingTimelinesLeavesNoWidgetConfigured() async throws {
        let center = WidgetCenter.shared
        #expect(center === WidgetCenter.shared)
        center.reloadAllTimelines()
        center.reloadTimelines(ofKind: "WeatherWidget")
        center.invalidateConfigurationRecommendations()
        #expect(try await center.currentConfigurations().isEmpty)
        let configured = await withCheckedContinuation { continuation in
            center.getCurrentConfigurations { result in continuation.resume(returning: (try? result.get())?.count) }
        }
        #expect(configured == 0)
        #expect(WidgetFamily.allCases.count == 8)
    }
}
