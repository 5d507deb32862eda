/// An object the tool gives the views it renders on their own, made only when a view reads one
/// of its type that no view above gives (`SnippetDefaults.fallbackEnvironmentObjects`): the app
/// gives it at its root, which a screen rendered alone lacks.
public struct GivenEnvironmentObject: Equatable, Sendable {
    /// The type, as the program names it: `Router`, `Habit.Dashboard.Manager`.
    public var type: String
    /// The expression that makes it: `Router()`, `Router.shared`,
    /// `Habit.Dashboard.Manager(using: __arrangePlaceholder("modelContext"))`.
    public var expression: String
    /// The app's types whose placeholders the expression needs (`PlaceholderArguments.declarations`).
    public var neededTypes: [PlaceholderTypeReference]

    /// An object of `type` made by `expression`, which needs placeholders of `neededTypes`.
    public init(type: String, expression: String, neededTypes: [PlaceholderTypeReference] = []) {
        self.type = type
        self.expression = expression
        self.neededTypes = neededTypes
    }

    /// The expression as the tool's note shows it, placeholders written as Xcode writes them:
    /// `Habit.Dashboard.Manager(using: <#modelContext#>)`.
    public var shownExpression: String {
        PlaceholderArguments.shownWithPlaceholders(expression)
    }
}
