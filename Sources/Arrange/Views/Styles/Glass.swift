import Foundation

/// iOS 26's Liquid Glass, as `glassEffect(_:in:)` applies it: a translucent surface in a shape
/// behind the view, optionally tinted. Layout is unaffected (the surface takes the view's frame).
///
/// Apple publishes no numbers for glass; Arrange draws it with its materials (`Material`), the
/// named choices `regularMaterial` and `clearMaterial`, and a tint over the material at
/// `tintOpacity`. Interactivity is recorded: a still picture shows glass at rest.
public nonisolated struct Glass: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case regular, clear, identity }
    let kind: Kind
    /// The colour the glass is tinted with, if any.
    let tintColor: Color?
    /// Whether the glass reacts to touches (recorded; no effect at rest).
    let isInteractive: Bool

    /// The standard glass.
    public static let regular = Glass(kind: .regular, tintColor: nil, isInteractive: false)
    /// Glass that lets more of what is behind it through.
    public static let clear = Glass(kind: .clear, tintColor: nil, isInteractive: false)
    /// No glass: the view is shown as without the effect.
    public static let identity = Glass(kind: .identity, tintColor: nil, isInteractive: false)

    /// This glass tinted with `color` (`nil`: untinted).
    public func tint(_ color: Color?) -> Glass {
        Glass(kind: kind, tintColor: color, isInteractive: isInteractive)
    }

    /// This glass reacting to touches, or not.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(kind: kind, tintColor: tintColor, isInteractive: isEnabled)
    }

    /// The material regular glass is drawn with.
    static let regularMaterial = Material.thin
    /// The material clear glass is drawn with.
    static let clearMaterial = Material.ultraThin
    /// The opacity of a tint over the glass's material.
    static let tintOpacity = 0.4

    /// What the glass is drawn with: its material, or `nil` for `.identity`.
    var material: Material? {
        switch kind {
        case .regular: Self.regularMaterial
        case .clear: Self.clearMaterial
        case .identity: nil
        }
    }
}

/// The shape glass takes when none is given: a capsule.
public nonisolated struct DefaultGlassEffectShape: Shape {
    /// The default glass shape.
    public init() {}

    /// A capsule in `rect`.
    public func path(in rect: CGRect) -> Path {
        Capsule().path(in: rect)
    }
}

/// The glass surface behind a view: the material in the shape, then the tint over it.
nonisolated struct GlassSurface<S: Shape>: View {
    let glass: Glass
    let shape: S

    var body: some View {
        ZStack {
            if let material = glass.material {
                shape.fill(material)
                if let tint = glass.tintColor {
                    shape.fill(tint.opacity(Glass.tintOpacity))
                }
            }
        }
    }
}

nonisolated extension View {
    /// Puts Liquid Glass (iOS 26) in `shape` behind the view: a translucent surface of the
    /// view's frame, tinted when the glass is; `.identity` shows the view as it is. Layout is
    /// unaffected.
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
        background(GlassSurface(glass: glass, shape: shape))
            .recording("glassEffect", glass.isInteractive ? "interactive" : "")
    }

    /// Puts Liquid Glass (iOS 26) in a capsule behind the view.
    public func glassEffect(_ glass: Glass = .regular) -> some View {
        glassEffect(glass, in: DefaultGlassEffectShape())
    }

    /// Names the view's glass for morphing between views in `namespace` (recorded; glass
    /// morphs only in motion).
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
        recording("glassEffectID", id.map { "\($0)" } ?? "nil")
    }

    /// Joins the view's glass with the others of the same `id` in `namespace` (recorded; each
    /// view draws its own glass).
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View {
        recording("glassEffectUnion", id.map { "\($0)" } ?? "nil")
    }

    /// How the view's glass comes and goes (recorded; no effect at rest).
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        recording("glassEffectTransition")
    }
}

/// How glass appears and disappears: morphing into matched glass, materializing, or not at all.
public nonisolated struct GlassEffectTransition: Hashable, Sendable {
    let name: String
    /// Morphs into the glass of the same `glassEffectID`.
    public static let matchedGeometry = GlassEffectTransition(name: "matchedGeometry")
    /// Fades the glass in and out.
    public static let materialize = GlassEffectTransition(name: "materialize")
    /// No transition.
    public static let identity = GlassEffectTransition(name: "identity")
}

/// Groups views with glass so that their glass can blend and morph together (iOS 26). At rest
/// each view draws its own glass; the container lays its content out as written.
public nonisolated struct GlassEffectContainer<Content: View>: View {
    let content: Content

    /// A container of glass views; `spacing` is how near glass must be to blend (recorded).
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content, as written.
    public var body: some View {
        content
    }
}
