// SwiftData's names as view code uses them: models kept in memory, `@Query` showing what the
// environment's context holds, containers recorded.
import Arrange
import Foundation
import Observation
import Testing

// What `arrange` makes of `@Model final class Trip { … }`.
@Observable final class Trip {
    var name: String
    var days: Int
    init(name: String, days: Int) {
        self.name = name
        self.days = days
    }
}

extension Trip: PersistentModel {}

private struct TripBars: View {
    @Query(sort: \Trip.name) private var byName: [Trip]
    @Query(filter: #Predicate<Trip> { $0.days > 2 }, sort: [SortDescriptor(\Trip.days, order: .reverse)]) private var long: [Trip]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(byName) { trip in Color.blue.frame(width: CGFloat(trip.days) * 10, height: 10).id("name-\(trip.name)") }
            ForEach(long) { trip in Color.red.frame(width: CGFloat(trip.days) * 10, height: 10).id("long-\(trip.name)") }
        }
    }
}

@Suite("SwiftData stand-ins")
@MainActor
struct SwiftDataStandInTests {
    private let screen = ProposedViewSize(width: 320, height: 480)

    private func container(with trips: [(String, Int)]) throws -> ModelContainer {
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for (name, days) in trips { container.mainContext.insert(Trip(name: name, days: days)) }
        return container
    }

    @Test func aQueryShowsTheModelsOfTheEnvironmentsContextFilteredAndSorted() throws {
        let view = TripBars().modelContainer(try container(with: [("Oslo", 3), ("Bergen", 5), ("Day", 1)]))
        let layout = ViewLayout(view, proposal: screen)
        // By name: Bergen, Day, Oslo; long (days > 2), most days first: Bergen, Oslo. Bars are
        // centred in the 50-point-wide stack.
        #expect(layout.frame(of: "name-Bergen") == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(layout.frame(of: "name-Day") == CGRect(x: 20, y: 10, width: 10, height: 10))
        #expect(layout.frame(of: "name-Oslo") == CGRect(x: 10, y: 20, width: 30, height: 10))
        #expect(layout.frame(of: "long-Bergen") == CGRect(x: 0, y: 30, width: 50, height: 10))
        #expect(layout.frame(of: "long-Oslo") == CGRect(x: 10, y: 40, width: 30, height: 10))
        #expect(layout.frame(of: "long-Day") == nil)
        #expect(layout.nodes.flatMap(\.modifiers).map(\.description) == ["modelContainer()"])
    }

    @Test func withoutAContainerAQueryIsEmpty() {
        let layout = ViewLayout(TripBars().modelContainer(for: Trip.self, inMemory: true), proposal: screen)
        #expect(layout.size == .zero)
        #expect(layout.nodes.flatMap(\.modifiers).map(\.description) == ["modelContainer(for: [Trip], inMemory: true)"])
    }

    @Test func aContextFetchesDeletesAndLimits() throws {
        let context = try container(with: [("Oslo", 3), ("Bergen", 5), ("Day", 1)]).mainContext
        var descriptor = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name, comparator: .localizedStandard)])
        #expect(try context.fetch(descriptor).map(\.name) == ["Bergen", "Day", "Oslo"])
        descriptor.fetchLimit = 2
        #expect(try context.fetch(descriptor).map(\.name) == ["Bergen", "Day"])
        let day = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.days == 1 }))
        #expect(day.map(\.name) == ["Day"])
        context.delete(day[0])
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 2)
        let search = "OS"
        let found = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.name.localizedStandardContains(search) }))
        #expect(found.map(\.name) == ["Oslo"])
        try context.delete(model: Trip.self)
        #expect(try context.fetch(FetchDescriptor<Trip>()).isEmpty)
    }
}

/// An app's file, as it compiles beside its views: its scenes are never built.
private struct TripsApp: App {
    var body: some Scene {
        WindowGroup {
            TripBars()
        }
        .modelContainer(for: Trip.self)
    }
}

@Suite("App and Scene stand-ins")
@MainActor
struct AppStandInTests {
    @Test func anAppCompilesAndItsWindowGroupHoldsTheViewItShows() {
        let group = WindowGroup { Color.red.frame(width: 30, height: 20).id("content") }
        let layout = ViewLayout(group.content, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(layout.frame(of: "content") == CGRect(x: 0, y: 0, width: 30, height: 20))
        // Scene modifiers are accepted and change nothing: the body is the window group itself.
        #expect(String(describing: type(of: TripsApp().body)) == "WindowGroup<TripBars>")
    }

    @Test func aConfigurationSyncedWithCloudKitStillKeepsItsModelsInMemory() throws {
        // An app's container factory, as apps syncing with iCloud write it: the configuration
        // names a CloudKit database (or none for previews) and the models stay in memory.
        func makeContainer(cloudKitDatabase: ModelConfiguration.CloudKitDatabase) throws -> ModelContainer {
            let schema = Schema([Trip.self])
            let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false, cloudKitDatabase: cloudKitDatabase)
            return try ModelContainer(for: schema, configurations: [configuration])
        }
        let synced = try makeContainer(cloudKitDatabase: .private("iCloud.com.example.trips"))
        #expect(synced.configurations.first?.cloudKitDatabase == .private("iCloud.com.example.trips"))
        #expect(try makeContainer(cloudKitDatabase: .none).configurations.first?.cloudKitDatabase != .automatic)
        synced.mainContext.insert(Trip(name: "Oslo", days: 3))
        let layout = ViewLayout(TripBars().modelContainer(synced), proposal: ProposedViewSize(width: 320, height: 480))
        #expect(layout.frame(of: "name-Oslo") == CGRect(x: 0, y: 0, width: 30, height: 10))
    }
}
