import Foundation

/// How a view comes in and goes out when it is inserted or removed. At rest every view is
/// inserted and in place (the transition's identity), so transitions change nothing; the
/// `transition(_:)` modifier records them.
public struct AnyTransition: Sendable, CustomStringConvertible {
    /// How the transition is written: `move(edge: .leading)`.
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    /// No change.
    public static let identity = AnyTransition("identity")
    /// Fades in and out.
    public static let opacity = AnyTransition("opacity")
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition("slide")
    /// Grows from and shrinks to nothing.
    public static let scale = AnyTransition("scale")

    /// Grows from and shrinks to `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition("scale(scale: \(scale))") }
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(edge: .\(edge))") }
    /// Pushes in from `edge`.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(from: .\(edge))") }
    /// Moves in from and out by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset(\(offset.width), \(offset.height))") }
    /// Moves in from and out by `x`, `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition("offset(\(x), \(y))") }
    /// `insertion` coming in, `removal` going out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(\(insertion), \(removal))")
    }
    /// A transition made of a modifier's active and identity states.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition("modifier") }

    /// A transition of the `Transition` type `transition`.
    public init<T: Transition>(_ transition: T) {
        description = String(describing: T.self)
    }

    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(description) + \(other.description)") }
    /// This transition with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition(description) }
}

/// Where a view is in its transition: `identity` is at rest.
public enum TransitionPhase: Hashable, Sendable {
    /// Coming in.
    case willAppear
    /// In place: how every view is shown at rest.
    case identity
    /// Going out.
    case didDisappear

    /// Whether the view is in place.
    public var isIdentity: Bool { self == .identity }
    /// −1 coming in, 0 in place, 1 going out.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// A transition written as a type (iOS 17): `body(content:phase:)` says how the view looks in
/// each phase. At rest it is drawn as in `.identity`.
public protocol Transition {
    /// The view in a phase.
    associatedtype Body: View
    /// The view the transition applies to.
    typealias Content = PlaceholderContentView<Self>
    /// How `content` looks in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

/// The built-in transitions: drawn at rest as their content.
public protocol _BuiltinTransition: Transition where Body == PlaceholderContentView<Self> {}

extension _BuiltinTransition {
    /// The content unchanged (the identity phase, at rest).
    public func body(content: Content, phase: TransitionPhase) -> Body { content }
}

/// Fades in and out.
public struct OpacityTransition: _BuiltinTransition { public init() {} }
/// Slides in and out.
public struct SlideTransition: _BuiltinTransition { public init() {} }
/// No change.
public struct IdentityTransition: _BuiltinTransition { public init() {} }
/// Grows and shrinks.
public struct ScaleTransition: _BuiltinTransition {
    /// The scale coming in.
    public var scale: Double
    /// The point it grows from.
    public var anchor: UnitPoint
    /// A scale transition.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
}
/// Moves in from and out to an edge.
public struct MoveTransition: _BuiltinTransition {
    /// The edge.
    public var edge: Edge
    /// A move transition.
    public init(edge: Edge) { self.edge = edge }
}
/// Pushes in from an edge.
public struct PushTransition: _BuiltinTransition {
    /// The edge.
    public var edge: Edge
    /// A push transition.
    public init(edge: Edge) { self.edge = edge }
}
/// Moves by an offset.
public struct OffsetTransition: _BuiltinTransition {
    /// The offset.
    public var offset: CGSize
    /// An offset transition.
    public init(_ offset: CGSize) { self.offset = offset }
}
/// Blurs between the old and the new view.
public struct BlurReplaceTransition: _BuiltinTransition { public init() {} }

extension Transition where Self == OpacityTransition {
    /// Fades in and out.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == SlideTransition {
    /// Slides in and out.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == IdentityTransition {
    /// No change.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Grows from and shrinks to nothing.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// Grows from and shrinks to `scale`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == MoveTransition {
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
    /// Pushes in from `edge`.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == BlurReplaceTransition {
    /// Blurs between the old and the new view.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
}

/// The view a transition, phase animator or keyframe animator is applied to, as their content
/// closures see it: laid out as that view.
public nonisolated struct PlaceholderContentView<Value>: View {
    let content: _ModifierContent

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Appends the nodes of the view it stands for.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        view.content.make(inputs, &outputs)
    }
}

extension PlaceholderContentView {
    /// A placeholder standing for `view`.
    init<V: View>(standingFor view: V) {
        content = _ModifierContent(owning: view)
    }
}

/// How a view's content changes in place (`contentTransition(_:)`): at rest, not at all.
public struct ContentTransition: Hashable, Sendable, CustomStringConvertible {
    /// How the transition is written.
    public let description: String

    /// No animation of the content.
    public static let identity = ContentTransition(description: "identity")
    /// The old content fades into the new.
    public static let opacity = ContentTransition(description: "opacity")
    /// The content's shapes are interpolated.
    public static let interpolate = ContentTransition(description: "interpolate")
    /// Digits roll as a number changes.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(description: "numericText") }
    /// Digits roll towards `value`.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(description: "numericText") }
}

nonisolated extension View {
    /// How this view comes in and goes out. Recorded.
    public func transition(_ t: AnyTransition) -> some View {
        recording("transition", t.description)
    }

    /// How this view comes in and goes out (iOS 17). Recorded.
    public func transition<T: Transition>(_ transition: T) -> some View {
        recording("transition", String(describing: T.self))
    }

    /// How this view's content changes in place. Recorded.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        recording("contentTransition", transition.description)
    }

    /// Animates this view through `phases` whenever `trigger` changes. At rest it shows the
    /// first phase: `content` is laid out with it.
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimatorFirstPhase(placeholder: PlaceholderContentView<Self>(standingFor: self), shown: Array(phases.prefix(1)).first.map { content(PlaceholderContentView(standingFor: self), $0) })
            .recording("phaseAnimator")
    }

    /// Animates this view through `phases` for ever. At rest it shows the first phase.
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimatorFirstPhase(placeholder: PlaceholderContentView<Self>(standingFor: self), shown: Array(phases.prefix(1)).first.map { content(PlaceholderContentView(standingFor: self), $0) })
            .recording("phaseAnimator")
    }

    /// Animates this view along keyframes whenever `trigger` changes. At rest it shows
    /// `initialValue`: `content` is laid out with it; the keyframes are not evaluated.
    public func keyframeAnimator<Value, Content: View, K: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        content(PlaceholderContentView(standingFor: self), initialValue).recording("keyframeAnimator")
    }

    /// Animates this view along keyframes, repeating when `repeating`. At rest it shows
    /// `initialValue`.
    public func keyframeAnimator<Value, Content: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        content(PlaceholderContentView(standingFor: self), initialValue).recording("keyframeAnimator")
    }
}

/// A phase animator at rest: its content in the first phase (evaluated where it was written,
/// with that body's environment), or the view itself when there are no phases.
nonisolated struct PhaseAnimatorFirstPhase<Placeholder, Content: View>: View {
    let placeholder: PlaceholderContentView<Placeholder>
    let shown: Content?

    var body: Never { builtinViewHasNoBody(Self.self) }

    static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        if let shown = view.shown {
            Content._makeNodes(shown, inputs: inputs, outputs: &outputs)
        } else {
            PlaceholderContentView._makeNodes(view.placeholder, inputs: inputs, outputs: &outputs)
        }
    }
}

/// A view animated through phases (iOS 17): at rest, its content in the first phase.
public nonisolated struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let shown: Content?

    /// Animates through `phases` whenever `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        shown = Array(phases.prefix(1)).first.map(content)
    }

    /// Animates through `phases` for ever.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        shown = Array(phases.prefix(1)).first.map(content)
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// The content in the first phase; nothing without phases.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        guard let shown = view.shown else { return }
        Content._makeNodes(shown, inputs: inputs, outputs: &outputs)
    }
}

/// A view animated along keyframes (iOS 17): at rest, its content with the initial value.
public nonisolated struct KeyframeAnimator<Value, Content: View>: View {
    let shown: Content

    /// Animates along `keyframes` whenever `trigger` changes.
    public init<K: Keyframes>(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) where K.Value == Value {
        shown = content(initialValue)
    }

    /// Animates along `keyframes`, repeating when `repeating`.
    public init<K: Keyframes>(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) where K.Value == Value {
        shown = content(initialValue)
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// The content with the initial value.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        Content._makeNodes(view.shown, inputs: inputs, outputs: &outputs)
    }
}
