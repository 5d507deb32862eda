import Foundation

/// Where a view sits in the tree being built, as SwiftUI's identity: the path of positions from
/// the root — the element of a view builder's list, the branch of an `if`, the id of a
/// `ForEach`'s element, the value of an `.id(_:)`, the type of each view with a body and of the
/// view inside each `AnyView` on the way.
///
/// Invariants: the same view at the same place in two builds of one view has the same identity;
/// views at different places differ (up to a 64-bit hash collision). Only equality means
/// anything: the value is a hash of the path, not the path.
///
/// A view keeps its `@State` across the layouts of one picture by its identity (`StateStore`),
/// and an `onAppear` runs again only for an identity that was not there in the layout before
/// (`AppearanceRounds`).
struct ViewIdentity: Hashable, Sendable {
    private let value: UInt64

    /// The root's identity.
    static let root = ViewIdentity(value: 0xcbf2_9ce4_8422_2325)

    private init(value: UInt64) {
        self.value = value
    }

    /// The identity of the child at `position` of this one (a list's element, a branch).
    func child(_ position: Int) -> ViewIdentity {
        mixing(UInt64(bitPattern: Int64(position)))
    }

    /// The identity of a view of `type` (a view with a body, a modifier) built here.
    func child(_ type: Any.Type) -> ViewIdentity {
        mixing(UInt64(UInt(bitPattern: ObjectIdentifier(type).hashValue)))
    }

    /// The identity of the view named `id` here (a `ForEach` element's id, `.id(_:)`'s value):
    /// views named alike are the same view, whatever their position.
    func child<ID: Hashable>(id: ID) -> ViewIdentity {
        // A step of its own first, so that an id never stands for a position.
        let named = mixing(Self.explicitIdentityStep)
        // An integer, the commonest id (`ForEach(0..<n)`), is mixed in as it is: hashing it
        // first cost about 150 instructions of building every element, and the mix spreads its
        // bits as well. Every integer id takes this path, so equal ids still meet.
        if ID.self == Int.self { return named.mixing(UInt64(bitPattern: Int64(unsafeBitCast(id, to: Int.self)))) }
        var hasher = Hasher()
        hasher.combine(id)
        return named.mixing(UInt64(bitPattern: Int64(hasher.finalize())))
    }

    /// Marks the step of an explicit identity (`child(id:)`).
    private static let explicitIdentityStep: UInt64 = 0x9e37_79b9_7f4a_7c15

    /// One more step of the path: cheap (views are built in hot loops), and spreading each bit.
    private func mixing(_ component: UInt64) -> ViewIdentity {
        var mixed = (value ^ component) &* 0x1000_0000_01b3
        mixed ^= mixed >> 29
        mixed = mixed &* 0xbf58_476d_1ce4_e5b9
        mixed ^= mixed >> 32
        return ViewIdentity(value: mixed)
    }
}
