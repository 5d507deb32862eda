import Arrange
import ArrangeFoundation
import Foundation

/// An object of an entity, as Core Data's `NSManagedObject`: an `NSObject` whose attributes and
/// relationships are values kept by key, which key-value coding reads and writes
/// (`value(forKey:)` and `setValue(_:forKey:)`, ArrangeFoundation's `NSObject` methods, so an
/// object passed as `NSObject` answers them too), as do the properties Xcode generates
/// (`@NSManaged var name: String?`, rewritten by the tool to read and write `managedValue`)
/// and predicates and sort descriptors. Made with `init(context:)` it is inserted in the
/// context, which a fetch then finds. Equal only to itself, as Core Data's objects are.
///
/// Differences (docs/DIFFERENCES.md, "Core Data"): no faults, no undo, no validation, no
/// change notifications beyond `objectWillChange` at rest; the entity is the class itself. Not
/// `Identifiable` itself: a subclass is, as Xcode's generated files declare
/// (`extension Book: Identifiable {}`), which would otherwise declare the conformance twice.
open class NSManagedObject: NSObject, ObservableObject, NSFetchRequestResult, KeyValueCodingStorage {
    /// The values of the object's attributes and relationships, by key.
    private var values: [String: Any] = [:]
    /// The context it was inserted into, `nil` once deleted.
    public private(set) weak var managedObjectContext: NSManagedObjectContext?
    /// Its entity: named after its class.
    public let entity: NSEntityDescription
    /// Whether it was inserted and not saved since.
    public internal(set) var isInserted = false
    /// Whether it was deleted.
    public internal(set) var isDeleted = false
    /// Whether it was changed since the last save.
    public internal(set) var hasChanges = false
    /// Never a fault: every value is in memory.
    public var isFault: Bool { false }
    /// Its identity.
    public var objectID: NSManagedObjectID { NSManagedObjectID(object: self) }

    /// An object of `entity` inserted into `context` (none when `nil`).
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        super.init()
        context?.insert(self)
        awakeFromInsert()
    }

    /// An object of this class's entity inserted into `context`.
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: context)
    }

    /// An object of this class's entity in no context.
    public override convenience init() {
        self.init(entity: Self.entity(), insertInto: nil)
    }

    /// The entity of this class: named after it (`Book` for `class Book: NSManagedObject`).
    open class func entity() -> NSEntityDescription {
        NSEntityDescription.named(String(describing: self), class: self)
    }

    /// A request for every object of this class's entity.
    ///
    /// Disfavoured: a generated class's own `fetchRequest() -> NSFetchRequest<Entity>` is the
    /// one `Entity.fetchRequest()` means, as in Xcode (on Apple's platforms this one is
    /// Objective-C's, which Swift ranks below the subclass's).
    @_disfavoredOverload
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest(entityName: String(describing: self))
    }

    /// Called once when inserted; sets defaults in subclasses.
    open func awakeFromInsert() {}
    /// Called after a fetch; never at rest.
    open func awakeFromFetch() {}
    /// Called before a save.
    open func willSave() {}

    // MARK: values

    /// The value for `key`, `nil` when it has none: what `value(forKey:)` reads.
    public func storedValue(forKey key: String) -> Any? {
        values[key]
    }

    /// Sets the value for `key` (`nil` removes it), announcing the change: what
    /// `setValue(_:forKey:)` writes.
    public func storeValue(_ value: Any?, forKey key: String) {
        objectWillChange.send()
        values[key] = value
        hasChanges = true
        managedObjectContext?.noteChange()
    }

    /// The value at a dotted key path (`author.name`): each key read on the object before.
    open func value(forKeyPath keyPath: String) -> Any? {
        ManagedKeyPath.value(of: self, at: keyPath)
    }

    /// The value for `key` without change notification.
    open func primitiveValue(forKey key: String) -> Any? { values[key] }
    /// Sets the value for `key` without change notification.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { values[key] = value }
    /// Kept for Core Data's spelling; no notification at rest.
    open func willChangeValue(forKey key: String) {}
    /// Kept for Core Data's spelling; no notification at rest.
    open func didChangeValue(forKey key: String) {}
    /// Kept for Core Data's spelling; no notification at rest.
    open func willAccessValue(forKey key: String?) {}
    /// Kept for Core Data's spelling; no notification at rest.
    open func didAccessValue(forKey key: String?) {}

    /// The set of the to-many relationship `key`, to add to and remove from.
    open func mutableSetValue(forKey key: String) -> NSMutableSet {
        if let set = values[key] as? NSMutableSet { return set }
        let set = NSMutableSet(set: (values[key] as? NSSet) ?? NSSet())
        values[key] = set
        return set
    }

    /// The ordered set of the ordered to-many relationship `key`.
    open func mutableOrderedSetValue(forKey key: String) -> NSMutableOrderedSet {
        if let set = values[key] as? NSMutableOrderedSet { return set }
        let set = NSMutableOrderedSet(orderedSet: (values[key] as? NSOrderedSet) ?? NSOrderedSet())
        values[key] = set
        return set
    }

    /// The value of the property `key` as its declared type `T`: what was set, else the
    /// value of no value (`nil`, zero, `false`, an empty string or set), as Core Data gives
    /// a new object's attributes without defaults. What `@NSManaged` properties read.
    public func managedValue<T>(forKey key: String) -> T {
        if let value = values[key] as? T { return value }
        if let value = values[key], let converted = ManagedDefault.convert(value, to: T.self) { return converted }
        return ManagedDefault.emptyValue(of: T.self)
    }

    /// Sets the property `key` to `value`: what `@NSManaged` properties write.
    public func setManagedValue<T>(_ value: T, forKey key: String) {
        let stored: Any? = ManagedDefault.isNil(value) ? nil : value
        setValue(stored, forKey: key)
    }

    /// Adds `object` (or each object of a set) to the to-many relationship named like
    /// `relationship` (the capitalised name of generated `addToX(_:)` accessors).
    public func addToRelationship(_ relationship: String, _ object: Any) {
        let key = relationshipKey(relationship)
        if let objects = object as? NSSet {
            let set = mutableSetValue(forKey: key)
            for element in objects { set.add(element) }
        } else if let objects = object as? NSOrderedSet {
            let set = mutableOrderedSetValue(forKey: key)
            for element in objects { set.add(element) }
        } else if values[key] is NSOrderedSet {
            mutableOrderedSetValue(forKey: key).add(object)
        } else {
            mutableSetValue(forKey: key).add(object)
        }
        objectWillChange.send()
    }

    /// Removes `object` (or each object of a set) from the to-many relationship `relationship`.
    public func removeFromRelationship(_ relationship: String, _ object: Any) {
        let key = relationshipKey(relationship)
        if let objects = object as? NSSet {
            let set = mutableSetValue(forKey: key)
            for element in objects { set.remove(element) }
        } else if values[key] is NSOrderedSet {
            mutableOrderedSetValue(forKey: key).remove(object)
        } else {
            mutableSetValue(forKey: key).remove(object)
        }
        objectWillChange.send()
    }

    /// The key a generated accessor's capitalised name stands for: the stored key that matches
    /// it ignoring case, else the name with its first letter lowered.
    private func relationshipKey(_ name: String) -> String {
        if let key = values.keys.first(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) { return key }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    func detach() {
        managedObjectContext = nil
    }

    func attach(to context: NSManagedObjectContext) {
        managedObjectContext = context
    }
}

/// An object's identity, as Core Data's `NSManagedObjectID`.
public struct NSManagedObjectID: Hashable, @unchecked Sendable {
    let identity: ObjectIdentifier
    /// Whether the object was never saved: always, with no store.
    public var isTemporaryID: Bool { true }

    init(object: NSManagedObject) { identity = ObjectIdentifier(object) }

    /// A URL naming the object.
    public func uriRepresentation() -> URL {
        URL(string: "x-coredata:///\(UInt(bitPattern: identity.hashValue))")!
    }
}

/// What a fetch request can return, as Core Data's `NSFetchRequestResult`.
public protocol NSFetchRequestResult: AnyObject {}
