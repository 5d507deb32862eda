import Arrange
import ArrangeUIKit
import Foundation

// SpriteKit's names as a snippet's `import SpriteKit` finds them. A scene at rest is its first
// frame: it has been presented (`didMove(to:)` has run, so nodes it adds are there) and no
// action, physics step or `update(_:)` has run yet. `SpriteView` draws that frame: the
// scene's background colour, then its sprites as coloured rectangles (textures are not
// decoded), its labels as text and its shape nodes as filled and stroked shapes
// (docs/DIFFERENCES.md, "Apple frameworks at rest").

/// SpriteKit's colour: UIKit's `UIColor` on iOS.
public typealias SKColor = UIColor

/// A node of a scene's tree, as SpriteKit's `SKNode`: a position in its parent's coordinates
/// (y up), a scale, a z order and children.
open class SKNode: @unchecked Sendable {
    /// The position in the parent's coordinates, y up.
    open var position: CGPoint = .zero
    /// The drawing order among siblings: higher is on top.
    open var zPosition: CGFloat = 0
    /// The rotation in radians (not drawn: sprites are drawn unrotated).
    open var zRotation: CGFloat = 0
    /// The horizontal scale.
    open var xScale: CGFloat = 1
    /// The vertical scale.
    open var yScale: CGFloat = 1
    /// The opacity.
    open var alpha: CGFloat = 1
    /// Whether the node and its children are hidden.
    open var isHidden = false
    /// The node's name.
    open var name: String?
    /// The physics body (no physics is simulated at rest).
    open var physicsBody: SKPhysicsBody?
    /// The node's children, in the order added.
    open private(set) var children: [SKNode] = []
    /// The node's parent.
    open private(set) weak var parent: SKNode?
    /// Arbitrary data.
    open var userData: NSMutableDictionary?

    /// An empty node at the origin.
    public init() {}

    /// Both scales.
    open func setScale(_ scale: CGFloat) {
        xScale = scale
        yScale = scale
    }

    /// Adds `node` as the last child.
    open func addChild(_ node: SKNode) {
        node.parent = self
        children.append(node)
    }

    /// Inserts `node` as the child at `index`.
    open func insertChild(_ node: SKNode, at index: Int) {
        node.parent = self
        children.insert(node, at: min(max(index, 0), children.count))
    }

    /// Removes the node from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Removes every child.
    open func removeAllChildren() { children.removeAll() }

    /// The first child named `name`.
    open func childNode(withName name: String) -> SKNode? { children.first { $0.name == name } }

    /// Calls `block` for each child named `name`.
    open func enumerateChildNodes(withName name: String, using block: (SKNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for child in children where child.name == name {
            block(child, &stop)
            if stop.boolValue { break }
        }
    }

    /// Runs `action` (at rest no time passes, so nothing changes).
    open func run(_ action: SKAction) {}
    /// Runs `action` under `key` (nothing changes at rest).
    open func run(_ action: SKAction, withKey key: String) {}
    /// Runs `action`, then `completion` (neither at rest).
    open func run(_ action: SKAction, completion block: @escaping () -> Void) {}
    /// Stops every action.
    open func removeAllActions() {}
    /// Stops the action under `key`.
    open func removeAction(forKey key: String) {}

    /// The node's bounding box in its parent's coordinates: its position, for a node without size.
    open func calculateAccumulatedFrame() -> CGRect { CGRect(origin: position, size: .zero) }
    /// `point` of `node`'s coordinates in this node's.
    open func convert(_ point: CGPoint, from node: SKNode) -> CGPoint { point }
    /// `point` of this node's coordinates in `node`'s.
    open func convert(_ point: CGPoint, to node: SKNode) -> CGPoint { point }
    /// The frame: a point at the position for a plain node.
    open var frame: CGRect { CGRect(origin: position, size: .zero) }
}

/// A textured or coloured rectangle, as SpriteKit's `SKSpriteNode`: drawn as a rectangle of
/// its colour (a texture's image is not decoded; a textured sprite without colour is drawn
/// in SpriteKit's default sprite colour, white).
open class SKSpriteNode: SKNode, @unchecked Sendable {
    /// The colour.
    open var color: SKColor = .white
    /// The size in points.
    open var size: CGSize
    /// The point of the sprite at its position, in unit coordinates: the centre by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The texture.
    open var texture: SKTexture?
    /// How much the colour tints the texture.
    open var colorBlendFactor: CGFloat = 0

    /// A sprite of `color` and `size`.
    public init(color: SKColor, size: CGSize) {
        self.color = color
        self.size = size
    }
    /// A sprite of the catalog's image `name` (100 × 100 points: the image is not read).
    public init(imageNamed name: String) {
        texture = SKTexture(imageNamed: name)
        size = CGSize(width: 100, height: 100)
    }
    /// A sprite of `texture`.
    public init(texture: SKTexture?) {
        self.texture = texture
        size = texture?.size() ?? .zero
    }
    /// A sprite of `texture` tinted `color` at `size`.
    public init(texture: SKTexture?, color: SKColor, size: CGSize) {
        self.texture = texture
        self.color = color
        self.size = size
    }
    /// The rectangle covered, in the parent's coordinates.
    open override var frame: CGRect {
        CGRect(
            x: position.x - anchorPoint.x * size.width * xScale, y: position.y - anchorPoint.y * size.height * yScale,
            width: size.width * xScale, height: size.height * yScale)
    }
}

/// An image for sprites, as SpriteKit's `SKTexture` (not decoded).
open class SKTexture: @unchecked Sendable {
    /// The image's name.
    public let imageName: String?
    /// The texture of the catalog's image `name`.
    public init(imageNamed name: String) { imageName = name }
    /// The texture's size: 100 × 100 points, the image not being read.
    open func size() -> CGSize { CGSize(width: 100, height: 100) }
}

/// How a label is placed against its position, horizontally.
public enum SKLabelHorizontalAlignmentMode: Int, Sendable { case center, left, right }
/// How a label is placed against its position, vertically.
public enum SKLabelVerticalAlignmentMode: Int, Sendable { case baseline, center, top, bottom }

/// A line of text, as SpriteKit's `SKLabelNode`: 32-point white Helvetica Neue by default,
/// centred horizontally on its position with its baseline there.
open class SKLabelNode: SKNode, @unchecked Sendable {
    /// The text.
    open var text: String?
    /// The font's name.
    open var fontName: String? = "HelveticaNeue-UltraLight"
    /// The font's size in points.
    open var fontSize: CGFloat = 32
    /// The text colour.
    open var fontColor: SKColor? = .white
    /// The horizontal placement.
    open var horizontalAlignmentMode: SKLabelHorizontalAlignmentMode = .center
    /// The vertical placement.
    open var verticalAlignmentMode: SKLabelVerticalAlignmentMode = .baseline
    /// An empty label.
    public override init() {}
    /// A label of `text`.
    public init(text: String?) { self.text = text }
    /// A label in the font `fontName`.
    public init(fontNamed fontName: String?) { self.fontName = fontName }
}

/// A shape, as SpriteKit's `SKShapeNode`: clear fill and a white one-point stroke by default.
open class SKShapeNode: SKNode, @unchecked Sendable {
    /// The outline, in the node's coordinates.
    public enum Outline: Sendable { case rectangle(CGRect, cornerRadius: CGFloat), ellipse(CGRect) }
    /// The outline.
    public let outline: Outline
    /// The fill colour.
    open var fillColor: SKColor = .clear
    /// The stroke colour.
    open var strokeColor: SKColor = .white
    /// The stroke width.
    open var lineWidth: CGFloat = 1
    /// A rectangle of `size` centred on the position.
    public init(rectOf size: CGSize, cornerRadius: CGFloat = 0) {
        outline = .rectangle(CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height), cornerRadius: cornerRadius)
    }
    /// The rectangle `rect`.
    public init(rect: CGRect, cornerRadius: CGFloat = 0) { outline = .rectangle(rect, cornerRadius: cornerRadius) }
    /// A circle of `radius` centred on the position.
    public init(circleOfRadius radius: CGFloat) {
        outline = .ellipse(CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius))
    }
    /// An ellipse of `size` centred on the position.
    public init(ellipseOf size: CGSize) {
        outline = .ellipse(CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }
}

/// A body the physics simulation moves, as SpriteKit's `SKPhysicsBody` (not simulated at rest).
open class SKPhysicsBody: @unchecked Sendable {
    /// Whether the simulation moves it.
    open var isDynamic = true
    /// Whether gravity pulls it.
    open var affectedByGravity = true
    /// Whether it may rotate.
    open var allowsRotation = true
    /// The body's categories.
    open var categoryBitMask: UInt32 = 0xFFFF_FFFF
    /// The categories it collides with.
    open var collisionBitMask: UInt32 = 0xFFFF_FFFF
    /// The categories whose contacts are reported.
    open var contactTestBitMask: UInt32 = 0
    /// Bounciness.
    open var restitution: CGFloat = 0.2
    /// Friction.
    open var friction: CGFloat = 0.2
    /// Mass in kilograms.
    open var mass: CGFloat = 1
    /// Velocity.
    open var velocity: CGVector = .zero
    /// An edge loop along `rect`.
    public init(edgeLoopFrom rect: CGRect) {}
    /// A rectangle of `size` centred on the node.
    public init(rectangleOf size: CGSize) {}
    /// A rectangle of `size` centred at `center`.
    public init(rectangleOf size: CGSize, center: CGPoint) {}
    /// A circle of `radius`.
    public init(circleOfRadius radius: CGFloat) {}
    /// Applies an impulse (not simulated at rest).
    open func applyImpulse(_ impulse: CGVector) {}
    /// Applies a force (not simulated at rest).
    open func applyForce(_ force: CGVector) {}
}

/// A scene's physics, as `SKPhysicsWorld`.
open class SKPhysicsWorld: @unchecked Sendable {
    /// Gravity: 9.8 m/s² down by default.
    open var gravity = CGVector(dx: 0, dy: -9.8)
    /// Simulation speed.
    open var speed: CGFloat = 1
    /// Who is told of contacts.
    open weak var contactDelegate: (any SKPhysicsContactDelegate)?
}

/// A contact between two bodies.
open class SKPhysicsContact: @unchecked Sendable {
    /// The first body.
    public let bodyA = SKPhysicsBody(rectangleOf: .zero)
    /// The second body.
    public let bodyB = SKPhysicsBody(rectangleOf: .zero)
}

/// Told of contacts between bodies (never at rest).
public protocol SKPhysicsContactDelegate: AnyObject {
    /// A contact began.
    func didBegin(_ contact: SKPhysicsContact)
}

extension SKPhysicsContactDelegate {
    /// Does nothing.
    public func didBegin(_ contact: SKPhysicsContact) {}
}

/// An animation of a node, as SpriteKit's `SKAction`: at rest no time passes, so none runs.
open class SKAction: @unchecked Sendable {
    /// Seconds the action lasts.
    open var duration: TimeInterval = 0
    init(duration: TimeInterval = 0) { self.duration = duration }
    /// Moves by `delta`.
    open class func move(by delta: CGVector, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Moves to `location`.
    open class func move(to location: CGPoint, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Rotates by `radians`.
    open class func rotate(byAngle radians: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Scales to `scale`.
    open class func scale(to scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Fades in.
    open class func fadeIn(withDuration duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Fades out.
    open class func fadeOut(withDuration duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Waits.
    open class func wait(forDuration duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Runs `block`.
    open class func run(_ block: @escaping () -> Void) -> SKAction { SKAction() }
    /// Removes the node.
    open class func removeFromParent() -> SKAction { SKAction() }
    /// `actions` one after another.
    open class func sequence(_ actions: [SKAction]) -> SKAction { SKAction(duration: actions.reduce(0) { $0 + $1.duration }) }
    /// `actions` together.
    open class func group(_ actions: [SKAction]) -> SKAction { SKAction(duration: actions.map(\.duration).max() ?? 0) }
    /// `action` forever.
    open class func repeatForever(_ action: SKAction) -> SKAction { SKAction(duration: .infinity) }
    /// `action` `count` times.
    open class func `repeat`(_ action: SKAction, count: Int) -> SKAction { SKAction(duration: action.duration * Double(count)) }
}
