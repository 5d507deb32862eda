import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// Every control's colours at 1× and 3× in light and dark mode, and dimmed by `.disabled(true)`:
/// each case names a colour the control must draw in a scheme (iOS's system colours,
/// ios-metrics.md §8, default contrast: systemBlue 0,122,255 / dark 10,132,255; systemGreen
/// 52,199,89 / 48,209,88; tertiarySystemFill 118,118,128 at 12 % / 24 %; secondarySystemBackground
/// 242,242,247 / 28,28,30; label black / white; a rounded text field's border black / white at
/// 20 %, FL `text_field.dart`) and that the other scheme's colour must not appear, and, where
/// iOS dims a disabled control, that the enabled colour is gone when it is disabled.
@Suite struct ControlSchemeMatrixTests {
    /// A control, the colour it draws in each scheme (painted over that scheme's background),
    /// and whether a disabled copy loses it.
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let view: @Sendable () -> AnyView
        let light: [Int]
        let dark: [Int]
        let dimsWhenDisabled: Bool
        let width: CGFloat
        var description: String { name }

        init(_ name: String, light: [Int], dark: [Int], dims: Bool = true, width: CGFloat = 240, _ view: @escaping @Sendable () -> AnyView) {
            self.name = name
            self.view = view
            self.light = light
            self.dark = dark
            self.dimsWhenDisabled = dims
            self.width = width
        }
    }

    static let blue = [0, 122, 255], darkBlue = [10, 132, 255]
    static let green = [52, 199, 89], darkGreen = [48, 209, 88]
    static let fillLight = composited([118, 118, 128], opacity: 0.12)
    static let fillDark = composited([118, 118, 128], opacity: 0.24, over: Expected.black)
    static let heavy = Font.system(size: 40, weight: .black)

    static let cases: [Case] = [
        Case("Button", light: blue, dark: darkBlue) { AnyView(Button("Go") {}.font(heavy)) },
        Case("bordered Button", light: fillLight, dark: fillDark, dims: false) { AnyView(Button("Go") {}.buttonStyle(.bordered)) },
        Case("prominent Button", light: blue, dark: darkBlue) { AnyView(Button("Go") {}.buttonStyle(.borderedProminent)) },
        Case("Link", light: blue, dark: darkBlue) { AnyView(Link("Go", destination: URL(string: "https://example.com")!).font(heavy)) },
        Case("Menu", light: blue, dark: darkBlue) { AnyView(Menu("Go") { Text("A") }.font(heavy)) },
        Case("switch Toggle", light: green, dark: darkGreen) { AnyView(Toggle("", isOn: .constant(true)).labelsHidden()) },
        Case("button Toggle", light: blue, dark: darkBlue) { AnyView(Toggle("Go", isOn: .constant(true)).toggleStyle(.button).font(heavy)) },
        Case("Slider", light: blue, dark: darkBlue) { AnyView(Slider(value: .constant(0.5))) },
        Case("Stepper", light: fillLight, dark: fillDark, dims: false) { AnyView(Stepper("", value: .constant(1)).labelsHidden()) },
        Case("segmented Picker", light: Expected.white, dark: [99, 99, 102], dims: false) {
            AnyView(Picker("P", selection: .constant(0)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented))
        },
        Case("menu Picker", light: blue, dark: darkBlue) {
            AnyView(Picker("P", selection: .constant(0)) { Text("One").tag(0) }.font(heavy))
        },
        Case("DatePicker", light: fillLight, dark: fillDark, dims: false) {
            AnyView(DatePicker("", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date).labelsHidden())
        },
        Case("ProgressView", light: blue, dark: darkBlue, dims: false) { AnyView(ProgressView(value: 0.5)) },
        Case("Gauge", light: blue, dark: darkBlue, dims: false) { AnyView(Gauge(value: 0.5) { Text("CPU") }) },
        Case("GroupBox", light: [242, 242, 247], dark: [28, 28, 30], dims: false) { AnyView(GroupBox("Title") { Text("Content") }) },
        Case("DisclosureGroup", light: blue, dark: darkBlue) { AnyView(DisclosureGroup("Go") { Text("A") }.font(heavy)) },
        Case("rounded TextField", light: composited([0, 0, 0], opacity: 0.2), dark: composited([255, 255, 255], opacity: 0.2, over: Expected.black), dims: false) {
            AnyView(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder))
        },
        Case("Label", light: Expected.black, dark: Expected.white, dims: false) { AnyView(Label("Go", systemImage: "star").font(heavy)) },
        Case("AsyncImage placeholder", light: composited([120, 120, 128], opacity: 0.16), dark: composited([120, 120, 128], opacity: 0.32, over: Expected.black), dims: false) {
            AnyView(AsyncImage(url: URL(string: "https://example.com/a.png")).frame(width: 60, height: 60))
        },
        Case("inline Picker", light: blue, dark: darkBlue) {
            // In a list, where an inline picker's rows and checkmark show (outside one it is a wheel).
            AnyView(List { Picker("P", selection: .constant(0)) { Text("One").tag(0); Text("Two").tag(1) }.pickerStyle(.inline).font(heavy) })
        },
        Case("wheel Picker", light: fillLight, dark: fillDark, dims: false) {
            AnyView(Picker("P", selection: .constant(0)) { Text("One").tag(0); Text("Two").tag(1) }.pickerStyle(.wheel))
        },
        Case("ControlGroup", light: fillLight, dark: fillDark, dims: false) { AnyView(ControlGroup { Button("A") {}; Button("B") {} }) },
        Case("ShareLink", light: blue, dark: darkBlue) { AnyView(ShareLink("Share", item: "x").font(heavy)) },
        Case("EditButton", light: blue, dark: darkBlue) { AnyView(EditButton().font(heavy)) },
        Case("ContentUnavailableView", light: Expected.black, dark: Expected.white, dims: false) {
            AnyView(ContentUnavailableView("Go", systemImage: "star"))
        },
    ]

    /// `view` drawn at `scale` in `scheme`.
    static func image(_ test: Case, _ view: AnyView, scheme: ColorScheme, scale: CGFloat) throws -> PixelImage {
        try RenderTesting.pixels(
            view.frame(width: test.width).environment(\.colorScheme, scheme), scale: scale,
            proposal: ProposedViewSize(width: test.width, height: 400)
        ).image
    }

    @Test(arguments: cases, [1, 3] as [CGFloat])
    func eachControlDrawsItsSchemesColourAndNotTheOthers(test: Case, scale: CGFloat) throws {
        for scheme in [ColorScheme.light, .dark] {
            let image = try Self.image(test, test.view(), scheme: scheme, scale: scale)
            let (own, other) = scheme == .light ? (test.light, test.dark) : (test.dark, test.light)
            let drawn = ControlTesting.count(own, in: image, tolerance: 2)
            #expect(drawn >= Int(4 * scale * scale), "\(test.name) in \(scheme) at \(scale)×: \(drawn) pixels of \(own)")
            // (Unless the other scheme's colour is this scheme's background: black text's white.)
            let background = scheme == .light ? Expected.white : Expected.black
            if zip(own, other).contains(where: { abs($0 - $1) > 4 }) && other != background {
                let wrong = ControlTesting.count(other, in: image, tolerance: 1)
                #expect(wrong < drawn / 4, "\(test.name) in \(scheme) at \(scale)×: \(wrong) pixels of the other scheme's \(other)")
            }
        }
    }

    @Test(arguments: cases.filter(\.dimsWhenDisabled), [1, 3] as [CGFloat])
    func aDisabledControlLosesItsAccentInEitherScheme(test: Case, scale: CGFloat) throws {
        for scheme in [ColorScheme.light, .dark] {
            let image = try Self.image(test, AnyView(test.view().disabled(true)), scheme: scheme, scale: scale)
            let accent = scheme == .light ? test.light : test.dark
            let left = ControlTesting.count(accent, in: image, tolerance: 2)
            #expect(left == 0, "\(test.name) disabled in \(scheme) at \(scale)×: \(left) pixels of \(accent)")
        }
    }
}
