import Foundation

/// The Core Data stack of an app, as Core Data's `NSPersistentContainer`: a model and a view
/// context. There is no store on disk: every store is in memory (as a preview's
/// `/dev/null` store is), so loading never fails and objects live as long as the program.
open class NSPersistentContainer: @unchecked Sendable {
    /// The name of the model (the app's `.xcdatamodeld`).
    public let name: String
    /// The model.
    public let managedObjectModel: NSManagedObjectModel
    /// The context of the main queue, which views fetch from.
    public let viewContext: NSManagedObjectContext
    /// The stores to load: one in memory.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// The coordinator of the stores.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator

    /// A container of the model `name`.
    public convenience init(name: String) {
        self.init(name: name, managedObjectModel: NSManagedObjectModel())
    }

    /// A container of `model` named `name`.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))]
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    }

    /// Loads each store (in memory): `block` is called for each with no error.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    /// A new context: the view context, as there is one store in memory and work runs at once.
    open func newBackgroundContext() -> NSManagedObjectContext { viewContext }

    /// Runs `block` with a background context (the view context), at once.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) { block(viewContext) }

    /// The folder of stores on disk (a temporary folder; nothing is written).
    open class func defaultDirectoryURL() -> URL { FileManager.default.temporaryDirectory }
}

/// A container that would mirror to iCloud, as Core Data's `NSPersistentCloudKitContainer`:
/// an in-memory container like the others.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {}

/// A store to load, as Core Data's `NSPersistentStoreDescription`; every store is in memory.
open class NSPersistentStoreDescription: @unchecked Sendable {
    /// Where the store would be.
    open var url: URL?
    /// The kind of store (kept).
    open var type: String = NSInMemoryStoreType
    /// Kept for Core Data's spelling.
    open var shouldAddStoreAsynchronously = false
    /// Kept for Core Data's spelling.
    open var shouldMigrateStoreAutomatically = true
    /// Kept for Core Data's spelling.
    open var shouldInferMappingModelAutomatically = true

    /// A description of a store at `url`.
    public init(url: URL) { self.url = url }
    /// A description of a store nowhere.
    public init() {}

    /// Sets an option (kept, not read).
    open func setOption(_ option: NSObject?, forKey key: String) {}
}

/// The kind of a store kept in memory.
public let NSInMemoryStoreType = "InMemory"
/// The kind of a SQLite store (all stores are in memory here).
public let NSSQLiteStoreType = "SQLite"
/// The option that keeps a store's history (kept, not read).
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// The option that notifies of remote changes (kept, not read).
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"

/// The stores of a container, as Core Data's `NSPersistentStoreCoordinator`.
open class NSPersistentStoreCoordinator: @unchecked Sendable {
    /// The model of the stores.
    public let managedObjectModel: NSManagedObjectModel
    /// A coordinator of `model`.
    public init(managedObjectModel model: NSManagedObjectModel) { managedObjectModel = model }
}

/// The entities of an app, as Core Data's `NSManagedObjectModel`: those registered by the
/// classes that were used (`NSEntityDescription.named(_:class:)`).
open class NSManagedObjectModel: @unchecked Sendable {
    /// A model of the registered entities.
    public init() {}
    /// The model in a file (its entities are the registered classes').
    public convenience init?(contentsOf url: URL) { self.init() }
    /// The entities registered so far.
    open var entities: [NSEntityDescription] { NSEntityDescription.registered }
    /// The entities by name.
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.map { ($0.name ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }
}
