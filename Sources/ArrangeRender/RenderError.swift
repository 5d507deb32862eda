import Foundation

/// Why a picture could not be made. Problems with single views (a non-finite frame, a missing
/// image) are warnings instead: the rest is still drawn.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The canvas (the root's size or `RenderOptions.canvas`) is not a finite, non-negative size.
    case invalidCanvas(width: Double, height: Double)
    /// `RenderOptions.scale` is not a finite number above 0 (and at most 16).
    case invalidScale(Double)
    /// The picture would be larger than the renderer draws.
    case tooLarge(width: Double, height: Double, scale: Double, limit: String)
    /// Cairo refused (out of memory, or an internal error), with its message.
    case cairo(String)
    /// The file could not be written.
    case cannotWrite(String, reason: String)
    /// The image folder could not be read.
    case cannotReadImages(String, reason: String)

    /// What went wrong and what to do about it.
    public var description: String {
        switch self {
        case let .invalidCanvas(width, height):
            "cannot draw a canvas of \(width) × \(height): give a finite, non-negative size (RenderOptions.canvas), or a root view that reports one"
        case let .invalidScale(scale):
            "cannot draw at scale \(scale): use a finite scale above 0 and at most 16 (1, 2 or 3 for devices)"
        case let .tooLarge(width, height, scale, limit):
            "a canvas of \(width) × \(height) at \(scale)× is too large to draw (\(limit)); give a smaller RenderOptions.canvas or scale"
        case let .cairo(message):
            "Cairo could not draw: \(message)"
        case let .cannotWrite(path, reason):
            "cannot write \(path): \(reason)"
        case let .cannotReadImages(path, reason):
            "cannot read images from \(path): \(reason)"
        }
    }
}
