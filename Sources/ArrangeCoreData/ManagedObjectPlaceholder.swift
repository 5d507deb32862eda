import Foundation

/// A Core Data object for a view's argument when the tool builds the view with placeholders
/// (`SnippetDefaults.placeholderArguments`): a new object of the entity, in no context, its
/// attributes at their defaults (a gift tracker's form takes the person and occasion it edits).
public func __arrangePlaceholder<Value: NSManagedObject>(_ name: String) -> Value {
    Value(entity: Value.entity(), insertInto: nil)
}
