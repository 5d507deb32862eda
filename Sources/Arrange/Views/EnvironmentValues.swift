import Foundation

/// A key for a custom value in `EnvironmentValues`, with the value views see when no ancestor
/// sets one.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no ancestor has set one.
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: a view sees what its nearest ancestor set with
/// `environment(_:_:)` (or a dedicated modifier such as `font(_:)`), else the default.
/// Those that affect layout: `layoutDirection`, `font`, `textMetrics` and the text modifiers'
/// values (`lineLimit`, `truncationMode`, `minimumScaleFactor`).
///
/// Copying is cheap (the values live in one shared, copy-on-write storage): every view of a
/// tree is built with a copy.
public struct EnvironmentValues {
    private var storage = Storage()

    /// The default environment.
    public init() {}

    /// The direction leading-to-trailing runs; `.rightToLeft` mirrors every container.
    public var layoutDirection: LayoutDirection {
        get { storage.layoutDirection }
        set { unique().layoutDirection = newValue }
    }

    /// The font `Text` uses when it states none; `nil` means `.body`.
    public var font: Font? {
        get { storage.font }
        set { unique().font = newValue }
    }

    /// How `Text` is measured. Defaults to `MonospacedTextMetrics.default`.
    public var textMetrics: any TextMetrics {
        get { storage.textMetrics }
        set { unique().textMetrics = newValue }
    }

    /// The most lines `Text` shows; `nil` for no limit.
    public var lineLimit: Int? {
        get { storage.lineLimit }
        set { unique().lineLimit = newValue }
    }

    /// Whether `Text` always takes the height of `lineLimit` lines.
    public var lineLimitReservesSpace: Bool {
        get { storage.lineLimitReservesSpace }
        set { unique().lineLimitReservesSpace = newValue }
    }

    /// The fewest lines `Text` takes the height of (`lineLimit(2...4)`); 0 by default.
    public var lineLimitMinimum: Int {
        get { storage.lineLimitMinimum }
        set { unique().lineLimitMinimum = newValue }
    }

    /// Extra space after every grapheme of `Text`.
    public var tracking: CGFloat {
        get { storage.tracking }
        set { unique().tracking = newValue }
    }

    /// The weight `Text` uses when neither it nor its font says otherwise.
    public var fontWeight: Font.Weight? {
        get { storage.fontWeight }
        set { unique().fontWeight = newValue }
    }

    /// The size of symbol images relative to the font.
    public var imageScale: Image.Scale {
        get { storage.imageScale }
        set { unique().imageScale = newValue }
    }

    /// Pixels per point of the output being drawn (2 for a Retina screen). No effect on layout.
    public var displayScale: CGFloat {
        get { storage.displayScale }
        set { unique().displayScale = newValue }
    }

    /// Where `Text` cuts when it must truncate.
    public var truncationMode: Text.TruncationMode {
        get { storage.truncationMode }
        set { unique().truncationMode = newValue }
    }

    /// How far `Text` may shrink its font before truncating (1: not at all).
    public var minimumScaleFactor: CGFloat {
        get { storage.minimumScaleFactor }
        set { unique().minimumScaleFactor = newValue }
    }

    /// How the lines of multi-line `Text` align with one another.
    public var multilineTextAlignment: TextAlignment {
        get { storage.multilineTextAlignment }
        set { unique().multilineTextAlignment = newValue }
    }

    /// Extra space between lines of `Text`.
    public var lineSpacing: CGFloat {
        get { storage.lineSpacing }
        set { unique().lineSpacing = newValue }
    }

    /// The style text and shapes are drawn with when they state none; `nil` for the primary colour.
    public var foregroundStyle: AnyShapeStyle? {
        get { storage.foregroundStyle }
        set { unique().foregroundStyle = newValue }
    }

    /// The sizes of named images (`Image("header")`), for layout without image files.
    public var imageCatalog: ImageCatalog {
        get { storage.imageCatalog }
        set { unique().imageCatalog = newValue }
    }

    /// What text inside a view is styled with when it states nothing itself (`italic()`,
    /// `underline()`, `fontDesign(_:)`, `textCase(_:)` … on a view).
    public var textStyleDefaults: TextStyleDefaults {
        get { storage.textStyleDefaults }
        set { unique().textStyleDefaults = newValue }
    }

    /// The Dynamic Type size: the sizes of text styles (`.body` is 17 points at `.large`).
    public var dynamicTypeSize: DynamicTypeSize {
        get { storage.dynamicTypeSize }
        set { unique().dynamicTypeSize = newValue }
    }

    /// The appearance colours resolve against: `.light` unless set with
    /// `.environment(\.colorScheme, .dark)`, `.preferredColorScheme(.dark)` or the tool's
    /// `--color-scheme dark`. A field of its own rather than a key's entry: every node made
    /// reads it (`NodeRecord.colorScheme`), and a look-up among the custom values was about 30
    /// instructions of each.
    public var colorScheme: ColorScheme {
        get { storage.colorScheme }
        set { unique().colorScheme = newValue }
    }

    /// The value for a custom key, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // Unwrapped first: a missing entry cast to an optional `Value` would read as nil.
            guard let stored = storage.custom[ObjectIdentifier(key)] else { return Key.defaultValue }
            return stored as? Key.Value ?? Key.defaultValue
        }
        set { unique().custom[ObjectIdentifier(key)] = newValue }
    }

    /// The storage, copied first if another environment shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy()
        }
        return storage
    }

    /// The values, shared between copies until one is changed (`unique()`). Its fields skip
    /// Swift's dynamic exclusivity checks: storage is only written through `unique()`, which
    /// never overlaps another access to it, and the checks around copying and reading every
    /// field were about 4 % of building a settings form.
    private final class Storage {
        @exclusivity(unchecked) var layoutDirection: LayoutDirection = .leftToRight
        @exclusivity(unchecked) var font: Font?
        @exclusivity(unchecked) var textMetrics: any TextMetrics = MonospacedTextMetrics.default
        @exclusivity(unchecked) var lineLimit: Int?
        @exclusivity(unchecked) var lineLimitReservesSpace = false
        @exclusivity(unchecked) var lineLimitMinimum = 0
        @exclusivity(unchecked) var tracking: CGFloat = 0
        @exclusivity(unchecked) var fontWeight: Font.Weight?
        @exclusivity(unchecked) var imageScale = Image.Scale.medium
        @exclusivity(unchecked) var displayScale: CGFloat = 2
        @exclusivity(unchecked) var truncationMode: Text.TruncationMode = .tail
        @exclusivity(unchecked) var minimumScaleFactor: CGFloat = 1
        @exclusivity(unchecked) var multilineTextAlignment: TextAlignment = .leading
        @exclusivity(unchecked) var lineSpacing: CGFloat = 0
        @exclusivity(unchecked) var foregroundStyle: AnyShapeStyle?
        @exclusivity(unchecked) var imageCatalog = ImageCatalog()
        @exclusivity(unchecked) var textStyleDefaults = TextStyleDefaults()
        @exclusivity(unchecked) var dynamicTypeSize = DynamicTypeSize.large
        @exclusivity(unchecked) var colorScheme = ColorScheme.light
        @exclusivity(unchecked) var custom: [ObjectIdentifier: Any] = [:]

        func copy() -> Storage {
            let copy = Storage()
            copy.layoutDirection = layoutDirection
            copy.font = font
            copy.textMetrics = textMetrics
            copy.lineLimit = lineLimit
            copy.lineLimitReservesSpace = lineLimitReservesSpace
            copy.lineLimitMinimum = lineLimitMinimum
            copy.tracking = tracking
            copy.fontWeight = fontWeight
            copy.imageScale = imageScale
            copy.displayScale = displayScale
            copy.truncationMode = truncationMode
            copy.minimumScaleFactor = minimumScaleFactor
            copy.multilineTextAlignment = multilineTextAlignment
            copy.lineSpacing = lineSpacing
            copy.foregroundStyle = foregroundStyle
            copy.imageCatalog = imageCatalog
            copy.textStyleDefaults = textStyleDefaults
            copy.dynamicTypeSize = dynamicTypeSize
            copy.colorScheme = colorScheme
            copy.custom = custom
            return copy
        }
    }
}

nonisolated extension View {
    /// Sets an environment value for this view and everything inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Changes environment values for this view and everything inside it.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        _EnvironmentWriter(content: self) { transform(&$0[keyPath: keyPath]) }
    }
}

/// A view that changes the environment of its content. Produces no node of its own.
public nonisolated struct _EnvironmentWriter<Content: View>: View {
    let content: Content
    let change: (inout EnvironmentValues) -> Void

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Appends the content's nodes, built with the changed environment.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        Content._makeNodes(view.content, inputs: inputs.with(view.change), outputs: &outputs)
    }
}
