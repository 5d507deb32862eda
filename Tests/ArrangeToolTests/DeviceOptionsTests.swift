import Arrange
@testable import ArrangeTool
import ArrangeText
import Foundation
import Testing

@Suite("Device options")
struct DeviceOptionsTests {
    private func parse(_ command: ToolCommand, _ arguments: [String]) -> Result<ToolOptions, ToolFailure> {
        ToolOptions.parse(command: command, arguments, environment: [:])
    }

    @Test func deviceOrientationAndNoChromeAreRead() throws {
        let options = try parse(.render, ["a.swift", "--device", "iphone-se", "--orientation", "landscape", "--no-chrome"]).get()
        #expect(options.device == .iPhoneSE)
        #expect(options.orientation == .landscape)
        #expect(options.drawsChrome == false)
        #expect(options.effectiveScale == 2)
        let frames = try parse(.frames, ["a.swift", "--device", "iPhone 15 Pro Max"]).get()
        #expect(frames.device == .iPhone15ProMax)
        #expect(try parse(.explain, ["a.swift", "--device", "iPhone 15"]).get().device == .iPhone15)
        #expect(try parse(.html, ["a.swift", "--orientation", "portrait"]).get().device == .iPhone15Pro)
    }

    @Test func aGivenScaleWinsOverTheDevices() throws {
        #expect(try parse(.render, ["a.swift", "--device", "iPhone 15 Pro"]).get().effectiveScale == 3)
        #expect(try parse(.render, ["a.swift", "--device", "iPhone 15 Pro", "--scale", "1"]).get().effectiveScale == 1)
        #expect(try parse(.render, ["a.swift"]).get().effectiveScale == 2)
    }

    @Test func unknownDevicesAndOrientationsAreRefusedWithTheChoices() {
        guard case .failure(let device) = parse(.render, ["a.swift", "--device", "Pixel"]) else { Issue.record("accepted"); return }
        #expect(device.message == "--device 'Pixel' is not a device; use 'iPhone SE', 'iPhone 15', 'iPhone 15 Pro', 'iPhone 15 Pro Max'.")
        guard case .failure(let orientation) = parse(.render, ["a.swift", "--orientation", "sideways"]) else { Issue.record("accepted"); return }
        #expect(orientation.message == "--orientation 'sideways' is not an orientation; use portrait or landscape.")
        guard case .failure(let chrome) = parse(.frames, ["a.swift", "--no-chrome"]) else { Issue.record("accepted"); return }
        #expect(chrome.message.contains("does not take --no-chrome"))
    }

    @Test func dynamicTypeSizesAreReadByTheirSwiftUINamesOrAXNumbers() throws {
        #expect(try parse(.render, ["a.swift"]).get().dynamicTypeSize == .large)
        #expect(try parse(.render, ["a.swift", "--dynamic-type", "xxxLarge"]).get().dynamicTypeSize == .xxxLarge)
        #expect(try parse(.frames, ["a.swift", "--dynamic-type", "x-small"]).get().dynamicTypeSize == .xSmall)
        #expect(try parse(.explain, ["a.swift", "--dynamic-type", "AX3"]).get().dynamicTypeSize == .accessibility3)
        #expect(try parse(.html, ["a.swift", "--dynamic-type", "accessibility5"]).get().dynamicTypeSize == .accessibility5)
        // All twelve sizes by name.
        for size in DynamicTypeSize.allCases {
            #expect(try parse(.render, ["a.swift", "--dynamic-type", "\(size)"]).get().dynamicTypeSize == size)
        }
        guard case .failure(let failure) = parse(.render, ["a.swift", "--dynamic-type", "huge"]) else { Issue.record("accepted"); return }
        #expect(failure.message.hasPrefix("--dynamic-type 'huge' is not a Dynamic Type size; use one of xSmall, small, medium, large"))
    }

    @Test func theDynamicTypeSizeSetsTheTextStylesOfTheLayout() throws {
        // HIG Typography, Dynamic Type sizes: body is 17 pt at large, 23 at xxxLarge (ios-metrics.md §7).
        let options = try parse(.frames, ["a.swift", "--dynamic-type", "xxxLarge"]).get()
        let named = NamedView(name: "T") { AnyView(Text("Body")) }
        let large = ToolLayout.layout(AnyView(Text("Body")), proposal: ProposedViewSize(width: 390, height: 844))
        let huge = ToolLayout.layout(AnyView(Text("Body")), of: named, options: options, metrics: PangoTextMetrics())
        #expect(huge.size.height > large.size.height * 1.25, "\(large.size) → \(huge.size)")
    }
}
