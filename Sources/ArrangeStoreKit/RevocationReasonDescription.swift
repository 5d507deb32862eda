import Foundation

extension Transaction.RevocationReason {
    /// The reason in words, as StoreKit's `localizedDescription` gives it (in English).
    public var localizedDescription: String {
        switch self {
        case .developerIssue: "The purchase was refunded because of an issue in the app."
        default: "The purchase was refunded for another reason."
        }
    }
}
