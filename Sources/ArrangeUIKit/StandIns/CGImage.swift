import Arrange
import Foundation

// `CGImage` is the core's (`Sources/Arrange/Drawing/ImageRenderer.swift`): an image an
// `ImageRenderer` made of a view, or a size only.

extension UIImage {
    /// A UIKit image of `cgImage`: the view an `ImageRenderer` made it of, else an empty image
    /// (Arrange decodes no bitmaps).
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }
    /// A UIKit image of `cgImage` at `scale` in `orientation` (accepted).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(source: Image._source(of: cgImage, scale: scale))
    }
    /// The image's bitmap: `nil`, as Arrange decodes none.
    public var cgImage: CGImage? { nil }
    /// The way an image is turned, as UIKit's `UIImage.Orientation`.
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
}

extension UIView {
    /// The view's Core Animation layer: a fresh layer each time (Arrange draws views from
    /// their SwiftUI or Auto Layout description, not from layers), so sublayers added to it
    /// are accepted and not drawn.
    public var layer: CALayer { CALayer() }
}

/// A Core Animation layer, as QuartzCore's `CALayer`: its geometry and sublayers are kept,
/// nothing is drawn from them.
open class CALayer: @unchecked Sendable {
    /// The layer's frame in its superlayer.
    open var frame: CGRect = .zero
    /// The layer's bounds.
    open var bounds: CGRect = .zero
    /// Whether sublayers are clipped to the bounds.
    open var masksToBounds = false
    /// The corner radius.
    open var cornerRadius: CGFloat = 0
    /// The layers inside this one.
    open private(set) var sublayers: [CALayer]? = nil
    /// An empty layer.
    public init() {}
    /// Adds `layer` on top of the sublayers.
    open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }
    /// Removes the layer from its superlayer (nothing to do: layers are not drawn).
    open func removeFromSuperlayer() {}
}

extension ImageRenderer {
    /// The image of the view as a UIKit image; `nil` when the view has no width or height.
    public var uiImage: UIImage? { cgImage.map { UIImage(cgImage: $0, scale: scale, orientation: .up) } }
}
