import Arrange
import Foundation

/// A bitmap image, as Core Graphics' `CGImage`. Arrange decodes and renders no bitmaps at rest
/// (Core Image's context and AVFoundation's thumbnail generator return `nil`), so none is made
/// by the frameworks; the type is here so that code passing one around compiles.
public final class CGImage: @unchecked Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int

    /// A bitmap of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

extension UIImage {
    /// A UIKit image of `cgImage`, drawn as an empty image (Arrange decodes no bitmaps).
    public convenience init(cgImage: CGImage) { self.init() }
    /// A UIKit image of `cgImage` at `scale` in `orientation`, drawn as an empty image.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) { self.init() }
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
