import Foundation

/// The file formats a layout can be drawn to.
public enum ImageFormat: String, Sendable, CaseIterable {
    /// A bitmap at `RenderOptions.scale` pixels a point, edges snapped to pixels.
    case png
    /// A vector page in points, text as real (extractable) text.
    case pdf
    /// A vector picture in px (one px a point).
    case svg

    /// The format a file name's extension names (`png`, `pdf`, `svg`, any case), or `nil`.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }
}
