import Foundation

/// An entity, as Core Data's `NSEntityDescription`: its name and the class of its objects.
/// An entity is registered when its class first asks for it (`NSManagedObject.entity()`), so
/// `insertNewObject(forEntityName:into:)` finds the classes the program has used.
open class NSEntityDescription: @unchecked Sendable {
    /// The entity's name (the class's by default).
    open var name: String?
    /// The class of its objects.
    open var managedObjectClassName: String!
    let objectClass: NSManagedObject.Type?

    /// An entity of no class.
    public init() { objectClass = nil }

    init(name: String, objectClass: NSManagedObject.Type?) {
        self.name = name
        managedObjectClassName = objectClass.map { String(describing: $0) } ?? name
        self.objectClass = objectClass
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entities: [String: NSEntityDescription] = [:]

    /// The entity `name` of `objectClass`, registered on first use.
    static func named(_ name: String, class objectClass: NSManagedObject.Type) -> NSEntityDescription {
        lock.lock()
        defer { lock.unlock() }
        if let entity = entities[name] { return entity }
        let entity = NSEntityDescription(name: name, objectClass: objectClass)
        entities[name] = entity
        return entity
    }

    /// The entities registered so far, by name.
    static var registered: [NSEntityDescription] {
        lock.lock()
        defer { lock.unlock() }
        return entities.keys.sorted().compactMap { entities[$0] }
    }

    /// The registered entity `entityName`, `nil` when no class of that name was used.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        lock.lock()
        defer { lock.unlock() }
        return entities[entityName]
    }

    /// A new object of the registered entity `entityName` inserted into `context` (an object
    /// of no subclass when no class of that name was used).
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        let entity = Self.entity(forEntityName: entityName, in: context) ?? NSEntityDescription(name: entityName, objectClass: nil)
        let objectClass = entity.objectClass ?? NSManagedObject.self
        return objectClass.init(entity: entity, insertInto: context)
    }

    /// Whether `object` is of this entity: of its class (or a subclass), or named as it.
    func includes(_ object: NSManagedObject) -> Bool {
        if let objectClass, type(of: object) == objectClass || isSubclass(type(of: object), of: objectClass) { return true }
        return object.entity.name == name
    }

    private func isSubclass(_ candidate: AnyClass, of base: AnyClass) -> Bool {
        var current: AnyClass? = candidate
        while let type = current {
            if type == base { return true }
            current = class_getSuperclassOf(type)
        }
        return false
    }
}

/// The superclass of `type` (`class_getSuperclass` without the Objective-C runtime).
func class_getSuperclassOf(_ type: AnyClass) -> AnyClass? {
    _getSuperclass(type)
}
