import Foundation

/// A look for pickers (`.automatic`, `.menu`, `.segmented`, `.inline`, `.wheel`,
/// `.navigationLink`, `.palette`). Apply one with `pickerStyle(_:)`.
public protocol PickerStyle {}

/// The picker styles Arrange draws.
enum PickerStyleKind: Hashable {
    case automatic, menu, segmented, inline, wheel, navigationLink, palette
}

/// The style set with `pickerStyle(_:)`.
struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: PickerStyleKind? { nil }
}

/// The platform's default: the menu look.
public struct DefaultPickerStyle: PickerStyle {
    /// The automatic style.
    public init() {}
}

/// The selection shown like a button that opens a menu of the options.
public struct MenuPickerStyle: PickerStyle {
    /// The menu style.
    public init() {}
}

/// The options side by side as segments, the selected one raised.
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented style.
    public init() {}
}

/// The options shown inline: in a list, one row each with a checkmark by the selection;
/// elsewhere, a wheel.
public struct InlinePickerStyle: PickerStyle {
    /// The inline style.
    public init() {}
}

/// A spinning wheel with the selection in its middle band.
public struct WheelPickerStyle: PickerStyle {
    /// The wheel style.
    public init() {}
}

/// A row that opens the options on a page of their own: label, selection and chevron.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The navigation link style.
    public init() {}
}

/// The options as a row of icons (iOS 17); drawn like segments here.
public struct PalettePickerStyle: PickerStyle {
    /// The palette style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default: the menu look.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// The selection shown like a button.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The options as segments.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options inline.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that opens the options on a page of their own.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// The options as a row of icons.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

nonisolated extension View {
    /// Pickers inside this view take the look `style` gives them.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerStyleKind =
            switch style {
            case is MenuPickerStyle: .menu
            case is SegmentedPickerStyle: .segmented
            case is InlinePickerStyle: .inline
            case is WheelPickerStyle: .wheel
            case is NavigationLinkPickerStyle: .navigationLink
            case is PalettePickerStyle: .palette
            default: .automatic
            }
        return _EnvironmentWriter(content: self) { $0[PickerStyleKey.self] = kind }
    }
}

/// The picker's metrics.
enum PickerMetrics {
    /// The up-and-down chevrons after a menu picker's selection (SF Symbol name).
    static let menuChevrons = "chevron.up.chevron.down"
    /// Their point size: smaller than the title, as iOS draws them (Arrange's choice).
    static let menuChevronSize: CGFloat = 12
    /// The space between the selection and the chevrons.
    static let menuChevronSpacing: CGFloat = 4
    /// The segmented control's height: UISegmentedControl's commonly quoted 32 (Flutter's 28 is
    /// only a minimum; ios-metrics.md §5 lists the disagreement).
    static let segmentedHeight: CGFloat = 32
    /// Its outer corner radius, the selected segment's radius and the selected segment's inset
    /// from the edge (FL `sliding_segmented_control.dart`, iOS 17).
    static let segmentedRadius: CGFloat = 9
    static let segmentRadius: CGFloat = 7
    static let segmentInset: CGFloat = 2
    /// Its label font: 13 points, medium, semibold when selected (FL, iOS 17).
    static let segmentFontSize: CGFloat = 13
    /// The wheel's height (UIPickerView's 216), the height of each row and how many rows show
    /// above and below the selection (Arrange's choice).
    static let wheelHeight: CGFloat = 216
    static let wheelRowHeight: CGFloat = 34
    static let wheelRowsAround = 3
    /// The wheel's selection band corner radius (Arrange's choice).
    static let wheelBandRadius: CGFloat = 8
    /// The chevron of a navigation-link picker (SF Symbol name) and its point size.
    static let navigationChevron = "chevron.right"
    static let navigationChevronSize: CGFloat = 14
    /// The checkmark by the selected option of an inline picker in a list.
    static let checkmark = "checkmark"
}

/// The view a picker becomes in `style`.
nonisolated struct PickerBody: View {
    let picker: ResolvedPicker
    let style: PickerStyleKind
    let context: ControlContext

    var body: some View {
        let inList = context.environment.listRowContext != nil
        switch style {
        case .segmented, .palette:
            SegmentedPicker(picker: picker, context: context)
        case .wheel:
            WheelPicker(picker: picker, context: context)
        case .inline:
            if inList { InlineListPicker(picker: picker, context: context) } else { WheelPicker(picker: picker, context: context) }
        case .navigationLink:
            NavigationLinkPicker(picker: picker, context: context)
        case .automatic, .menu:
            MenuPicker(picker: picker, context: context, inList: inList)
        }
    }
}

/// The selection with up-and-down chevrons: in the tint on its own, in `secondaryLabel` after
/// the label in a list row.
nonisolated struct MenuPicker: View {
    let picker: ResolvedPicker
    let context: ControlContext
    let inList: Bool

    var body: some View {
        let color = inList ? ControlColors.secondaryLabel(context.environment) : context.accent
        let selection = HStack(spacing: PickerMetrics.menuChevronSpacing) {
            if let selected = picker.selected { picker.options.option(selected) }
            Image(systemName: PickerMetrics.menuChevrons).font(.system(size: PickerMetrics.menuChevronSize, weight: .semibold))
        }
        .environment(\.foregroundStyle, AnyShapeStyle(color))
        if inList && !context.labelsHidden {
            HStack {
                picker.label
                Spacer()
                selection
            }
        } else {
            selection
        }
    }
}

/// The options side by side in equal segments on a `tertiarySystemFill` capsule of radius 9,
/// the selected one on a white raised segment, filling the proposed width.
nonisolated struct SegmentedPicker: View {
    let picker: ResolvedPicker
    let context: ControlContext

    var body: some View {
        let environment = context.environment
        HStack(spacing: 0) {
            ForEach(0..<picker.options.count, id: \.self) { index in
                let isSelected = index == picker.selected
                picker.options.option(index)
                    .font(.system(size: PickerMetrics.segmentFontSize, weight: isSelected ? .semibold : .medium))
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(
                        RoundedRectangle(cornerRadius: PickerMetrics.segmentRadius)
                            .fill(isSelected ? ControlColors.segmentThumb(environment) : Color.clear)
                            .shadow(color: .black.opacity(isSelected ? 0.12 : 0), radius: 4, y: 3)
                            .padding(PickerMetrics.segmentInset))
            }
        }
        .frame(height: PickerMetrics.segmentedHeight)
        .background(RoundedRectangle(cornerRadius: PickerMetrics.segmentedRadius).fill(ControlColors.tertiarySystemFill(environment)))
        .environment(\.foregroundStyle, AnyShapeStyle(context.isEnabled ? ControlColors.label(environment) : ControlColors.tertiaryLabel(environment)))
    }
}

/// A wheel at rest: the selection in a grey band in the middle, `wheelRowsAround` options above
/// and below it fading out, `wheelHeight` tall across the proposed width.
nonisolated struct WheelPicker: View {
    let picker: ResolvedPicker
    let context: ControlContext

    var body: some View {
        let environment = context.environment
        let centre = picker.selected ?? 0
        let around = PickerMetrics.wheelRowsAround
        ZStack {
            RoundedRectangle(cornerRadius: PickerMetrics.wheelBandRadius)
                .fill(ControlColors.tertiarySystemFill(environment))
                .frame(height: PickerMetrics.wheelRowHeight)
            VStack(spacing: 0) {
                ForEach(-around...around, id: \.self) { offset in
                    let index = centre + offset
                    Group {
                        if picker.options.count > 0, index >= 0, index < picker.options.count, picker.selected != nil || offset != 0 {
                            picker.options.option(index).font(.title3).lineLimit(1)
                                .opacity(offset == 0 ? 1 : max(0.15, 0.6 - 0.15 * Double(abs(offset))))
                        } else {
                            Color.clear
                        }
                    }
                    .frame(maxWidth: .infinity)
                    .frame(height: PickerMetrics.wheelRowHeight)
                }
            }
        }
        .frame(height: PickerMetrics.wheelHeight)
        .clipped()
    }
}

/// In a list: one option a row, a checkmark in the tint by the selection.
nonisolated struct InlineListPicker: View {
    let picker: ResolvedPicker
    let context: ControlContext

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<picker.options.count, id: \.self) { index in
                HStack {
                    picker.options.option(index)
                    Spacer()
                    if index == picker.selected {
                        Image(systemName: PickerMetrics.checkmark).environment(\.foregroundStyle, AnyShapeStyle(context.accent))
                    }
                }
                .frame(minHeight: 44)
            }
        }
    }
}

/// The label, the selection in `secondaryLabel` and a grey chevron, across the proposed width.
nonisolated struct NavigationLinkPicker: View {
    let picker: ResolvedPicker
    let context: ControlContext

    var body: some View {
        let environment = context.environment
        HStack {
            picker.label
            Spacer()
            if let selected = picker.selected {
                picker.options.option(selected).environment(\.foregroundStyle, AnyShapeStyle(ControlColors.secondaryLabel(environment)))
            }
            Image(systemName: PickerMetrics.navigationChevron)
                .font(.system(size: PickerMetrics.navigationChevronSize, weight: .semibold))
                .environment(\.foregroundStyle, AnyShapeStyle(ControlColors.tertiaryLabel(environment)))
        }
    }
}
