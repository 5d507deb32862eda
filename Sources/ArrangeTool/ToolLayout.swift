import Arrange
import ArrangeText

/// How the commands lay a view out: with real fonts (Pango), for the proposal asked for.
public enum ToolLayout {
    /// `view` laid out for `proposal`, its text measured with `metrics`, its colours resolved
    /// in `colorScheme`, its text styles at `dynamicTypeSize`.
    public static func layout(
        _ view: AnyView, proposal: ProposedViewSize, metrics: any TextMetrics = PangoTextMetrics(), colorScheme: ColorScheme = .light,
        dynamicTypeSize: DynamicTypeSize = .large
    ) -> ViewLayout {
        var environment = EnvironmentValues()
        environment.textMetrics = metrics
        environment.colorScheme = colorScheme
        environment.dynamicTypeSize = dynamicTypeSize
        return ViewLayout(view, proposal: proposal, environment: environment)
    }

    /// `view`, built from `named`, laid out as `options` and the preview's traits ask: on the
    /// screen `options.screen(for:)` chooses (a preview's device, or `--device`) in its
    /// orientation (safe-area insets, scale, size classes), else for the bare proposal
    /// (`ToolOptions.proposal(for:)`: `--size`, 390 × 844, or a preview's own size).
    /// `Image("name")` has the natural size of its file in `options.images` (`--images`).
    public static func layout(_ view: AnyView, of named: NamedView, options: ToolOptions, metrics: any TextMetrics) -> ViewLayout {
        var environment = EnvironmentValues()
        environment.textMetrics = metrics
        environment.colorScheme = options.colorScheme
        environment.dynamicTypeSize = options.dynamicTypeSize
        // `--images`: each file's natural size, so that frames follow the pictures.
        environment.imageCatalog = options.images.catalog(adding: environment.imageCatalog)
        guard let screen = options.screen(for: named) else {
            return ViewLayout(view, proposal: options.proposal(for: named), environment: environment)
        }
        return ViewLayout(view, device: screen.device, orientation: screen.orientation, environment: environment)
    }

    /// The device screen a picture of `named` shows whole (`options.screen(for:)`: a preview's
    /// device, or `--device`), as `screenSize` a side, or `nil` when the picture is the view alone.
    public static func screen(of named: NamedView, options: ToolOptions) -> CGSize? {
        options.screen(for: named).map { $0.device.screenSize($0.orientation) }
    }

    /// `view` as a picture of `named` shows it: on a device's screen with the device's status
    /// bar and home indicator over it (`DeviceChrome`), unless `--no-chrome`; else `view`.
    /// `render` and `html` draw this; explanations and frames are of `view` alone.
    public static func drawn(_ view: AnyView, of named: NamedView, options: ToolOptions) -> AnyView {
        guard let screen = options.screen(for: named), options.drawsChrome else { return view }
        return AnyView(view.deviceChrome(screen.device, orientation: screen.orientation))
    }

    /// Whether `named` fills the screen, as views and `.device` previews do (not
    /// `.sizeThatFits` or `.fixed` previews).
    public static func isScreenSized(_ named: NamedView) -> Bool {
        switch named.traits.layout {
        case .sizeThatFits?, .fixed?: return false
        default: return true
        }
    }

    /// The views `name` selects: all of them for `nil`, else the one called `name` (compared
    /// exactly, then ignoring case).
    public static func select(_ views: [NamedView], named name: String?, source: String?) -> Result<[NamedView], ToolFailure> {
        let place = source.map { " in \($0)" } ?? ""
        guard !views.isEmpty else { return .failure(ToolFailure("no view\(place) to lay out.")) }
        guard let name else { return .success(views) }
        if let exact = views.first(where: { $0.name == name }) { return .success([exact]) }
        if let loose = views.first(where: { $0.name.lowercased() == name.lowercased() }) { return .success([loose]) }
        let names = views.prefix(20).map(\.name).joined(separator: ", ") + (views.count > 20 ? " and \(views.count - 20) more" : "")
        return .failure(.usage("no view named '\(name)'\(place); there is: \(names)."))
    }
}
