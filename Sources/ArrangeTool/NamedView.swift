import Arrange

/// A view a snippet declares, under the name the commands show and select it by (`--view`):
/// a `struct … : View`'s type name, a `#Preview("name")`'s name, `Preview`/`Snippet` otherwise.
public struct NamedView {
    /// The name shown in output and used in file names.
    public let name: String
    /// The line of the snippet the view is declared on, when it comes from a file.
    public let line: Int?
    /// Builds the view (called once per layout).
    public let make: () -> AnyView
    /// How a preview is to be shown (its layout, device and orientation); none for other views.
    public let traits: PreviewTraits
    /// Whether it is a preview (`#Preview` or a `PreviewProvider`'s): a preview is shown on a
    /// device, as Xcode's canvas shows it, unless it is sized to fit or fixed
    /// (`ToolOptions.screen(for:)`); other views get the bare proposal.
    public let isPreview: Bool

    /// A view called `name`, declared on `line`, built by `make`, shown with `traits`; a
    /// preview when `isPreview`.
    public init(name: String, line: Int? = nil, traits: PreviewTraits = PreviewTraits(), isPreview: Bool = false, make: @escaping () -> AnyView) {
        self.name = name
        self.line = line
        self.traits = traits
        self.isPreview = isPreview
        self.make = make
    }

    /// A `#Preview` called `name`, declared on `line`, with its `traits` (`.sizeThatFitsLayout` …).
    /// A `.modifier(_:)` trait puts its modifier around the view each time it is built.
    public init(name: String, line: Int? = nil, traits: [PreviewTrait<Preview.ViewTraits>], make: @escaping () -> AnyView) {
        self.init(name: name, line: line, traits: traits.reduce(PreviewTraits()) { $1.applied(to: $0) }, isPreview: true) {
            PreviewTrait.wrapping(make(), in: traits)
        }
    }

    /// The pictures of a `PreviewProvider` declared on `line`: one per view of its `previews`,
    /// named by `previewDisplayName(_:)`, else `name` (then `name-2`, … when there are several).
    @MainActor
    public static func previews<P: PreviewProvider>(of provider: P.Type, name: String, line: Int? = nil) -> [NamedView] {
        let pictures = PreviewPictures.of(P.previews)
        return pictures.enumerated().map { index, picture in
            let fallback = index == 0 ? name : "\(name)-\(index + 1)"
            return NamedView(name: picture.traits.displayName ?? fallback, line: line, traits: picture.traits, isPreview: true) { picture.view }
        }
    }

    /// The view as a preview shows it: in a container of the fixed size for
    /// `previewLayout(.fixed(width:height:))` (centred in it, as Xcode's canvas shows it), else as
    /// `make` builds it.
    public func makeForLayout() -> AnyView {
        guard case .fixed(let width, let height)? = traits.layout else { return make() }
        return AnyView(make().frame(width: width, height: height))
    }

    /// The same view, built by `make` and then changed by `transform` (the tool's fallback
    /// environment objects around it).
    public func wrapped(_ transform: @escaping (AnyView) -> AnyView) -> NamedView {
        let make = self.make
        return NamedView(name: name, line: line, traits: traits, isPreview: isPreview) { transform(make()) }
    }

    /// A view called `name` that is `view` itself.
    public init<V: View>(name: String, line: Int? = nil, view: V) {
        self.init(name: name, line: line) { AnyView(view) }
    }
}
