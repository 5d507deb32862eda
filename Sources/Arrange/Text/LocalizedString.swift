import Foundation

extension String {
    /// The string for `key` in the app's localisation tables: Arrange reads none, so it is
    /// `defaultValue` when given, else the key itself, as in a development language without a
    /// table. (`String(localized:)` is Foundation's on Apple's platforms; Linux lacks it.)
    public init(
        localized key: String, defaultValue: String? = nil, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue ?? key
    }
}
