import Foundation
import Testing

/// A settings screen and a tab-bar app drawn by the tool on iPhones, as a user runs it.
@Suite("Devices, end to end", .serialized)
struct DeviceEndToEndTests {
    static let settings = ArrangeExecutable.write(
        """
        import SwiftUI

        struct Settings: View {
            var body: some View {
                NavigationStack {
                    Form {
                        Section("Connections") {
                            NavigationLink("Wi-Fi") { Text("Wi-Fi") }
                            NavigationLink("Bluetooth") { Text("Bluetooth") }
                            LabeledContent("Mobile Service", value: "Off").id("mobile")
                        }
                        Section {
                            NavigationLink("General") { Text("General") }
                        } footer: {
                            Text("Arrange draws this screen as an iPhone does.")
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
                        List(0..<40) { Text("Message \\($0)") }
                            .listStyle(.plain)
                            .navigationTitle("Inbox")
                            .navigationBarTitleDisplayMode(.inline)
                    }
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .badge(3)
                    Text("Search").id("search").tabItem { Label("Search", systemImage: "magnifyingglass") }
                }
            }
        }
        """, to: "devices.swift")

    @Test func aSettingsScreenIsDrawnOnAWholeIPhone15ProScreenAtThreeTimes() {
        let path = ArrangeExecutable.workspace.appendingPathComponent("settings-device.png").path
        let result = ArrangeExecutable.run(["render", Self.settings, "--device", "iPhone 15 Pro", "--view", "Settings", "-o", path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Settings: wrote \(path) (393×852 pt, 1179×2556 px)"), "\(result.output)")
        let size = ArrangeExecutable.pngSize(path)
        #expect(size?.width == 1179)
        #expect(size?.height == 2556)
    }

    @Test func aTabBarAppInLandscapeOnAnSEIsItsTurnedScreen() {
        let path = ArrangeExecutable.workspace.appendingPathComponent("tabs-se.png").path
        let result = ArrangeExecutable.run(["render", Self.settings, "--device", "iphone-se", "--orientation", "landscape", "--no-chrome", "--view", "Tabs", "-o", path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(ArrangeExecutable.pngSize(path)?.width == 1334)
        #expect(ArrangeExecutable.pngSize(path)?.height == 750)
    }

    @Test func framesOnADeviceAreInScreenCoordinates() throws {
        let result = ArrangeExecutable.run(["frames", Self.settings, "--device", "iPhone 15 Pro", "--view", "Tabs", "--json"])
        #expect(result.status == 0, "\(result.errors)")
        // The tab bar sits on the 34-point home-indicator inset: it starts at 852 − 34 − 49 = 769.
        #expect(result.output.contains("\"kind\": \"TabView\""), "\(result.output.prefix(400))")
        #expect(result.output.contains("\"y\": 769,"), "\(result.output.prefix(400))")
        let unknown = ArrangeExecutable.run(["frames", Self.settings, "--device", "Pixel 8"])
        #expect(unknown.status != 0)
        #expect(unknown.errors.contains("--device 'Pixel 8' is not a device"))
    }
}
