import Arrange

/// A view a snippet declares, under the name the commands show and select it by (`--view`):
/// a `struct … : View`'s type name, a `#Preview("name")`'s name, `Preview`/`Snippet` otherwise.
public struct NamedView {
    /// The name shown in output and used in file names.
    public let name: String
    /// The line of the snippet the view is declared on, when it comes from a file.
    public let line: Int?
    /// Builds the view (called once per layout).
    public let make: () -> AnyView

    /// A view called `name`, declared on `line`, built by `make`.
    public init(name: String, line: Int? = nil, make: @escaping () -> AnyView) {
        self.name = name
        self.line = line
        self.make = make
    }

    /// A view called `name` that is `view` itself.
    public init<V: View>(name: String, line: Int? = nil, view: V) {
        self.init(name: name, line: line) { AnyView(view) }
    }
}
