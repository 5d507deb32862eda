import Arrange
import Foundation

/// A scratch pad of managed objects, as Core Data's `NSManagedObjectContext`: it holds the
/// objects inserted into it (and not deleted), and a fetch returns those of the request's
/// entity that its predicate takes, in its sort order. `save()` keeps them (in memory: there is
/// no store), so a preview's sample data shows in every view that fetches from the context.
open class NSManagedObjectContext: @unchecked Sendable {
    /// How a context runs its work, as Core Data's `NSManagedObjectContextConcurrencyType`.
    public enum ConcurrencyType: UInt, Sendable {
        case privateQueueConcurrencyType = 1
        case mainQueueConcurrencyType = 2
    }

    /// The objects inserted and not deleted, in the order of insertion.
    public private(set) var registeredObjects: [NSManagedObject] = []
    /// Whether objects were inserted, changed or deleted since the last save.
    public private(set) var hasChanges = false
    /// The objects inserted since the last save.
    public var insertedObjects: Set<NSManagedObject> { Set(registeredObjects.filter(\.isInserted)) }
    /// How it runs its work (all work runs at once here).
    public let concurrencyType: ConcurrencyType
    /// The context whose objects it reads (kept, not read).
    open var parent: NSManagedObjectContext?
    /// Kept for Core Data's spelling.
    open var automaticallyMergesChangesFromParent = false
    /// Kept for Core Data's spelling (`NSMergeByPropertyObjectTrumpMergePolicy` …).
    open var mergePolicy: Any = NSErrorMergePolicy
    /// Kept for Core Data's spelling.
    open var name: String?
    /// The container whose view context it is.
    public internal(set) weak var persistentStoreCoordinator: NSPersistentStoreCoordinator?

    /// A context of `concurrencyType`.
    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
    }

    /// Adds `object` to the context (once).
    open func insert(_ object: NSManagedObject) {
        guard !registeredObjects.contains(where: { $0 === object }) else { return }
        registeredObjects.append(object)
        object.attach(to: self)
        object.isInserted = true
        object.isDeleted = false
        hasChanges = true
    }

    /// Removes `object`: no fetch returns it afterwards.
    open func delete(_ object: NSManagedObject) {
        registeredObjects.removeAll { $0 === object }
        object.isDeleted = true
        object.detach()
        hasChanges = true
    }

    /// Keeps every change: objects are no longer inserted or changed.
    open func save() throws {
        for object in registeredObjects {
            object.willSave()
            object.isInserted = false
            object.hasChanges = false
        }
        hasChanges = false
    }

    /// Forgets the changes since the last save: objects inserted since are removed.
    open func rollback() {
        registeredObjects.removeAll { $0.isInserted }
        hasChanges = false
    }

    /// Removes every object.
    open func reset() {
        registeredObjects.removeAll()
        hasChanges = false
    }

    /// The objects of `request`'s entity that its predicate takes, sorted by its descriptors,
    /// from its offset, at most its limit.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        var found = registeredObjects.filter { request.takes($0) }
        found = ManagedSort.sorted(found, by: request.sortDescriptors ?? [])
        let start = min(request.fetchOffset, found.count)
        found = Array(found[start...])
        if request.fetchLimit > 0 { found = Array(found.prefix(request.fetchLimit)) }
        return found.compactMap { $0 as? T }
    }

    /// How many objects `request` fetches.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try fetch(request).count
    }

    /// The object whose identity is `objectID`, `nil` when the context has none.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject? {
        registeredObjects.first { $0.objectID == objectID }
    }

    /// Runs `block` (at once).
    open func perform(_ block: @escaping () -> Void) { block() }
    /// Runs `block` and waits (at once).
    open func performAndWait(_ block: () -> Void) { block() }
    /// Runs `block` and returns what it returns.
    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
        try block()
    }

    /// When `perform(schedule:_:)` runs its block.
    public enum ScheduledTaskType: Sendable { case immediate, enqueued }

    func noteChange() { hasChanges = true }
}

/// Core Data's merge policies, kept for their spelling.
public let NSErrorMergePolicy: any Sendable = "NSErrorMergePolicy"
/// Core Data's merge policies, kept for their spelling.
public let NSMergeByPropertyObjectTrumpMergePolicy: any Sendable = "NSMergeByPropertyObjectTrumpMergePolicy"
/// Core Data's merge policies, kept for their spelling.
public let NSMergeByPropertyStoreTrumpMergePolicy: any Sendable = "NSMergeByPropertyStoreTrumpMergePolicy"
/// Core Data's merge policies, kept for their spelling.
public let NSOverwriteMergePolicy: any Sendable = "NSOverwriteMergePolicy"
/// Core Data's merge policies, kept for their spelling.
public let NSRollbackMergePolicy: any Sendable = "NSRollbackMergePolicy"
