import Arrange
import Foundation

// StoreKit's SwiftUI views, as they look before the App Store answers: Arrange has no App
// Store, so each shows its loading state — a product's icon beside placeholder lines redacted
// as `redacted(reason: .placeholder)` draws them, and a subscription store's marketing content
// above the placeholder of its subscription options (docs/DIFFERENCES.md, "StoreKit").

/// One product with its name, description and buy button, shown as it is while loading.
public nonisolated struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    let id: Product.ID
    let icon: Icon?

    /// The product `id` with `icon` beside it.
    public init(id: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon)
    where PlaceholderIcon == EmptyView {
        self.id = id
        self.icon = icon()
    }

    /// The product `id` with `icon` beside it, and `placeholderIcon` while loading.
    public init(
        id: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
        @ViewBuilder placeholderIcon: () -> PlaceholderIcon
    ) {
        self.id = id
        self.icon = icon()
    }

    /// The product `product` with `icon` beside it.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon)
    where PlaceholderIcon == EmptyView {
        self.id = product.id
        self.icon = icon()
    }

    /// The product's icon, then its name and description redacted, then its price button.
    public var body: some View {
        HStack(spacing: 12) {
            if let icon { icon }
            StoreProductPlaceholder()
        }
    }
}

nonisolated extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// The product `id` without an icon.
    public init(id: Product.ID, prefersPromotionalIcon: Bool = false) {
        self.id = id
        self.icon = nil
    }

    /// The product `product` without an icon.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false) {
        self.id = product.id
        self.icon = nil
    }
}

/// A product's name and description and its price button, as placeholders.
struct StoreProductPlaceholder: View {
    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text("Product Name").font(.headline)
                Text("Product description").font(.subheadline).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Text("$0.00").font(.subheadline.weight(.semibold))
                .padding(.horizontal, 12).padding(.vertical, 6)
                .background(Capsule().fill(Color(system: .secondarySystemFill)))
        }
        .redacted(reason: .placeholder)
    }
}

/// A store of several products, one `ProductView` a row.
public nonisolated struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    let ids: [Product.ID]
    let icon: (Product.ID) -> AnyView?

    /// The products `ids`, each with the icon `icon` gives for it (at rest there is no product
    /// to give it, so rows show their placeholder).
    public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon)
    where C.Element == Product.ID, PlaceholderIcon == EmptyView {
        self.ids = Array(ids)
        self.icon = { _ in nil }
    }

    /// The products `products`, each with its icon.
    public init(products: [Product], prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon)
    where PlaceholderIcon == EmptyView {
        self.ids = products.map(\.id)
        self.icon = { id in products.first { $0.id == id }.map { AnyView(icon($0)) } }
    }

    /// One row a product, with dividers between them.
    public var body: some View {
        VStack(spacing: 0) {
            ForEach(Array(ids.enumerated()), id: \.offset) { entry in
                if entry.offset > 0 { Divider() }
                HStack(spacing: 12) {
                    if let icon = icon(entry.element) { icon }
                    StoreProductPlaceholder()
                }
                .padding(.vertical, 12)
            }
        }
        .padding(.horizontal, 20)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

nonisolated extension StoreView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// The products `ids` without icons.
    public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false) where C.Element == Product.ID {
        self.ids = Array(ids)
        self.icon = { _ in nil }
    }
}

/// A store of one subscription group: the marketing content above the group's options, which
/// at rest are their placeholder.
public nonisolated struct SubscriptionStoreView<Content: View>: View {
    let content: Content

    /// The subscriptions of `groupID`, with `marketingContent` above them.
    public init(
        groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all,
        @ViewBuilder marketingContent: () -> Content
    ) {
        content = marketingContent()
    }

    /// The subscriptions `productIDs`, with `marketingContent` above them.
    public init<C: Collection>(productIDs: C, @ViewBuilder marketingContent: () -> Content) where C.Element == Product.ID {
        content = marketingContent()
    }

    /// The marketing content filling the space above, then the options' placeholder.
    public var body: some View {
        VStack(spacing: 0) {
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
            VStack(spacing: 12) {
                StoreProductPlaceholder()
                Text("Subscribe").font(.headline).frame(maxWidth: .infinity).padding(.vertical, 14)
                    .background(RoundedRectangle(cornerRadius: 12).fill(Color(system: .secondarySystemFill)))
                    .redacted(reason: .placeholder)
            }
            .padding(20)
        }
    }
}

nonisolated extension SubscriptionStoreView where Content == EmptyView {
    /// The subscriptions of `groupID` without marketing content.
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all) {
        content = EmptyView()
    }

    /// The subscriptions `productIDs` without marketing content.
    public init<C: Collection>(productIDs: C) where C.Element == Product.ID {
        content = EmptyView()
    }
}

extension Product {
    /// Which subscriptions of a group a store shows, relative to the person's current one.
    public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// The set with the raw bits `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Higher levels.
        public static let upgrade = SubscriptionRelationship(rawValue: 1)
        /// Lower levels.
        public static let downgrade = SubscriptionRelationship(rawValue: 2)
        /// Other durations of the same level.
        public static let crossgrade = SubscriptionRelationship(rawValue: 4)
        /// The current one.
        public static let current = SubscriptionRelationship(rawValue: 8)
        /// Every subscription of the group.
        public static let all: SubscriptionRelationship = [.upgrade, .downgrade, .crossgrade, .current]
    }
}
