import Foundation

/// The identity of a SwiftData model, as SwiftData's `PersistentIdentifier`: what
/// `persistentModelID` gives, a key for dictionaries of models (`[PersistentIdentifier: X]`).
///
/// Invariants: a model's identifier is the same each time it is read for as long as the
/// object lives, and two live models never share one. Arrange keeps models in memory only, so
/// an identifier is the object's identity with its entity's name (`storeIdentifier` is `nil`,
/// `isTemporary` is `true`, as for a model SwiftData has not saved yet). An identifier made by
/// `identifier(for:entityName:primaryKey:)` or decoded is equal only to one made the same way,
/// as Apple's note says decoded identifiers and the store's are not equivalent.
public struct PersistentIdentifier: Hashable, Identifiable, Comparable, Codable, Sendable {
    /// The stable identity of a model within its store, as SwiftData's `PersistentIdentifier.ID`.
    public struct ID: Hashable, Comparable, Codable, Sendable {
        let storeIdentifier: String?
        let entityName: String
        let primaryKey: String

        /// Ordered by entity, then key, then store, so a sort of identifiers is deterministic.
        public static func < (lhs: ID, rhs: ID) -> Bool {
            (lhs.entityName, lhs.primaryKey, lhs.storeIdentifier ?? "") < (rhs.entityName, rhs.primaryKey, rhs.storeIdentifier ?? "")
        }
    }

    /// The value that identifies the model within its store.
    public let id: ID

    /// The name of the model's entity: its class's name.
    public var entityName: String { id.entityName }
    /// The store holding the model: `nil`, as every model is in memory only.
    public var storeIdentifier: String? { id.storeIdentifier }
    /// Whether the model was never saved to a store: true for a model's own identifier.
    public var isTemporary: Bool { id.storeIdentifier == nil }

    /// The identifier of the live object `model`: its entity's name and its object identity.
    init(model: AnyObject) {
        id = ID(storeIdentifier: nil, entityName: String(describing: type(of: model)),
                primaryKey: "t" + String(UInt(bitPattern: ObjectIdentifier(model).hashValue), radix: 16))
    }

    /// The identifier of the model whose primary key is `primaryKey` in the store
    /// `storeIdentifier`, as a custom data store names its models.
    public static func identifier<T>(for storeIdentifier: String, entityName: String, primaryKey: T) throws -> PersistentIdentifier
    where T: Comparable, T: CustomStringConvertible, T: Decodable, T: Encodable, T: Hashable {
        PersistentIdentifier(id: ID(storeIdentifier: storeIdentifier, entityName: entityName, primaryKey: primaryKey.description))
    }

    private init(id: ID) { self.id = id }

    /// Ordered as their `id`s.
    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { lhs.id < rhs.id }
}
