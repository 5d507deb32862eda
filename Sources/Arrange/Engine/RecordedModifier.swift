import Foundation

/// A modifier that changes nothing in a still picture of the view at rest — a gesture, an
/// animation, a lifecycle action, a presentation, an accessibility or input setting — as it was
/// written on the node: its name and a short summary of its arguments.
///
/// Such modifiers are accepted with SwiftUI's signatures, never evaluated (their actions and
/// content closures do not run), and listed on the node they modify (`LayoutNodeInfo.modifiers`,
/// `arrange frames --json`), innermost first, so tools can say what a view would respond to.
public struct RecordedModifier: Hashable, Sendable, CustomStringConvertible {
    /// The modifier's name as written: `onTapGesture`, `accessibilityLabel`, `sheet`.
    public let name: String
    /// Its arguments in short: `count: 2`, `"Close"`, `isPresented: false`; empty when none
    /// tell anything.
    public let arguments: String

    /// A record of `name` with `arguments`.
    public init(_ name: String, _ arguments: String = "") {
        self.name = name
        self.arguments = arguments
    }

    /// `name(arguments)`.
    public var description: String { "\(name)(\(arguments))" }
}

nonisolated extension View {
    /// This view with `name(arguments)` recorded on each node it produces; nothing else
    /// changes.
    package func recording(_ name: String, _ arguments: String = "") -> some View {
        let record = RecordedModifier(name, arguments)
        return modifyingNodes(name) { $0.recordedModifiers.append(record) }
    }
}

/// How recorded arguments quote values: strings in quotes, everything else as Swift prints it,
/// cut after `longestArgument` characters so a long label keeps the report readable.
enum RecordedArgument {
    /// The most characters of one argument value kept in a record.
    static let longestArgument = 60

    /// `value` as a record shows it.
    static func text(_ value: Any) -> String {
        let text: String
        switch value {
        case let string as String: text = "\"\(string)\""
        case let key as LocalizedStringKey: text = "\"\(key.plainText)\""
        case let label as Text: text = "\"\(label.plainText)\""
        case let optional as OptionalDescribing: text = optional.describedValue
        default: text = String(describing: value)
        }
        return text.count > longestArgument ? String(text.prefix(longestArgument - 1)) + "…" : text
    }
}

/// An optional, described by its value or `nil`.
protocol OptionalDescribing {
    var describedValue: String { get }
}

extension Optional: OptionalDescribing {
    var describedValue: String {
        switch self {
        case .some(let value): RecordedArgument.text(value)
        case .none: "nil"
        }
    }
}
