// The scene the constant-edit tests share: a stack view of three sized views under a root.
import Foundation
import Testing
@testable import ArrangeUIKit

/// A view whose intrinsic size can change (it tells layout, as UIKit asks).
final class ResizableView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: CGSize { size }
}

/// A 300 × 400 root holding a vertical stack (spacing 2) of views of intrinsic sizes 10 × 20,
/// 20 × 30 and 30 × 40, pinned to the root's top (`top`), leading and trailing edges; `setUp`
/// configures the stack before anything is laid out.
final class StackScene {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let stack = UIStackView()
    let views = [ResizableView(10, 20), ResizableView(20, 30), ResizableView(30, 40)]
    let top: NSLayoutConstraint

    init(_ setUp: (StackScene) -> Void = { _ in }) {
        stack.axis = .vertical
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        top = stack.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([
            top, stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        for view in views { stack.addArrangedSubview(view) }
        setUp(self)
    }

    var engine: LayoutEngine { root.layoutEngine }

    /// Lays out and returns the stack's frame, then each view's; nothing may be logged and
    /// every required constraint must hold.
    func layout(sourceLocation: SourceLocation = #_sourceLocation) -> [CGRect] {
        root.layoutIfNeeded()
        #expect(root.layoutLog.messages == [], sourceLocation: sourceLocation)
        #expect(engine.violatedRequiredConstraints().isEmpty, sourceLocation: sourceLocation)
        return [stack.frame] + views.map(\.frame)
    }
}

/// The rectangle at (`x`, `y`) of `width` × `height`.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
