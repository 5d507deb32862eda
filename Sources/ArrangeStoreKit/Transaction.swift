import Arrange
import Foundation

/// A purchase the App Store recorded (StoreKit 2's `Transaction`): the sequences of them are
/// empty in Arrange, which has no App Store. (SwiftUI has a `Transaction` of its own, for
/// animations: a file importing both spells this one `StoreKit.Transaction`, as on iOS.)
public struct Transaction: Identifiable, Hashable, Sendable {
    /// The transaction's identifier.
    public let id: UInt64
    /// The first transaction's identifier, for a renewed subscription or a restore.
    public let originalID: UInt64
    /// The product bought.
    public let productID: String
    /// The kind of product bought.
    public let productType: Product.ProductType
    /// When.
    public let purchaseDate: Date
    /// How many.
    public let purchasedQuantity: Int
    /// When a subscription ends.
    public let expirationDate: Date?
    /// When the App Store refunded or revoked it.
    public let revocationDate: Date?
    /// Why it was revoked.
    public let revocationReason: RevocationReason?
    /// Bought by the person or shared by their family.
    public let ownershipType: OwnershipType
    /// The app's account token given to the purchase.
    public let appAccountToken: UUID?

    /// A transaction of these properties (for previews and tests).
    public init(
        id: UInt64, originalID: UInt64? = nil, productID: String, productType: Product.ProductType = .consumable,
        purchaseDate: Date = Date(timeIntervalSince1970: 0), purchasedQuantity: Int = 1, expirationDate: Date? = nil,
        revocationDate: Date? = nil, revocationReason: RevocationReason? = nil, ownershipType: OwnershipType = .purchased,
        appAccountToken: UUID? = nil
    ) {
        self.id = id
        self.originalID = originalID ?? id
        self.productID = productID
        self.productType = productType
        self.purchaseDate = purchaseDate
        self.purchasedQuantity = purchasedQuantity
        self.expirationDate = expirationDate
        self.revocationDate = revocationDate
        self.revocationReason = revocationReason
        self.ownershipType = ownershipType
        self.appAccountToken = appAccountToken
    }

    /// Tells the App Store the app delivered the purchase.
    public func finish() async {}

    /// Asks the App Store for a refund of this transaction: nothing is asked.
    public func beginRefundRequest(in scene: Any) async throws -> RefundRequestStatus { .userCancelled }

    /// Transactions as they arrive while the app runs: none arrive.
    public static var updates: Transactions { Transactions() }
    /// Transactions the app has not finished: none.
    public static var unfinished: Transactions { Transactions() }
    /// Every transaction of the person: none.
    public static var all: Transactions { Transactions() }
    /// The transactions that entitle the person now: none.
    public static var currentEntitlements: Transactions { Transactions() }
    /// The transactions that entitle the person to `productID` now: none.
    public static func currentEntitlements(for productID: String) -> Transactions { Transactions() }
    /// The latest transaction of `productID`: none.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
    /// The transaction that entitles the person to `productID`: none.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// A sequence of transactions, each with its verification: empty.
    public struct Transactions: AsyncSequence, Sendable {
        /// Each transaction, verified or not.
        public typealias Element = VerificationResult<Transaction>
        /// Its iterator: it ends at once.
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// `nil`: there are no transactions.
            public mutating func next() async -> Element? { nil }
        }
        /// An iterator that ends at once.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }

    /// Why a transaction was revoked.
    public struct RevocationReason: RawRepresentable, Hashable, Sendable {
        /// The reason's number.
        public let rawValue: Int
        /// The reason numbered `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// An issue the developer caused.
        public static let developerIssue = RevocationReason(rawValue: 1)
        /// Another reason.
        public static let other = RevocationReason(rawValue: 0)
    }

    /// Who owns a purchase.
    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        /// The kind's name.
        public let rawValue: String
        /// The kind named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The person bought it.
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        /// Their family shares it.
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// What came of a refund request.
    public enum RefundRequestStatus: Sendable {
        /// Sent to the App Store.
        case success
        /// The person cancelled.
        case userCancelled
    }
}

/// A value the App Store signed, with whether its signature was verified.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    /// Not verified, with why.
    case unverified(SignedType, VerificationError)
    /// Verified.
    case verified(SignedType)

    /// The value, whether verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .unverified(let value, _), .verified(let value): value
        }
    }

    /// The value when verified; throws the verification error otherwise.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// Why a signature did not verify.
    public enum VerificationError: Error, Sendable {
        /// The signature was invalid.
        case invalidSignature
        /// The certificate chain was invalid.
        case invalidCertificateChain
        /// The value was for another device.
        case invalidDeviceVerification
        /// The certificate was revoked.
        case revokedCertificate
        /// The value is outside its validity period.
        case invalidEncoding
    }
}
