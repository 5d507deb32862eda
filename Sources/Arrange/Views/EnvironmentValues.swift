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
public struct EnvironmentValues {
    /// The direction leading-to-trailing runs; `.rightToLeft` mirrors every container.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The font `Text` uses when it states none; `nil` means `.body`.
    public var font: Font?
    /// How `Text` is measured. Defaults to `MonospacedTextMetrics.default`.
    public var textMetrics: any TextMetrics = MonospacedTextMetrics.default
    /// The most lines `Text` shows; `nil` for no limit.
    public var lineLimit: Int?
    /// Whether `Text` always takes the height of `lineLimit` lines.
    public var lineLimitReservesSpace = false
    /// Where `Text` cuts when it must truncate.
    public var truncationMode: Text.TruncationMode = .tail
    /// How far `Text` may shrink its font before truncating (1: not at all).
    public var minimumScaleFactor: CGFloat = 1
    /// How the lines of multi-line `Text` align with one another.
    public var multilineTextAlignment: TextAlignment = .leading
    /// Extra space between lines of `Text`.
    public var lineSpacing: CGFloat = 0
    /// The style text and shapes are drawn with when they state none; `nil` for the primary colour.
    public var foregroundStyle: AnyShapeStyle?
    /// The sizes of named images (`Image("header")`), for layout without image files.
    public var imageCatalog = ImageCatalog()

    /// The axis of the stack that directly holds the view, which decides which way a `Spacer`
    /// grows and a `Divider` runs. Containers other than stacks clear it.
    var stackAxis: Axis?

    private var custom: [ObjectIdentifier: Any] = [:]

    /// The default environment.
    public init() {}

    /// The value for a custom key, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { custom[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }
}

extension View {
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
public struct _EnvironmentWriter<Content: View>: View {
    let content: Content
    let change: (inout EnvironmentValues) -> Void

    public var body: Never { builtinViewHasNoBody(Self.self) }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        Content._makeNodes(view.content, inputs: inputs.with(view.change), outputs: &outputs)
    }
}
