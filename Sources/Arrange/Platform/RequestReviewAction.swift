/// Asks the person to rate the app when called: `requestReview()`, as StoreKit's
/// `RequestReviewAction`. In a still picture nothing is asked.
///
/// StoreKit declares it; it lives here so that a view reading `\.requestReview` compiles
/// whichever of the app's files imports StoreKit, as it does on Apple's platforms, where a
/// module's imports make extension members visible to its other files.
public struct RequestReviewAction: Sendable {
    /// Asks for a review; nothing happens.
    public func callAsFunction() {}
}

extension EnvironmentValues {
    /// Asks the person to rate the app.
    public var requestReview: RequestReviewAction { RequestReviewAction() }
}
