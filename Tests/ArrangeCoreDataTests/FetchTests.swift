// Core Data as view code uses it: objects inserted into an in-memory context, fetched with
// predicates in the format language and sorted by descriptors; @FetchRequest in a view reading
// the context its environment gives. The classes are written as Xcode generates them, with the
// accessors the tool writes in place of `@NSManaged` (ManagedPropertyRewrite).
import Arrange
import ArrangeCoreData
import ArrangeTestSupport
import Foundation
import Testing

final class Planet: NSManagedObject {
    var name: String? { get { managedValue(forKey: "name") } set { setManagedValue(newValue, forKey: "name") } }
    var moons: Int16 { get { managedValue(forKey: "moons") } set { setManagedValue(newValue, forKey: "moons") } }
    var discovered: Date? { get { managedValue(forKey: "discovered") } set { setManagedValue(newValue, forKey: "discovered") } }
    var star: Star? { get { managedValue(forKey: "star") } set { setManagedValue(newValue, forKey: "star") } }
}

// As Xcode's generated files declare it.
extension Planet: Identifiable {}

extension Star {
    // As Xcode's generated properties file declares it: the typed request of the entity.
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Star> { NSFetchRequest<Star>(entityName: "Star") }
}

final class Star: NSManagedObject {
    var name: String? { get { managedValue(forKey: "name") } set { setManagedValue(newValue, forKey: "name") } }
    var planets: NSSet? { get { managedValue(forKey: "planets") } set { setManagedValue(newValue, forKey: "planets") } }
    func addToPlanets(_ value: Planet) { addToRelationship("Planets", value) }
    func removeFromPlanets(_ value: Planet) { removeFromRelationship("Planets", value) }
}

/// A context holding the sun's planets Mercury to Saturn, with their moons.
@MainActor
func solarSystem() -> NSManagedObjectContext {
    let container = NSPersistentContainer(name: "Sky")
    container.loadPersistentStores { _, error in #expect(error == nil) }
    let context = container.viewContext
    let sun = Star(context: context)
    sun.name = "Sun"
    for (name, moons) in [("Mercury", 0), ("Venus", 0), ("Earth", 1), ("Mars", 2), ("Jupiter", 95), ("Saturn", 146)] {
        let planet = Planet(context: context)
        planet.name = name
        planet.moons = Int16(moons)
        planet.star = sun
        sun.addToPlanets(planet)
    }
    return context
}

@Suite("Core Data fetches")
@MainActor
struct FetchTests {
    func names(_ format: String, _ args: Any..., sort: [NSSortDescriptor] = []) throws -> [String] {
        let request = Planet.fetchRequest() as NSFetchRequest<NSFetchRequestResult>
        request.predicate = NSPredicate(format: format, argumentArray: args)
        request.sortDescriptors = sort
        return try solarSystem().fetch(request).compactMap { ($0 as? Planet)?.name }
    }

    @Test func aFetchFindsTheObjectsOfItsEntityInInsertionOrder() throws {
        let context = solarSystem()
        let planets = try context.fetch(NSFetchRequest<Planet>(entityName: "Planet"))
        #expect(planets.compactMap(\.name) == ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn"])
        #expect(try context.fetch(NSFetchRequest<Star>(entityName: "Star")).count == 1)
        #expect(try context.count(for: NSFetchRequest<Planet>(entityName: "Planet")) == 6)
    }

    /// `Entity.fetchRequest()` with no type written is the generated class's typed request, as
    /// in Xcode, not ambiguous with NSManagedObject's untyped one (a held-out budget app wrote it).
    @Test func anEntitysOwnFetchRequestIsTheOneItsNameMeans() throws {
        let request = Star.fetchRequest()
        #expect(try solarSystem().fetch(request).compactMap(\.name) == ["Sun"])
        // The untyped one is still there when the type is written.
        let untyped: NSFetchRequest<NSFetchRequestResult> = Planet.fetchRequest()
        #expect(untyped.entityName == "Planet")
    }

    @Test func comparisonsReadNumbersAndStrings() throws {
        #expect(try names("moons == 0") == ["Mercury", "Venus"])
        #expect(try names("moons != %d", 0) == ["Earth", "Mars", "Jupiter", "Saturn"])
        #expect(try names("moons > 2") == ["Jupiter", "Saturn"])
        #expect(try names("moons <= %@", 1) == ["Mercury", "Venus", "Earth"])
        #expect(try names("name == %@", "Mars") == ["Mars"])
        #expect(try names("name == 'Mars'") == ["Mars"])
    }

    @Test func stringOperatorsTakeTheirOptions() throws {
        #expect(try names("name BEGINSWITH %@", "M") == ["Mercury", "Mars"])
        #expect(try names("name BEGINSWITH %@", "m") == [])
        #expect(try names("name BEGINSWITH[c] %@", "m") == ["Mercury", "Mars"])
        #expect(try names("name CONTAINS[c] 'UR'") == ["Mercury", "Saturn"])
        #expect(try names("name ENDSWITH 's'") == ["Venus", "Mars"])
        #expect(try names("name LIKE[c] 'm*s'") == ["Mars"])
        #expect(try names("%K BEGINSWITH %@", "name", "J") == ["Jupiter"])
        #expect(try names("name IN %@", ["Earth", "Venus"]) == ["Venus", "Earth"])
    }

    @Test func compoundFormatsCombineWithAndOrNot() throws {
        #expect(try names("moons > 0 AND name CONTAINS 'a'") == ["Earth", "Mars", "Saturn"])
        #expect(try names("moons == 1 OR name == 'Venus'") == ["Venus", "Earth"])
        #expect(try names("NOT (moons == 0) && moons < 10") == ["Earth", "Mars"])
        #expect(try names("star.name == 'Sun' AND moons BETWEEN {1, 2}") == ["Earth", "Mars"])
        #expect(try names("TRUEPREDICATE").count == 6)
        let both = NSCompoundPredicate(andPredicateWithSubpredicates: [
            NSPredicate(format: "moons > 0"), NSPredicate(format: "name BEGINSWITH 'M'"),
        ])
        let request = NSFetchRequest<Planet>(entityName: "Planet")
        request.predicate = both
        #expect(try solarSystem().fetch(request).compactMap(\.name) == ["Mars"])
    }

    @Test func anUnreadableFormatTakesNoObject() throws {
        #expect(try names("moons >") == [])
        #expect(try names("name == %@") == [])
    }

    @Test func sortDescriptorsOrderByKeyOrKeyPathWithNilFirst() throws {
        #expect(try names("TRUEPREDICATE", sort: [NSSortDescriptor(key: "name", ascending: true)])
            == ["Earth", "Jupiter", "Mars", "Mercury", "Saturn", "Venus"])
        #expect(try names("TRUEPREDICATE", sort: [NSSortDescriptor(keyPath: \Planet.moons, ascending: false)])
            == ["Saturn", "Jupiter", "Mars", "Earth", "Mercury", "Venus"])
        // Equal moons keep the next descriptor's order.
        #expect(try names("moons == 0", sort: [NSSortDescriptor(key: "moons", ascending: true), NSSortDescriptor(keyPath: \Planet.name, ascending: false)])
            == ["Venus", "Mercury"])
        let context = solarSystem()
        _ = Planet(context: context)  // no name
        let request = NSFetchRequest<Planet>(entityName: "Planet")
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Planet.name, ascending: true)]
        request.fetchLimit = 2
        #expect(try context.fetch(request).map(\.name) == [nil, "Earth"])
    }

    @Test func deletedObjectsAreNotFetchedAndSavingKeepsTheRest() throws {
        let context = solarSystem()
        let request = NSFetchRequest<Planet>(entityName: "Planet")
        request.predicate = NSPredicate(format: "name == 'Venus'")
        let venus = try #require(try context.fetch(request).first)
        #expect(context.hasChanges)
        context.delete(venus)
        try context.save()
        #expect(!context.hasChanges)
        #expect(try context.fetch(request).isEmpty)
        #expect(try context.count(for: NSFetchRequest<Planet>(entityName: "Planet")) == 5)
    }

    @Test func propertiesWithoutValuesReadAsCoreDataGivesThem() {
        let planet = Planet(context: NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType))
        #expect(planet.name == nil)
        #expect(planet.moons == 0)
        planet.name = "Pluto"
        planet.name = nil
        #expect(planet.value(forKey: "name") == nil)
    }

    @Test func toManyRelationshipsAddAndRemove() throws {
        let context = solarSystem()
        let sun = try #require(try context.fetch(NSFetchRequest<Star>(entityName: "Star")).first)
        #expect((sun.planets as? Set<Planet>)?.count == 6)
        let earth = try #require((sun.planets as? Set<Planet>)?.first { $0.name == "Earth" })
        sun.removeFromPlanets(earth)
        #expect(sun.planets?.count == 5)
        let request = NSFetchRequest<Star>(entityName: "Star")
        request.predicate = NSPredicate(format: "ANY planets.name == 'Mars'")
        #expect(try context.fetch(request).count == 1)
        request.predicate = NSPredicate(format: "ANY planets.name == 'Earth'")
        #expect(try context.fetch(request).isEmpty)
    }

    @Test func insertingByEntityNameMakesAnObjectOfTheUsedClass() {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        _ = Planet.entity()
        let object = NSEntityDescription.insertNewObject(forEntityName: "Planet", into: context)
        #expect(object is Planet)
        #expect(context.registeredObjects.count == 1)
    }
}

@Suite("@FetchRequest in views")
@MainActor
struct FetchRequestViewTests {
    struct PlanetList: View {
        @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Planet.moons, ascending: false)], predicate: NSPredicate(format: "moons > 0"))
        var planets: FetchedResults<Planet>

        var body: some View {
            VStack(spacing: 0) {
                ForEach(planets) { planet in
                    Text(planet.name ?? "").frame(height: 10).id(planet.name ?? "")
                }
            }
        }
    }

    @Test func aViewShowsWhatTheContextInItsEnvironmentHolds() {
        let view = PlanetList().environment(\.managedObjectContext, solarSystem())
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 200, height: 400))
        // Four planets have moons, most moons first, one 10-point row each from the top.
        #expect(layout.frame(of: "Saturn")?.minY == 0)
        #expect(layout.frame(of: "Jupiter")?.minY == 10)
        #expect(layout.frame(of: "Mars")?.minY == 20)
        #expect(layout.frame(of: "Earth")?.minY == 30)
        #expect(layout.frame(of: "Venus") == nil)
    }

    @Test func withoutAContextAViewFetchesNothing() {
        let layout = ViewLayout(PlanetList(), proposal: ProposedViewSize(width: 200, height: 400))
        #expect(layout.frame(of: "Saturn") == nil)
    }

    /// Every planet, in no particular order: `sortDescriptors: []`, as much real code writes it.
    struct Unsorted: View {
        @FetchRequest(sortDescriptors: []) var planets: FetchedResults<Planet>
        var body: some View {
            Text("\(planets.count)").id("count")
        }
    }

    @Test func anEmptyListOfSortDescriptorsCompilesAndFetchesEveryObject() throws {
        let layout = ViewLayout(Unsorted().environment(\.managedObjectContext, solarSystem()), proposal: .unspecified)
        let node = try #require(layout.nodes.first { if case .text = $0.content { true } else { false } })
        guard case let .text(string, _, _) = node.content else { return }
        // solarSystem() inserts six planets (and a star, of another entity).
        #expect(string == "6")
    }

    /// Sets its results' predicate and sort as a search field's `onChange` does, then reads
    /// the wrapper again.
    struct Searched: View {
        @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "moons", ascending: true)]) var planets: FetchedResults<Planet>
        var body: some View {
            let before = planets
            let _ = before.nsPredicate = NSPredicate(format: "moons > 50")
            let _ = before.nsSortDescriptors = [NSSortDescriptor(key: "moons", ascending: false)]
            Text("\(before.count) \(planets.count) \(planets.first?.name ?? "") \(planets.nsPredicate == nil)").id("summary")
        }
    }

    @Test func settingTheResultsPredicateAndSortChangesTheNextFetch() throws {
        let layout = ViewLayout(Searched().environment(\.managedObjectContext, solarSystem()), proposal: .unspecified)
        let node = try #require(layout.nodes.first { if case .text = $0.content { true } else { false } })
        guard case let .text(string, _, _) = node.content else { return }
        // Six planets first; then Jupiter (95) and Saturn (146), most moons first.
        #expect(string == "6 2 Saturn false")
    }

    struct Sections: View {
        @SectionedFetchRequest(sectionIdentifier: \Planet.moons, sortDescriptors: [NSSortDescriptor(key: "moons", ascending: true)])
        var groups: SectionedFetchResults<Int16, Planet>
        var body: some View {
            Text("\(groups.count) \(groups.first?.count ?? 0)").id("summary")
        }
    }

    @Test func aSectionedFetchGroupsConsecutiveEqualValues() throws {
        let layout = ViewLayout(Sections().environment(\.managedObjectContext, solarSystem()), proposal: .unspecified)
        let node = try #require(layout.nodes.first { if case .text = $0.content { true } else { false } })
        guard case let .text(string, _, _) = node.content else { return }
        // 0, 0 | 1 | 2 | 95 | 146: five sections, the first of two.
        #expect(string == "5 2")
    }
}
