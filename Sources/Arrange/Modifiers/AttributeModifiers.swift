import Foundation

nonisolated extension View {
    /// Sets this view's priority in its stack: a higher priority is offered space first, after
    /// only the minimum lengths of lower-priority siblings are set aside. Default 0.
    public func layoutPriority(_ value: Double) -> some View {
        let priority = value.isNaN ? 0 : value
        let problems: [LayoutDiagnostic.Kind] = value.isNaN ? [.invalidValue(modifier: "layoutPriority", value: value)] : []
        return modifyingNodes("layoutPriority", diagnostics: problems) { $0.layoutPriority = priority }
    }

    /// Gives this view an explicit value for a horizontal guide, computed from its dimensions;
    /// it counts only when a container aligns by that guide.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        let key = g.key
        return modifyingNodes { $0.addExplicitGuide(ExplicitGuide(key: key, computeValue: computeValue)) }
    }

    /// Gives this view an explicit value for a vertical guide, computed from its dimensions;
    /// it counts only when a container aligns by that guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        let key = g.key
        return modifyingNodes { $0.addExplicitGuide(ExplicitGuide(key: key, computeValue: computeValue)) }
    }

    /// Clips drawing to this view's frame. No effect on layout.
    public func clipped(antialiased: Bool = false) -> some View {
        modifyingNodes { $0.drawing.clipsToBounds = true }
    }

    /// Draws this view moved by `offset`; in layout it stays where it was.
    public func offset(_ offset: CGSize) -> some View {
        var problems: [LayoutDiagnostic.Kind] = []
        let clean = CGSize(
            width: finiteLength(offset.width, modifier: "offset", into: &problems),
            height: finiteLength(offset.height, modifier: "offset", into: &problems))
        return modifyingNodes("offset", diagnostics: problems) {
            $0.drawing.offset.width += clean.width
            $0.drawing.offset.height += clean.height
            $0.drawing.transforms.append(.offset(clean))
        }
    }

    /// Draws this view moved by `x`, `y`; in layout it stays where it was.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Draws this view rotated about `anchor`; in layout it keeps its frame.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let problems: [LayoutDiagnostic.Kind] = angle.radians.isFinite ? [] : [.invalidValue(modifier: "rotationEffect", value: angle.radians)]
        return modifyingNodes("rotationEffect", diagnostics: problems) {
            $0.drawing.rotation += angle.radians.isFinite ? angle.radians : 0
            $0.drawing.rotationAnchor = anchor
            $0.drawing.transforms.append(.rotation(angle.radians.isFinite ? angle.radians : 0, anchor: anchor))
        }
    }

    /// Draws this view scaled about `anchor`; in layout it keeps its frame.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        let problems = [scale.width, scale.height].filter { !$0.isFinite }.map { LayoutDiagnostic.Kind.invalidValue(modifier: "scaleEffect", value: $0) }
        return modifyingNodes("scaleEffect", diagnostics: problems) {
            $0.drawing.scale.width *= scale.width.isFinite ? scale.width : 1
            $0.drawing.scale.height *= scale.height.isFinite ? scale.height : 1
            $0.drawing.scaleAnchor = anchor
            $0.drawing.transforms.append(
                .scale(CGSize(width: scale.width.isFinite ? scale.width : 1, height: scale.height.isFinite ? scale.height : 1), anchor: anchor))
        }
    }

    /// Draws this view scaled by `s` about `anchor`; in layout it keeps its frame.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Draws this view scaled by `x` and `y` about `anchor`; in layout it keeps its frame.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws this view with `opacity` (0 transparent … 1 opaque). No effect on layout.
    public func opacity(_ opacity: Double) -> some View {
        let clean = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        let problems: [LayoutDiagnostic.Kind] = opacity.isFinite ? [] : [.invalidValue(modifier: "opacity", value: opacity)]
        return modifyingNodes("opacity", diagnostics: problems) { $0.drawing.opacity *= clean }
    }

    /// The colour of text and shapes inside this view when drawn. No effect on layout.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map { AnyShapeStyle($0) })
    }

    /// Draws this view clipped to `shape` in its frame. No effect on layout.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        let clip = AnyShape(shape)
        return modifyingNodes("clipShape") { $0.drawing.clipShape = clip }
    }

    /// Draws this view clipped to a rounded rectangle of `radius`. No effect on layout.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius.isFinite ? max(radius, 0) : 0))
    }

    /// Draws this view above siblings with a lower value (in a `ZStack`, overlay or any
    /// container). No effect on layout.
    public func zIndex(_ value: Double) -> some View {
        var problems: [LayoutDiagnostic.Kind] = []
        let clean = Double(finiteLength(CGFloat(value), modifier: "zIndex", into: &problems))
        return modifyingNodes("zIndex", diagnostics: problems) { $0.drawing.zIndex = clean }
    }

    /// Draws a shadow of this view beneath it: blurred by `radius`, moved by (`x`, `y`). No
    /// effect on layout.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        var problems: [LayoutDiagnostic.Kind] = []
        let shadow = Shadow(
            color: color, radius: max(finiteLength(radius, modifier: "shadow", into: &problems), 0),
            x: finiteLength(x, modifier: "shadow", into: &problems), y: finiteLength(y, modifier: "shadow", into: &problems))
        return modifyingNodes("shadow", diagnostics: problems) { $0.drawing.shadow = shadow }
    }

    /// Does not draw this view; it keeps its place in the layout.
    public func hidden() -> some View {
        modifyingNodes("hidden") { $0.drawing.isHidden = true }
    }
}
