import Foundation
import Observation

/// A class whose instances SwiftData stores, as SwiftData's `PersistentModel`. `@Model` is a
/// SwiftData macro that Linux does not have: `arrange` reads `@Model class Bird` as
/// `@Observable class Bird` with `extension Bird: PersistentModel {}`, its `@Attribute` and
/// `@Relationship` marks blanked and `@Transient` read as `@ObservationIgnored`
/// (`SnippetScanner`), so a model is an observable class, kept in memory only.
public protocol PersistentModel: AnyObject, Observable, Identifiable, Hashable {}

extension PersistentModel {
    /// The model's identity (`PersistentIdentifier`): the same each time it is read, for as
    /// long as the object lives, and no other live model's.
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(model: self) }
    /// The model's identity as `Identifiable` wants it: its `persistentModelID`, as SwiftData
    /// gives it (a model declaring its own `id` keeps that one).
    public var id: PersistentIdentifier { persistentModelID }
    /// Two models are equal when they are the same object.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The kinds of models a container stores, as SwiftData's `Schema`.
public struct Schema {
    /// The model types.
    public let types: [any PersistentModel.Type]
    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type], version: Int = 1) { self.types = types }
    /// A schema of `types`.
    public init(_ types: any PersistentModel.Type...) { self.types = types }
}

/// How a container stores its models, as SwiftData's `ModelConfiguration`. Every store is in
/// memory: Arrange writes nothing to disk.
public struct ModelConfiguration {
    /// The configuration's name.
    public let name: String?
    /// Whether the store is in memory only (the choice is kept; every store is).
    public let isStoredInMemoryOnly: Bool
    /// The iCloud database the store would sync with (kept; nothing syncs at rest).
    public let cloudKitDatabase: CloudKitDatabase
    /// The app group whose container would hold the store (kept; nothing is written).
    public let groupContainer: GroupContainer

    /// The iCloud database a store syncs with, as SwiftData's `ModelConfiguration.CloudKitDatabase`.
    public struct CloudKitDatabase: Hashable, Sendable {
        /// The container's identifier, when one is named.
        public let containerIdentifier: String?
        private let kind: Int
        /// The app's first CloudKit container, when it has the entitlement.
        public static let automatic = CloudKitDatabase(containerIdentifier: nil, kind: 0)
        /// No syncing.
        public static let none = CloudKitDatabase(containerIdentifier: nil, kind: 1)
        /// The private database of the container `identifier`.
        public static func `private`(_ identifier: String) -> CloudKitDatabase { CloudKitDatabase(containerIdentifier: identifier, kind: 2) }
    }

    /// The app group container a store is kept in, as SwiftData's `ModelConfiguration.GroupContainer`.
    public struct GroupContainer: Hashable, Sendable {
        /// The group's identifier, when one is named.
        public let identifier: String?
        private let kind: Int
        /// The app's first app group, when it has one.
        public static let automatic = GroupContainer(identifier: nil, kind: 0)
        /// No app group: the app's own container.
        public static let none = GroupContainer(identifier: nil, kind: 1)
        /// The app group `groupName`.
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName, kind: 2) }
    }

    /// A configuration storing models in memory or not (`isStoredInMemoryOnly`); the group
    /// container and iCloud database are kept, and nothing syncs.
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
    }

    /// A configuration storing models at `url` (kept in memory: Arrange writes nothing to disk).
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.init(name, schema: schema, isStoredInMemoryOnly: false, allowsSave: allowsSave, cloudKitDatabase: cloudKitDatabase)
    }

    /// A configuration for the models of `forTypes`.
    @_disfavoredOverload
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }
}

/// Where an app's models are kept, as SwiftData's `ModelContainer`: one `mainContext`, in memory.
public final class ModelContainer: @unchecked Sendable {
    /// The kinds of models it keeps.
    public let schema: Schema
    /// Its configurations.
    public let configurations: [ModelConfiguration]
    /// The context views insert into and fetch from (`@Environment(\.modelContext)`).
    public private(set) lazy var mainContext = ModelContext(self)

    /// A container for `forTypes`, configured as `configurations` say.
    public init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        schema = Schema(forTypes)
        self.configurations = configurations
    }

    /// A container for `schema`, configured as `configurations` say.
    public init(for schema: Schema, configurations: ModelConfiguration...) throws {
        self.schema = schema
        self.configurations = configurations
    }

    /// A container for `schema`, configured as `configurations` say.
    public init(for schema: Schema, configurations: [ModelConfiguration]) throws {
        self.schema = schema
        self.configurations = configurations
    }

    /// Deletes every model the container holds (iOS 18): its main context forgets them all.
    public func deleteAllData() {
        mainContext.forgetAll()
    }
}

/// The models a view works with, as SwiftData's `ModelContext`: it keeps what is inserted, in
/// memory, and `fetch` returns them filtered and sorted as the descriptor says. Used from the
/// main actor only, as views use it (hence `@unchecked Sendable`, which the environment needs).
public final class ModelContext: @unchecked Sendable {
    /// The container it belongs to, kept alive by it as SwiftData's is (a context the app
    /// makes, or reads from the environment, outlives the expression that made its container;
    /// a container and its `mainContext` keep each other, as they live as long as the app).
    public let container: ModelContainer
    /// The models inserted and not deleted, in insertion order.
    private var models: [any PersistentModel] = []

    /// A context of `container`.
    public init(_ container: ModelContainer) {
        self.container = container
    }

    /// Whether saving is automatic (the value is kept; nothing is written).
    public var autosaveEnabled = true
    /// Whether anything changed since the last save (never: saving writes nothing).
    public var hasChanges: Bool { false }

    /// Keeps `model`.
    public func insert<T: PersistentModel>(_ model: T) {
        guard !models.contains(where: { ($0 as? T) === model }) else { return }
        models.append(model)
    }

    /// Forgets `model`.
    public func delete<T: PersistentModel>(_ model: T) {
        models.removeAll { ($0 as? T) === model }
    }

    /// Forgets every model of type `model` (`where` is not read: all of them).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        models.removeAll { $0 is T }
    }

    /// Forgets every model (`ModelContainer.deleteAllData()`).
    func forgetAll() {
        models.removeAll()
    }

    /// Writes nothing: the store is in memory.
    public func save() throws {}

    /// The kept models of type `T` that `descriptor`'s predicate takes, sorted by its sort
    /// descriptors, at most `fetchLimit` of them.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var found = try models.compactMap { $0 as? T }.filter { try descriptor.predicate?.evaluate($0) ?? true }
        if !descriptor.sortBy.isEmpty {
            found.sort { first, second in
                for sort in descriptor.sortBy {
                    switch sort.compare(first, second) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return false
            }
        }
        if let limit = descriptor.fetchLimit { found = Array(found.prefix(max(0, limit))) }
        return found
    }

    /// How many kept models `descriptor` fetches.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }
}

/// What to fetch, as SwiftData's `FetchDescriptor`.
public struct FetchDescriptor<T: PersistentModel> {
    /// Which models; `nil` takes all.
    public var predicate: Predicate<T>?
    /// The order, first descriptor first.
    public var sortBy: [SortDescriptor<T>]
    /// At most this many; `nil` for all.
    public var fetchLimit: Int?
    /// How many to skip (kept; not read).
    public var fetchOffset: Int?
    /// The relationships to fetch at once (kept; everything is in memory).
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []
    /// The properties to fetch at once (kept; everything is in memory).
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Whether unsaved changes are fetched too (they always are: nothing is saved apart).
    public var includePendingChanges = true

    /// A descriptor of the models `predicate` takes, sorted by `sortBy`.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
