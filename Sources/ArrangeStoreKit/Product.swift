import Arrange
import Foundation

/// An in-app product of the App Store (StoreKit 2's `Product`).
///
/// Arrange has no App Store: `Product.products(for:)` finds the products of the app's StoreKit
/// configuration file (`StoreKitConfiguration`), as Xcode's StoreKit Testing does, and none
/// without one, so that a view shows its state before products load; code that builds
/// products in previews builds them with `Product(id:displayName:…)`, which StoreKit does not
/// have (docs/DIFFERENCES.md, "StoreKit").
public struct Product: Identifiable, Hashable, Sendable {
    /// A product's identifier in App Store Connect.
    public typealias ID = String

    /// The identifier.
    public let id: ID
    /// The kind of product.
    public let type: ProductType
    /// The name shown to the person.
    public let displayName: String
    /// The description shown to the person.
    public let description: String
    /// The price.
    public let price: Decimal
    /// The price as the App Store writes it in the person's currency.
    public let displayPrice: String
    /// Whether the person can share it with their family.
    public let isFamilyShareable: Bool
    /// The subscription's details, for an auto-renewable subscription.
    public let subscription: SubscriptionInfo?

    /// A product of these properties (for previews and tests; the App Store makes them in StoreKit).
    public init(
        id: ID, type: ProductType = .consumable, displayName: String = "", description: String = "",
        price: Decimal = 0, displayPrice: String = "", isFamilyShareable: Bool = false, subscription: SubscriptionInfo? = nil
    ) {
        self.id = id
        self.type = type
        self.displayName = displayName
        self.description = description
        self.price = price
        self.displayPrice = displayPrice
        self.isFamilyShareable = isFamilyShareable
        self.subscription = subscription
    }

    /// The products of `identifiers` the app's StoreKit configuration file lists, in its order
    /// (none without one: there is no App Store).
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == ID {
        let wanted = Set(identifiers)
        return StoreKitConfiguration.app.filter { wanted.contains($0.id) }
    }

    /// The transaction that entitles the person to the product: none, as nothing was bought.
    public var currentEntitlement: VerificationResult<Transaction>? {
        get async { nil }
    }

    /// Buys the product: the purchase is cancelled, as there is no App Store.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        .userCancelled
    }

    /// The kinds of product.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        /// The kind's name.
        public let rawValue: String
        /// The kind named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Bought and used up (bird food), possibly many times.
        public static let consumable = ProductType(rawValue: "Consumable")
        /// Bought once, kept.
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        /// A subscription that renews itself.
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
        /// A subscription that does not renew itself.
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
    }

    /// What a purchase ended in.
    public enum PurchaseResult: Sendable {
        /// Bought: the transaction, verified or not.
        case success(VerificationResult<Transaction>)
        /// The person cancelled.
        case userCancelled
        /// Waiting (Ask to Buy).
        case pending
    }

    /// An option of a purchase (`.quantity(2)`, `.appAccountToken(_:)`).
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        /// Buys `quantity` of the product.
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity \(quantity)") }
        /// Ties the purchase to the app's account `token`.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: "token \(token)") }
        /// Simulates Ask to Buy in testing.
        public static func simulatesAskToBuyInSandbox(_ simulates: Bool) -> PurchaseOption { PurchaseOption(name: "ask \(simulates)") }
    }

    /// A subscription's details.
    public struct SubscriptionInfo: Hashable, Sendable {
        /// The group of subscriptions it belongs to.
        public let subscriptionGroupID: String
        /// Its level in the group (1 the highest).
        public let groupLevel: Int
        /// How long a period lasts.
        public let subscriptionPeriod: SubscriptionPeriod

        /// Details of these properties.
        public init(subscriptionGroupID: String, groupLevel: Int = 1, subscriptionPeriod: SubscriptionPeriod = SubscriptionPeriod(value: 1, unit: .month)) {
            self.subscriptionGroupID = subscriptionGroupID
            self.groupLevel = groupLevel
            self.subscriptionPeriod = subscriptionPeriod
        }

        /// The statuses of the person's subscriptions in the group `groupID`: none.
        public static func status(for groupID: String) async throws -> [Status] { [] }

        /// Whether the person may have an introductory offer: no (there is no App Store).
        public var isEligibleForIntroOffer: Bool { get async { false } }

        /// A subscription's state now.
        public struct Status: Sendable {
            /// Subscribed, expired …
            public let state: RenewalState
            /// The latest transaction.
            public let transaction: VerificationResult<Transaction>
            /// The renewal's details.
            public let renewalInfo: VerificationResult<RenewalInfo>
        }

        /// The states of a subscription.
        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            /// The state's number, as StoreKit numbers them.
            public let rawValue: Int
            /// The state numbered `rawValue`.
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// Active.
            public static let subscribed = RenewalState(rawValue: 1)
            /// Ended.
            public static let expired = RenewalState(rawValue: 2)
            /// Renewal failed; the App Store is retrying.
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            /// Renewal failed; service goes on for a grace period.
            public static let inGracePeriod = RenewalState(rawValue: 4)
            /// Refunded or revoked.
            public static let revoked = RenewalState(rawValue: 5)
        }

        /// What the next renewal will be.
        public struct RenewalInfo: Hashable, Sendable {
            /// The product the subscription renews to.
            public let currentProductID: String
            /// Whether it renews.
            public let willAutoRenew: Bool
            /// The product the subscription renews to next, when the person chose another.
            public var autoRenewPreference: String? { currentProductID }
            /// When the subscription expires, if it does not renew.
            public var expirationDate: Date? { nil }
        }
    }

    /// A length of time a subscription lasts.
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// How many units.
        public let value: Int
        /// Days, weeks, months or years.
        public let unit: Unit
        /// A period of `value` `unit`s.
        public init(value: Int, unit: Unit) {
            self.value = value
            self.unit = unit
        }
        /// The units of a period.
        public enum Unit: Hashable, Sendable {
            /// Days.
            case day
            /// Weeks.
            case week
            /// Months.
            case month
            /// Years.
            case year
        }
    }
}

/// Errors StoreKit throws.
public enum StoreKitError: Error, Sendable {
    /// The person cancelled.
    case userCancelled
    /// The App Store could not be reached (always, in Arrange).
    case networkError(URLError)
    /// The system had a problem.
    case systemError(any Error)
    /// Not available in the person's storefront.
    case notAvailableInStorefront
    /// The person may not buy.
    case notEntitled
    /// Something else.
    case unknown
}

/// The App Store itself.
public enum AppStore {
    /// Syncs the person's purchases with the App Store ("Restore Purchases"): nothing to sync.
    public static func sync() async throws {}
    /// Whether the person may make payments: yes.
    public static var canMakePayments: Bool { true }
}
