import Foundation

/// The App Store country the person buys in, as StoreKit's `Storefront`: at rest there is no
/// App Store, so there is no current storefront and no update arrives.
public struct Storefront: Sendable, Hashable, CustomStringConvertible {
    /// The country's three-letter code.
    public let countryCode: String
    /// The storefront's identifier.
    public let id: String

    /// The current storefront: none.
    public static var current: Storefront? { get async { nil } }

    /// Storefront changes as they arrive: none.
    public static var updates: Updates { Updates() }

    /// The storefront's country.
    public var description: String { "Storefront(\(countryCode))" }

    /// A sequence of storefronts: empty.
    public struct Updates: AsyncSequence, Sendable {
        /// A storefront.
        public typealias Element = Storefront
        /// Its iterator: it ends at once.
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// `nil`: nothing changes.
            public mutating func next() async -> Storefront? { nil }
        }
        /// The iterator.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

extension Product.SubscriptionInfo.Status {
    /// Subscription status changes as they arrive: none.
    public static var updates: Updates { Updates() }

    /// A sequence of statuses: empty.
    public struct Updates: AsyncSequence, Sendable {
        /// A status.
        public typealias Element = Product.SubscriptionInfo.Status
        /// Its iterator: it ends at once.
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// `nil`: nothing changes.
            public mutating func next() async -> Product.SubscriptionInfo.Status? { nil }
        }
        /// The iterator.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

extension Product.SubscriptionPeriod.Unit {
    /// The unit's name: "Day", "Week", "Month", "Year".
    public var localizedDescription: String {
        switch self {
        case .day: "Day"
        case .week: "Week"
        case .month: "Month"
        case .year: "Year"
        }
    }

    /// The unit written by `style`.
    public func formatted(_ style: FormatStyle) -> String { style.format(self) }

    /// Writes a subscription period's unit, as StoreKit's `Product.SubscriptionPeriod.Unit.FormatStyle`.
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// A style writing the unit's name in lowercase ("month").
        public init() {}
        /// The unit's name in lowercase.
        public func format(_ value: Product.SubscriptionPeriod.Unit) -> String { value.localizedDescription.lowercased() }
    }
}

extension Product {
    /// How the product's prices are written: US dollars (Arrange's App Store has no storefront).
    public var priceFormatStyle: Decimal.FormatStyle.Currency { Decimal.FormatStyle.Currency(code: "USD") }
    /// How subscription period units are written.
    public var subscriptionPeriodUnitFormatStyle: Product.SubscriptionPeriod.Unit.FormatStyle { .init() }
}
