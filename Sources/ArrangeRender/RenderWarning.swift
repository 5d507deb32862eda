import Foundation

/// Everything drawing can warn about: a problem with one view, which is skipped or drawn in a
/// simpler way while the rest of the picture is drawn. Each says what is wrong, with which
/// value, where in the tree (a path of view kinds), and what was done or what to do.
/// `Renderer.render` hands them over as their `description`s.
public enum RenderWarning: Hashable, Sendable, CustomStringConvertible {
    /// A frame that is not finite or has a negative side; the view and its subtree are skipped.
    case frameNotDrawable(path: String, frame: CGRect)
    /// An offset, rotation or scale that is not finite; the view and its subtree are skipped.
    case effectNotFinite(path: String)
    /// A clip shape whose path has NaN or infinite points; the view is drawn unclipped.
    case clipShapeNotFinite(path: String)
    /// A shape whose path has NaN or infinite points; the shape is skipped.
    case shapeNotFinite(path: String)
    /// A stroke width that is negative or not finite; the stroke is skipped.
    case lineWidthNotDrawable(path: String, width: CGFloat)
    /// A dash pattern Cairo would refuse; the stroke is drawn solid.
    case dashNotDrawable(path: String, dash: [CGFloat])
    /// `Image(name)` without a file of that name; a placeholder is drawn.
    case imageNotFound(name: String, path: String, imageCount: Int)
    /// `Image(name)` whose file was left out of `ImageFiles` (empty, not a PNG or JPEG, too
    /// large); a placeholder is drawn.
    case imageFileLeftOut(name: String, path: String, reason: String)
    /// An image file that cannot be decoded; a placeholder is drawn.
    case imageNotDecodable(name: String, path: String, file: String, reason: String)
    /// A shadow whose blur area is too large or could not be allocated; it is skipped.
    case shadowTooLarge(path: String, width: Int, height: Int)
    /// Shadows that together would visit more nodes than `RenderSession.shadowNodeBudget`;
    /// this one and later ones are skipped.
    case shadowsOverBudget(path: String, budget: Int)
    /// A gradient with no stops, or with NaN, out-of-range or unsorted locations; drawn with
    /// NaN stops left out and the rest clamped into 0…1 and sorted (no stops draw clear).
    case gradientStopsRepaired(path: String, locations: [CGFloat])
    /// `Image(systemName:)` with a name Arrange has no drawing for; a lettered placeholder is
    /// drawn.
    case symbolNotDrawn(name: String, path: String)
    /// `Image(systemName:)` whose icon is in the icon font, which is not installed; a lettered
    /// placeholder is drawn.
    case symbolFontMissing(name: String, path: String, file: String)
    /// `RenderOptions.diagramIDs` that match no placed view; no diagram is drawn.
    case diagramIDsNotFound([String])
    /// A `rotation3DEffect` or `projectionEffect` that puts part of the view behind the eye;
    /// the part in front is drawn.
    case drawingBehindTheEye(path: String)
    /// A `mask` whose content is empty (`EmptyView`, an `if` that is false): as in SwiftUI,
    /// nothing of the view is drawn.
    case maskEmpty(path: String)
    /// Text with characters no font has a glyph for; each is drawn as a box with its code.
    case glyphsMissing(text: String, path: String, count: Int)
    /// Views drawn past the picture's edge, which cuts them off (`CutOffDrawing.swift`): the
    /// farthest few, described, and how many there were.
    case drawingCutOff(views: [String], count: Int)
    /// A perspective in a PDF or SVG picture (or nested too deeply to draw into a group): its
    /// affine part is drawn.
    case perspectiveFlattened(path: String)
    /// A shader (`colorEffect`, `layerEffect`, `distortionEffect`, a `Shader` style) that
    /// Arrange cannot run: Metal shaders do not run here, and the view is drawn unshaded.
    case shaderNotRun(path: String, modifier: String, function: String)
    /// No view drew any content (a colour, shape, text or image): the picture is its
    /// background only.
    case nothingDrawn
    /// Canvas drawing Arrange accepts and does not draw: `withCGContext` (no Core Graphics
    /// here) or a filter it cannot apply (a shader, a colour matrix, a projection).
    case canvasDrawingSkipped(path: String, what: String)
    /// The tree is deeper than the stack can be made to hold (no further stack segment could
    /// be mapped): the view at `path` and those inside it are not drawn.
    case drawingTooDeep(path: String)
    /// More problems than are listed one by one (`RenderSession.listedProblemLimit`): how many
    /// more were found.
    case moreProblems(count: Int)

    /// The message.
    public var description: String {
        switch self {
        case let .frameNotDrawable(path, frame):
            "not drawn: \(path) has the frame \(frame.origin.x), \(frame.origin.y), \(frame.size.width) × \(frame.size.height), which is not finite or has a negative side; its subtree is skipped"
        case let .effectNotFinite(path):
            "not drawn: \(path) has a non-finite offset, rotation or scale"
        case let .clipShapeNotFinite(path):
            "clip shape of \(path) has non-finite points; drawn unclipped"
        case let .shapeNotFinite(path):
            "not drawn: the shape of \(path) has non-finite points"
        case let .lineWidthNotDrawable(path, width):
            "not drawn: \(path) is stroked with a line width of \(width); use a finite width ≥ 0"
        case let .dashNotDrawable(path, dash):
            "\(path) has the dash pattern \(dash), which is not drawable (lengths must be finite, ≥ 0 and not all 0); drawn solid"
        case let .imageNotFound(name, path, count):
            "image \"\(name)\" (\(path)) drawn as a placeholder: "
                + (count == 0
                    ? "the renderer has no image files; give Renderer(images: ImageFiles(directory:))"
                    : "none of the renderer's \(count) image files is named so")
        case let .imageFileLeftOut(name, path, reason):
            "image \"\(name)\" (\(path)) drawn as a placeholder: \(reason)"
        case let .imageNotDecodable(name, path, file, reason):
            "image \"\(name)\" (\(path)) drawn as a placeholder: \(file): \(reason)"
        case let .shadowTooLarge(path, width, height):
            "shadow of \(path) skipped: its \(width) × \(height) pixel area is too large to blur"
        case let .shadowsOverBudget(path, budget):
            "shadow of \(path) skipped: the picture's shadows would visit more than \(budget) views (a deep chain of shadowed views); shadow fewer of them"
        case let .gradientStopsRepaired(path, locations):
            locations.isEmpty
                ? "the gradient of \(path) has no stops; drawn clear"
                : "the gradient of \(path) has stop locations \(locations); drawn with NaN stops left out and the others clamped into 0…1 and sorted"
        case let .symbolNotDrawn(name, path):
            "symbol \"\(name)\" (\(path)) drawn as a lettered placeholder: Arrange has no drawing or icon for it (see SymbolArtwork's drawings and docs/drawing/symbols.md)"
        case let .symbolFontMissing(name, path, file):
            "symbol \"\(name)\" (\(path)) drawn as a lettered placeholder: its icon is in Material Design Icons, and \(file) is missing; install Debian's fonts-materialdesignicons-webfont (Scripts/setup does)"
        case let .diagramIDsNotFound(ids):
            "no view marked with any of the ids \(ids) was placed; no diagram drawn"
        case let .drawingBehindTheEye(path):
            "\(path) is turned so that part of it lies behind the eye (a rotation3DEffect or projectionEffect with w ≤ 0 at a corner); only the part in front is drawn — use a smaller angle or perspective"
        case let .maskEmpty(path):
            "\(path) is masked by an empty view, so nothing of it is drawn; give the mask content or remove .mask"
        case let .glyphsMissing(text, path, count):
            "text \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\" (\(path)) has \(count) character\(count == 1 ? "" : "s") no font has a glyph for, drawn as a box with the code; iOS may have a font for it (see docs/DIFFERENCES.md, \"Real text\")"
        case let .drawingCutOff(views, count):
            "the picture cuts off \(count == 1 ? "a view" : "\(count) views") drawn past its edge: \(views.joined(separator: "; "))\(count > views.count ? "; …" : ""); draw on a larger canvas (--canvas, RenderOptions.canvas) or keep them inside the root's frame"
        case let .perspectiveFlattened(path):
            "the perspective of \(path) is drawn without its perspective (its affine part): only PNG pictures project pixels"
        case let .shaderNotRun(path, modifier, function):
            "\(modifier) of \(path) with the shader \"\(function)\" is not run (Metal shaders do not run here); the view is drawn unshaded"
        case .nothingDrawn:
            "nothing was drawn: no view has visible content at rest (a colour, shape, text or image); "
                + "views of opacity 0 or hidden are not drawn, and state that SwiftUI would set in onAppear or task "
                + "keeps its initial value here (docs/DIFFERENCES.md, \"The language around views\")"
        case let .canvasDrawingSkipped(path, what):
            "the canvas \(path) draws with \(what), which Arrange accepts and does not draw; the rest of the canvas is drawn (see docs/DIFFERENCES.md, \"Canvas\")"
        case let .drawingTooDeep(path):
            "not drawn: \(path) and the views inside it lie deeper than the stack could be made to hold (no further stack segment could be mapped); flatten the hierarchy"
        case let .moreProblems(count):
            "… and \(count) more warnings, not listed; fix the ones above first"
        }
    }
}
