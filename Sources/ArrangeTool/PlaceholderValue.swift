import Arrange
import Foundation

/// A value the tool can make up for a view's argument, when a file's views all need arguments
/// and no preview gives them (`SnippetDefaults.placeholderArguments`): the generated program
/// builds such a view with `Name(value: __arrangePlaceholder("value"), …)`, and the compiler
/// picks the placeholder by the parameter's type.
///
/// The values are chosen to be visible and harmless: text shows the parameter's name (as
/// Xcode's `<#name#>` placeholders do), whole numbers 1 (a count or a divisor that shows
/// something), other numbers 0.5 (a progress half done), lengths (`CGFloat`) 44 (iOS's smallest
/// tap target, visible as a width or a height), Booleans `false`, collections and optionals empty, a colour the accent
/// colour, a date fixed (2026-01-01 00:00 UTC) so that pictures do not change from run to run.
/// The app's own types get placeholders of their own, generated beside the program from their
/// declarations (`PlaceholderRecipe`).
public protocol _PlaceholderValue {
    /// The placeholder for a parameter called `name`.
    static func _placeholder(named name: String) -> Self
}

/// The placeholder of type `Value` for the parameter called `name`.
public func __arrangePlaceholder<Value: _PlaceholderValue>(_ name: String) -> Value {
    Value._placeholder(named: name)
}

/// The first case of an enumeration listing its cases (`ColorScheme`, an app's
/// `enum Tab: CaseIterable`), for the parameter called `name`.
public func __arrangePlaceholder<Value: CaseIterable>(_ name: String) -> Value {
    guard let first = Value.allCases.first else {
        fatalError("arrange: \(Value.self) has no case to give '\(name)' as a placeholder; wrap the view in a #Preview.")
    }
    return first
}

/// The date every placeholder date is: 2026-01-01 00:00 UTC.
let placeholderDate = Date(timeIntervalSince1970: 1_767_225_600)

extension String: _PlaceholderValue {
    public static func _placeholder(named name: String) -> String { name }
}
extension Substring: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Substring { Substring(name) }
}
extension LocalizedStringKey: _PlaceholderValue {
    public static func _placeholder(named name: String) -> LocalizedStringKey { LocalizedStringKey(name) }
}
extension AttributedString: _PlaceholderValue {
    public static func _placeholder(named name: String) -> AttributedString { AttributedString(name) }
}
extension Character: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Character { name.first ?? "x" }
}
extension Bool: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Bool { false }
}
extension Int: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Int { 1 }
}
extension Int8: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Int8 { 1 }
}
extension Int16: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Int16 { 1 }
}
extension Int32: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Int32 { 1 }
}
extension Int64: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Int64 { 1 }
}
extension UInt: _PlaceholderValue {
    public static func _placeholder(named name: String) -> UInt { 1 }
}
extension UInt8: _PlaceholderValue {
    public static func _placeholder(named name: String) -> UInt8 { 1 }
}
extension UInt16: _PlaceholderValue {
    public static func _placeholder(named name: String) -> UInt16 { 1 }
}
extension UInt32: _PlaceholderValue {
    public static func _placeholder(named name: String) -> UInt32 { 1 }
}
extension UInt64: _PlaceholderValue {
    public static func _placeholder(named name: String) -> UInt64 { 1 }
}
extension Double: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Double { 0.5 }
}
extension Float: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Float { 0.5 }
}
extension CGFloat: _PlaceholderValue {
    public static func _placeholder(named name: String) -> CGFloat { 44 }
}
extension Decimal: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Decimal { 0.5 }
}
extension Optional: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Optional { nil }
}
extension Array: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Array { [] }
}
extension Set: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Set { [] }
}
extension Dictionary: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Dictionary { [:] }
}
extension Binding: _PlaceholderValue where Value: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Binding { .constant(Value._placeholder(named: name)) }
}
extension Date: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Date { placeholderDate }
}
extension DateComponents: _PlaceholderValue {
    public static func _placeholder(named name: String) -> DateComponents { DateComponents() }
}
extension ModelContext: _PlaceholderValue {
    /// The main context of an empty container: an app's object made with it fetches nothing,
    /// as on a first launch.
    public static func _placeholder(named name: String) -> ModelContext {
        ModelContainer._placeholder(named: name).mainContext
    }
}
extension ModelContainer: _PlaceholderValue {
    /// An empty container.
    public static func _placeholder(named name: String) -> ModelContainer {
        try! ModelContainer(for: Schema([any PersistentModel.Type]()), configurations: [ModelConfiguration]())
    }
}
extension URL: _PlaceholderValue {
    public static func _placeholder(named name: String) -> URL { URL(string: "https://example.com")! }
}
extension UUID: _PlaceholderValue {
    public static func _placeholder(named name: String) -> UUID { UUID(uuidString: "00000000-0000-0000-0000-000000000001")! }
}
extension Data: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Data { Data() }
}
extension CGSize: _PlaceholderValue {
    public static func _placeholder(named name: String) -> CGSize { .zero }
}
extension CGPoint: _PlaceholderValue {
    public static func _placeholder(named name: String) -> CGPoint { .zero }
}
extension CGRect: _PlaceholderValue {
    public static func _placeholder(named name: String) -> CGRect { .zero }
}
extension Color: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Color { .accentColor }
}
extension Font: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Font { .body }
}
extension Image: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Image { Image(systemName: "photo") }
}
extension Text: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Text { Text(verbatim: name) }
}
extension AnyView: _PlaceholderValue {
    public static func _placeholder(named name: String) -> AnyView { AnyView(Text(verbatim: name)) }
}
extension EmptyView: _PlaceholderValue {
    public static func _placeholder(named name: String) -> EmptyView { EmptyView() }
}
extension Rectangle: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Rectangle { Rectangle() }
}
extension Angle: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Angle { .zero }
}
extension UnitPoint: _PlaceholderValue {
    public static func _placeholder(named name: String) -> UnitPoint { .center }
}
extension Alignment: _PlaceholderValue {
    public static func _placeholder(named name: String) -> Alignment { .center }
}
extension EdgeInsets: _PlaceholderValue {
    public static func _placeholder(named name: String) -> EdgeInsets { EdgeInsets() }
}

/// A type no placeholder is known for (a library type the tool cannot make up): stops the
/// program when the view is built, naming the type, rather than failing to compile the file.
@_disfavoredOverload
public func __arrangePlaceholder<Value>(_ name: String) -> Value {
    fatalError("arrange: no placeholder value of type \(Value.self) for '\(name)'; wrap the view in a #Preview that passes one.")
}
