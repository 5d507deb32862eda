import Foundation

/// An image loaded from a URL. There is no network, so it always shows its placeholder: by
/// default a grey (`secondarySystemFill`) area that takes the proposed size, or the given
/// `placeholder`, or `content(.empty)`.
public nonisolated struct AsyncImage<Content: View>: View {
    let content: Content

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds an `AsyncImage` node around the placeholder.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        makeControlNodes(named: "AsyncImage", body: view.content, inputs: inputs, outputs: &outputs)
    }
}

extension AsyncImage where Content == Color {
    /// The image at `url`; shows the grey placeholder.
    public init(url: URL?, scale: CGFloat = 1) {
        // Resolved where it is drawn, so that it is dark in dark mode.
        content = Color(system: .secondarySystemFill)
    }
}

extension AsyncImage {
    /// The image at `url`, shown by `content` once loaded; shows `placeholder()`.
    public init<I: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> Content
    ) {
        self.content = placeholder()
    }

    /// The image at `url`, shown by `content` for each loading phase; shows `content(.empty)`.
    public init(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }
}

/// The phases of loading an `AsyncImage`; at rest, without a network, always `.empty`.
public enum AsyncImagePhase {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// Loading failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, if loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
