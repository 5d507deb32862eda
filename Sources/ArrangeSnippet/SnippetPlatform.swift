/// The platform a snippet is read for: its `#if os(…)`, `#if canImport(UIKit)` and
/// `#if targetEnvironment(…)` take that platform's branch, although the program is compiled on
/// Linux. A snippet is an iPhone snippet unless `--platform macos` says otherwise.
public enum SnippetPlatform: String, Sendable, CaseIterable {
    /// An iPhone: `os(iOS)`, `canImport(UIKit)` and `targetEnvironment(simulator)` hold.
    case iOS = "ios"
    /// A Mac: `os(macOS)` (or `os(OSX)`) and `canImport(AppKit)` hold.
    case macOS = "macos"

    /// The value on this platform of the platform condition `function(argument)`, or `nil` for
    /// a condition the compiler should decide (`canImport(Foundation)`, `arch(x86_64)`, `DEBUG`).
    public func value(of function: String, argument: String) -> Bool? {
        switch function {
        case "os":
            switch self {
            case .iOS: return argument == "iOS"
            case .macOS: return argument == "macOS" || argument == "OSX"
            }
        case "canImport":
            switch argument {
            case "UIKit": return self == .iOS
            case "AppKit", "Cocoa": return self == .macOS
            case "WatchKit", "TVUIKit", "Carbon": return false
            default: return nil
            }
        case "targetEnvironment":
            switch argument {
            // Arrange draws what the device shows; the simulator is the closest reading.
            case "simulator": return self == .iOS
            case "macCatalyst": return false
            default: return nil
            }
        default:
            return nil
        }
    }

    /// How the platform is named in messages.
    var spokenName: String {
        switch self {
        case .iOS: return "an iPhone (iOS)"
        case .macOS: return "a Mac (macOS)"
        }
    }
}
