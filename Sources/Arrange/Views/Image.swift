import Foundation

/// A picture. By default it reports its natural size whatever it is proposed; `resizable()`
/// makes it take any proposed size (its natural size standing in for unspecified dimensions),
/// usually together with `aspectRatio` or `scaledToFit()`.
///
/// Natural sizes come from the environment's `imageCatalog` (`Image("header")`), from the
/// font for symbols (`Image(systemName:)`, a square of 1.2 × the point size), or are given
/// directly with `Image(size:)`.
public nonisolated struct Image: View, Equatable {
    /// Where the picture comes from.
    public enum Source: Hashable, Sendable {
        /// A picture from the environment's `imageCatalog`, whose entry gives its natural size.
        case named(String)
        /// A symbol, a square of 1.2 × the font's point size unless the catalog gives its size.
        case system(String)
        /// A placeholder whose natural size is given directly.
        case sized(CGSize)
        /// A view an `ImageRenderer` made an image of, drawn as that view.
        case rendered(RenderedView)
    }

    /// The size of a symbol image relative to the font: small, medium (the font's size) or large.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// The factor applied to a symbol's side.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        /// The picture is scaled to fill the frame.
        case stretch
        /// The picture is repeated at its natural size to fill the frame.
        case tile
    }

    let source: Source
    var resizing: (capInsets: EdgeInsets, mode: ResizingMode)?
    /// The image's own symbol rendering mode (`symbolRenderingMode(_:)`), over the environment's.
    var symbolRenderingMode: SymbolRenderingMode?
    /// Whether a named picture is drawn as a template, in the foreground style
    /// (`renderingMode(.template)`).
    var isTemplate = false

    /// The image named `name` in the environment's `imageCatalog`. A name the app's asset
    /// catalog has as a symbol set is a symbol (sized by the font, as `Image(systemName:)`), and
    /// an image set whose "template-rendering-intent" is "template" is drawn as a template
    /// (`AppAssetCatalog`), as Xcode's catalog makes them.
    public init(_ name: String) {
        if AppAssetCatalog.isSymbol(name) {
            source = .system(name)
        } else {
            source = .named(name)
            isTemplate = AppAssetCatalog.isTemplate(name)
        }
    }

    /// A symbol image, sized by the font.
    public init(systemName: String) {
        source = .system(systemName)
    }

    /// A placeholder picture of a known natural size.
    public init(size: CGSize) {
        source = .sized(size)
    }

    /// An image of `source`.
    init(source: Source) {
        self.source = source
    }

    /// This image, taking any proposed size; `capInsets` stay unscaled at the edges.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.resizing = (capInsets, resizingMode)
        return image
    }

    /// Equal when the sources and the resizing (cap insets and mode) match.
    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.source == rhs.source && lhs.resizing?.capInsets == rhs.resizing?.capInsets && lhs.resizing?.mode == rhs.resizing?.mode
            && lhs.symbolRenderingMode == rhs.symbolRenderingMode && lhs.isTemplate == rhs.isTemplate
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one leaf node of the image's natural size (catalog, symbol or given), warning about a
    /// missing name.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        outputs.nodes.append(inputs.tyingWarnings { node(of: view, inputs: inputs) })
    }

    /// The image's leaf node, its content and guides set.
    private static func node(of view: Self, inputs: _ViewInputs) -> LayoutNode {
        let environment = inputs.environment
        let naturalSize: CGSize
        var baselines: [ExplicitGuide] = []
        var source = view.source
        // A symbol shows the variant asked for around it (`symbolVariant(.fill)`).
        if case .system(let name) = source { source = .system(environment.symbolVariants.name(of: name)) }
        switch source {
        case .named(let name):
            if let size = environment.imageCatalog[name] {
                naturalSize = size
            } else {
                naturalSize = .zero
                inputs.builder.warn(.missingImage(name), in: "image")
            }
        case .system(let name):
            // A symbol is sized by the font at the Dynamic Type size, as the text beside it.
            let font = (environment.font ?? .body).sized(for: environment.dynamicTypeSize)
            let side = font.pointSize * SymbolBaseline.sidePerPoint * environment.imageScale.factor
            naturalSize = environment.imageCatalog[systemName: name] ?? CGSize(width: side, height: side)
            // Centred on the text's cap height, on its baseline (`SymbolBaseline`).
            baselines = SymbolBaseline.guides(pointSize: font.pointSize)
        case .rendered(let rendered):
            naturalSize = rendered.size
        case .sized(let size):
            naturalSize = CGSize(
                width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
        }
        let node = LayoutNode(ImageLayout(naturalSize: naturalSize, isResizable: view.resizing != nil), store: inputs.builder.store, environment: environment)
        // Symbols are templates: SwiftUI draws them in the foreground style, as it draws text; a
        // named picture is one when `renderingMode(.template)` says so (the tint marks it).
        var tint: Color?
        switch source {
        case .system:
            tint = ShapeStyleResolution.textColor(nil, inputs: inputs)
            if let layers = SymbolLayerColors.record(ownMode: view.symbolRenderingMode, inputs: inputs) {
                node.recordedModifiers.append(layers)
            }
        case .named where view.isTemplate:
            tint = ShapeStyleResolution.textColor(nil, inputs: inputs)
        case .named, .sized, .rendered:
            break
        }
        for guide in baselines { node.addExplicitGuide(guide) }
        node.content = .image(
            source, naturalSize: naturalSize, capInsets: view.resizing?.capInsets, resizingMode: view.resizing?.mode, tint: tint)
        return node
    }
}

/// The natural sizes of named pictures, for layout without image files:
/// `.environment(\.imageCatalog, ["header": CGSize(width: 100, height: 30)])`.
public struct ImageCatalog: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    private var named: [String: CGSize]
    private var symbols: [String: CGSize] = [:]

    /// A catalog of named images.
    public init(_ sizes: [String: CGSize] = [:]) {
        named = sizes
    }

    /// A catalog of named images from `["name": size]` pairs; a repeated name keeps its last size.
    public init(dictionaryLiteral elements: (String, CGSize)...) {
        named = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    /// The natural size of the image named `name`, else that of the app's asset catalog's
    /// image set of that name (`AppAssetCatalog`).
    public subscript(name: String) -> CGSize? {
        get { named[name] ?? AppAssetCatalog.imageSize(named: name) }
        set { named[name] = newValue }
    }

    /// The natural size of the symbol `name`, when it should not follow the font.
    public subscript(systemName name: String) -> CGSize? {
        get { symbols[name] }
        set { symbols[name] = newValue }
    }
}
