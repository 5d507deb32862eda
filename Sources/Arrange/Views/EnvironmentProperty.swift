import Foundation

/// A property of a view that takes its value from the layout: the layout provides it while it
/// evaluates the view's `body`.
public protocol DynamicProperty {}

/// Reads a value of the environment the view is laid out in:
/// `@Environment(\.layoutDirection) var direction`.
///
/// The value is the one in force where the view sits in the tree, while the layout evaluates
/// the view's `body` (or a modifier's `body(content:)`); read anywhere else, it is the default.
/// Nothing is stored in the view, so one view value may be laid out on several threads at once.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value in the environment the view is being laid out in.
    public var wrappedValue: Value {
        (EnvironmentScope.current?.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

extension Environment: EnvironmentReading {}
extension Environment: @unchecked Sendable {}

/// Marks views and modifiers that read the environment, found by reflection.
protocol EnvironmentReading {}

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
        return EnvironmentScope.evaluate(with: environment) { MainActorExclusion.call(body, with: subject, argument) }
    }

    /// The same for a body that is not main-actor isolated (a style's `makeBody`).
    func evaluateBody<Subject, Body>(of subject: Subject, environment: EnvironmentValues, _ body: () -> Body) -> Body {
        withoutActuallyEscaping(body) { body in
            evaluateBody(of: subject, with: body, environment: environment) { _, body in body() }
        }
    }
}
