import Foundation

/// A shape style that fills with an image repeated as tiles, as SwiftUI's `ImagePaint`: the part
/// `sourceRect` (in unit coordinates of the image) is one tile, drawn at `scale` times the
/// image's size in points, the first tile at the shape's top-leading corner.
///
/// Only `Image("name")` paints (from the renderer's image files); a symbol or a missing file
/// fills with a grey placeholder, with the image's usual warning.
public struct ImagePaint: ShapeStyle, @unchecked Sendable {
    /// The image tiled.
    public var image: Image
    /// The part of the image that is one tile, in unit coordinates.
    public var sourceRect: CGRect
    /// How large a tile is drawn, relative to the image's size in points.
    public var scale: CGFloat

    /// Tiles of `image` (the part `sourceRect`) at `scale`.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    /// The view an `ImageRenderer` made the image of, or `nil` for other images.
    public var renderedView: Image.RenderedView? {
        if case .rendered(let rendered) = image.source { return rendered }
        return nil
    }

    /// The name of the image file, or `nil` for a symbol or a sized placeholder.
    public var imageName: String? {
        if case .named(let name) = image.source { return name }
        return nil
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// Tiles of `image` (the part `sourceRect`) at `scale`, as `ImagePaint`.
    public static func image(
        _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
