import Foundation
@_spi(Reflection) import Swift

/// A property of a view that takes its value from the layout: the layout provides it while it
/// evaluates the view's `body`.
public protocol DynamicProperty {}

/// Reads a value of the environment the view is laid out in:
/// `@Environment(\.layoutDirection) var direction`.
///
/// The value is the one in force where the view sits in the tree, from when the layout
/// evaluates the view's `body` (or a modifier's `body(content:)`) on, also in closures the body
/// made that run later (`ForEach`, `GeometryReader` content); read before any layout, it is the
/// default.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value
    /// Why the value cannot be read in an environment (an object no ancestor provides).
    let missingValue: ((EnvironmentValues) -> String?)?
    public let slot = EnvironmentSlot()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        missingValue = nil
    }

    init(read: @escaping (EnvironmentValues) -> Value, missingValue: ((EnvironmentValues) -> String?)?) {
        self.read = read
        self.missingValue = missingValue
    }

    /// The value in the environment the view is being laid out in.
    public var wrappedValue: Value {
        read(slot.environment)
    }
}

extension Environment: EnvironmentReading {
    public func missingValueMessage(in environment: EnvironmentValues) -> String? {
        missingValue?(environment)
    }
}

// It holds only how to read: key paths and closures that are never mutated.
extension Environment: @unchecked Sendable {}

/// Marks views and modifiers that read the environment, found by reflection. Public for
/// Arrange's framework modules (`ArrangeCoreData`'s `FetchRequest`); views never adopt it.
public protocol EnvironmentReading {
    /// Where the property keeps the environment of the body being evaluated.
    var slot: EnvironmentSlot { get }
    /// SwiftUI's message when what the property reads is not in `environment` (an object no
    /// ancestor provides), else `nil`.
    func missingValueMessage(in environment: EnvironmentValues) -> String?
}

extension EnvironmentReading {
    public func missingValueMessage(in environment: EnvironmentValues) -> String? { nil }
}

/// The environment a view's property reads: the one its view's body was last evaluated in
/// (copies of the view value, and the closures that captured one, share it), else the one of
/// the body being evaluated on this thread, else the default. Layouts run one at a time
/// (`MainActorExclusion`), so a view value laid out from several threads is read by one at a time.
public final class EnvironmentSlot: @unchecked Sendable {
    private let installed = WrapperStorage<EnvironmentValues?>(nil)

    /// A slot holding no environment yet.
    public init() {}

    /// The environment to read.
    public var environment: EnvironmentValues {
        installed.read() ?? EnvironmentScope.current?.values ?? EnvironmentValues()
    }

    /// Keeps `environment` for reads from now on.
    func install(_ environment: EnvironmentValues) {
        installed.write(environment)
    }
}

/// The environment of the body being evaluated on this task or thread.
enum EnvironmentScope {
    @TaskLocal static var current: EnvironmentSnapshot?

    /// Evaluates `body` with `environment` in force for `@Environment` properties.
    static func evaluate<T>(with environment: EnvironmentValues, _ body: () -> T) -> T {
        $current.withValue(EnvironmentSnapshot(values: environment), operation: body)
    }
}

/// An environment handed to `@Environment` properties; never mutated after it is made.
final class EnvironmentSnapshot: @unchecked Sendable {
    let values: EnvironmentValues

    init(values: EnvironmentValues) {
        self.values = values
    }
}

extension TreeBuilder {
    /// `subject`'s body — a view's, a modifier's or a style's — evaluated on the layout's thread
    /// (see `MainActorExclusion`) with the environment in force when the subject has
    /// `@Environment` properties (found once per type, `EnvironmentFields`); `nil` when the subject
    /// reads an environment object that `environment` lacks: its body is then not evaluated
    /// and SwiftUI's message is told about the subject's type (SwiftUI stops the app there).
    ///
    /// The one way a body is evaluated, so that every subject is checked for missing objects.
    func evaluateBody<Subject, Argument, Body>(
        of subject: Subject, with argument: Argument, environment: EnvironmentValues,
        _ body: @MainActor (Subject, Argument) -> Body
    ) -> Body? {
        let fields = EnvironmentFields.of(Subject.self)
        if fields.isEmpty { return MainActorExclusion.call(body, with: subject, argument) }
        if let missing = fields.missingValueMessage(of: subject, in: environment) {
            warnLeftOut(.missingEnvironmentObject(message: missing), in: "\(Subject.self)")
            return nil
        }
        fields.install(environment, in: subject)
        return EnvironmentScope.evaluate(with: environment) { MainActorExclusion.call(body, with: subject, argument) }
    }

    /// The same for a body that is not main-actor isolated (a style's `makeBody`).
    func evaluateBody<Subject, Body>(of subject: Subject, environment: EnvironmentValues, _ body: () -> Body) -> Body? {
        withoutActuallyEscaping(body) { body in
            evaluateBody(of: subject, with: body, environment: environment) { _, body in body() }
        }
    }
}

/// Where a view or modifier type keeps its properties that read the environment
/// (`@Environment`, `@EnvironmentObject`, `@ScaledMetric` …): the offset and type of each
/// stored property that is `EnvironmentReading`, worked out once per type for the whole process.
///
/// Reflecting on every value (`Mirror`) to find them boxed each stored property of every view
/// with a body, twice per evaluation, about a tenth of a settings form's layout; the offsets
/// come from the type's metadata instead, and the properties are read in place. A type whose
/// fields the runtime does not enumerate (a class) is inspected with `Mirror` as before.
struct EnvironmentFields: @unchecked Sendable {
    /// Each environment-reading stored property: where it lies in a value, and its type.
    private let properties: [(offset: Int, type: any EnvironmentReading.Type)]
    /// Whether the properties could not be located, so values are inspected with `Mirror`.
    private let needsMirror: Bool

    /// Whether values of the type read nothing from the environment.
    var isEmpty: Bool { properties.isEmpty && !needsMirror }

    /// Gives each environment-reading property of `subject` the environment its body is
    /// evaluated in (copies of the value share it).
    func install<Subject>(_ environment: EnvironmentValues, in subject: Subject) {
        if needsMirror {
            for child in Mirror(reflecting: subject).children {
                (child.value as? EnvironmentReading)?.slot.install(environment)
            }
            return
        }
        withUnsafeBytes(of: subject) { bytes in
            guard let base = bytes.baseAddress else { return }
            for property in properties {
                property.type.install(environment, at: base + property.offset)
            }
        }
    }

    /// The first message of a property of `subject` that cannot be read in `environment`.
    func missingValueMessage<Subject>(of subject: Subject, in environment: EnvironmentValues) -> String? {
        if needsMirror {
            for child in Mirror(reflecting: subject).children {
                if let message = (child.value as? EnvironmentReading)?.missingValueMessage(in: environment) {
                    return message
                }
            }
            return nil
        }
        return withUnsafeBytes(of: subject) { bytes -> String? in
            guard let base = bytes.baseAddress else { return nil }
            for property in properties {
                if let message = property.type.missingValueMessage(at: base + property.offset, in: environment) {
                    return message
                }
            }
            return nil
        }
    }

    /// The fields of `type`, worked out the first time it is asked for.
    static func of(_ type: Any.Type) -> EnvironmentFields {
        known.value(for: type) { locate(in: type) }
    }

    private static let known = TypeTable<EnvironmentFields>()

    /// Walks the stored properties of a struct's metadata; anything else needs `Mirror` unless
    /// it has no stored properties to look at (an enum or a tuple has none that are wrappers).
    private static func locate(in type: Any.Type) -> EnvironmentFields {
        var properties: [(offset: Int, type: any EnvironmentReading.Type)] = []
        let enumerated = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let reading = fieldType as? any EnvironmentReading.Type {
                properties.append((offset, reading))
            }
            return true
        }
        if enumerated { return EnvironmentFields(properties: properties, needsMirror: false) }
        return EnvironmentFields(properties: [], needsMirror: type is AnyClass)
    }
}

extension EnvironmentReading {
    /// Installs `environment` in the property of this type stored at `address`.
    fileprivate static func install(_ environment: EnvironmentValues, at address: UnsafeRawPointer) {
        address.load(as: Self.self).slot.install(environment)
    }

    /// `missingValueMessage(in:)` of the property of this type stored at `address`.
    fileprivate static func missingValueMessage(at address: UnsafeRawPointer, in environment: EnvironmentValues) -> String? {
        address.load(as: Self.self).missingValueMessage(in: environment)
    }
}
