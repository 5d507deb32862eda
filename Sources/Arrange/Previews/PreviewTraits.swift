import Foundation

/// What the preview modifiers and `#Preview`'s traits say about one picture.
public struct PreviewTraits: Sendable, Hashable {
    /// The picture's name (`previewDisplayName(_:)`).
    public var displayName: String?
    /// How it is sized (`previewLayout(_:)`, `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`).
    public var layout: PreviewLayout?
    /// The device (`previewDevice(_:)`).
    public var device: PreviewDevice?
    /// The orientation (`previewInterfaceOrientation(_:)`, `.landscapeLeft` …).
    public var orientation: InterfaceOrientation?

    /// No traits: the device's screen, upright.
    public init() {}

    /// These traits, with `inner`'s where it has its own (a modifier closer to the view wins).
    func overridden(by inner: PreviewTraits) -> PreviewTraits {
        var merged = self
        merged.displayName = inner.displayName ?? displayName
        merged.layout = inner.layout ?? layout
        merged.device = inner.device ?? device
        merged.orientation = inner.orientation ?? orientation
        return merged
    }
}

/// The names `#Preview`'s traits are looked up in.
public enum Preview {
    /// The kind of trait a view's `#Preview` takes.
    public enum ViewTraits {}
}

/// A trait of a `#Preview`: `#Preview(traits: .sizeThatFitsLayout) { … }`.
public struct PreviewTrait<T>: Sendable {
    let change: @Sendable (inout PreviewTraits) -> Void
    /// What the trait puts around the preview's view (`.modifier(_:)`), if anything.
    let wrap: (@Sendable (AnyView) -> AnyView)?

    init(_ change: @escaping @Sendable (inout PreviewTraits) -> Void) {
        self.change = change
        wrap = nil
    }

    init(wrapping wrap: @escaping @Sendable (AnyView) -> AnyView) {
        change = { _ in }
        self.wrap = wrap
    }

    /// `view` inside what `traits` put around a preview, the first trait outermost (built on
    /// the main thread, as the tool builds views).
    public static func wrapping(_ view: AnyView, in traits: [PreviewTrait<T>]) -> AnyView {
        traits.reversed().reduce(view) { view, trait in trait.wrap?(view) ?? view }
    }

    /// `traits` with this one applied.
    public func applied(to traits: PreviewTraits) -> PreviewTraits {
        var copy = traits
        change(&copy)
        return copy
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// On the device's screen.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait { $0.layout = .device } }
    /// At the view's ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait { $0.layout = .sizeThatFits } }
    /// In a container of `width` × `height`.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait { $0.layout = .fixed(width: width, height: height) }
    }
    /// Upright.
    public static var portrait: PreviewTrait<T> { PreviewTrait { $0.orientation = .portrait } }
    /// Upside down.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait { $0.orientation = .portraitUpsideDown } }
    /// Turned with the top to the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait { $0.orientation = .landscapeLeft } }
    /// Turned with the top to the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait { $0.orientation = .landscapeRight } }
}

/// A view with preview traits: lays out as its content; the tool reads the traits.
public nonisolated struct _PreviewTraitsView<Content: View>: View {
    let content: Content
    let traits: PreviewTraits

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Appends the content's nodes unchanged.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        Content._makeNodes(view.content, inputs: inputs, outputs: &outputs)
    }
}

nonisolated extension View {
    /// Names this preview in the canvas (and the tool's output).
    public func previewDisplayName(_ value: String?) -> some View {
        previewTraits { $0.displayName = value }
    }

    /// Sizes this preview: on the device, at its ideal size, or in a fixed container.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        previewTraits { $0.layout = value }
    }

    /// Previews on the named device.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        previewTraits { $0.device = value }
    }

    /// Previews with the device held this way.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        previewTraits { $0.orientation = value }
    }

    private func previewTraits(_ change: (inout PreviewTraits) -> Void) -> _PreviewTraitsView<Self> {
        var traits = PreviewTraits()
        change(&traits)
        return _PreviewTraitsView(content: self, traits: traits)
    }
}
