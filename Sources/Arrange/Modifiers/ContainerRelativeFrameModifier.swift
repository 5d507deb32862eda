import Foundation

nonisolated extension View {
    /// Gives this view, along `axes`, the length of its container — the nearest enclosing scroll
    /// view's visible size, else the safe area (the screen when there is none) — as a fixed
    /// frame does, aligning the view in it by `alignment`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, rule: .whole))
    }

    /// Gives this view, along `axes`, `span` of `count` equal parts of its container, with
    /// `spacing` between the parts: (length − spacing × (count − 1)) ÷ count × span +
    /// spacing × (span − 1).
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, rule: .parts(count: count, span: span, spacing: spacing)))
    }

    /// Gives this view, along `axes`, the length `length` computes from its container's length
    /// on each axis.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, rule: .computed(length)))
    }
}

/// How `containerRelativeFrame` turns a container's length into the view's.
enum ContainerRelativeRule {
    case whole
    case parts(count: Int, span: Int, spacing: CGFloat)
    case computed((CGFloat, Axis) -> CGFloat)
}

nonisolated struct ContainerRelativeFrameModifier: UnaryLayoutModifier {
    typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let rule: ContainerRelativeRule

    func algorithm(environment: EnvironmentValues) -> ContainerRelativeFrameLayout {
        ContainerRelativeFrameLayout(axes: axes, alignment: alignment, rule: rule)
    }

    /// Whether the rule's parts, if any, are usable as given.
    var argumentsAreValid: Bool {
        guard case .parts(let count, let span, let spacing) = rule else { return true }
        return count >= 1 && span >= 1 && ViewSpacing.checked(spacing, parameter: "").problem == nil
    }

    var diagnostics: [LayoutDiagnostic.Kind] {
        guard case .parts(let count, let span, let spacing) = rule else { return [] }
        var problems: [LayoutDiagnostic.Kind] = []
        if count < 1 { problems.append(.invalidValue(modifier: "containerRelativeFrame(count:)", value: CGFloat(count))) }
        if span < 1 { problems.append(.invalidValue(modifier: "containerRelativeFrame(span:)", value: CGFloat(span))) }
        if let problem = ViewSpacing.checked(spacing, parameter: "containerRelativeFrame(spacing:)").problem { problems.append(problem) }
        return problems
    }
}

/// `containerRelativeFrame`.
///
/// 1. Finds the container's size: what the nearest enclosing scroll view shows, else the safe
///    area, else the root's proposal (unspecified lengths 10, as a `GeometryReader` takes them).
/// 2. Along each of `axes`, the view's length is the rule's length of the container's (a
///    count below 1 or a span below 1 counts as 1; an unusable result is 0).
/// 3. Then it is a fixed frame of those lengths: the child is proposed them (and the frame's own
///    proposal on the other axes), the frame reports them, and the child is aligned in it.
struct ContainerRelativeFrameLayout: UnaryArrangingLayout {
    let axes: Axis.Set
    let alignment: Alignment
    let rule: ContainerRelativeRule
    var name: String { "containerRelativeFrame" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        frame(in: Self.containerSize(subviews)).sizeThatFits(proposal: proposal, subviews: subviews)
    }

    /// Step 3's fixed frame's reason.
    func reportReason(for proposal: ProposedViewSize, size: CGSize, subviews: LayoutSubviews) -> (any ReportReason)? {
        frame(in: Self.containerSize(subviews)).reportReason(for: proposal, size: size, subviews: subviews)
    }

    /// Placed, the view has the lengths its sizing gave it: step 3's frame is one of its size
    /// along `axes`.
    func placement(of child: LayoutSubview, size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        let frame = FrameLayout(
            width: axes.contains(.horizontal) ? size.width : nil, height: axes.contains(.vertical) ? size.height : nil,
            alignment: alignment)
        return frame.placement(of: child, size: size, proposal: proposal)
    }

    /// Step 2: the fixed frame this view is in a container of `container`'s size.
    private func frame(in container: CGSize) -> FrameLayout {
        func length(_ axis: Axis) -> CGFloat? {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
            let whole = container[axis]
            let value: CGFloat
            switch rule {
            case .whole:
                value = whole
            case .parts(let count, let span, let spacing):
                let count = CGFloat(max(count, 1)), span = CGFloat(max(span, 1)), gap = ViewSpacing.checked(spacing, parameter: "").value ?? 0
                value = (whole - gap * (count - 1)) / count * span + gap * (span - 1)
            case .computed(let compute):
                value = compute(whole, axis)
            }
            return value.isFinite ? max(value, 0) : 0
        }
        return FrameLayout(width: length(.horizontal), height: length(.vertical), alignment: alignment)
    }

    /// Step 1.
    static func containerSize(_ subviews: LayoutSubviews) -> CGSize {
        if let viewport = subviews.viewport {
            let size = viewport.shown?.size ?? viewport.visible.size
            if size.width.isFinite && size.height.isFinite { return size }
        }
        if let safeArea = subviews.safeArea { return safeArea.size }
        return subviews.rootProposal.replacingUnspecifiedDimensions()
    }
}
