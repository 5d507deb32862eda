import Arrange
import ArrangeUIKit
import Foundation

/// How a scene is fitted to the view showing it, as `SKSceneScaleMode`.
public enum SKSceneScaleMode: Int, Sendable {
    /// Each axis scaled to fill the view (the aspect ratio may change).
    case fill
    /// Scaled uniformly to fill the view, cropping the overflow.
    case aspectFill
    /// Scaled uniformly to fit inside the view.
    case aspectFit
    /// The scene resized to the view, unscaled.
    case resizeFill
}

/// The root of a SpriteKit tree, as `SKScene`: a size, a background colour (SpriteKit's dark
/// grey, 0.15 white, by default), an anchor point (the bottom-left corner by default, y up)
/// and how it is fitted to its view.
open class SKScene: SKNode, @unchecked Sendable {
    /// The scene's size in its own points.
    open var size: CGSize
    /// How the scene is fitted to its view.
    open var scaleMode: SKSceneScaleMode = .fill
    /// The background colour: SpriteKit's default is RGB (0.15, 0.15, 0.15).
    open var backgroundColor = SKColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1)
    /// The scene's origin in unit coordinates of its frame: the bottom-left corner.
    open var anchorPoint: CGPoint = .zero
    /// The physics world (not simulated at rest).
    public let physicsWorld = SKPhysicsWorld()
    /// The view presenting the scene.
    open private(set) weak var view: SKView?
    var hasBeenPresented = false

    /// A scene of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
        sceneDidLoad()
    }

    /// A scene of 1 × 1 points (SpriteKit's default; `SpriteView` with `.resizeFill` resizes it).
    public override convenience init() { self.init(size: CGSize(width: 1, height: 1)) }

    /// The scene's frame in its own coordinates.
    open override var frame: CGRect {
        CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
    }

    /// Called once the scene is made.
    open func sceneDidLoad() {}
    /// Called when a view presents the scene.
    open func didMove(to view: SKView) {}
    /// Called when the view stops presenting it.
    open func willMove(from view: SKView) {}
    /// Called each frame (not at rest).
    open func update(_ currentTime: TimeInterval) {}
    /// Called when the scene's size changes.
    open func didChangeSize(_ oldSize: CGSize) {}

    /// Presents the scene in `view` the first time only: `didMove(to:)` runs once, as when
    /// SpriteKit presents a scene.
    func present(in view: SKView) {
        guard !hasBeenPresented else { return }
        hasBeenPresented = true
        self.view = view
        didMove(to: view)
    }
}

/// A view presenting scenes, as SpriteKit's `SKView`.
open class SKView: UIView {
    /// The scene presented.
    open private(set) var scene: SKScene?
    /// Whether the scene is paused.
    open var isPaused = false
    /// Whether the frame rate is shown.
    open var showsFPS = false
    /// Whether the node count is shown.
    open var showsNodeCount = false
    /// Whether physics outlines are shown.
    open var showsPhysics = false
    /// Whether sibling order is ignored for drawing.
    open var ignoresSiblingOrder = false
    /// Presents `scene`.
    open func presentScene(_ scene: SKScene?) {
        self.scene = scene
        scene?.present(in: self)
    }
    /// Presents `scene` with `transition` (no time passes at rest: the scene is shown at once).
    open func presentScene(_ scene: SKScene, transition: SKTransition) { presentScene(scene) }
}

/// A transition between scenes, as `SKTransition`.
open class SKTransition: @unchecked Sendable {
    init() {}
    /// A cross-fade.
    open class func crossFade(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    /// A fade through black.
    open class func fade(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
}
