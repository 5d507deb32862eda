import Foundation

/// Foundation's `ListFormatter`, which Linux's Foundation lacks: joins items into one phrase as
/// English writes a list — "Ana", "Ana and Ben", "Ana, Ben, and Cy" (with the serial comma, as
/// Apple's `en` formatting does). Other locales are joined the English way too
/// (docs/DIFFERENCES.md); a list is text in a view, so its length changes layout.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// The locale the list is written for (read for nothing but kept, as code sets it).
    open var locale: Locale! = .current
    /// Formats each item before joining; items are described with `String(describing:)` without one.
    open var itemFormatter: Formatter?

    /// A list formatter for the current locale.
    public override init() {
        super.init()
    }

    /// A list formatter decoded from an archive (none is read on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `strings` joined into one phrase: "a", "a and b", "a, b, and c"; empty for no strings.
    open class func localizedString(byJoining strings: [String]) -> String {
        switch strings.count {
        case 0: return ""
        case 1: return strings[0]
        case 2: return "\(strings[0]) and \(strings[1])"
        default: return strings.dropLast().joined(separator: ", ") + ", and " + strings[strings.count - 1]
        }
    }

    /// `items` joined into one phrase, each formatted by `itemFormatter` when it has one.
    open func string(from items: [Any]) -> String? {
        let strings = items.map { item in itemFormatter?.string(for: item) ?? String(describing: item) }
        return Self.localizedString(byJoining: strings)
    }

    /// The phrase for `obj` when it is an array; nil otherwise.
    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }
}
