// An app's StoreKit configuration file (`.storekit`, Xcode's StoreKit Testing) read into the
// products `Product.products(for:)` returns. The files here are written for these tests in the
// format Xcode saves (version 2: `products`, `nonRenewingSubscriptions`, `subscriptionGroups`).
@testable import ArrangeStoreKit
import Foundation
import Testing

@Suite("StoreKit configuration files")
struct StoreKitConfigurationTests {
    static let shop = Data(#"""
        {
          "identifier" : "0A1B2C3D",
          "products" : [
            { "displayPrice" : "4.99", "familyShareable" : true, "internalID" : "1", "productID" : "com.example.pro",
              "referenceName" : "Pro", "type" : "NonConsumable",
              "localizations" : [ { "description" : "Everything unlocked", "displayName" : "Pro", "locale" : "en_US" } ] },
            { "displayPrice" : "0.99", "familyShareable" : false, "internalID" : "2", "productID" : "com.example.tip",
              "referenceName" : "Small tip", "type" : "Consumable", "localizations" : [ ] }
          ],
          "nonRenewingSubscriptions" : [
            { "displayPrice" : "12", "familyShareable" : false, "internalID" : "3", "productID" : "com.example.season",
              "referenceName" : "Season", "type" : "NonRenewingSubscription",
              "localizations" : [ { "description" : "Saison", "displayName" : "Saison", "locale" : "de" },
                                  { "description" : "One season", "displayName" : "Season pass", "locale" : "en_GB" } ] }
          ],
          "subscriptionGroups" : [
            { "id" : "21400001", "name" : "Club", "localizations" : [ ],
              "subscriptions" : [
                { "displayPrice" : "29.99", "familyShareable" : false, "groupNumber" : 2, "internalID" : "4",
                  "productID" : "com.example.club.yearly", "recurringSubscriptionPeriod" : "P1Y", "referenceName" : "Yearly",
                  "subscriptionGroupID" : "21400001", "type" : "RecurringSubscription",
                  "localizations" : [ { "description" : "A year of club", "displayName" : "Club (yearly)", "locale" : "en_US" } ] }
              ] }
          ],
          "settings" : { },
          "version" : { "major" : 2, "minor" : 0 }
        }
        """#.utf8)

    @Test func everyKindOfProductIsReadWithItsEnglishNameAndItsPriceInDollars() throws {
        let products = try StoreKitConfiguration.read(Self.shop, file: "Shop.storekit").products
        #expect(products.map(\.id) == ["com.example.pro", "com.example.tip", "com.example.season", "com.example.club.yearly"])
        #expect(products.map(\.type) == [.nonConsumable, .consumable, .nonRenewable, .autoRenewable])
        // The English localization, else the reference name.
        #expect(products.map(\.displayName) == ["Pro", "Small tip", "Season pass", "Club (yearly)"])
        #expect(products[0].description == "Everything unlocked")
        #expect(products.map(\.price) == [Decimal(string: "4.99")!, Decimal(string: "0.99")!, 12, Decimal(string: "29.99")!])
        #expect(products.map(\.displayPrice) == ["$4.99", "$0.99", "$12.00", "$29.99"])
        #expect(products[0].isFamilyShareable)
        #expect(products[3].subscription == Product.SubscriptionInfo(
            subscriptionGroupID: "21400001", groupLevel: 2, subscriptionPeriod: Product.SubscriptionPeriod(value: 1, unit: .year)))
    }

    @Test func theFilesBesideTheProgramAreReadInNameOrderTheFirstProductOfAnIdentifierKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storekit-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.shop.write(to: folder.appendingPathComponent("B-Shop.storekit"))
        let renamed = String(decoding: Self.shop, as: UTF8.self).replacingOccurrences(of: #""displayName" : "Pro""#, with: #""displayName" : "Pro (test)""#)
        try Data(renamed.utf8).write(to: folder.appendingPathComponent("A-Test.storekit"))
        try Data("not json".utf8).write(to: folder.appendingPathComponent("C-Broken.storekit"))
        var warnings: [String] = []
        let products = StoreKitConfiguration.products(inFolder: folder) { warnings.append($0) }
        #expect(products.count == 4)
        #expect(products.first?.displayName == "Pro (test)")
        #expect(warnings == ["arrange: warning: C-Broken.storekit is not a StoreKit configuration file (not a JSON object); its products are left out."])
    }

    /// Bad input: a JSON object of the wrong shape gives no products rather than a crash; a
    /// product with no identifier, or a price that is not a number, is read as far as it can be.
    @Test func malformedEntriesGiveNoProductOrAZeroPrice() throws {
        let odd = Data(#"{ "products": [ { "type": "Consumable" }, { "productID": "x", "displayPrice": "free" } ], "subscriptionGroups": 7 }"#.utf8)
        let products = try StoreKitConfiguration.read(odd, file: "Odd.storekit").products
        #expect(products.map(\.id) == ["x"])
        #expect(products.first?.price == 0)
        #expect(StoreKitConfiguration.subscriptionPeriod("P3M") == Product.SubscriptionPeriod(value: 3, unit: .month))
        #expect(StoreKitConfiguration.subscriptionPeriod("P0M") == nil)
        #expect(StoreKitConfiguration.subscriptionPeriod("month") == nil)
    }
}
