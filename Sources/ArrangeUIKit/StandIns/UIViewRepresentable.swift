import Arrange
import Foundation

/// A SwiftUI view made of a UIKit view, as SwiftUI's `UIViewRepresentable`. It compiles with
/// SwiftUI's requirements and defaults; at rest it shows a `RepresentablePlaceholder` naming
/// `UIViewType`, sized as the proposal (the UIKit view is not made: Arrange does not draw UIKit).
public protocol UIViewRepresentable: View {
    /// The UIKit view it makes.
    associatedtype UIViewType: UIView
    /// The object that carries changes from the UIKit view back (`Void` unless made).
    associatedtype Coordinator = Void
    /// What `makeUIView` and `updateUIView` are given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view (not called at rest: see `RepresentablePlaceholder`).
    @MainActor func makeUIView(context: Context) -> UIViewType
    /// Brings the UIKit view up to date with the SwiftUI state.
    @MainActor func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator.
    @MainActor func makeCoordinator() -> Coordinator
    /// The size the UIKit view takes for `proposal` (`nil`: its own sizing).
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
    /// Cleans up before the UIKit view goes away.
    @MainActor static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    /// Its own sizing.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    /// Nothing to clean up.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    /// The placeholder for `UIViewType`, sized as the proposal.
    public var body: RepresentablePlaceholder { RepresentablePlaceholder(for: UIViewType.self) }
}

/// What a `UIViewRepresentable`'s methods are given: its coordinator, the transaction and the
/// environment, as SwiftUI's `UIViewRepresentableContext`.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update.
    public var transaction: Transaction
    /// The environment of the view.
    public var environment: EnvironmentValues
}

/// A SwiftUI view made of a UIKit view controller, as SwiftUI's `UIViewControllerRepresentable`;
/// at rest it shows a `RepresentablePlaceholder` naming `UIViewControllerType`.
public protocol UIViewControllerRepresentable: View {
    /// The UIKit view controller it makes.
    associatedtype UIViewControllerType: UIViewController
    /// The object that carries changes from the controller back (`Void` unless made).
    associatedtype Coordinator = Void
    /// What `makeUIViewController` and `updateUIViewController` are given.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the view controller (not called at rest: see `RepresentablePlaceholder`).
    @MainActor func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the view controller up to date with the SwiftUI state.
    @MainActor func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Makes the coordinator.
    @MainActor func makeCoordinator() -> Coordinator
    /// The size the controller's view takes for `proposal` (`nil`: its own sizing).
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
    /// Cleans up before the view controller goes away.
    @MainActor static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    /// Its own sizing.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
    /// Nothing to clean up.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    /// The placeholder for `UIViewControllerType`, sized as the proposal.
    public var body: RepresentablePlaceholder { RepresentablePlaceholder(for: UIViewControllerType.self) }
}

/// What a `UIViewControllerRepresentable`'s methods are given, as SwiftUI's
/// `UIViewControllerRepresentableContext`.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update.
    public var transaction: Transaction
    /// The environment of the view.
    public var environment: EnvironmentValues
}
