import Foundation

struct AspectRatioModifier: UnaryLayoutModifier {
    typealias Body = Never
    let ratio: CGFloat?
    let contentMode: ContentMode
    let diagnostics: [LayoutDiagnostic.Kind]

    /// A ratio that is not a positive finite number is logged and ignored (the child's own
    /// ratio is used, as with no ratio).
    init(ratio: CGFloat?, contentMode: ContentMode) {
        if let ratio, !(ratio.isFinite && ratio > 0) {
            self.ratio = nil
            diagnostics = [.invalidValue(modifier: "aspectRatio", value: ratio)]
        } else {
            self.ratio = ratio
            diagnostics = []
        }
        self.contentMode = contentMode
    }

    func algorithm(environment: EnvironmentValues) -> any LayoutAlgorithm {
        AspectRatioLayout(ratio: ratio, contentMode: contentMode)
    }
}

struct FixedSizeModifier: UnaryLayoutModifier {
    typealias Body = Never
    let horizontal: Bool
    let vertical: Bool

    func algorithm(environment: EnvironmentValues) -> any LayoutAlgorithm {
        FixedSizeLayout(horizontal: horizontal, vertical: vertical)
    }
}

extension View {
    /// Proposes the largest (`.fit`) or smallest (`.fill`) rectangle of width ÷ height = `ratio`
    /// within the proposal, and reports this view's size. With no ratio, the view's ideal size
    /// gives it.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: ratio, contentMode: contentMode))
    }

    /// `aspectRatio` with the ratio of `size`.
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: size.height == 0 ? .nan : size.width / size.height, contentMode: contentMode))
    }

    /// `aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// `aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }

    /// Proposes `nil` in both dimensions, whatever this view is proposed: it takes its ideal
    /// size, even if that exceeds the space its parent offers.
    public func fixedSize() -> some View {
        modifier(FixedSizeModifier(horizontal: true, vertical: true))
    }

    /// Proposes `nil` in the chosen dimensions only.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}

struct PositionModifier: UnaryLayoutModifier {
    typealias Body = Never
    let position: CGPoint
    let diagnostics: [LayoutDiagnostic.Kind]

    init(_ position: CGPoint) {
        var problems: [LayoutDiagnostic.Kind] = []
        func valid(_ value: CGFloat) -> CGFloat {
            if value.isFinite { return value }
            problems.append(.invalidValue(modifier: "position", value: value))
            return 0
        }
        self.position = CGPoint(x: valid(position.x), y: valid(position.y))
        self.diagnostics = problems
    }

    func algorithm(environment: EnvironmentValues) -> any LayoutAlgorithm {
        PositionLayout(position: position)
    }
}

extension View {
    /// Takes all the space proposed and centres this view at `position` within it.
    public func position(_ position: CGPoint) -> some View {
        modifier(PositionModifier(position))
    }

    /// Takes all the space proposed and centres this view at (`x`, `y`) within it.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
