// StoreKit as a snippet's `import StoreKit` finds it: no App Store, so stores show their
// loading state, product lists are empty, and StoreKit's modifiers are recorded.
import Arrange
import ArrangeStoreKit
import ArrangeTestSupport
import Foundation
import Testing

@Suite("StoreKit stand-ins")
struct StoreKitStandInTests {
    let phone = ProposedViewSize(width: 390, height: 844)

    @Test func aProductViewShowsItsIconBesideItsPlaceholderAcrossTheWidth() {
        let view = ProductView(id: "food.nutrition") { Color.orange.frame(width: 44, height: 44).id("icon") }.id("product")
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "icon") == CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(layout.frame(of: "product")?.width == 390)
    }

    @Test func aSubscriptionStoreGivesItsMarketingContentTheSpaceAboveItsOptions() {
        let view = SubscriptionStoreView(groupID: "pass") { Color.blue.id("marketing") }
        let layout = ViewLayout(view, proposal: phone)
        let marketing = layout.frame(of: "marketing")
        #expect(marketing?.origin == .zero)
        #expect(marketing?.width == 390)
        // The options' placeholder takes the rest: less than a third of the screen.
        #expect((marketing?.height ?? 0) > 844 * 2 / 3)
        #expect((marketing?.height ?? 0) < 844)
    }

    @Test func aStoreViewHasARowForEachProduct() {
        let one = ViewLayout(StoreView(ids: ["a"]).id("store"), proposal: ProposedViewSize(width: 390, height: nil))
        let three = ViewLayout(StoreView(ids: ["a", "b", "c"]).id("store"), proposal: ProposedViewSize(width: 390, height: nil))
        let rowHeight = one.frame(of: "store")?.height ?? 0
        #expect(rowHeight > 0)
        // Three rows and two dividers (each one pixel: a third of a point at 3×... here 1 point at 1×).
        #expect((three.frame(of: "store")?.height ?? 0) > 2.9 * rowHeight)
    }

    @Test func storeModifiersAreRecordedAndChangeNothing() {
        let plain = ViewLayout(Color.red.frame(width: 10, height: 10).id("shop"), proposal: phone)
        let modified = ViewLayout(
            Color.red.frame(width: 10, height: 10).id("shop")
                .storeButton(.visible, for: .redeemCode)
                .subscriptionStoreButtonLabel(.multiline)
                .subscriptionStatusTask(for: "pass") { _ in }
                .manageSubscriptionsSheet(isPresented: .constant(false))
                .containerBackground(for: .subscriptionStoreFullHeight) { Color.blue },
            proposal: phone)
        #expect(modified.frame(of: "shop") == plain.frame(of: "shop"))
        let records = modified.nodes.flatMap(\.modifiers).map(\.description)
        #expect(records.contains("storeButton(visible, for: redeemCode)"))
        #expect(records.contains("subscriptionStatusTask(for: \"pass\")"))
        #expect(records.contains("containerBackground(for: .subscriptionStoreFullHeight)"))
    }

    @Test func theAppStoreOverlayIsAPresentationRecordedAndNotDrawn() {
        let plain = ViewLayout(Text("Recommended").id("button"), proposal: phone)
        let overlaid = ViewLayout(
            Text("Recommended").id("button")
                .appStoreOverlay(isPresented: .constant(true)) {
                    SKOverlay.AppConfiguration(appIdentifier: "123456789", position: .bottomRaised)
                },
            proposal: phone)
        #expect(overlaid.frame(of: "button") == plain.frame(of: "button"))
        #expect(overlaid.nodes.count == plain.nodes.count)
        let records = overlaid.nodes.flatMap(\.modifiers).map(\.description)
        #expect(records.contains("appStoreOverlay(isPresented: true)"))
        let configuration = SKOverlay.AppConfiguration(appIdentifier: "123456789", position: .bottom)
        #expect(SKOverlay(configuration: configuration).configuration === configuration)
    }

    @Test func theAppStoreHasNoProductsAndNoTransactions() async throws {
        #expect(try await Product.products(for: ["a", "b"]).isEmpty)
        var count = 0
        // SwiftUI has a Transaction too: a file importing both qualifies StoreKit's, as on iOS.
        for await _ in ArrangeStoreKit.Transaction.all { count += 1 }
        for await _ in ArrangeStoreKit.Transaction.currentEntitlements { count += 1 }
        #expect(count == 0)
        let product = Product(id: "pass.premium", type: .autoRenewable, displayName: "Premium")
        if case .userCancelled = try await product.purchase() {} else { Issue.record("a purchase should be cancelled") }
    }

    /// An app checking its one in-app purchase finds nothing bought: no App Store at rest.
    @Test func aProductHasNoCurrentEntitlement() async {
        let product = Product(id: "gifts.unlimited", type: .nonConsumable, displayName: "Unlimited")
        let entitlement = await product.currentEntitlement
        #expect(entitlement == nil)
    }

    @Test func anUnverifiedResultThrowsItsErrorAndKeepsItsPayload() {
        let transaction = ArrangeStoreKit.Transaction(id: 7, productID: "food")
        let unverified = VerificationResult<ArrangeStoreKit.Transaction>.unverified(transaction, .invalidSignature)
        #expect(unverified.unsafePayloadValue.id == 7)
        #expect(throws: VerificationResult<ArrangeStoreKit.Transaction>.VerificationError.self) { try unverified.payloadValue }
        #expect((try? VerificationResult<ArrangeStoreKit.Transaction>.verified(transaction).payloadValue)?.productID == "food")
    }

    @Test func anEntitlementStateMapsItsValue() async {
        let state = EntitlementTaskState<Int>.success(2)
        #expect(await state.map { $0 * 10 }.value == 20)
        #expect(await EntitlementTaskState<Int>.loading.map { $0 * 10 }.value == nil)
    }
}
