// UIKit names the held-out survey of 2026-12-02 found screens using: gesture recognizers (and
// SwiftUI's UIGestureRecognizerRepresentable), UIGraphicsImageRenderer, hit-testing, and
// MapKit's camera bounds.
import Arrange
import ArrangeUIKit
import Foundation
import Testing

/// A pan recognizer bridged into SwiftUI the way iOS 18 code writes it.
private struct PullGesture: UIGestureRecognizerRepresentable {
    var isEnabled: Bool
    var handle: (UIPanGestureRecognizer) -> Void

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { Coordinator() }

    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
        let gesture = UIPanGestureRecognizer()
        gesture.delegate = context.coordinator
        return gesture
    }

    func updateUIGestureRecognizer(_ recognizer: UIPanGestureRecognizer, context: Context) {
        recognizer.isEnabled = isEnabled
    }

    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
        handle(recognizer)
    }

    final class Coordinator: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
            true
        }
    }
}

/// A window that lets touches through where its root view is, as overlay windows are written.
private final class PassThroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let view = super.hitTest(point, with: event) else { return nil }
        return view === rootViewController?.view ? nil : view
    }
}

@Suite("UIKit gestures, image renderers and hit-testing")
@MainActor
struct UIKitGesturesAndRenderersTests {
    @Test func aRepresentedPanGestureIsRecordedAndNeverRuns() {
        var handled = 0
        let screen = ProposedViewSize(width: 390, height: 844)
        let plain = ViewLayout(Color.blue.frame(height: 300).id("photos"), proposal: screen)
        let layout = ViewLayout(
            Color.blue.frame(height: 300).id("photos").gesture(PullGesture(isEnabled: true) { _ in handled += 1 }), proposal: screen)
        #expect(layout.frame(of: "photos") == plain.frame(of: "photos"))
        #expect(layout.nodes.flatMap(\.modifiers).map(\.description) == ["gesture(PullGesture)"])
        #expect(handled == 0)
        // Nobody touches the screen: a pan stays possible, without translation or velocity.
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        #expect(pan.state == .possible && pan.translation(in: nil) == .zero && pan.velocity(in: nil) == .zero)
        pan.setTranslation(CGPoint(x: 0, y: 12), in: nil)
        #expect(pan.translation(in: nil).y == 12)
    }

    @Test func anImageRendererGivesAnImageOfItsSizeAfterRunningTheDrawing() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80), format: format)
        var drew = false
        let image = renderer.image { context in
            context.cgContext.interpolationQuality = .low
            UIImage().draw(at: CGPoint(x: -10, y: -10))
            drew = true
        }
        #expect(drew)
        let layout = ViewLayout(Image(uiImage: image).id("crop"), proposal: ProposedViewSize(width: 390, height: 844))
        #expect(layout.frame(of: "crop")?.size == CGSize(width: 120, height: 80))
        #expect(UIGraphicsImageRenderer(size: CGSize(width: -5, height: CGFloat.nan)).size == .zero)
    }

    /// UIKit's hit-testing: the frontmost subview under the point that takes touches, or the
    /// view itself; an overlay window that passes its root view's touches through.
    @Test func hitTestingFindsTheFrontmostViewTakingTouches() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 190, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 300, y: 10), with: nil) == nil)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        let window = PassThroughWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) == nil)
    }

    /// A snapshot drawn from a view's hierarchy, and a colour's components read through
    /// `cgColor`, as apps write them.
    @Test func snapshotsDrawNothingAndColoursGiveTheirComponents() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
        #expect(view == view && view != UIView())
        let color = UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.8).cgColor
        #expect(color.numberOfComponents == 4)
        #expect(color.components == [1, 0.5, 0.25, 0.8])
    }

    @Test func aMapWithCameraBoundsIsTheMapPlaceholder() {
        let bounds = MapCameraBounds(minimumDistance: 500, maximumDistance: 5_000)
        #expect(bounds.minimumDistance == 500 && bounds.centerCoordinateBounds == nil)
        let layout = ViewLayout(Map(bounds: MapCameraBounds()).frame(height: 300).id("map"), proposal: ProposedViewSize(width: 390, height: 844))
        #expect(layout.frame(of: "map")?.size == CGSize(width: 390, height: 300))
        #expect(UIScene.ActivationState.foregroundActive.rawValue == 0)
        // The current window's appearance, as apps look it up: no scene is connected at rest.
        let style = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .first { $0.activationState == .foregroundActive }?
            .traitCollection
            .userInterfaceStyle
        #expect(style == nil)
    }
}
