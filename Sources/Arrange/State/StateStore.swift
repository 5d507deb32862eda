import Foundation
@_spi(Reflection) import Swift

/// The `@State` and `@StateObject` values of the views of one picture, kept by the views'
/// structural identity (`ViewIdentity`) from one layout to the next, as SwiftUI keeps a view's
/// state while the view stays in the hierarchy.
///
/// Invariants: each layout starts with `startLayout()`; a view built in this layout at an
/// identity that was there in the layout before takes the values its wrappers held then (views
/// are values built anew by their parent's body, so their wrappers' boxes are new each time); a
/// view at an identity that was not there starts from its initial values (the state of a view
/// that went away is gone). Two views built at the same identity in one layout (the same view
/// built twice by a container, or two views whose paths hash alike) are told apart by the order
/// in which they are built.
final class StateStore {
    /// The wrappers' boxes of each view of the layout before, in the order of its fields.
    private var earlier: [ViewIdentity: [AnyObject]] = [:]
    /// Those of this layout so far.
    private var current: [ViewIdentity: [AnyObject]] = [:]
    /// The identities claimed in this layout by views with state and by lifecycle actions.
    private var claimed: Set<ViewIdentity> = []
    /// The bodies of views whose body depends on their value alone, kept the same way.
    let bodies = BodyMemo()
    /// The scrolling asked for by actions and scroll positions, kept for the whole picture.
    let scrollTargets = ScrollTargets()

    /// Begins a layout: what the last one kept becomes what this one resumes from.
    func startLayout() {
        earlier = current
        current = [:]
        claimed = []
        bodies.startLayout()
    }

    /// `identity`, or, when something was already built there in this layout, the first of its
    /// numbered children that is free.
    func claim(_ identity: ViewIdentity) -> ViewIdentity {
        var free = identity
        var occurrence = 1
        while !claimed.insert(free).inserted {
            free = identity.child(occurrence)
            occurrence += 1
        }
        return free
    }

    /// Gives the state wrappers of `view`, built at `identity`, the values they held in the last
    /// layout (or their initial values) and keeps their boxes for the next one; the identity the
    /// view was claimed at.
    func keep<Subject>(_ view: Subject, fields: StateFields, at identity: ViewIdentity) -> ViewIdentity {
        let claimedIdentity = claim(identity)
        let resumed = earlier[claimedIdentity]
        current[claimedIdentity] = fields.resume(view, from: resumed)
        return claimedIdentity
    }
}

/// A property wrapper whose value a view keeps while it stays in the hierarchy (`@State`,
/// `@StateObject`): copies of the wrapper share one box, and the box can take over the value of
/// another box of the same wrapper (the same view's, built in the layout before).
protocol KeptStateProperty {
    /// The box copies of the wrapper share.
    var keptBox: AnyObject { get }
    /// Gives the box the value `earlier` (a box of this wrapper's type) holds, or with `nil`
    /// the wrapper's initial value.
    func resume(from earlier: AnyObject?)
}

/// Where a view type keeps its `@State`-like properties: the offset and type of each stored
/// property that is a `KeptStateProperty`, worked out once per type for the whole process (as
/// `EnvironmentFields` locates `@Environment` properties).
struct StateFields: @unchecked Sendable {
    private let properties: [(offset: Int, type: any KeptStateProperty.Type)]

    /// Whether values of the type keep no state.
    var isEmpty: Bool { properties.isEmpty }

    /// Resumes each state property of `view` from the box at the same place in `earlier`, and
    /// returns the view's boxes.
    func resume<Subject>(_ view: Subject, from earlier: [AnyObject]?) -> [AnyObject] {
        withUnsafeBytes(of: view) { bytes in
            guard let base = bytes.baseAddress else { return [] }
            return properties.indices.map { index in
                let property = properties[index]
                let box = earlier.flatMap { index < $0.count ? $0[index] : nil }
                return property.type.resume(at: base + property.offset, from: box)
            }
        }
    }

    /// The fields of `type`, worked out the first time it is asked for.
    static func of(_ type: Any.Type) -> StateFields {
        known.value(for: type) { locate(in: type) }
    }

    private static let known = TypeTable<StateFields>()

    /// Walks the stored properties of a struct's metadata; other types keep no state here (a
    /// class's properties are not a view's state).
    private static func locate(in type: Any.Type) -> StateFields {
        var properties: [(offset: Int, type: any KeptStateProperty.Type)] = []
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let kept = fieldType as? any KeptStateProperty.Type {
                properties.append((offset, kept))
            }
            return true
        }
        return StateFields(properties: properties)
    }
}

extension KeptStateProperty {
    /// Resumes the property of this type stored at `address` from `earlier`; its box.
    fileprivate static func resume(at address: UnsafeRawPointer, from earlier: AnyObject?) -> AnyObject {
        let property = address.load(as: Self.self)
        property.resume(from: earlier)
        return property.keptBox
    }
}

extension TreeBuilder {
    /// The identity of `view`, a view or modifier with a body built at `identity`, after its
    /// state wrappers were given the values they held in the last layout (see `StateStore`).
    func keepState<Subject>(of view: Subject, at identity: ViewIdentity) -> ViewIdentity {
        let fields = StateFields.of(Subject.self)
        if fields.isEmpty { return identity }
        return states.keep(view, fields: fields, at: identity)
    }
}
