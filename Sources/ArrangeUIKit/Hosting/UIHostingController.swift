import Arrange
import Foundation

/// Puts an Arrange (SwiftUI-style) view inside UIKit layout, as SwiftUI's
/// `UIHostingController` does.
///
/// With `sizingOptions` containing `.intrinsicContentSize`, the hosting view's intrinsic
/// content size is the SwiftUI view's ideal size — its answer to a `nil` × `nil` proposal —
/// so the surrounding constraints follow it (seed 004's bridge). When UIKit gives the hosting
/// view its frame, the SwiftUI view is proposed that size and laid out; `hostedLayout` is the
/// result.
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view shown. Setting it invalidates the intrinsic size.
    public var rootView: Content {
        didSet { hostingView?.invalidateIntrinsicContentSize() }
    }

    /// Which sizes of the SwiftUI view UIKit sees.
    public var sizingOptions: UIHostingControllerSizingOptions = [] {
        didSet { hostingView?.invalidateIntrinsicContentSize() }
    }

    /// Hosts `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    private var hostingView: _UIHostingView<Content>? { isViewLoaded ? view as? _UIHostingView<Content> : nil }

    /// Makes the hosting view, which lays the SwiftUI view out in its bounds.
    open override func loadView() {
        view = _UIHostingView(controller: self)
    }

    /// The SwiftUI view's size for a proposal of `size` (an unspecified dimension as
    /// `UIView.noIntrinsicMetric` or any negative value).
    public func sizeThatFits(in size: CGSize) -> CGSize {
        ViewLayout(rootView, proposal: Self.proposal(for: size)).size
    }

    /// The size UIKit may use as the controller's preferred content size: the ideal size when
    /// `sizingOptions` contains `.preferredContentSize`, else zero.
    public var preferredContentSize: CGSize {
        sizingOptions.contains(.preferredContentSize) ? ViewLayout(rootView, proposal: .unspecified).size : .zero
    }

    /// The layout of the SwiftUI view in the hosting view's current bounds, made when UIKit last
    /// laid the hosting view out; `nil` before.
    public var hostedLayout: ViewLayout? { hostingView?.hostedLayout }

    static func proposal(for size: CGSize) -> ProposedViewSize {
        func length(_ value: CGFloat) -> CGFloat? { value.isFinite && value >= 0 ? value : nil }
        return ProposedViewSize(width: length(size.width), height: length(size.height))
    }
}

/// Which sizes of a hosted SwiftUI view its hosting controller publishes to UIKit.
public struct UIHostingControllerSizingOptions: OptionSet, Hashable, Sendable {
    /// The options as bits.
    public let rawValue: Int
    /// The set with the raw bit pattern `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The hosting view's intrinsic content size follows the view's ideal size.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    /// The controller's preferred content size follows the view's ideal size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// The view of a `UIHostingController`: publishes the SwiftUI view's ideal size and lays it
/// out in its bounds.
public final class _UIHostingView<Content: View>: UIView {
    private unowned let controller: UIHostingController<Content>
    /// The SwiftUI layout in the current bounds.
    private(set) var hostedLayout: ViewLayout?

    init(controller: UIHostingController<Content>) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
    }

    /// The SwiftUI view's ideal size, when the controller publishes it.
    public override var intrinsicContentSize: CGSize {
        guard controller.sizingOptions.contains(.intrinsicContentSize) else { return super.intrinsicContentSize }
        return ViewLayout(controller.rootView, proposal: .unspecified).size
    }

    /// Lays the SwiftUI view out in the bounds UIKit gave.
    public override func layoutSubviews() {
        super.layoutSubviews()
        hostedLayout = ViewLayout(controller.rootView, proposal: ProposedViewSize(bounds.size))
    }
}
