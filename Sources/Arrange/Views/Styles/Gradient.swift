import Foundation

/// Colours at locations along a gradient's axis, 0 (its start) … 1 (its end).
///
/// Invariants of what drawing receives (`sanitizedStops`): at least one stop, locations finite,
/// in 0…1 and in increasing order. Bad input has a defined picture: no stops draw clear, one
/// stop fills with its colour, NaN locations are left out, others are clamped into 0…1 and
/// sorted (a stable sort, so equal locations keep their written order and make a hard edge).
public nonisolated struct Gradient: Hashable, Sendable, ShapeStyle {
    /// One colour at one location along the gradient, 0…1.
    public struct Stop: Hashable, Sendable {
        /// The colour at `location`.
        public var color: Color
        /// Where the colour sits along the gradient, 0…1.
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops as written.
    public var stops: [Stop]

    /// Stops as given.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// `colors` spread evenly from 0 to 1 (one colour sits at 0).
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }

    /// The stops drawing uses: NaN locations left out, the others clamped into 0…1, sorted
    /// stably; empty when there is nothing to draw.
    public var sanitizedStops: [Stop] {
        stops.filter { !$0.location.isNaN }
            .map { Stop(color: $0.color, location: min(max($0.location, 0), 1)) }
            .enumerated()
            .sorted { $0.element.location != $1.element.location ? $0.element.location < $1.element.location : $0.offset < $1.offset }
            .map(\.element)
    }

    /// Whether the written stops needed repair before drawing (a NaN or out-of-range location, or
    /// locations out of order) or are empty: the renderer warns about them.
    public var needsRepair: Bool {
        stops.isEmpty || sanitizedStops.map(\.location) != stops.map(\.location)
    }

    /// This gradient with `resolve` applied to each colour.
    func resolvingColors(_ resolve: (Color) -> Color) -> Gradient {
        Gradient(stops: stops.map { Stop(color: resolve($0.color), location: $0.location) })
    }
}

/// A type-erased gradient (what `Color.gradient` is): as a shape style it draws a linear
/// gradient from the top (0.5, 0) to the bottom (0.5, 1) of the shape.
public nonisolated struct AnyGradient: Hashable, Sendable, ShapeStyle {
    enum Provider: Hashable, Sendable {
        /// Stops as given.
        case stops(Gradient)
        /// A colour's standard gradient, made once the colour is resolved.
        case standard(Color)
    }

    let provider: Provider

    /// Wraps `gradient`.
    public init(_ gradient: Gradient) {
        provider = .stops(gradient)
    }

    init(standardFor color: Color) {
        provider = .standard(color)
    }

    /// This gradient, interpolated in `space` (accepted; drawing always interpolates in sRGB).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }

    /// The stops, with `resolve` applied to each colour (a standard gradient's are made from
    /// its resolved colour).
    func resolvedGradient(_ resolve: (Color) -> Color) -> Gradient {
        switch provider {
        case .stops(let gradient):
            return gradient.resolvingColors(resolve)
        case .standard(let color):
            let resolved = resolve(color)
            return StandardColorGradient.stops(for: resolved._fixedComponents ?? Color.Resolved(red: 0, green: 0, blue: 0))
        }
    }

    /// The first colour, for places that take only one.
    var firstColor: Color? {
        switch provider {
        case .stops(let gradient): gradient.stops.first?.color
        case .standard(let color): color
        }
    }
}

extension Gradient {
    /// How colours between stops are mixed. Arrange mixes sRGB components for both (what
    /// `.device` does on an iPhone).
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// Mixing the device's colour components (the default).
        public static let device = ColorSpace(name: "device")
        /// Mixing in a perceptual space (drawn as `.device` here).
        public static let perceptual = ColorSpace(name: "perceptual")
    }

    /// This gradient, interpolated in `space` (accepted; drawing always interpolates in sRGB).
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self) }
}

/// How `Color.gradient` is made: the colour lightened at the top, the colour itself at the
/// bottom. SwiftUI calls it "the standard gradient for the color" without giving its stops;
/// on an iPhone the top is a visibly lighter tint of the colour. Arrange's choice: the top is
/// the colour mixed `topWhiteMix` of the way toward white.
enum StandardColorGradient {
    /// How far toward white the top stop is mixed (a named choice; see above).
    static let topWhiteMix: Float = 0.2

    /// The gradient for `resolved`: lighter at location 0, the colour at 1.
    static func stops(for resolved: Color.Resolved) -> Gradient {
        var top = resolved
        top.red += (1 - top.red) * topWhiteMix
        top.green += (1 - top.green) * topWhiteMix
        top.blue += (1 - top.blue) * topWhiteMix
        return Gradient(stops: [.init(color: Color(top), location: 0), .init(color: Color(resolved), location: 1)])
    }
}

nonisolated extension Color {
    /// The standard gradient for the colour: a lighter tint at the top, the colour at the
    /// bottom (`StandardColorGradient`).
    public var gradient: AnyGradient { AnyGradient(standardFor: self) }
}
