import Arrange
import Foundation

// UIKit's image contexts, as code that redraws a picked photo uses them
// (`UIGraphicsBeginImageContext(size)`, `image.draw(at: .zero)`,
// `UIGraphicsGetImageFromCurrentImageContext()`). Arrange decodes and draws no image data
// (`UIImage`): the context draws nothing and its image is an empty one
// (docs/DIFFERENCES.md, "Stand-ins").

/// Starts an image context of `size` (nothing is drawn into it).
public func UIGraphicsBeginImageContext(_ size: CGSize) {}

/// Starts an image context of `size`, opaque or not, at `scale` (nothing is drawn into it).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {}

/// The current context's picture: an empty image.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { UIImage() }

/// Ends the current image context.
public func UIGraphicsEndImageContext() {}

extension UIImage {
    /// Draws the image with its corner at `point` in the current context: nothing is drawn.
    public func draw(at point: CGPoint) {}
    /// Draws the image into `rect` of the current context: nothing is drawn.
    public func draw(in rect: CGRect) {}
}
