import Arrange
import ArrangeRender
import Foundation

/// What `render` says when the renderer refuses a picture, in the command line's terms
/// (`--size`, `--scale`, points and pixels written as `arrange` prints sizes), not the
/// library's (`RenderOptions.canvas`, `8000.0`).
enum RenderFailureWording {
    /// The message for `error`, raised drawing view `name` of `size` points at `scale`
    /// pixels a point in `format`.
    static func message(for error: Error, view name: String, size: CGSize, scale: CGFloat, format: ImageFormat) -> String {
        guard let error = error as? RenderError else { return "could not draw \(name): \(error)" }
        let points = LengthFormat.size(size)
        switch error {
        case .tooLarge:
            let limits = format == .png
                ? "at most \(RenderCanvas.maximumSide) pixels a side and \(RenderCanvas.maximumPixels) in all"
                : "at most \(RenderCanvas.maximumSide) points a side"
            let pixels = format == .png
                ? " at --scale \(LengthFormat.length(scale)), "
                    + LengthFormat.size(CGSize(width: (size.width * scale).rounded(.up), height: (size.height * scale).rounded(.up))) + " px"
                : ""
            return "\(name) would be \(points) pt\(pixels): more than arrange draws (\(limits)). "
                + "Propose a smaller --size\(format == .png ? ", or a smaller --scale" : "")."
        case .invalidCanvas:
            return "\(name) reports \(points): a picture needs a finite size of at least 0. Propose finite lengths with --size."
        case .invalidScale:
            return "cannot draw \(name) at --scale \(LengthFormat.length(scale)): use a number above 0 and at most 8 (1, 2, 3)."
        case .cairo, .cannotWrite, .cannotReadImages:
            return "could not draw \(name): \(error)"
        }
    }
}
