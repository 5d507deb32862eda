import Foundation

/// An input a view responds to: a tap, a long press, a drag, a pinch, a rotation. A still
/// picture has no input, so gestures change nothing in layout or drawing; the modifiers that
/// attach them record them on the node (`LayoutNodeInfo.modifiers`), and their actions never
/// run.
public protocol Gesture<Value> {
    /// The gesture this one is made of; `Never` for the built-in ones.
    associatedtype Body: Gesture
    /// What the gesture reports while it changes and when it ends: its body's by default.
    associatedtype Value = Body.Value
    /// The gesture this one is made of.
    var body: Body { get }
}

extension Never: @preconcurrency Gesture {
    /// Never: no gesture is made of `Never`.
    public typealias Value = Never
}

nonisolated extension Gesture where Body == Never {
    /// Never evaluated: built-in gestures have no body.
    public var body: Never { fatalError("\(Self.self) is a built-in gesture and has no body") }
}

/// A gesture that says in short what it is, for the record on the node.
protocol GestureDescribing {
    /// `TapGesture(count: 2)`, `DragGesture.onChanged`.
    var gestureDescription: String { get }
}

/// How a gesture is named in a record: its own description, else its type's name.
func describe<G: Gesture>(_ gesture: G) -> String {
    if let described = gesture as? GestureDescribing { return described.gestureDescription }
    if G.Body.self != Never.self { return describe(gesture.body) }
    return String(describing: G.self)
}

/// One or more taps.
public struct TapGesture: Gesture, GestureDescribing {
    /// A tap reports nothing.
    public typealias Value = Void
    /// How many taps.
    public var count: Int

    /// A gesture of `count` taps.
    public init(count: Int = 1) {
        self.count = count
    }

    var gestureDescription: String { count == 1 ? "TapGesture" : "TapGesture(count: \(count))" }
}

/// One or more taps that report where they landed.
public struct SpatialTapGesture: Gesture, GestureDescribing {
    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// How many taps.
    public var count: Int
    /// The space `location` is measured in.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps reporting locations in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    var gestureDescription: String { count == 1 ? "SpatialTapGesture" : "SpatialTapGesture(count: \(count))" }
}

/// A press held for a while.
public struct LongPressGesture: Gesture, GestureDescribing {
    /// Whether the press has lasted long enough.
    public typealias Value = Bool
    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move before the press fails, in points.
    public var maximumDistance: CGFloat

    /// A press of at least `minimumDuration` seconds that moves at most `maximumDistance`.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    var gestureDescription: String { "LongPressGesture(minimumDuration: \(minimumDuration))" }
}

/// A finger moving across the view.
public struct DragGesture: Gesture, GestureDescribing {
    /// Where a drag is and how it moved.
    public struct Value: Equatable, Sendable {
        /// When the value was taken.
        public var time: Date
        /// Where the finger is.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How far it moved from the start.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// How fast it moves, in points per second.
        public var velocity: CGSize
        /// Where it would stop if the finger lifted now.
        public var predictedEndLocation: CGPoint
        /// How far it would have moved if the finger lifted now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// How far the finger must move before the drag starts, in points.
    public var minimumDistance: CGFloat
    /// The space locations are measured in.
    public var coordinateSpace: CoordinateSpace

    /// A drag that starts after `minimumDistance` points, measured in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    var gestureDescription: String { minimumDistance == 10 ? "DragGesture" : "DragGesture(minimumDistance: \(minimumDistance))" }
}

/// Two fingers pinching (iOS 17).
public struct MagnifyGesture: Gesture, GestureDescribing {
    /// How far the pinch has magnified.
    public struct Value: Equatable, Sendable {
        /// When the value was taken.
        public var time: Date
        /// The magnification since the start (1: none).
        public var magnification: CGFloat
        /// How fast the magnification changes, per second.
        public var velocity: CGFloat
        /// Where the pinch started, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the pinch started.
        public var startLocation: CGPoint
    }

    /// How much the fingers must spread before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// A pinch that starts after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    var gestureDescription: String { "MagnifyGesture" }
}

/// Two fingers pinching, reporting the magnification alone (before iOS 17).
public struct MagnificationGesture: Gesture, GestureDescribing {
    /// The magnification since the start.
    public typealias Value = CGFloat
    /// How much the fingers must spread before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// A pinch that starts after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    var gestureDescription: String { "MagnificationGesture" }
}

/// Two fingers turning (iOS 17).
public struct RotateGesture: Gesture, GestureDescribing {
    /// How far the fingers have turned.
    public struct Value: Equatable, Sendable {
        /// When the value was taken.
        public var time: Date
        /// The rotation since the start.
        public var rotation: Angle
        /// How fast the rotation changes, per second.
        public var velocity: Angle
        /// Where the rotation started, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the rotation started.
        public var startLocation: CGPoint
    }

    /// How far the fingers must turn before the gesture starts.
    public var minimumAngleDelta: Angle

    /// A rotation that starts after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    var gestureDescription: String { "RotateGesture" }
}

/// Two fingers turning, reporting the angle alone (before iOS 17).
public struct RotationGesture: Gesture, GestureDescribing {
    /// The rotation since the start.
    public typealias Value = Angle
    /// How far the fingers must turn before the gesture starts.
    public var minimumAngleDelta: Angle

    /// A rotation that starts after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    var gestureDescription: String { "RotationGesture" }
}

/// A gesture with an action added (`onChanged`, `onEnded`, `updating`) or its value mapped.
public struct _ActionGesture<Content: Gesture, Value>: Gesture, GestureDescribing {
    let content: Content
    let action: String

    var gestureDescription: String { "\(describe(content)).\(action)" }
    /// Built in: no body.
    public typealias Body = Never
}

nonisolated extension Gesture {
    /// Runs `action` whenever the gesture's value changes. Never runs at rest.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ActionGesture<Self, Value> where Value: Equatable {
        _ActionGesture(content: self, action: "onChanged")
    }

    /// Runs `action` when the gesture ends. Never runs at rest.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _ActionGesture<Self, Value> {
        _ActionGesture(content: self, action: "onEnded")
    }

    /// Updates `state` through `body` while the gesture runs, as SwiftUI's
    /// `updating(_:body:)`. Never runs at rest: the state keeps its initial value.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> _ActionGesture<Self, Value> {
        _ActionGesture(content: self, action: "updating")
    }

    /// The gesture reporting `body(value)` instead of its value.
    public func map<T>(_ body: @escaping (Value) -> T) -> _ActionGesture<Self, T> {
        _ActionGesture(content: self, action: "map")
    }

    /// This gesture and `other` recognised at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once it succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` when this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// Two gestures recognised at the same time.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, GestureDescribing {
    /// The values of both, each `nil` until its gesture starts.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Both gestures at once.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    var gestureDescription: String { "\(describe(first)) + \(describe(second))" }
    /// Built in: no body.
    public typealias Body = Never
}

/// One gesture, then another.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, GestureDescribing {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is under way.
        case first(First.Value)
        /// The first ended; the second is under way (or not yet started).
        case second(First.Value, Second.Value?)
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    var gestureDescription: String { "\(describe(first)) then \(describe(second))" }
    /// Built in: no body.
    public typealias Body = Never
}

/// One of two gestures, the first preferred.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, GestureDescribing {
    /// Which gesture is recognised.
    public enum Value {
        /// The first.
        case first(First.Value)
        /// The second.
        case second(Second.Value)
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// `first`, else `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    var gestureDescription: String { "\(describe(first)) or \(describe(second))" }
    /// Built in: no body.
    public typealias Body = Never
}

/// Any gesture with values of type `Value`.
public struct AnyGesture<Value>: Gesture, GestureDescribing {
    let description: String

    /// Wraps `gesture`.
    public init<G: Gesture>(_ gesture: G) where G.Value == Value {
        description = describe(gesture)
    }

    var gestureDescription: String { description }
    /// Built in: no body.
    public typealias Body = Never
}

/// Which gestures of a view and its subviews stay active under an added gesture.
public struct GestureMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32

    /// A mask from raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// None.
    public static let none = GestureMask([])
    /// The added gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all = GestureMask(rawValue: 3)
}

nonisolated extension View {
    /// Runs `action` when the view is tapped `count` times. Recorded; never runs at rest.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        recording("onTapGesture", count == 1 ? "" : "count: \(count)")
    }

    /// Runs `action` with the tap's location when the view is tapped `count` times. Recorded.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        recording("onTapGesture", count == 1 ? "location" : "count: \(count), location")
    }

    /// Runs `action` when the view is pressed for `minimumDuration` seconds. Recorded.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        recording("onLongPressGesture", "minimumDuration: \(minimumDuration)")
    }

    /// Runs `action` after a long press, telling `pressing` when the press starts and stops
    /// (the older form). Recorded.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)?, perform action: @escaping () -> Void
    ) -> some View {
        recording("onLongPressGesture", "minimumDuration: \(minimumDuration)")
    }

    /// Attaches `gesture`. Recorded with the gesture's description.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        recording("gesture", describe(gesture))
    }

    /// Attaches `gesture`, recognised along with the view's other gestures. Recorded.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        recording("simultaneousGesture", describe(gesture))
    }

    /// Attaches `gesture` ahead of the view's other gestures. Recorded.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        recording("highPriorityGesture", describe(gesture))
    }
}
