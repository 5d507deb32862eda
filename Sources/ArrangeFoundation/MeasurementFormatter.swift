import Foundation

/// Foundation's `MeasurementFormatter`, which Linux's Foundation declares unavailable: a
/// measurement written as its value and its unit (`"1.2 km"`, `"1.2 kilometers"`).
///
/// The value is written by `numberFormatter` (at most three fraction digits by default), in
/// the unit the measurement has: Apple's formatter may convert it to the locale's preferred
/// unit (kilometres to miles in the US), which this one does not (docs/DIFFERENCES.md).
/// `.medium` writes the unit's symbol after a space, `.short` right after the value, `.long`
/// its English name (`Unit.symbol` for units without one).
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The unit given is written (always so here).
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// A unit of a size that suits the value may be chosen (not done: the unit given is written).
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// A temperature is written without its unit letter (`"21°"`).
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// How the unit is written: `.short`, `.medium` (the default) or `.long`.
    open var unitStyle: Formatter.UnitStyle = .medium
    /// How the unit is chosen.
    open var unitOptions: UnitOptions = []
    /// The locale (not read: the text is English).
    open var locale: Locale! = .current
    /// What writes the value.
    open var numberFormatter: NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        return formatter
    }()

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// `measurement` written as the type says.
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        let value = numberFormatter.string(from: NSNumber(value: measurement.value)) ?? String(measurement.value)
        if let temperature = measurement.unit as? UnitTemperature, unitOptions.contains(.temperatureWithoutUnit) {
            _ = temperature
            return value + "°"
        }
        switch unitStyle {
        case .short: return value + measurement.unit.symbol
        case .long: return value + " " + Self.name(of: measurement.unit, plural: measurement.value != 1)
        default: return value + " " + measurement.unit.symbol
        }
    }

    /// `unit` written alone, as `unitStyle` says.
    open func string(from unit: Unit) -> String {
        unitStyle == .long ? Self.name(of: unit, plural: true) : unit.symbol
    }

    /// The English names of common units, by symbol.
    private static let names: [String: String] = [
        "km": "kilometer", "m": "meter", "cm": "centimeter", "mm": "millimeter", "mi": "mile", "yd": "yard", "ft": "foot",
        "in": "inch", "kg": "kilogram", "g": "gram", "mg": "milligram", "lb": "pound", "oz": "ounce", "L": "liter",
        "mL": "milliliter", "s": "second", "min": "minute", "hr": "hour", "km/h": "kilometer per hour", "mph": "mile per hour",
        "m/s": "meter per second", "°C": "degree Celsius", "°F": "degree Fahrenheit", "K": "kelvin", "kcal": "kilocalorie",
        "cal": "calorie", "kJ": "kilojoule", "J": "joule", "kWh": "kilowatt-hour", "W": "watt", "kW": "kilowatt",
    ]

    private static func name(of unit: Unit, plural: Bool) -> String {
        guard let name = names[unit.symbol] else { return unit.symbol }
        guard plural else { return name }
        switch name {
        case "foot": return "feet"
        case "inch": return "inches"
        case "kelvin": return "kelvins"
        case let compound where compound.contains(" per "): return compound.replacingOccurrences(of: " per ", with: "s per ")
        case let degree where degree.hasPrefix("degree "): return "degrees " + degree.dropFirst("degree ".count)
        default: return name + "s"
        }
    }
}

/// Foundation's `PersonNameComponentsFormatter`, whose formatting Linux's Foundation declares
/// unavailable: a name written in the Western order (given, middle, family), as iOS writes
/// names in Latin script.
open class PersonNameComponentsFormatter: Formatter, @unchecked Sendable {
    /// How much of the name is written.
    public enum Style: Int, Sendable {
        case `default` = 0, short, medium, long, abbreviated
    }

    /// How much of the name is written: `.default` and `.medium` give and family names,
    /// `.short` the given name (or nickname), `.long` every part, `.abbreviated` the initials.
    open var style: Style = .default
    /// Whether the name is written phonetically (not read).
    open var isPhonetic = false
    /// The locale (not read: the order is Western).
    open var locale: Locale! = .current

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// `components` written as `style` says; empty for a name with no parts.
    open func string(from components: PersonNameComponents) -> String {
        let parts: [String?]
        switch style {
        case .short: parts = [components.nickname ?? components.givenName ?? components.familyName]
        case .long: parts = [components.namePrefix, components.givenName, components.middleName, components.familyName, components.nameSuffix]
        case .abbreviated:
            return [components.givenName, components.familyName].compactMap { $0?.first.map(String.init) }.joined()
        default: parts = [components.givenName, components.familyName]
        }
        return parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The name's parts read from `string` (`"Given Family"`), or `nil` for an empty string.
    open func personNameComponents(from string: String) -> PersonNameComponents? {
        let words = string.split(separator: " ").map(String.init)
        guard let first = words.first else { return nil }
        var components = PersonNameComponents()
        components.givenName = first
        if words.count > 1 { components.familyName = words.last }
        if words.count > 2 { components.middleName = words.dropFirst().dropLast().joined(separator: " ") }
        return components
    }

    /// `components` written with `style`.
    open class func localizedString(from components: PersonNameComponents, style nameFormatStyle: Style, options nameOptions: Int = 0) -> String {
        let formatter = PersonNameComponentsFormatter()
        formatter.style = nameFormatStyle
        return formatter.string(from: components)
    }
}
