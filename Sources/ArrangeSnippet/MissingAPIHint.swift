/// The line added under a compile error that names SwiftUI API (or UIKit's, Combine's …) that
/// Arrange does not provide yet, so that the user knows the snippet is not at fault:
///
/// ```
/// card.swift:4:14: error: value of type 'some View' has no member 'navigationTitle'
///         Text("a").navigationTitle("Hi")
///                   ^~~~~~~~~~~~~~~
/// card.swift:4:14: note: `navigationTitle` is SwiftUI API that Arrange does not provide yet; see docs/compatibility.md
/// ```
///
/// A name is SwiftUI's when `AppleFrameworkNames` lists it; a name the user's other files
/// declare (a model type, an extension's member) gets no such line.
enum MissingAPIHint {
    /// Where the list of what Arrange provides, accepts and lacks is kept.
    static let compatibilityDocument = "docs/compatibility.md"

    /// The hint for an error `message`, or `nil` when it names no listed API.
    static func hint(forError message: String) -> String? {
        guard let (name, framework) = missingName(in: message) else { return nil }
        if framework == "module" {
            return "`\(name)` is an Apple framework that Arrange does not provide yet; see \(compatibilityDocument)"
        }
        return "`\(name)` is \(framework) API that Arrange does not provide yet; see \(compatibilityDocument)"
    }

    /// The listed name an error message says is missing, and its framework (`module` for a
    /// missing Apple module).
    ///
    /// 1. `cannot find 'X' in scope`, `cannot find type 'X' in scope`: `X`.
    /// 2. `value of type 'T' has no member 'm'`: `m` when it is a listed member and `T` a
    ///    view (`some View`, `ModifiedContent<…>`, a listed type); `T.m` for other listed `T`.
    /// 3. `type 'T' has no member 'm'`: `T.m` when both are listed.
    /// 4. `no such module 'X'`: `X` when it is one of Apple's modules.
    static func missingName(in message: String) -> (name: String, framework: String)? {
        // 1.
        for prefix in ["cannot find type '", "cannot find '"] where message.hasPrefix(prefix) {
            guard let name = quoted(message.dropFirst(prefix.count)), message.hasSuffix("' in scope") else { return nil }
            return AppleFrameworkNames.framework(declaring: name).map { (name, $0) }
        }
        // 2. and 3.
        for prefix in ["value of type '", "type '"] where message.hasPrefix(prefix) {
            guard let marker = message.range(of: "' has no member '") else { return nil }
            let type = String(message[message.index(message.startIndex, offsetBy: prefix.count)..<marker.lowerBound])
            guard let member = quoted(message[marker.upperBound...]),
                  let memberFramework = AppleFrameworkNames.framework(declaringMember: member) else { return nil }
            let base = baseName(of: type)
            let baseFramework = AppleFrameworkNames.framework(declaring: base)
            if prefix == "value of type '" && isViewLike(type) { return (member, memberFramework) }
            guard let baseFramework else { return nil }
            return (base + "." + member, baseFramework)
        }
        // 4.
        if message.hasPrefix("no such module '"), let name = quoted(message.dropFirst("no such module '".count)),
           appleModules.contains(name) {
            return (name, "module")
        }
        return nil
    }

    /// The text up to the next `'`.
    private static func quoted(_ text: Substring) -> String? {
        guard let end = text.firstIndex(of: "'") else { return nil }
        let name = String(text[..<end])
        return name.isEmpty ? nil : name
    }

    /// `Font.Weight` of `Font.Weight`, `ModifiedContent` of `ModifiedContent<Text, _PaddingLayout>`,
    /// `View` of `some View`.
    static func baseName(of type: String) -> String {
        var name = Substring(type)
        for word in ["some ", "any "] where name.hasPrefix(word) { name = name.dropFirst(word.count) }
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
        return String(name)
    }

    /// Whether a value of `type` is a view, so that a missing member is a modifier.
    static func isViewLike(_ type: String) -> Bool {
        if type.hasPrefix("some ") || type.hasPrefix("any ") { return true }
        let base = baseName(of: type)
        if base == "ModifiedContent" || base.hasSuffix("View") { return true }
        return viewTypes.contains(base)
    }

    /// SwiftUI's view types a modifier is often called on, by their base name.
    private static let viewTypes: Set<String> = [
        "Text", "Image", "Button", "Toggle", "Slider", "Stepper", "Picker", "TextField", "SecureField", "Label", "Link",
        "Menu", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "Group", "List", "Form", "Section", "ForEach", "Spacer", "Divider", "Color", "Rectangle", "RoundedRectangle",
        "Circle", "Ellipse", "Capsule", "Path", "GeometryReader", "ScrollView", "NavigationStack", "NavigationLink",
        "TabView", "LinearGradient", "RadialGradient", "AngularGradient", "ProgressView", "DatePicker", "TupleView",
        "_ConditionalContent", "Optional", "EmptyView", "AnyView", "Canvas", "TimelineView", "ViewThatFits",
    ]

    /// Apple's modules a snippet may import (a missing one is API Arrange lacks, not the user's).
    static let appleModules: Set<String> = [
        "UIKit", "Combine", "Observation", "SwiftData", "CoreData", "CoreGraphics", "CoreImage", "CoreLocation", "MapKit",
        "Charts", "PhotosUI", "StoreKit", "WidgetKit", "ActivityKit", "AVKit", "AVFoundation", "AppIntents",
        "AuthenticationServices", "CloudKit", "Contacts", "EventKit", "GameKit", "HealthKit", "LocalAuthentication",
        "MessageUI", "Metal", "MetalKit", "NaturalLanguage", "Network", "OSLog", "PDFKit", "Photos", "QuickLook",
        "RealityKit", "SafariServices", "SceneKit", "SpriteKit", "TipKit", "UniformTypeIdentifiers", "UserNotifications",
        "Vision", "VisionKit", "WebKit", "CoreHaptics", "CoreMotion", "CoreML", "Accessibility", "CryptoKit",
        "LinkPresentation", "MusicKit", "Speech", "WeatherKit", "CoreText", "ImageIO", "QuartzCore", "CoreTransferable",
        "CoreSpotlight", "ARKit", "AppKit", "WatchKit", "TVUIKit", "Security", "WatchConnectivity", "AudioToolbox", "CoreLocationUI",
    ]
}
