import Foundation

/// A gradient along the line from `startPoint` to `endPoint`, unit points of the shape it fills;
/// before the start and past the end the end colours continue. As a view it lays out exactly as
/// `Color` does (any proposed size, 10 × 10 for unspecified dimensions) and fills its frame.
public nonisolated struct LinearGradient: ShapeStyle, View, Hashable {
    let gradient: AnyGradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// `gradient` from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(AnyGradient(gradient), startPoint: startPoint, endPoint: endPoint)
    }

    /// `colors`, spread evenly, from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    init(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// One leaf laid out as `Color` is, filled with the gradient.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        ShapeStyleView.makeNode(named: "LinearGradient", filledWith: view, inputs: inputs, outputs: &outputs)
    }
}

/// A gradient in circles about `center` (a unit point of the shape), from `startRadius` to
/// `endRadius` in points; inside the start and outside the end the end colours continue. As a
/// view it lays out as `Color` does.
public nonisolated struct RadialGradient: ShapeStyle, View, Hashable {
    let gradient: AnyGradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// `gradient` in circles about `center` from `startRadius` to `endRadius`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(AnyGradient(gradient), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `colors`, spread evenly, in circles about `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `stops` in circles about `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    init(_ gradient: AnyGradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// One leaf laid out as `Color` is, filled with the gradient.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        ShapeStyleView.makeNode(named: "RadialGradient", filledWith: view, inputs: inputs, outputs: &outputs)
    }
}

/// A radial gradient stretched to an ellipse that fits the shape: the radii are fractions of
/// the shape's size (0.5 reaches its edges). As a view it lays out as `Color` does.
public nonisolated struct EllipticalGradient: ShapeStyle, View, Hashable {
    let gradient: AnyGradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// `gradient` in ellipses about `center`, from `startRadiusFraction` to `endRadiusFraction`
    /// of the shape's size.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(AnyGradient(gradient), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// `colors`, spread evenly, in ellipses about `center`.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// `stops` in ellipses about `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    init(_ gradient: AnyGradient, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// One leaf laid out as `Color` is, filled with the gradient.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        ShapeStyleView.makeNode(named: "EllipticalGradient", filledWith: view, inputs: inputs, outputs: &outputs)
    }
}

/// A gradient round `center` (a unit point of the shape), clockwise from `startAngle` to
/// `endAngle` (0 points to the trailing side). Equal angles make one full turn; a sweep of
/// less than a turn fills the rest by blending the last colour into the first halfway across
/// it, as SwiftUI documents; of more than a turn, only the last turn shows. As a view it lays
/// out as `Color` does.
public nonisolated struct AngularGradient: ShapeStyle, View, Hashable {
    let gradient: AnyGradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// `gradient` round `center` from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(AnyGradient(gradient), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `colors`, spread evenly, round `center`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `stops` round `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn of `gradient` round `center`, starting at `angle` (a conic gradient).
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(AnyGradient(gradient), center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    /// A full turn of `colors` round `center`, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A full turn of `stops` round `center`, starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    init(_ gradient: AnyGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// One leaf laid out as `Color` is, filled with the gradient.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        ShapeStyleView.makeNode(named: "AngularGradient", filledWith: view, inputs: inputs, outputs: &outputs)
    }
}

/// Views that are a shape style filling their frame (the gradients): one leaf laid out exactly
/// as `Color` is, with the style resolved where it is built.
enum ShapeStyleView {
    static func makeNode(named name: String, filledWith style: some ShapeStyle, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let node = LayoutNode(ShapeLayout(name: name), inputs: inputs)
        node.content = .shape(Rectangle(), style: ShapeStyleResolution.resolve(style, inputs: inputs), drawing: .fill)
        outputs.nodes.append(node)
    }
}
