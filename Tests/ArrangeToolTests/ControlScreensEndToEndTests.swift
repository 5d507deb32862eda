import CPangoCairo
import Foundation
import Testing

@testable import ArrangeRender

/// A login form, a settings screen with every kind of row and a tab-bar app, drawn by the tool
/// on an iPhone 15 Pro in light and dark mode, checked by their frames (`frames --json`) and
/// by pixels of the PNGs at 3× (colours: ios-metrics.md §8, systemBlue 0,122,255 light and
/// 10,132,255 dark; systemGreen 52,199,89 and 48,209,88; systemBackground white and black;
/// systemGroupedBackground 242,242,247 and black; secondarySystemGroupedBackground white and
/// 28,28,30).
@Suite("Control screens, end to end", .serialized)
struct ControlScreensEndToEndTests {
    static let screens = ArrangeExecutable.write(
        """
        import SwiftUI

        struct Login: View {
            @State private var email = ""
            @State private var password = ""
            @State private var remember = true
            var body: some View {
                VStack(spacing: 16) {
                    Text("Welcome back").font(.largeTitle.bold())
                    TextField("Email", text: $email).textFieldStyle(.roundedBorder).id("email")
                    SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
                    Toggle("Remember me", isOn: $remember).id("remember")
                    Button { } label: { Text("Sign In").frame(maxWidth: .infinity) }
                        .buttonStyle(.borderedProminent).controlSize(.large).id("signin")
                    Button("Forgot password?") {}
                    Spacer()
                }
                .padding()
            }
        }

        struct Settings: View {
            @State private var airplane = false
            @State private var appearance = 0
            var body: some View {
                NavigationStack {
                    Form {
                        Section {
                            Toggle(isOn: $airplane) { Label("Airplane Mode", systemImage: "airplane") }.id("airplane")
                            NavigationLink("Bluetooth") { Text("B") }
                        }
                        Section("Display") {
                            Picker("Appearance", selection: $appearance) { Text("Light").tag(0); Text("Dark").tag(1) }
                            Stepper("Copies", value: .constant(3), in: 1...10)
                        }
                    }
                    .navigationTitle("Settings")
                }
            }
        }

        struct Tabs: View {
            var body: some View {
                TabView {
                    NavigationStack {
                        List(0..<40) { Text("Message \\($0)") }.navigationTitle("Inbox")
                    }
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .badge(3)
                    Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
                }
            }
        }
        """, to: "control-screens.swift")

    /// The frames of the nodes marked with an id in `view`'s `frames --json`, by id.
    static func frames(_ view: String) throws -> [String: CGRect] {
        let result = ArrangeExecutable.run(["frames", screens, "--device", "iPhone 15 Pro", "--view", view, "--json"])
        try #require(result.status == 0, "\(result.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        var frames: [String: CGRect] = [:]
        for node in nodes {
            guard let id = node["id"] as? String, let frame = node["frame"] as? [String: Double] else { continue }
            frames[id] = CGRect(x: frame["x"] ?? 0, y: frame["y"] ?? 0, width: frame["width"] ?? 0, height: frame["height"] ?? 0)
        }
        return frames
    }

    /// The picture of `view` drawn by `arrange render` on an iPhone 15 Pro (3×) in `scheme`.
    static func render(_ view: String, scheme: String) throws -> DecodedImage {
        let path = ArrangeExecutable.workspace.appendingPathComponent("\(view)-\(scheme).png").path
        let result = ArrangeExecutable.run(["render", screens, "--device", "iPhone 15 Pro", "--view", view, "--color-scheme", scheme, "-o", path])
        try #require(result.status == 0, "\(result.errors)")
        let data = try #require(FileManager.default.contents(atPath: path))
        guard case .success(let image) = DecodedImage.decode(data) else { throw CocoaError(.fileReadCorruptFile) }
        return image
    }

    /// The red, green and blue of the pixel under the point (`x`, `y`) of a 3× picture.
    static func rgb(_ image: DecodedImage, _ x: CGFloat, _ y: CGFloat) -> [Int] {
        cairo_surface_flush(image.surface)
        let stride = Int(cairo_image_surface_get_stride(image.surface))
        guard let base = cairo_image_surface_get_data(image.surface) else { return [] }
        let pixel = base + Int(y * 3) * stride + Int(x * 3) * 4
        return [Int(pixel[2]), Int(pixel[1]), Int(pixel[0])]  // ARGB32, little-endian
    }

    @Test func aLoginFormIsLaidOutAsOnAnIPhone() throws {
        let frames = try Self.frames("Login")
        // Padded 16 from the screen's edges, in the safe area (59 below the top, ios-metrics §1).
        let email = try #require(frames["email"])
        #expect(email.minX == 16 && email.width == 393 - 32, "\(email)")
        // The rounded field: the text's line plus 7 above and below (ios-metrics §5, FL text_field.dart).
        #expect(email.height > 30 && email.height < 38, "\(email)")
        // The switch sits at the trailing edge: 51 × 31 (ios-metrics §5).
        let remember = try #require(frames["remember"])
        #expect(remember.maxX == 377 && remember.height == 31, "\(remember)")
        // A large prominent button spans the width.
        let signIn = try #require(frames["signin"])
        #expect(signIn.minX == 16 && signIn.width == 361, "\(signIn)")
        #expect(signIn.minY > remember.maxY)
    }

    @Test(arguments: ["light", "dark"])
    func aLoginFormIsDrawnInItsScheme(scheme: String) throws {
        let frames = try Self.frames("Login")
        let image = try Self.render("Login", scheme: scheme)
        #expect(image.pixelWidth == 1179 && image.pixelHeight == 2556)
        let dark = scheme == "dark"
        // The screen's systemBackground beside the title.
        #expect(Self.rgb(image, 4, 120) == (dark ? [0, 0, 0] : [255, 255, 255]))
        // The prominent button's fill, clear of its title: systemBlue.
        let signIn = try #require(frames["signin"])
        #expect(Self.rgb(image, signIn.minX + 8, signIn.midY) == (dark ? [10, 132, 255] : [0, 122, 255]))
        // The switch's track is on: systemGreen, at its left end clear of the knob.
        let remember = try #require(frames["remember"])
        #expect(Self.rgb(image, remember.maxX - 45, remember.midY) == (dark ? [48, 209, 88] : [52, 199, 89]))
    }

    @Test(arguments: ["light", "dark"])
    func aSettingsScreenIsDrawnInItsScheme(scheme: String) throws {
        let frames = try Self.frames("Settings")
        let image = try Self.render("Settings", scheme: scheme)
        let dark = scheme == "dark"
        // systemGroupedBackground at the screen's edge, secondarySystemGroupedBackground in the cards.
        #expect(Self.rgb(image, 4, 300) == (dark ? [0, 0, 0] : [242, 242, 247]))
        let airplane = try #require(frames["airplane"])
        // The card is 16 in (ios-metrics §4); sample it between its edge and the icon.
        #expect(Self.rgb(image, 24, airplane.midY) == (dark ? [28, 28, 30] : [255, 255, 255]))
        // The switch is off: its track is systemFill over the card, not green.
        let track = Self.rgb(image, airplane.maxX - 8, airplane.midY)
        #expect(track != [52, 199, 89] && track != [48, 209, 88], "\(track)")
    }

    @Test(arguments: ["light", "dark"])
    func aTabBarAppIsDrawnInItsScheme(scheme: String) throws {
        let image = try Self.render("Tabs", scheme: scheme)
        let dark = scheme == "dark"
        // The tab bar (769 … 818 on the iPhone 15 Pro): the bar material over the list
        // (rgb(249, 249, 249) at 94 %, dark rgb(29, 29, 29) at 94 %, docs/DIFFERENCES.md).
        let bar = Self.rgb(image, 4, 815)
        let expected = dark ? [27, 27, 27] : [248, 248, 249]
        #expect(zip(bar, expected).allSatisfy { abs($0 - $1) <= 2 }, "\(bar)")
        // The home indicator is the label colour: black on light, white on dark.
        #expect(Self.rgb(image, 196.5, 852 - 10) == (dark ? [255, 255, 255] : [0, 0, 0]))
    }
}
