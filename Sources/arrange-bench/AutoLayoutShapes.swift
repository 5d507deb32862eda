import ArrangeUIKit
import Foundation

/// Auto Layout cases: a vertical `UIStackView` of views with intrinsic sizes, pinned to the top
/// and sides of a 375 × 667 root.
enum AutoLayoutShapes {
    /// Times the first layout of a stack of `count` views (solving every generated constraint),
    /// or, with `timingEdit`, the layout after the stack's top constant changes (an incremental
    /// re-solve). Calls per view are not applicable and reported as 0.
    static func stackView(_ count: Int, timingEdit: Bool) -> Sample {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let top = stack.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([
            top, stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        for _ in 0..<count {
            stack.addArrangedSubview(SizedView(CGSize(width: 10, height: 20)))
        }
        let clock = ContinuousClock()
        if timingEdit {
            root.layoutIfNeeded()
            let start = clock.now
            top.constant = 10
            root.layoutIfNeeded()
            return Sample(nanoseconds: start.duration(to: clock.now).nanoseconds, views: count, callsPerView: 0, timings: nil)
        }
        let start = clock.now
        root.layoutIfNeeded()
        return Sample(nanoseconds: start.duration(to: clock.now).nanoseconds, views: count, callsPerView: 0, timings: nil)
    }
}

/// A view with a fixed intrinsic content size.
private final class SizedView: UIView {
    private let size: CGSize

    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }

    override var intrinsicContentSize: CGSize { size }
}
