import Arrange
import Foundation

// StoreKit's view modifiers. Each styles a store or runs a task against the App Store; a
// still picture at rest shows no App Store answer, so each is recorded on the node
// (`arrange frames --json` lists it) and changes nothing else.

/// The state of a task that reads entitlements: loading, failed, or done with a value. At
/// rest (no App Store) it stays `.loading`.
public enum EntitlementTaskState<Value: Sendable>: Sendable {
    /// Waiting for the App Store.
    case loading
    /// The App Store could not answer.
    case failure(any Error)
    /// The answer.
    case success(Value)

    /// The answer, when there is one.
    public var value: Value? {
        if case .success(let value) = self { value } else { nil }
    }

    /// The state with the answer transformed by `transform`.
    public func map<T: Sendable>(_ transform: (Value) async throws -> T) async -> EntitlementTaskState<T> {
        switch self {
        case .loading: return .loading
        case .failure(let error): return .failure(error)
        case .success(let value):
            do { return .success(try await transform(value)) } catch { return .failure(error) }
        }
    }
}

/// The buttons a store may show besides its products.
public struct StoreButtonKind: Hashable, Sendable {
    let name: String
    /// Cancel (close the store).
    public static let cancellation = StoreButtonKind(name: "cancellation")
    /// Restore purchases.
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    /// Redeem an offer code.
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    /// Sign in.
    public static let signIn = StoreButtonKind(name: "signIn")
    /// Policies (terms, privacy).
    public static let policies = StoreButtonKind(name: "policies")
}

/// How a subscription store's buttons set their label.
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
    let name: String
    /// The store's choice.
    public static let automatic = SubscriptionStoreButtonLabel(name: "automatic")
    /// One line.
    public static let singleLine = SubscriptionStoreButtonLabel(name: "singleLine")
    /// Several lines.
    public static let multiline = SubscriptionStoreButtonLabel(name: "multiline")
    /// The subscription's name.
    public static let displayName = SubscriptionStoreButtonLabel(name: "displayName")
    /// The price.
    public static let price = SubscriptionStoreButtonLabel(name: "price")
    /// "Subscribe" and the like.
    public static let action = SubscriptionStoreButtonLabel(name: "action")
}

/// How a product view lays out its parts.
public struct ProductViewStyleKind: Hashable, Sendable {
    let name: String
    /// The store's choice.
    public static let automatic = ProductViewStyleKind(name: "automatic")
    /// Icon, name and button in a row.
    public static let compact = ProductViewStyleKind(name: "compact")
    /// Larger icon and text.
    public static let regular = ProductViewStyleKind(name: "regular")
    /// Icon above the text, filling the width.
    public static let large = ProductViewStyleKind(name: "large")
}

extension ContainerBackgroundPlacement {
    /// Behind a whole subscription store.
    public static let subscriptionStore = ContainerBackgroundPlacement("subscriptionStore")
    /// Behind a subscription store, its full height.
    public static let subscriptionStoreFullHeight = ContainerBackgroundPlacement("subscriptionStoreFullHeight")
    /// Behind a subscription store's header.
    public static let subscriptionStoreHeader = ContainerBackgroundPlacement("subscriptionStoreHeader")
}

nonisolated extension View {
    /// Shows or hides the store's `kinds` of button. Recorded.
    public func storeButton(_ visibility: Visibility, for kinds: StoreButtonKind...) -> some View {
        recording("storeButton", "\(visibility), for: \(kinds.map(\.name).joined(separator: ", "))")
    }

    /// Sets the icon each subscription option shows. Recorded; the icon is not built at rest.
    public func subscriptionStoreControlIcon<Icon: View>(
        @ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> Icon
    ) -> some View {
        recording("subscriptionStoreControlIcon")
    }

    /// Sets how the subscribe buttons label themselves. Recorded.
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel...) -> some View {
        recording("subscriptionStoreButtonLabel", label.map(\.name).joined(separator: ", "))
    }

    /// Fills the background of the options' picker items with `style`. Recorded.
    public func subscriptionStorePickerItemBackground<S: ShapeStyle>(_ style: S) -> some View {
        recording("subscriptionStorePickerItemBackground")
    }

    /// Sets how product views lay out. Recorded.
    public func productViewStyle(_ style: ProductViewStyleKind) -> some View {
        recording("productViewStyle", style.name)
    }

    /// Runs `action` with the status of the person's subscriptions in `groupID` whenever it
    /// changes: at rest it is not run. Recorded.
    public func subscriptionStatusTask(
        for groupID: String, priority: TaskPriority = .medium,
        action: @escaping @Sendable (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void
    ) -> some View {
        recording("subscriptionStatusTask", "for: \"\(groupID)\"")
    }

    /// Runs `action` with the person's entitlement to `productID` whenever it changes: at rest
    /// it is not run. Recorded.
    public func currentEntitlementTask(
        for productID: String, priority: TaskPriority = .medium,
        action: @escaping @Sendable (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void
    ) -> some View {
        recording("currentEntitlementTask", "for: \"\(productID)\"")
    }

    /// Runs `action` when a purchase in the view's stores completes: at rest none does. Recorded.
    public func onInAppPurchaseCompletion(
        perform action: @escaping @Sendable (Product, Result<Product.PurchaseResult, any Error>) async -> Void
    ) -> some View {
        recording("onInAppPurchaseCompletion")
    }

    /// Presents the App Store's subscription management while `isPresented`. Recorded.
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View {
        recording("manageSubscriptionsSheet", "isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents the App Store's subscription management for `subscriptionGroupID`. Recorded.
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>, subscriptionGroupID: String) -> some View {
        recording("manageSubscriptionsSheet", "isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents the offer code redemption sheet while `isPresented`. Recorded.
    public func offerCodeRedemption(
        isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }
    ) -> some View {
        recording("offerCodeRedemption", "isPresented: \(isPresented.wrappedValue)")
    }

    /// Presents the refund request sheet for `transactionID` while `isPresented`. Recorded.
    public func refundRequestSheet(
        for transactionID: Transaction.ID, isPresented: Binding<Bool>,
        onDismiss: ((Result<Transaction.RefundRequestStatus, any Error>) -> Void)? = nil
    ) -> some View {
        recording("refundRequestSheet", "isPresented: \(isPresented.wrappedValue)")
    }
}

/// Shows or defers a message from the App Store (`displayStoreKitMessage`).
public struct DisplayMessageAction: Sendable {
    /// Shows `message`; nothing happens.
    public func callAsFunction(_ message: Message) throws {}
}

/// A message the App Store wants to show (a price increase, a billing issue).
public struct Message: Sendable {
    /// Why the App Store sends it.
    public struct Reason: Hashable, Sendable {
        let name: String
        /// A subscription's price goes up.
        public static let priceIncreaseConsent = Reason(name: "priceIncreaseConsent")
        /// A billing problem.
        public static let billingIssue = Reason(name: "billingIssue")
        /// A win-back offer.
        public static let winBackOffer = Reason(name: "winBackOffer")
        /// Something else.
        public static let generic = Reason(name: "generic")
    }
    /// Why it is sent.
    public let reason: Reason
    /// Messages as they arrive while the app runs: none.
    public static var messages: Messages { Messages() }
    /// A sequence of messages: empty.
    public struct Messages: AsyncSequence, Sendable {
        /// Each message.
        public typealias Element = Message
        /// Its iterator: it ends at once.
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// `nil`: there are no messages.
            public mutating func next() async -> Message? { nil }
        }
        /// An iterator that ends at once.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

extension EnvironmentValues {
    /// Shows a message from the App Store.
    public var displayStoreKitMessage: DisplayMessageAction { DisplayMessageAction() }
}
