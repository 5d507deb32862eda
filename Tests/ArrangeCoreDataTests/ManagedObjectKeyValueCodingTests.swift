// Key-value coding on Core Data objects as apps write it: a helper taking any `NSObject` reads
// the `name` of whatever entity it is given, a picker casts fetched results to `NSObject` and
// reads a property named by a string, and settings write attributes by key.
import Arrange
import ArrangeCoreData
import Foundation
import Testing

/// A helper in the idiom of apps that show any entity's name.
private func displayName(_ object: NSObject?) -> String {
    guard let object else { return "unknown" }
    return object.value(forKey: "name") as? String ?? "unknown"
}

/// A plain object with stored properties (not a Core Data object).
private final class Tag: NSObject {
    let title = "Birthday"
    let color: String? = nil
}

@Suite("Key-value coding on Core Data objects")
@MainActor
struct ManagedObjectKeyValueCodingTests {
    @Test func anObjectPassedAsNSObjectAnswersValueForKey() {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let mars = Planet(context: context)
        mars.name = "Mars"
        #expect(displayName(mars) == "Mars")
        #expect(displayName(nil) == "unknown")
        // A fetched result cast to NSObject, as a picker over any entity does.
        let anything: Any = mars
        let object = anything as? NSObject
        #expect(object != nil)
        #expect(object?.value(forKey: "moons") as? Int16 == nil)
        mars.moons = 2
        #expect(object?.value(forKey: "moons") as? Int16 == 2)
    }

    @Test func setValueForKeyWritesTheAttributeTheTypedPropertyReads() {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let venus = Planet(context: context)
        let object: NSObject = venus
        object.setValue("Venus", forKey: "name")
        #expect(venus.name == "Venus")
        #expect(venus.hasChanges)
        object.setValue(nil, forKey: "name")
        #expect(venus.name == nil)
        #expect(venus.value(forKey: "name") == nil)
    }

    @Test func settingAValueByKeyMarksTheObjectAndItsContextChanged() throws {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let earth = Planet(context: context)
        try context.save()
        #expect(!earth.hasChanges && !context.hasChanges)
        earth.setValue(Int16(1), forKey: "moons")
        #expect(earth.moons == 1)
        #expect(earth.hasChanges && context.hasChanges)
    }

    @Test func aManagedObjectIsAnNSObjectEqualOnlyToItself() {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let one = Planet(context: context)
        let other = Planet(context: context)
        one.name = "Same"
        other.name = "Same"
        #expect(one == one)
        #expect(one != other)
        #expect(Set([one, one, other]).count == 2)
        #expect(one.isEqual(other) == false)
    }

    @Test func aPlainObjectAnswersWithItsStoredProperty() {
        let tag = Tag()
        #expect(tag.value(forKey: "title") as? String == "Birthday")
        #expect(tag.value(forKey: "color") == nil)
        #expect(tag.value(forKey: "missing") == nil)
    }
}
