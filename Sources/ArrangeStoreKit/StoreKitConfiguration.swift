import Foundation

/// An app's StoreKit configuration file (`.storekit`, Xcode's StoreKit Testing): the products
/// it lists, which `Product.products(for:)` returns as previews and the simulator do when the
/// scheme selects the file. The tool puts the app's `.storekit` files beside the program, where
/// `Bundle.main` finds them; with several, all their products are offered, the files taken in
/// name order and the first product of an identifier kept.
///
/// Prices are shown in US dollars (`$4.99`), the App Store's United States storefront, which is
/// StoreKit Testing's default; a file's `_storefront` setting is not read.
struct StoreKitConfiguration: Equatable {
    /// The products, in the file's order: one-time purchases, then non-renewing subscriptions,
    /// then the subscription groups' subscriptions.
    var products: [Product]

    /// Why a file could not be read: its name and what was wrong.
    struct ReadError: Error, Equatable {
        var file: String
        var reason: String
        /// The warning printed for it.
        var message: String {
            "arrange: warning: \(file) is not a StoreKit configuration file (\(reason)); its products are left out."
        }
    }

    /// The configuration in `data` (a `.storekit` file's JSON), named `file` in errors.
    static func read(_ data: Data, file: String) throws(ReadError) -> StoreKitConfiguration {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ReadError(file: file, reason: "not a JSON object")
        }
        var products: [Product] = []
        for entry in root["products"] as? [[String: Any]] ?? [] {
            products += product(entry, type: entry["type"] as? String == "Consumable" ? .consumable : .nonConsumable)
        }
        for entry in root["nonRenewingSubscriptions"] as? [[String: Any]] ?? [] {
            products += product(entry, type: .nonRenewable)
        }
        for group in root["subscriptionGroups"] as? [[String: Any]] ?? [] {
            let groupID = group["id"] as? String ?? group["name"] as? String ?? ""
            for entry in group["subscriptions"] as? [[String: Any]] ?? [] {
                let period = (entry["recurringSubscriptionPeriod"] as? String).flatMap(subscriptionPeriod)
                let level = entry["groupNumber"] as? Int ?? 1
                products += product(entry, type: .autoRenewable, subscription: Product.SubscriptionInfo(
                    subscriptionGroupID: groupID, groupLevel: level,
                    subscriptionPeriod: period ?? Product.SubscriptionPeriod(value: 1, unit: .month)))
            }
        }
        return StoreKitConfiguration(products: products)
    }

    /// The product an entry describes (none without a `productID`): its English localization's
    /// name and description (else the first one's, else the reference name).
    private static func product(_ entry: [String: Any], type: Product.ProductType, subscription: Product.SubscriptionInfo? = nil) -> [Product] {
        guard let id = entry["productID"] as? String, !id.isEmpty else { return [] }
        let localizations = entry["localizations"] as? [[String: Any]] ?? []
        let localization = localizations.first { ($0["locale"] as? String)?.hasPrefix("en") ?? false } ?? localizations.first
        let written = entry["displayPrice"] as? String ?? (entry["displayPrice"] as? NSNumber)?.stringValue ?? "0"
        let price = Decimal(string: written, locale: Locale(identifier: "en_US_POSIX")) ?? 0
        return [Product(
            id: id, type: type,
            displayName: localization?["displayName"] as? String ?? entry["referenceName"] as? String ?? id,
            description: localization?["description"] as? String ?? "",
            price: price, displayPrice: displayPrice(price),
            isFamilyShareable: entry["familyShareable"] as? Bool ?? false, subscription: subscription)]
    }

    /// `price` as the United States storefront shows it: `$4.99`.
    static func displayPrice(_ price: Decimal) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = Locale(identifier: "en_US")
        return formatter.string(from: price as NSDecimalNumber) ?? "$\(price)"
    }

    /// An ISO 8601 period of one unit (`P1W`, `P1M`, `P3M`, `P1Y`), or `nil`.
    static func subscriptionPeriod(_ text: String) -> Product.SubscriptionPeriod? {
        guard text.hasPrefix("P"), let unitLetter = text.last, let value = Int(text.dropFirst().dropLast()), value > 0 else { return nil }
        switch unitLetter {
        case "D": return Product.SubscriptionPeriod(value: value, unit: .day)
        case "W": return Product.SubscriptionPeriod(value: value, unit: .week)
        case "M": return Product.SubscriptionPeriod(value: value, unit: .month)
        case "Y": return Product.SubscriptionPeriod(value: value, unit: .year)
        default: return nil
        }
    }

    /// The products of the `.storekit` files in `folder` (the program's own, where the tool
    /// puts the app's), files in name order, the first product of an identifier kept; a file
    /// that cannot be read is left out with `warn`'s message.
    static func products(inFolder folder: URL, warn: (String) -> Void) -> [Product] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.lowercased().hasSuffix(".storekit") }.sorted()
        var products: [Product] = []
        for name in names {
            // A configuration is a few kilobytes; a file past a megabyte is not one.
            let url = folder.appendingPathComponent(name)
            guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size <= 1 << 20,
                  let data = try? Data(contentsOf: url)
            else {
                warn(ReadError(file: name, reason: "unreadable, or larger than 1 MiB").message)
                continue
            }
            do {
                for product in try read(data, file: name).products where !products.contains(where: { $0.id == product.id }) {
                    products.append(product)
                }
            } catch {
                warn(error.message)
            }
        }
        return products
    }

    /// The app's products: those of the `.storekit` files beside the program, read once.
    static let app: [Product] = products(inFolder: Bundle.main.bundleURL) { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
