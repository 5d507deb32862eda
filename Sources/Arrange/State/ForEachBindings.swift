import Foundation

extension ForEach {
    /// One view per element of a collection a binding refers to, given a binding to its element:
    /// `ForEach($items, id: \.name) { $item in TextField("Name", text: $item.name) }`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C> {
        self.data = data
        self.content = content
        self.idKeyPath = (\Binding<C.Element>.wrappedValue).appending(path: id)
    }
}
