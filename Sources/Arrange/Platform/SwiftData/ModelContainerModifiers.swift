import Foundation

private struct ModelContextKey: EnvironmentKey {
    /// An empty context of an empty container, made anew for each read (no shared state).
    static var defaultValue: ModelContext {
        let container = try! ModelContainer(for: Schema([any PersistentModel.Type]()), configurations: [ModelConfiguration]())
        return ModelContext(container)
    }
}

extension EnvironmentValues {
    /// The context views insert models into (`@Environment(\.modelContext)`), as SwiftData's:
    /// the one `modelContainer(_:)` set, else an empty one.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Gives this view `container`'s main context (`@Environment(\.modelContext)`); recorded.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, MainActor.assumeIsolated { container.mainContext }).recording("modelContainer")
    }

    /// Gives this view a new container for `modelType`; recorded.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Gives this view a new container for `modelTypes`; recorded.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        let container = try! ModelContainer(for: Schema(modelTypes), configurations: ModelConfiguration(isStoredInMemoryOnly: inMemory))
        let names = modelTypes.map { String(describing: $0) }.joined(separator: ", ")
        return environment(\.modelContext, MainActor.assumeIsolated { container.mainContext })
            .recording("modelContainer", "for: [\(names)], inMemory: \(inMemory)")
    }
}

extension Scene {
    /// Gives the scene's views `container`. Accepted; scenes are not built.
    public func modelContainer(_ container: ModelContainer) -> some Scene { self }
    /// Gives the scene's views a container for `modelType`. Accepted; scenes are not built.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false) -> some Scene { self }
    /// Gives the scene's views a container for `modelTypes`. Accepted; scenes are not built.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false) -> some Scene { self }
}
