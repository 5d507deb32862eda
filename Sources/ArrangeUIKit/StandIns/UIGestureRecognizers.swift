import Arrange
import Foundation

// UIKit's gesture recognizers, as apps make them for UIKit views and for SwiftUI's
// `UIGestureRecognizerRepresentable` (iOS 18). Nobody touches the screen at rest: a recognizer
// stays `.possible`, its action is never sent, and its translation and velocity are zero.

/// An event of touches, as UIKit's `UIEvent`: none happens at rest, so apps only pass it on.
open class UIEvent: NSObject, @unchecked Sendable {
    /// The kinds of event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// The event's kind.
    open var type: EventType { .touches }
    /// When it happened, in seconds since the device started.
    open var timestamp: TimeInterval { 0 }

    public override init() { super.init() }
}

/// Recognises a gesture in a view's touches, as UIKit's `UIGestureRecognizer`: at rest no
/// touch arrives, so it stays `.possible` and its targets are never sent their action.
open class UIGestureRecognizer: NSObject, @unchecked Sendable {
    /// Where recognition stands.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's recognition (`ended`).
        public static var recognized: State { .ended }
    }

    /// Where recognition stands: `.possible`, as no touch arrives.
    open var state: State = .possible
    /// Whether it recognises at all.
    open var isEnabled = true
    /// Who is asked how it works with others.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The view it is attached to.
    open internal(set) weak var view: UIView?
    /// Whether touches it recognises are cancelled in the view.
    open var cancelsTouchesInView = true
    /// Whether touches wait for it before reaching the view.
    open var delaysTouchesBegan = false
    /// Whether touch ends wait for it.
    open var delaysTouchesEnded = true
    /// The name given for debugging.
    open var name: String?
    /// The number of touches: none.
    open var numberOfTouches: Int { 0 }

    /// A recognizer that sends `action` to `target` when it recognises (never at rest).
    public init(target: Any?, action: Selector?) {
        super.init()
    }

    /// A recognizer without a target.
    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Adds a target and action (kept; never sent at rest).
    open func addTarget(_ target: Any, action: Selector) {}
    /// Removes a target and action.
    open func removeTarget(_ target: Any?, action: Selector?) {}
    /// Makes this recognizer wait for `otherGestureRecognizer` to fail.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    /// Where the gesture is in `view`'s coordinates: the origin, as no touch arrives.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Where touch `touchIndex` is in `view`: the origin.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }
}

/// How a gesture recognizer works with others, as UIKit's `UIGestureRecognizerDelegate`:
/// every requirement has UIKit's default meaning unless written.
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether it may begin.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether it and `otherGestureRecognizer` may recognise at once.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether it must wait for `otherGestureRecognizer` to fail.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` must wait for it to fail.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// Recognises a drag, as UIKit's `UIPanGestureRecognizer`: no finger moves at rest, so the
/// translation and velocity are zero.
open class UIPanGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    private var translation = CGPoint.zero

    /// The fewest touches that pan.
    open var minimumNumberOfTouches = 1
    /// The most touches that pan.
    open var maximumNumberOfTouches = Int.max

    /// How far the finger moved in `view`: zero, or what `setTranslation` set.
    open func translation(in view: UIView?) -> CGPoint { translation }
    /// Sets the translation (apps reset it to zero as they consume it).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    /// How fast the finger moves, in points a second: zero.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// Recognises taps, as UIKit's `UITapGestureRecognizer`.
open class UITapGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// The taps needed.
    open var numberOfTapsRequired = 1
    /// The fingers needed.
    open var numberOfTouchesRequired = 1
}

/// Recognises a long press, as UIKit's `UILongPressGestureRecognizer`.
open class UILongPressGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// Seconds the finger must stay down.
    open var minimumPressDuration: TimeInterval = 0.5
    /// Points the finger may move.
    open var allowableMovement: CGFloat = 10
    /// Taps before the press.
    open var numberOfTapsRequired = 0
}

/// Recognises a pinch, as UIKit's `UIPinchGestureRecognizer`: a scale of 1 at rest.
open class UIPinchGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// The scale of the pinch.
    open var scale: CGFloat = 1
    /// How fast the scale changes: zero.
    open var velocity: CGFloat { 0 }
}

/// Recognises a two-finger rotation, as UIKit's `UIRotationGestureRecognizer`: no rotation at rest.
open class UIRotationGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// The rotation in radians.
    open var rotation: CGFloat = 0
    /// How fast it turns: zero.
    open var velocity: CGFloat { 0 }
}

/// Recognises a swipe, as UIKit's `UISwipeGestureRecognizer`.
open class UISwipeGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions recognised.
    open var direction: Direction = .right
    /// The fingers needed.
    open var numberOfTouchesRequired = 1
}

/// Converts points between a gesture's view and SwiftUI's coordinate spaces, as SwiftUI's
/// `UIGestureRecognizerRepresentableCoordinateSpaceConverter`: no touch arrives at rest, so
/// only the identity is asked for.
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter: Sendable {
    /// `point` of the recognizer's view in `coordinateSpace`: unchanged.
    public func convert(globalPoint point: CGPoint, to coordinateSpace: CoordinateSpace) -> CGPoint { point }
    /// The gesture's location in `coordinateSpace`: the origin.
    public func location(in coordinateSpace: CoordinateSpace) -> CGPoint { .zero }
    /// The gesture's translation in `coordinateSpace`: zero.
    public func translation(in coordinateSpace: CoordinateSpace) -> CGPoint? { .zero }
    /// The gesture's velocity in `coordinateSpace`: zero.
    public func velocity(in coordinateSpace: CoordinateSpace) -> CGPoint? { .zero }
}

/// A UIKit gesture recognizer used as a SwiftUI gesture, as SwiftUI's
/// `UIGestureRecognizerRepresentable` (iOS 18): attached with `gesture(_:)`, recorded; at rest
/// the recognizer is not made and its action never runs.
@MainActor
public protocol UIGestureRecognizerRepresentable {
    /// The recognizer it makes.
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    /// The object carrying the recognizer's events back (`Void` unless made).
    associatedtype Coordinator = Void
    /// What its methods are given.
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    /// Converts the recognizer's points to SwiftUI's coordinate spaces.
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

    /// Makes the recognizer.
    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
    /// Brings it up to date with SwiftUI's state.
    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
    /// Runs when the recognizer recognises (never at rest).
    func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
}

extension UIGestureRecognizerRepresentable {
    public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
    public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator(converter: CoordinateSpaceConverter) {}
}

/// What a `UIGestureRecognizerRepresentable`'s methods are given, as SwiftUI's
/// `UIGestureRecognizerRepresentableContext`.
@MainActor
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    /// The coordinator `makeCoordinator(converter:)` made.
    public let coordinator: Representable.Coordinator
    /// The environment.
    public var environment: EnvironmentValues
    /// Converts the recognizer's points.
    public var converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}

nonisolated extension View {
    /// Attaches the UIKit gesture recognizer `representable` makes (iOS 18). Recorded with its
    /// type's name; no touch arrives at rest.
    public func gesture<Representable: UIGestureRecognizerRepresentable>(_ representable: Representable) -> some View {
        recording("gesture", String(describing: Representable.self))
    }
}
