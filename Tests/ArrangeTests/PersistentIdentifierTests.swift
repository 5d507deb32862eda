// SwiftData's `PersistentIdentifier` as apps use it: a model's `persistentModelID` as the key of
// a dictionary of per-model state (`[PersistentIdentifier: Manager]`), compared to find a
// model's values, and encoded.
import Arrange
import Foundation
import Observation
import Testing

// What `arrange` makes of `@Model final class Habit { … }`.
@Observable final class Routine {
    var name: String
    init(name: String) { self.name = name }
}

extension Routine: PersistentModel {}

@Suite("SwiftData's PersistentIdentifier")
@MainActor
struct PersistentIdentifierTests {
    @Test func aModelsIdentifierIsTheSameEachTimeItIsRead() {
        let walk = Routine(name: "Walk")
        #expect(walk.persistentModelID == walk.persistentModelID)
        #expect(walk.persistentModelID.hashValue == walk.persistentModelID.hashValue)
        #expect(walk.persistentModelID.entityName == "Routine")
        #expect(walk.persistentModelID.storeIdentifier == nil)
        #expect(walk.persistentModelID.isTemporary)
    }

    @Test func twoLiveModelsNeverShareAnIdentifier() {
        let walk = Routine(name: "Walk")
        let read = Routine(name: "Walk")
        #expect(walk.persistentModelID != read.persistentModelID)
    }

    @Test func identifiersKeyADictionaryOfPerModelState() throws {
        let container = try ModelContainer(for: Routine.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let routines = ["Walk", "Read", "Stretch"].map(Routine.init)
        for routine in routines { container.mainContext.insert(routine) }
        var counts: [PersistentIdentifier: Int] = [:]
        for (index, routine) in try container.mainContext.fetch(FetchDescriptor<Routine>()).enumerated() {
            counts[routine.persistentModelID] = index + 1
        }
        #expect(counts.count == 3)
        #expect(counts[routines[0].persistentModelID] == 1)
        #expect(counts[routines[2].persistentModelID] == 3)
    }

    @Test func anIdentifierEncodesAndDecodesToAnEqualOne() throws {
        let walk = Routine(name: "Walk")
        let data = try JSONEncoder().encode(walk.persistentModelID)
        let decoded = try JSONDecoder().decode(PersistentIdentifier.self, from: data)
        #expect(decoded == walk.persistentModelID)
        #expect(decoded.entityName == "Routine")
    }

    @Test func aStoresIdentifierNamesItsStoreEntityAndKey() throws {
        let first = try PersistentIdentifier.identifier(for: "store", entityName: "Routine", primaryKey: 1)
        let second = try PersistentIdentifier.identifier(for: "store", entityName: "Routine", primaryKey: 2)
        #expect(first.storeIdentifier == "store")
        #expect(!first.isTemporary)
        #expect(first == (try PersistentIdentifier.identifier(for: "store", entityName: "Routine", primaryKey: 1)))
        #expect(first < second)
        #expect([second, first].sorted() == [first, second])
    }

    /// A habit tracker fetches a habit's values with `value.habit?.persistentModelID == habit.id`:
    /// a model's `id` is its `persistentModelID`, as SwiftData gives it, unless it declares one.
    @Test func aModelsIdIsItsPersistentIdentifierUnlessItDeclaresOne() {
        let walk = Routine(name: "Walk")
        let id: PersistentIdentifier = walk.id
        #expect(id == walk.persistentModelID)
        #expect(Tagged(tag: 7).id == 7)
        var descriptor = FetchDescriptor<Routine>()
        descriptor.relationshipKeyPathsForPrefetching = [\Routine.name]
        descriptor.propertiesToFetch = [\Routine.name]
        #expect(descriptor.relationshipKeyPathsForPrefetching.count == 1 && descriptor.includePendingChanges)
    }

    @Test func deletingAllDataEmptiesTheContainersContext() throws {
        let container = try ModelContainer(for: Routine.self)
        container.mainContext.insert(Routine(name: "Walk"))
        container.mainContext.insert(Routine(name: "Read"))
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Routine>()) == 2)
        container.deleteAllData()
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Routine>()) == 0)
    }
}

@Observable final class Tagged {
    var id: Int
    init(tag: Int) { id = tag }
}

extension Tagged: PersistentModel {}
