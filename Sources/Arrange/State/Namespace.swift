import Foundation

/// A namespace for `matchedGeometryEffect(id:in:)`: `@Namespace private var animation`. Each
/// namespace property has its own identity, kept by every copy of the view value.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        private let token: ObjectIdentifier
        // Keeps the token's object alive, so no other namespace can reuse its identity.
        private let owner: Token

        fileprivate init(_ owner: Token) {
            self.owner = owner
            token = ObjectIdentifier(owner)
        }

        /// Namespaces are equal when they are the same property.
        public static func == (lhs: ID, rhs: ID) -> Bool { lhs.token == rhs.token }
        /// Hashes the identity.
        public func hash(into hasher: inout Hasher) { hasher.combine(token) }
    }

    fileprivate final class Token: Sendable {}

    private let id = ID(Token())

    /// A new namespace.
    public init() {}

    /// The namespace's identity.
    public var wrappedValue: Namespace.ID { id }
}
