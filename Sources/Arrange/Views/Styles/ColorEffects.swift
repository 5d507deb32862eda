import Foundation

/// The effects that change how a view's pixels look, never its layout: `blur`, `brightness`,
/// `contrast`, `saturation`, `grayscale`, `hueRotation`, `colorInvert`, `colorMultiply`,
/// `luminanceToAlpha`. Each is recorded on the view's nodes as a `RecordedModifier` whose
/// arguments are the effect's numbers (`PixelEffectRecord`), innermost first, and renderers
/// apply them in that order to the view's whole drawing. (They ride on the records until
/// drawing attributes carry effects of their own; see docs/DIFFERENCES.md.)
///
/// Bad input: a NaN or infinite amount is the effect's identity, and a blur radius is kept
/// within 0…`PixelEffectRecord.largestBlurRadius`, each with a diagnostic.
public enum PixelEffectRecord {
    /// The names renderers apply.
    public static let names: Set<String> = [
        "blur", "brightness", "contrast", "saturation", "grayscale", "hueRotation", "colorInvert", "colorMultiply", "luminanceToAlpha",
    ]
    /// The largest blur radius drawn, in points: wider blurs look the same on a phone's screen.
    public static let largestBlurRadius: CGFloat = 1_000

    /// The numbers of a record made by one of these modifiers, in order; `nil` for other records.
    public static func numbers(of record: RecordedModifier) -> [Double]? {
        guard names.contains(record.name) else { return nil }
        if record.arguments.isEmpty { return [] }
        let numbers = record.arguments.split(separator: " ").compactMap { Double($0) }
        return numbers
    }
}

nonisolated extension View {
    /// Draws this view blurred by a Gaussian of `radius` points (σ = radius ÷ 2, as shadows);
    /// `opaque` keeps its edges opaque. No effect on layout.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        var problems: [LayoutDiagnostic.Kind] = []
        var clean = finiteLength(radius, modifier: "blur", into: &problems)
        if clean < 0 || clean > PixelEffectRecord.largestBlurRadius {
            problems.append(.invalidValue(modifier: "blur", value: radius))
            clean = min(max(clean, 0), PixelEffectRecord.largestBlurRadius)
        }
        return pixelEffect("blur", [Double(clean), opaque ? 1 : 0], problems)
    }

    /// Draws this view brighter by `amount` (0 unchanged, 1 white; negative darker). No effect
    /// on layout.
    public func brightness(_ amount: Double) -> some View { pixelEffect("brightness", amount, identity: 0) }

    /// Draws this view with its contrast scaled by `amount` about mid-grey (1 unchanged, 0 grey,
    /// negative inverted). No effect on layout.
    public func contrast(_ amount: Double) -> some View { pixelEffect("contrast", amount, identity: 1) }

    /// Draws this view with its saturation scaled by `amount` (1 unchanged, 0 grey). No effect
    /// on layout.
    public func saturation(_ amount: Double) -> some View { pixelEffect("saturation", amount, identity: 1) }

    /// Draws this view with `amount` of its colour removed (0 unchanged, 1 grey). No effect on
    /// layout.
    public func grayscale(_ amount: Double) -> some View { pixelEffect("grayscale", amount, identity: 0) }

    /// Draws this view with its hues turned by `angle`. No effect on layout.
    public func hueRotation(_ angle: Angle) -> some View { pixelEffect("hueRotation", angle.radians, identity: 0) }

    /// Draws this view with its colours inverted. No effect on layout.
    public func colorInvert() -> some View { pixelEffect("colorInvert", [], []) }

    /// Draws this view with each colour multiplied by `color` (white leaves it unchanged). No
    /// effect on layout.
    public func colorMultiply(_ color: Color) -> some View {
        // The colour in both schemes; the renderer takes the node's.
        var light = EnvironmentValues()
        light.colorScheme = .light
        var dark = light
        dark.colorScheme = .dark
        let components = [color.resolve(in: light), color.resolve(in: dark)].flatMap { [$0.red, $0.green, $0.blue, $0.opacity].map(Double.init) }
        return pixelEffect("colorMultiply", components, [])
    }

    /// Draws this view as a mask of its luminance: black whose opacity is how light each pixel
    /// was. No effect on layout.
    public func luminanceToAlpha() -> some View { pixelEffect("luminanceToAlpha", [], []) }

    private func pixelEffect(_ name: String, _ amount: Double, identity: Double) -> some View {
        var problems: [LayoutDiagnostic.Kind] = []
        var clean = amount
        if !amount.isFinite {
            problems.append(.invalidValue(modifier: name, value: CGFloat(amount)))
            clean = identity
        }
        return pixelEffect(name, [clean], problems)
    }

    private func pixelEffect(_ name: String, _ numbers: [Double], _ problems: [LayoutDiagnostic.Kind]) -> some View {
        let record = RecordedModifier(name, numbers.map { String($0) }.joined(separator: " "))
        return modifyingNodes(name, diagnostics: problems) { $0.recordedModifiers.append(record) }
    }

    /// Draws this view only where `mask` is opaque: a shape (`Circle()`, `RoundedRectangle`, a
    /// shape filled with a style) clips the view to the shape in its frame, as `clipShape` does;
    /// any other view (text, a gradient, an image) is laid out as an overlay with `alignment`
    /// and its drawing's opacity is the view's (`MaskModifier`). An empty mask hides the view.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let content = mask()
        if let shape = MaskShape.shape(of: content) {
            return AnyView(modifyingNodes("mask") { $0.drawing.clipShape = shape })
        }
        return AnyView(modifier(MaskModifier(mask: content, alignment: alignment)))
    }

    /// Draws this view only where `mask` is (the older spelling).
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        self.mask { mask }
    }

    /// Renders this view offscreen before drawing it (`Metal` on iOS): recorded, and drawn as
    /// `compositingGroup()` is, one layer that its ancestors' opacity, shadow and blend mode
    /// apply to as a whole.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        recording("drawingGroup")
    }
}

/// How `drawingGroup` mixes colours (accepted; drawing mixes in sRGB).
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

/// A mask that is a shape: the shape itself, or a shape filled with any style.
enum MaskShape {
    static func shape(of view: some View) -> AnyShape? {
        switch view {
        case let shape as any Shape: AnyShape(shape)
        case let filled as any ShapeViewContent: filled.anyShape
        default: nil
        }
    }
}

/// A shape view's shape, type-erased.
protocol ShapeViewContent {
    var anyShape: AnyShape { get }
}

extension _ShapeView: ShapeViewContent {
    var anyShape: AnyShape { AnyShape(shape) }
}

/// A mask that is not a shape: laid out as an overlay is (the view first, the mask proposed the
/// view's size and placed by `alignment`), recorded on the overlay's node as
/// `MaskRecord.name`, so that renderers draw the first child through the opacity of the
/// others. Several mask views are gathered in a `ZStack`; none leaves the view hidden.
nonisolated struct MaskModifier<Mask: View>: ViewModifier {
    typealias Body = Never
    let mask: Mask
    let alignment: Alignment

    /// Laid out by the overlay's own node building (`SecondaryContentModifier`); each node it
    /// makes is then recorded as a mask.
    static func _makeNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent) {
        let first = outputs.nodes.count
        let overlay = SecondaryContentModifier(secondary: modifier.mask, alignment: modifier.alignment, isBackground: false)
        SecondaryContentModifier._makeNodes(modifier: overlay, inputs: inputs, outputs: &outputs, content: content)
        for node in outputs.nodes[first...] {
            node.recordedModifiers.append(RecordedModifier(MaskRecord.name, "\(Mask.self)"))
        }
    }
}

/// How a mask that is not a shape is recorded, for renderers: the node whose first child is
/// the masked view and whose second child (if any) is the mask.
public enum MaskRecord {
    /// The record's name.
    public static let name = "maskedByOverlay"

    /// Whether `records` mark a masked node.
    public static func isMasked(_ records: [RecordedModifier]) -> Bool { records.contains { $0.name == name } }
}
