import Foundation

/// What to fetch, as Core Data's `NSFetchRequest`: the objects of an entity that a predicate
/// takes, in the order of sort descriptors, from an offset, at most a limit. `ResultType` is
/// unconstrained, where Core Data's is an `NSFetchRequestResult`: Swift protocols do not
/// conform to themselves, and `NSFetchRequest<NSFetchRequestResult>` must compile.
open class NSFetchRequest<ResultType>: @unchecked Sendable {
    /// The name of the entity fetched.
    open var entityName: String?
    /// The entity fetched.
    open var entity: NSEntityDescription? {
        didSet { if let name = entity?.name { entityName = name } }
    }
    /// Which objects are taken (`nil`: all).
    open var predicate: NSPredicate?
    /// Their order.
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many (0: no limit).
    open var fetchLimit = 0
    /// The number skipped.
    open var fetchOffset = 0
    /// Kept for Core Data's spelling.
    open var fetchBatchSize = 0
    /// Kept for Core Data's spelling.
    open var returnsObjectsAsFaults = true
    /// Kept for Core Data's spelling.
    open var relationshipKeyPathsForPrefetching: [String]?
    /// Kept for Core Data's spelling.
    open var includesPendingChanges = true

    /// A request for the objects of the entity `entityName`.
    public init(entityName: String) {
        self.entityName = entityName
    }

    /// A request for no entity yet.
    public init() {}

    /// Whether `object` is of the request's entity and its predicate takes it.
    func takes(_ object: NSManagedObject) -> Bool {
        if let entity {
            guard entity.includes(object) else { return false }
        } else if let entityName {
            guard object.entity.name == entityName || ManagedKinds.isKind(object, named: entityName) else { return false }
        }
        return predicate?.evaluate(with: object) ?? true
    }
}

/// Finding a class among an object's superclasses by name.
enum ManagedKinds {
    /// Whether `object`'s class, or one it inherits from, is named `name`.
    static func isKind(_ object: NSManagedObject, named name: String) -> Bool {
        var current: AnyClass? = type(of: object)
        while let type = current {
            if String(describing: type) == name { return true }
            current = class_getSuperclassOf(type)
        }
        return false
    }
}
