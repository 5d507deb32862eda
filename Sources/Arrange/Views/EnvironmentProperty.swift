import Foundation

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
    let slot = EnvironmentSlot()

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
    func missingValueMessage(in environment: EnvironmentValues) -> String? {
        missingValue?(environment)
    }
}

// It holds only how to read: key paths and closures that are never mutated.
extension Environment: @unchecked Sendable {}

/// Marks views and modifiers that read the environment, found by reflection.
protocol EnvironmentReading {
    /// Where the property keeps the environment of the body being evaluated.
    var slot: EnvironmentSlot { get }
    /// SwiftUI's message when what the property reads is not in `environment` (an object no
    /// ancestor provides), else `nil`.
    func missingValueMessage(in environment: EnvironmentValues) -> String?
}

extension EnvironmentReading {
    func missingValueMessage(in environment: EnvironmentValues) -> String? { nil }
}

/// The environment a view's property reads: the one its view's body was last evaluated in
/// (copies of the view value, and the closures that captured one, share it), else the one of
/// the body being evaluated on this thread, else the default. Layouts run one at a time
/// (`MainActorExclusion`), so a view value laid out from several threads is read by one at a time.
final class EnvironmentSlot: @unchecked Sendable {
    private let installed = WrapperStorage<EnvironmentValues?>(nil)

    /// The environment to read.
    var environment: EnvironmentValues {
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
    /// `subject`'s body (or a modifier's), evaluated on the layout's thread (see
    /// `MainActorExclusion`) with the environment in force when the subject has `@Environment`
    /// properties (looked up once per type and tree).
    func evaluateBody<Subject, Argument, Body>(
        of subject: Subject, with argument: Argument, environment: EnvironmentValues,
        _ body: @MainActor (Subject, Argument) -> Body
    ) -> Body {
        let type = ObjectIdentifier(Subject.self)
        if typesWithoutEnvironment.contains(type) { return MainActorExclusion.call(body, with: subject, argument) }
        if !typesWithEnvironment.contains(type) {
            if Mirror(reflecting: subject).children.contains(where: { $0.value is EnvironmentReading }) {
                typesWithEnvironment.insert(type)
            } else {
                typesWithoutEnvironment.insert(type)
                return MainActorExclusion.call(body, with: subject, argument)
            }
        }
        for child in Mirror(reflecting: subject).children {
            (child.value as? EnvironmentReading)?.slot.install(environment)
        }
        return EnvironmentScope.evaluate(with: environment) { MainActorExclusion.call(body, with: subject, argument) }
    }

    /// The same for a body that is not main-actor isolated (a style's `makeBody`).
    func evaluateBody<Subject, Body>(of subject: Subject, environment: EnvironmentValues, _ body: () -> Body) -> Body {
        withoutActuallyEscaping(body) { body in
            evaluateBody(of: subject, with: body, environment: environment) { _, body in body() }
        }
    }

    /// SwiftUI's message when `subject` reads an environment object that `environment` lacks
    /// (its body is then not evaluated), else `nil`.
    func missingEnvironmentValue<Subject>(of subject: Subject, in environment: EnvironmentValues) -> String? {
        let type = ObjectIdentifier(Subject.self)
        if typesWithoutEnvironment.contains(type) { return nil }
        for child in Mirror(reflecting: subject).children {
            if let reading = child.value as? EnvironmentReading, let message = reading.missingValueMessage(in: environment) {
                return message
            }
        }
        return nil
    }
}
