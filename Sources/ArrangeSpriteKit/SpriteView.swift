import Arrange
import ArrangeUIKit
import Foundation

/// A view showing a SpriteKit scene, as SpriteKit's `SpriteView`: it takes the whole proposed
/// size (like a colour) and draws the scene's first frame fitted by its `scaleMode`.
///
/// 1. The scene is presented (its `didMove(to:)` runs, once per scene object).
/// 2. The scene is fitted to the view: `SceneFit` maps scene points (y up, from the anchor
///    point) to view points (y down).
/// 3. The background colour fills the view; nodes are drawn depth-first, siblings by
///    `zPosition` then order, each sprite as a rectangle of its colour, each label as text,
///    each shape node filled and stroked.
public nonisolated struct SpriteView: View {
    let scene: SKScene

    /// Options of the view.
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The view is transparent where the scene is.
        public static let allowsTransparency = Options(rawValue: 1)
        /// Sibling order is ignored.
        public static let ignoresSiblingOrder = Options(rawValue: 2)
        /// Drawn asynchronously.
        public static let shouldCullNonVisibleNodes = Options(rawValue: 4)
    }

    /// Debugging overlays (not drawn).
    public struct DebugOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The frame rate.
        public static let showsFPS = DebugOptions(rawValue: 1)
        /// The node count.
        public static let showsNodeCount = DebugOptions(rawValue: 2)
        /// Physics outlines.
        public static let showsPhysics = DebugOptions(rawValue: 4)
        /// The draw count.
        public static let showsDrawCount = DebugOptions(rawValue: 8)
    }

    /// A view presenting `scene`.
    public init(
        scene: SKScene, transition: SKTransition? = nil, isPaused: Bool = false, preferredFramesPerSecond: Int = 60,
        options: Options = [], debugOptions: DebugOptions = [], shouldRender: @escaping (TimeInterval) -> Bool = { _ in true }
    ) {
        self.scene = scene
    }

    /// The scene's first frame, fitted to the proposed size.
    public var body: some View {
        GeometryReader { proxy in
            SceneFrame(scene: scene, viewSize: proxy.size)
        }
    }
}

/// How scene points map to view points for a scene of `sceneSize` shown at `viewSize`.
struct SceneFit {
    let scaleX: CGFloat
    let scaleY: CGFloat
    let offset: CGPoint
    let sceneFrame: CGRect
    let viewSize: CGSize

    init(scene: SKScene, viewSize: CGSize) {
        // 2. `.resizeFill` makes the scene the view's size; the others scale its own size.
        let size = scene.scaleMode == .resizeFill ? viewSize : scene.size
        let frame = CGRect(x: -scene.anchorPoint.x * size.width, y: -scene.anchorPoint.y * size.height, width: size.width, height: size.height)
        let sx = size.width > 0 ? viewSize.width / size.width : 1
        let sy = size.height > 0 ? viewSize.height / size.height : 1
        switch scene.scaleMode {
        case .fill: (scaleX, scaleY) = (sx, sy)
        case .aspectFill: (scaleX, scaleY) = (max(sx, sy), max(sx, sy))
        case .aspectFit: (scaleX, scaleY) = (min(sx, sy), min(sx, sy))
        case .resizeFill: (scaleX, scaleY) = (1, 1)
        }
        // The scaled scene is centred in the view.
        offset = CGPoint(x: (viewSize.width - size.width * scaleX) / 2, y: (viewSize.height - size.height * scaleY) / 2)
        sceneFrame = frame
        self.viewSize = viewSize
    }

    /// The view point of scene point `point` (y flipped).
    func viewPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(
            x: offset.x + (point.x - sceneFrame.minX) * scaleX,
            y: offset.y + (sceneFrame.maxY - point.y) * scaleY)
    }

    /// The view rectangle of scene rectangle `rect`.
    func viewRect(_ rect: CGRect) -> CGRect {
        let topLeft = viewPoint(CGPoint(x: rect.minX, y: rect.maxY))
        return CGRect(x: topLeft.x, y: topLeft.y, width: rect.width * scaleX, height: rect.height * scaleY)
    }
}

/// One drawable piece of a scene's frame, in view coordinates.
struct SceneShape: Identifiable {
    enum Kind {
        case rectangle(CGRect, cornerRadius: CGFloat, fill: Color, stroke: Color?, lineWidth: CGFloat)
        case ellipse(CGRect, fill: Color, stroke: Color?, lineWidth: CGFloat)
        case label(String, at: CGPoint, size: CGFloat, color: Color, horizontal: SKLabelHorizontalAlignmentMode)
    }
    let id: Int
    let kind: Kind
    let opacity: Double
}

/// The scene's frame drawn at `viewSize`.
struct SceneFrame: View {
    let scene: SKScene
    let viewSize: CGSize

    var body: some View {
        // 1. Present the scene.
        scene.present(in: SKView(frame: CGRect(origin: .zero, size: viewSize)))
        let fit = SceneFit(scene: scene, viewSize: viewSize)
        var shapes: [SceneShape] = []
        // 3. Depth-first, accumulating each parent's translation and scale.
        collect(scene, origin: .zero, scale: CGSize(width: 1, height: 1), alpha: 1, fit: fit, into: &shapes)
        return ZStack(alignment: .topLeading) {
            Color(uiColor: scene.backgroundColor)
            ForEach(shapes) { shape in
                draw(shape).opacity(shape.opacity)
            }
        }
        .frame(width: viewSize.width, height: viewSize.height, alignment: .topLeading)
        .clipped()
    }

    func collect(_ node: SKNode, origin: CGPoint, scale: CGSize, alpha: CGFloat, fit: SceneFit, into shapes: inout [SceneShape]) {
        let ordered = node.children.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
        for (_, child) in ordered where !child.isHidden {
            let position = CGPoint(x: origin.x + child.position.x * scale.width, y: origin.y + child.position.y * scale.height)
            let childScale = CGSize(width: scale.width * child.xScale, height: scale.height * child.yScale)
            let childAlpha = alpha * child.alpha
            switch child {
            case let sprite as SKSpriteNode:
                let rect = CGRect(
                    x: position.x - sprite.anchorPoint.x * sprite.size.width * childScale.width,
                    y: position.y - sprite.anchorPoint.y * sprite.size.height * childScale.height,
                    width: sprite.size.width * childScale.width, height: sprite.size.height * childScale.height)
                shapes.append(SceneShape(
                    id: shapes.count, kind: .rectangle(fit.viewRect(rect), cornerRadius: 0, fill: Color(uiColor: sprite.color), stroke: nil, lineWidth: 0),
                    opacity: childAlpha))
            case let label as SKLabelNode:
                if let text = label.text {
                    shapes.append(SceneShape(
                        id: shapes.count,
                        kind: .label(text, at: fit.viewPoint(position), size: label.fontSize * childScale.height * fit.scaleY,
                                     color: Color(uiColor: label.fontColor ?? .white), horizontal: label.horizontalAlignmentMode),
                        opacity: childAlpha))
                }
            case let shape as SKShapeNode:
                let stroke = Color(uiColor: shape.strokeColor)
                switch shape.outline {
                case .rectangle(let rect, let radius):
                    let placed = CGRect(x: position.x + rect.minX * childScale.width, y: position.y + rect.minY * childScale.height,
                                        width: rect.width * childScale.width, height: rect.height * childScale.height)
                    shapes.append(SceneShape(
                        id: shapes.count, kind: .rectangle(fit.viewRect(placed), cornerRadius: radius * fit.scaleX, fill: Color(uiColor: shape.fillColor),
                                                           stroke: stroke, lineWidth: shape.lineWidth), opacity: childAlpha))
                case .ellipse(let rect):
                    let placed = CGRect(x: position.x + rect.minX * childScale.width, y: position.y + rect.minY * childScale.height,
                                        width: rect.width * childScale.width, height: rect.height * childScale.height)
                    shapes.append(SceneShape(
                        id: shapes.count, kind: .ellipse(fit.viewRect(placed), fill: Color(uiColor: shape.fillColor), stroke: stroke, lineWidth: shape.lineWidth),
                        opacity: childAlpha))
                }
            default:
                break
            }
            collect(child, origin: position, scale: childScale, alpha: childAlpha, fit: fit, into: &shapes)
        }
    }

    @ViewBuilder
    func draw(_ shape: SceneShape) -> some View {
        switch shape.kind {
        case let .rectangle(rect, radius, fill, stroke, lineWidth):
            RoundedRectangle(cornerRadius: radius)
                .fill(fill)
                .overlay { if let stroke { RoundedRectangle(cornerRadius: radius).stroke(stroke, lineWidth: lineWidth) } }
                .frame(width: rect.width, height: rect.height)
                .offset(x: rect.minX, y: rect.minY)
        case let .ellipse(rect, fill, stroke, lineWidth):
            Ellipse()
                .fill(fill)
                .overlay { if let stroke { Ellipse().stroke(stroke, lineWidth: lineWidth) } }
                .frame(width: rect.width, height: rect.height)
                .offset(x: rect.minX, y: rect.minY)
        case let .label(text, point, size, color, horizontal):
            // The baseline sits at the position: the text's box is raised by its ascent (~0.8 em).
            let box = size * 1.2
            let width = max(CGFloat(text.count) * size, 1)
            Text(text)
                .font(.system(size: size))
                .foregroundStyle(color)
                .fixedSize()
                .frame(width: width, height: box, alignment: horizontal == .left ? .leading : horizontal == .right ? .trailing : .center)
                .offset(
                    x: point.x - (horizontal == .left ? 0 : horizontal == .right ? width : width / 2),
                    y: point.y - size * 0.95)
        }
    }
}
