import Arrange
import ArrangeRender
import Foundation

/// The drawing of the layout that the explainer shows, as a `data:` URL so the page needs no
/// other file, or the reason there is none (the page then shows a placeholder).
struct HTMLPicture {
    /// `data:image/svg+xml;base64,…` or `data:image/png;base64,…`, `nil` when drawing failed.
    var dataURL: String?
    /// Why there is no picture, for the page's warnings.
    var problem: String?
    /// What the renderer warned about (frames skipped, images not found).
    var warnings: [String]
    /// Device pixels per point of the picture (2 for PNG unless `--scale` says, 1 for SVG).
    var scale: CGFloat = 1
    /// Where the picture lies in the root's coordinates when it is not the root's frame: with a
    /// canvas (`--canvas`), the whole proposed area with the root centred on it, as `render` draws it.
    var area: CGRect?

    /// Where the picture goes for a root whose frame is `root`: at the root's origin, as large
    /// as the picture's whole device pixels (the renderer rounds each side up to a whole pixel,
    /// at least one), so that one point of the picture is one point of the layout.
    func imageRect(for root: CGRect) -> CGRect {
        let root = area ?? root
        func side(_ length: CGFloat) -> CGFloat {
            guard length.isFinite, length >= 0 else { return 0 }
            return max((length * scale - 1e-6).rounded(.up), 1) / scale
        }
        return CGRect(x: root.origin.x, y: root.origin.y, width: side(root.size.width), height: side(root.size.height))
    }

    /// Draws `layout` with `renderer` as SVG (`format` `.svg`, the default: sharp at any zoom)
    /// or as PNG at `scale` (`.png`, 2× unless given; `.pdf` cannot be shown inline and is drawn
    /// as SVG), on `canvas` when given (the root centred on it, as `render --canvas` draws).
    ///
    /// 1. Render; an error becomes the problem.
    /// 2. Check the bytes look like the format asked for (an empty or foreign result becomes the
    ///    problem, never a broken image).
    /// 3. Encode them as base64 in a data URL.
    static func draw(_ layout: ViewLayout, renderer: Renderer, format: ImageFormat, scale pngScale: CGFloat = 2, canvas: CGSize? = nil) -> HTMLPicture {
        let format: ImageFormat = format == .png ? .png : .svg
        var warnings: [String] = []
        let scale: CGFloat = format == .png ? pngScale : 1
        // 1.
        let data: Data
        var area: CGRect?
        do {
            let options = RenderOptions(format: format, scale: scale, canvas: canvas)
            if let canvas {
                let placed = try RenderCanvas(layout: layout, options: options)
                area = CGRect(x: -placed.translation.width, y: -placed.translation.height, width: canvas.width, height: canvas.height)
            }
            data = try renderer.render(layout, options: options, warnings: &warnings)
        } catch {
            return HTMLPicture(dataURL: nil, problem: "The picture could not be drawn: \(error)", warnings: warnings, scale: scale)
        }
        // 2.
        guard looksLike(format, data) else {
            let problem = data.isEmpty
                ? "The renderer returned no picture."
                : "The renderer returned \(data.count) bytes that are not \(format.rawValue.uppercased())."
            return HTMLPicture(dataURL: nil, problem: problem, warnings: warnings, scale: scale)
        }
        // 3.
        let mime = format == .png ? "image/png" : "image/svg+xml"
        return HTMLPicture(dataURL: "data:\(mime);base64,\(data.base64EncodedString())", problem: nil, warnings: warnings, scale: scale, area: area)
    }

    /// Whether `data` starts like a PNG file, or holds an `<svg` element near its start.
    static func looksLike(_ format: ImageFormat, _ data: Data) -> Bool {
        switch format {
        case .png: return data.starts(with: [0x89, 0x50, 0x4E, 0x47])
        case .svg: return String(decoding: data.prefix(1024), as: UTF8.self).contains("<svg")
        case .pdf: return data.starts(with: Array("%PDF".utf8))
        }
    }
}
