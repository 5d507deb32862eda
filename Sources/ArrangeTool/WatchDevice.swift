import Arrange
import Foundation

/// A screen the reader of an `arrange watch` page chose in its bar: one of the iPhones the tool
/// knows (`Device.all`), held one way. The page is then laid out as `--device NAME
/// --orientation O` lays it out; the choice travels in the address's query
/// (`?device=iPhone%20SE&orientation=landscape`), so a reload after a save keeps it.
public struct WatchDevice: Equatable, Sendable {
    /// The device's name as `--device` takes it (`iPhone SE`).
    public var name: String
    /// How it is held.
    public var orientation: Device.Orientation

    /// Every device in both orientations, portrait first.
    public static var all: [WatchDevice] {
        Device.all.flatMap { device in Device.Orientation.allCases.map { WatchDevice(name: device.name, orientation: $0) } }
    }

    /// The query that asks for it: `device=iPhone%20SE&orientation=portrait`.
    public var query: String {
        let encoded = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? name
        return "device=\(encoded)&orientation=\(orientation.rawValue)"
    }

    /// `iPhone SE, landscape (667×375)`.
    public var label: String {
        guard let device = Device.named(name) else { return name }
        let size = device.screenSize(orientation)
        return "\(name), \(orientation.rawValue) (\(FramesJSON.numberText(Double(size.width)))×\(FramesJSON.numberText(Double(size.height))))"
    }

    /// The arguments that lay a page out on it.
    public var arguments: [String] { ["--device", name, "--orientation", orientation.rawValue] }

    /// The device a request's path asks for (`/view/Card?device=iPhone%20SE&orientation=landscape`),
    /// or `nil` when it asks for none or one the tool does not know.
    public static func requested(in path: String) -> WatchDevice? {
        guard let query = path.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
        var name: String?
        var orientation = Device.Orientation.portrait
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
            guard parts.count == 2 else { continue }
            if parts[0] == "device" { name = parts[1] }
            if parts[0] == "orientation", let held = Device.Orientation(rawValue: parts[1].lowercased()) { orientation = held }
        }
        guard let name, let device = Device.named(name) else { return nil }
        return WatchDevice(name: device.name, orientation: orientation)
    }
}
