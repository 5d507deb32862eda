import Arrange
import Foundation

/// Text, sized by Arrange's `TextMetrics`, as UIKit's `UILabel`.
///
/// Invariants: the intrinsic content size is the text measured with `textMetrics`
/// (`MonospacedTextMetrics.default` unless set): one line unlimited in width when
/// `numberOfLines == 1`; otherwise wrapped at `preferredMaxLayoutWidth`, or, when that is 0,
/// at the width the last layout pass gave the label (the pass then repeats, as UIKit's
/// automatic preferred width does). No text is 0 × 0. Taller than its text, the text is
/// centred vertically, and the baselines move with it.
open class UILabel: UIView {
    /// The text.
    public var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    /// The font (17-point system by default).
    public var font: UIFont = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    /// The most lines; 0 for no limit.
    public var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    /// The width multi-line text wraps at; 0 to use the width from layout.
    public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    /// How the text is measured.
    public var textMetrics: any TextMetrics = MonospacedTextMetrics.default { didSet { invalidateIntrinsicContentSize() } }

    /// A label with no text in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A label with no text and a zero frame, for Auto Layout to size.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The measurement the intrinsic size and baselines come from.
    func measurement() -> TextMeasurement? {
        guard let text, !text.isEmpty else { return nil }
        var width: CGFloat? = nil
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 { width = preferredMaxLayoutWidth } else if bounds.width > 0 { width = bounds.width }
        }
        let options = TextLayoutOptions(font: font.font, lineLimit: numberOfLines == 0 ? nil : numberOfLines)
        return textMetrics.measure(text, options: options, proposal: ProposedViewSize(width: width, height: nil))
    }

    /// The measured size of the text (see the type's invariants); zero without text.
    open override var intrinsicContentSize: CGSize {
        measurement()?.size ?? .zero
    }

    /// With automatic wrapping, a new width may change the height: measure again.
    override func setFrameFromEngine(_ rect: CGRect) {
        let widthChanged = rect.width != bounds.width
        super.setFrameFromEngine(rect)
        if widthChanged && numberOfLines != 1 && preferredMaxLayoutWidth == 0 { invalidateIntrinsicContentSize() }
    }

    override func baseline(first: Bool) -> (heightFactor: CGFloat, offset: CGFloat) {
        guard let measured = measurement() else { return (0.5, 0) }
        let base = first ? measured.firstBaseline : measured.lastBaseline
        return (0.5, base - measured.size.height / 2)
    }

    override var layoutItemDescription: String {
        var text = String(describing: type(of: self))
        if let accessibilityIdentifier { text += ":'\(accessibilityIdentifier)'" } else if let label = self.text { text += "'\(label)'" }
        return text
    }
}
