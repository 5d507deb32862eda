import ArrangeFoundation
import Foundation

/// The values of properties without one, and comparisons of values read by key — what
/// `@NSManaged` properties, predicates and sort descriptors share.
enum ManagedDefault {
    /// The value of no value of `type`: `nil` for an optional, zero, `false`, an empty string,
    /// set or array, the reference date, a nil UUID. A type with none stops with a message
    /// naming it (a generated attribute is always one of these).
    static func emptyValue<T>(of type: T.Type) -> T {
        if let empty = (type as? any ManagedEmptyValue.Type)?.managedEmptyValue as? T { return empty }
        if type == NSSet.self, let empty = NSSet() as? T { return empty }
        if type == NSOrderedSet.self, let empty = NSOrderedSet() as? T { return empty }
        fatalError("Arrange's Core Data: a non-optional property of type \(T.self) has no value; give it one before reading it, or make it optional.")
    }

    /// Whether `value` is an optional holding nothing.
    static func isNil<T>(_ value: T) -> Bool {
        if let optional = value as? any OptionalValue { return optional.isNone }
        return false
    }

    /// `value` as `T` when both are numbers (an `Int` kept for an `Int16` property).
    static func convert<T>(_ value: Any, to type: T.Type) -> T? {
        guard let number = ManagedCompare.number(value) else { return nil }
        switch type {
        case is Int.Type: return Int(exactly: number.rounded()) as? T
        case is Int16.Type: return Int16(exactly: number.rounded()) as? T
        case is Int32.Type: return Int32(exactly: number.rounded()) as? T
        case is Int64.Type: return Int64(exactly: number.rounded()) as? T
        case is Double.Type: return number as? T
        case is Float.Type: return Float(number) as? T
        default: return nil
        }
    }
}

/// A type whose value of no value `ManagedDefault` knows.
protocol ManagedEmptyValue { static var managedEmptyValue: Self { get } }
extension Optional: ManagedEmptyValue { static var managedEmptyValue: Self { nil } }
extension Int: ManagedEmptyValue { static var managedEmptyValue: Int { 0 } }
extension Int16: ManagedEmptyValue { static var managedEmptyValue: Int16 { 0 } }
extension Int32: ManagedEmptyValue { static var managedEmptyValue: Int32 { 0 } }
extension Int64: ManagedEmptyValue { static var managedEmptyValue: Int64 { 0 } }
extension Double: ManagedEmptyValue { static var managedEmptyValue: Double { 0 } }
extension Float: ManagedEmptyValue { static var managedEmptyValue: Float { 0 } }
extension Bool: ManagedEmptyValue { static var managedEmptyValue: Bool { false } }
extension String: ManagedEmptyValue { static var managedEmptyValue: String { "" } }
extension Date: ManagedEmptyValue { static var managedEmptyValue: Date { Date(timeIntervalSinceReferenceDate: 0) } }
extension UUID: ManagedEmptyValue { static var managedEmptyValue: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) } }
extension Data: ManagedEmptyValue { static var managedEmptyValue: Data { Data() } }
extension Decimal: ManagedEmptyValue { static var managedEmptyValue: Decimal { 0 } }

/// An optional, seen without its wrapped type.
protocol OptionalValue { var isNone: Bool { get } }
extension Optional: OptionalValue { var isNone: Bool { self == nil } }

/// Reading dotted key paths of managed objects.
enum ManagedKeyPath {
    /// The value at `keyPath` (`author.name`, `SELF`) of `object`; through a to-many
    /// relationship, the values of every object in it.
    static func value(of object: Any?, at keyPath: String) -> Any? {
        var current: Any? = object
        for key in keyPath.split(separator: ".").map(String.init) {
            current = step(current, key)
        }
        return current
    }

    private static func step(_ value: Any?, _ key: String) -> Any? {
        guard let value = unwrap(value) else { return nil }
        if key == "SELF" || key == "self" { return value }
        if let object = value as? NSManagedObject { return object.value(forKey: key) }
        if let set = value as? NSSet { return set.allObjects.map { step($0, key) as Any } }
        if let set = value as? NSOrderedSet { return set.array.map { step($0, key) as Any } }
        if key == "@count" { return (value as? [Any])?.count }
        return Mirror(reflecting: value).children.first { $0.label == key }?.value
    }

    /// `value` with optionals unwrapped, `nil` for none.
    static func unwrap(_ value: Any?) -> Any? {
        guard let value else { return nil }
        if let optional = value as? any OptionalValue, optional.isNone { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first?.value }
        return value
    }
}

/// Comparing values read by key: numbers as numbers, strings as strings (optionally without
/// case or diacritics), dates by time, `nil` before everything.
enum ManagedCompare {
    /// `value` as a number, when it is one (`Bool` is 0 or 1).
    static func number(_ value: Any?) -> Double? {
        switch ManagedKeyPath.unwrap(value) {
        case let v as Int: Double(v)
        case let v as Int16: Double(v)
        case let v as Int32: Double(v)
        case let v as Int64: Double(v)
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as CGFloat: Double(v)
        case let v as Bool: v ? 1 : 0
        case let v as Decimal: NSDecimalNumber(decimal: v).doubleValue
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// The order of `lhs` and `rhs`.
    static func compare(_ lhs: Any?, _ rhs: Any?, caseInsensitive: Bool = false, diacriticInsensitive: Bool = false) -> ComparisonResult {
        let left = ManagedKeyPath.unwrap(lhs), right = ManagedKeyPath.unwrap(rhs)
        switch (left, right) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: break
        }
        if let a = number(left), let b = number(right) { return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame }
        if let a = left as? Date, let b = right as? Date { return a.compare(b) }
        if let a = string(left), let b = string(right) {
            var options: String.CompareOptions = []
            if caseInsensitive { options.insert(.caseInsensitive) }
            if diacriticInsensitive { options.insert(.diacriticInsensitive) }
            return a.compare(b, options: options)
        }
        if let a = left as? AnyHashable, let b = right as? AnyHashable, a == b { return .orderedSame }
        if let a = left as AnyObject?, let b = right as AnyObject?, a === b { return .orderedSame }
        return .orderedAscending
    }

    /// `value` as a string, when it is one (a UUID as its text).
    static func string(_ value: Any?) -> String? {
        switch value {
        case let v as String: v
        case let v as Substring: String(v)
        case let v as UUID: v.uuidString
        case let v as URL: v.absoluteString
        default: nil
        }
    }

    /// Whether `lhs` equals `rhs`.
    static func equal(_ lhs: Any?, _ rhs: Any?, caseInsensitive: Bool = false, diacriticInsensitive: Bool = false) -> Bool {
        let left = ManagedKeyPath.unwrap(lhs), right = ManagedKeyPath.unwrap(rhs)
        if left == nil || right == nil { return left == nil && right == nil }
        if let a = left as? NSManagedObject, let b = right as? NSManagedObject { return a === b }
        if number(left) != nil, number(right) != nil { return number(left) == number(right) }
        if string(left) == nil, let a = left as? AnyHashable, let b = right as? AnyHashable { return a == b }
        return compare(left, right, caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive) == .orderedSame
    }
}

/// Sorting managed objects by sort descriptors.
enum ManagedSort {
    /// `objects` in the order of `descriptors` (stable: equal objects keep their order).
    static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) -> [NSManagedObject] {
        guard !descriptors.isEmpty else { return objects }
        return objects.enumerated().sorted { a, b in
            for descriptor in descriptors {
                switch descriptor.compare(a.element, to: b.element) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return a.offset < b.offset
        }.map(\.element)
    }
}
