import Foundation

/// SwiftUI's attributes of an `AttributedString`, as `AttributeScopes.SwiftUIAttributes`:
/// `string[range].foregroundColor = .white`, `.font`, `.backgroundColor`, `.underlineStyle`,
/// `.strikethroughStyle`, `.kern`, `.tracking`, `.baselineOffset`. `Text(_:)` of an attributed
/// string shows each run with its attributes (`TextRun(attributedRun:)`); a run without one
/// takes the text's own, as in SwiftUI. A background colour is kept and not drawn
/// (docs/DIFFERENCES.md).
extension AttributeScopes {
    /// SwiftUI's attributes, as `\.swiftUI` names them.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes SwiftUI's `Text` reads, and Foundation's.
    public struct SwiftUIAttributes: AttributeScope {
        /// The run's colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the run.
        public let backgroundColor: BackgroundColorAttribute
        /// The run's font.
        public let font: FontAttribute
        /// The line through the run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The line under the run.
        public let underlineStyle: UnderlineStyleAttribute
        /// Extra space between the run's characters.
        public let kern: KerningAttribute
        /// Extra space after each of the run's characters.
        public let tracking: TrackingAttribute
        /// How far the run's glyphs are raised.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (links, Markdown's inline intents …).
        public let foundation: AttributeScopes.FoundationAttributes

        /// `foregroundColor`.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// `backgroundColor`.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// `font`.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        /// `strikethroughStyle`.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// `underlineStyle`.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// `kern`.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        /// `tracking`.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        /// `baselineOffset`.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}

extension AttributeDynamicLookup {
    /// `string.foregroundColor`, `run.font` …: SwiftUI's attributes by name.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension TextRun {
    /// A run of `attributed` with the SwiftUI attributes of `run`.
    init(attributed: AttributedString, run: AttributedString.Runs.Run) {
        self.init(String(attributed[run.range].characters))
        typealias Scope = AttributeScopes.SwiftUIAttributes
        color = run[Scope.ForegroundColorAttribute.self]
        font = run[Scope.FontAttribute.self]
        if let style = run[Scope.UnderlineStyleAttribute.self] {
            underline = TextDecoration(pattern: style.pattern, color: style.color)
        }
        if let style = run[Scope.StrikethroughStyleAttribute.self] {
            strikethrough = TextDecoration(pattern: style.pattern, color: style.color)
        }
        kerning = run[Scope.KerningAttribute.self]
        tracking = run[Scope.TrackingAttribute.self]
        baselineOffset = run[Scope.BaselineOffsetAttribute.self]
        link = run.link?.absoluteString
    }
}
