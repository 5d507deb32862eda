import Arrange
import Foundation

private struct ManagedObjectContextKey: EnvironmentKey {
    /// An empty context, made anew for each read (no shared state): SwiftUI's default has no
    /// store, and a fetch from it finds nothing.
    static var defaultValue: NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) }
}

extension EnvironmentValues {
    /// The context views fetch from and insert into (`@Environment(\.managedObjectContext)`),
    /// as SwiftUI's: the one `.environment(\.managedObjectContext, …)` set, else an empty one.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}

/// The objects a view shows, as SwiftUI's `@FetchRequest`: what the context in the view's
/// environment holds of the request's entity, filtered by its predicate and sorted by its
/// descriptors, at the moment the body reads them — the sample objects a preview inserted
/// into the context it gave the view. The animation is accepted and has no effect at rest.
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty, EnvironmentReading, @unchecked Sendable {
    /// The request run against the environment's context.
    public let request: NSFetchRequest<Result>
    public let slot = EnvironmentSlot()

    /// The objects of the environment's context that the request fetches.
    public var wrappedValue: FetchedResults<Result> {
        let context = slot.environment.managedObjectContext
        return FetchedResults(objects: (try? context.fetch(request)) ?? [], request: request)
    }

    /// The fetch's configuration, to change its predicate or sort while the view is shown.
    public var projectedValue: Binding<FetchRequest<Result>.Configuration> {
        let request = self.request
        return Binding(
            get: { Configuration(nsSortDescriptors: request.sortDescriptors ?? [], nsPredicate: request.predicate) },
            set: { request.sortDescriptors = $0.nsSortDescriptors; request.predicate = $0.nsPredicate })
    }

    /// A fetch's predicate and sort, as SwiftUI's `FetchRequest.Configuration`.
    public struct Configuration {
        /// The order of the objects.
        public var nsSortDescriptors: [NSSortDescriptor]
        /// Which objects.
        public var nsPredicate: NSPredicate?
    }

    /// The objects `fetchRequest` fetches.
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        request = fetchRequest
    }

    /// The objects `fetchRequest` fetches (`transaction` is not read at rest).
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        request = fetchRequest
    }

    /// The objects of `entity` that `predicate` takes, in the order of `sortDescriptors`.
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: entity.name ?? "")
        request.entity = entity
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.request = request
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// The objects of `Result`'s entity that `predicate` takes, in the order of `sortDescriptors`.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
    }

    /// The objects of `Result`'s entity that `predicate` takes, in the order of Foundation's
    /// `sortDescriptors` (key paths of `Result`). Disfavoured, so that `sortDescriptors: []`
    /// (no order, as in a great deal of real code) takes the `NSSortDescriptor` form and is not
    /// ambiguous; an empty list sorts nothing either way.
    @_disfavoredOverload
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: Result.entity().name ?? "")
        request.entity = Result.entity()
        request.predicate = predicate
        request.sortDescriptors = sortDescriptors.map { descriptor in
            NSSortDescriptor(keyPath: \Result.self, ascending: true, comparator: { a, b in
                guard let a = a as? Result, let b = b as? Result else { return .orderedSame }
                return descriptor.compare(a, b)
            })
        }
        self.request = request
    }
}

/// The objects a `@FetchRequest` found, as SwiftUI's `FetchedResults`: a random-access
/// collection of them, in order.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection, @unchecked Sendable {
    let objects: [Result]
    /// The request the objects came from, which the setters below change.
    let request: NSFetchRequest<Result>

    public var startIndex: Int { objects.startIndex }
    public var endIndex: Int { objects.endIndex }
    public subscript(position: Int) -> Result { objects[position] }

    /// The request's sort. Setting it (a search field's `onChange` sets it) changes the
    /// request, and the wrapper's next read fetches in the new order, as SwiftUI refetches;
    /// these results stay as they were fetched.
    public var nsSortDescriptors: [NSSortDescriptor] {
        get { request.sortDescriptors ?? [] }
        nonmutating set { request.sortDescriptors = newValue }
    }

    /// The request's predicate. Setting it changes the request, and the wrapper's next read
    /// fetches the objects the new predicate takes (`nil`: every object of the entity).
    public var nsPredicate: NSPredicate? {
        get { request.predicate }
        nonmutating set { request.predicate = newValue }
    }
}

/// The objects of a fetch in sections, as SwiftUI's `@SectionedFetchRequest`: sections of
/// consecutive objects with the same value at `sectionIdentifier`, in the fetch's order.
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty, EnvironmentReading, @unchecked Sendable {
    let request: NSFetchRequest<Result>
    let section: (Result) -> SectionIdentifier
    public let slot = EnvironmentSlot()

    /// The sections of the objects the request fetches from the environment's context.
    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
        let objects = (try? slot.environment.managedObjectContext.fetch(request)) ?? []
        var sections: [SectionedFetchResults<SectionIdentifier, Result>.Section] = []
        for object in objects {
            let id = section(object)
            if sections.last?.id == id { sections[sections.count - 1].objects.append(object) }
            else { sections.append(.init(id: id, objects: [object])) }
        }
        return SectionedFetchResults(sections: sections)
    }

    /// Sections of the objects `fetchRequest` fetches, by the value at `sectionIdentifier`.
    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, animation: Animation? = nil) {
        request = fetchRequest
        section = { $0[keyPath: sectionIdentifier] }
    }
}

extension SectionedFetchRequest where Result: NSManagedObject {
    /// Sections of the objects of `Result`'s entity that `predicate` takes, sorted.
    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
        predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {
        let request = NSFetchRequest<Result>(entityName: Result.entity().name ?? "")
        request.entity = Result.entity()
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, sectionIdentifier: sectionIdentifier, animation: animation)
    }
}

/// The sections of a `@SectionedFetchRequest`, as SwiftUI's `SectionedFetchResults`.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: RandomAccessCollection, @unchecked Sendable {
    let sections: [Section]

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> Section { sections[position] }

    /// One section: its identifier and its objects, in order.
    public struct Section: RandomAccessCollection, Identifiable, @unchecked Sendable {
        /// The value its objects share.
        public let id: SectionIdentifier
        var objects: [Result]

        public var startIndex: Int { objects.startIndex }
        public var endIndex: Int { objects.endIndex }
        public subscript(position: Int) -> Result { objects[position] }
    }
}

extension NSManagedObject: CVarArg {
    /// Not passed to C: predicates read managed objects as Swift values.
    public var _cVarArgEncoding: [Int] { [] }
}
