import Foundation

/// `#Predicate { $0.name.localizedStandardContains(search) }`, which SwiftData's queries use and
/// Linux's Foundation lacks: the macro writes `PredicateExpressions.build_localizedStandardContains`,
/// and this is it — a case- and diacritic-insensitive containment test (Foundation's also follows
/// the locale; docs/DIFFERENCES.md, "Stand-ins").
extension PredicateExpressions {
    /// Whether `root`'s string contains `other`'s, ignoring case and diacritics.
    public struct LocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool
        /// The string searched.
        public let root: Root
        /// The string looked for.
        public let other: Other

        /// The test of `root` for `other`.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            let text = String(try root.evaluate(bindings))
            let part = String(try other.evaluate(bindings))
            return text.range(of: part, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }

    /// The expression `#Predicate` writes for `localizedStandardContains`.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> LocalizedStandardContains<Root, Other> {
        LocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.LocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}

extension PredicateExpressions.LocalizedStandardContains: Codable where Root: Codable, Other: Codable {}

extension PredicateExpressions.LocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
