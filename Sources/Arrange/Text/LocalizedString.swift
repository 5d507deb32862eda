import Foundation

extension String {
    /// The string for `key` in the app's strings table `table` (`AppStringTables`), else
    /// `defaultValue` when given, else the key itself, as in a development language without a
    /// table. (`String(localized:)` is Foundation's on Apple's platforms; Linux lacks it.)
    /// Disfavoured, so that a literal is a `String.LocalizationValue`, whose interpolated
    /// values fill the table's text, as Foundation reads it.
    @_disfavoredOverload
    public init(
        localized key: String, defaultValue: String? = nil, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = AppStringTables.text(forKey: key, table: table) ?? defaultValue ?? key
    }
}

/// The string for `key` in the app's strings table `tableName` (`AppStringTables`), else
/// `value` when it is not empty, else the key itself, as Foundation's `NSLocalizedString` finds
/// it in the app's bundle (Foundation on Linux reads no String Catalog).
///
/// Arrange's forms leave out at least one of Foundation's defaulted parameters, so that Swift
/// prefers them to Foundation's (which both modules' names would otherwise make ambiguous); a
/// call giving every argument is Foundation's, which shows `value` or the key.
public func NSLocalizedString(_ key: String, comment: String) -> String {
    localizedString(key, tableName: nil, value: "")
}

/// `NSLocalizedString` in the table `tableName`.
public func NSLocalizedString(_ key: String, tableName: String?, comment: String) -> String {
    localizedString(key, tableName: tableName, value: "")
}

/// `NSLocalizedString` with `value` for a key no table has.
public func NSLocalizedString(_ key: String, value: String, comment: String) -> String {
    localizedString(key, tableName: nil, value: value)
}

/// `NSLocalizedString` in the table `tableName`, with `value` for a key it lacks.
public func NSLocalizedString(_ key: String, tableName: String?, value: String, comment: String) -> String {
    localizedString(key, tableName: tableName, value: value)
}

/// `NSLocalizedString` in `bundle` (not read: the app's tables are `AppStringTables`).
public func NSLocalizedString(_ key: String, bundle: Bundle, comment: String) -> String {
    localizedString(key, tableName: nil, value: "")
}

/// `NSLocalizedString` in the table `tableName` of `bundle` (not read).
public func NSLocalizedString(_ key: String, tableName: String?, bundle: Bundle, comment: String) -> String {
    localizedString(key, tableName: tableName, value: "")
}

/// `NSLocalizedString` in `bundle` (not read), with `value` for a key no table has.
public func NSLocalizedString(_ key: String, bundle: Bundle, value: String, comment: String) -> String {
    localizedString(key, tableName: nil, value: value)
}

/// The one rule of the forms above.
private func localizedString(_ key: String, tableName: String?, value: String) -> String {
    AppStringTables.text(forKey: key, table: tableName) ?? (value.isEmpty ? key : value)
}
