/// The models of a kind that a view shows, as SwiftData's `@Query`: what the model context in
/// the view's environment (`modelContainer(_:)`) holds of `Element`, filtered and sorted as the
/// query says — the models a preview inserted into its container, and none when no container
/// is given (SwiftUI's previews show the same; docs/DIFFERENCES.md, "Stand-ins").
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    /// What is fetched.
    public let descriptor: FetchDescriptor<Element>
    private let results: ([Element]) -> Result
    public let slot = EnvironmentSlot()

    /// The models the environment's context holds that `descriptor` takes.
    public var wrappedValue: Result {
        results((try? slot.environment.modelContext.fetch(descriptor)) ?? [])
    }
}

extension Query: EnvironmentReading {}

// A descriptor and a closure that are never mutated, and an environment slot that takes a lock.
extension Query: @unchecked Sendable {}

extension Query where Result == [Element] {
    private init(descriptor: FetchDescriptor<Element>) {
        self.descriptor = descriptor
        results = { $0 }
    }

    /// All models of the kind.
    public init() {
        self.init(descriptor: FetchDescriptor())
    }

    /// The models `descriptor` fetches.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation? = nil) {
        self.init(descriptor: descriptor)
    }

    /// The models `filter` takes, sorted by `sort`.
    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation? = nil) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: sort))
    }

    /// The models `filter` takes, sorted by the value at `keyPath` in `order`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
        animation: Animation? = nil
    ) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// The models `filter` takes, sorted by the optional value at `keyPath` in `order`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
        animation: Animation? = nil
    ) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
}

/// Foundation's `localizedStandard` string comparison, which Linux's Foundation lacks: the
/// lexical comparison stands in for it (no locale-aware ordering; docs/DIFFERENCES.md).
extension String.StandardComparator {
    /// Lexical comparison, standing in for Finder-like locale-aware ordering.
    public static var localizedStandard: String.StandardComparator { .lexical }
    /// Lexical comparison, standing in for locale-aware ordering.
    public static var localized: String.StandardComparator { .lexical }
}
