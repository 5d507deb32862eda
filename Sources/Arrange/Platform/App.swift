import Foundation
import Observation

/// An app, as SwiftUI's `App`: its `body` is the scenes it shows. Arrange lays out views, not
/// apps, so an app's file compiles beside the views it names (`arrange render Card.swift
/// --with App/`) and nothing of it runs: `@main` is blanked and its scenes are never built.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene the app is made of.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Makes the app (SwiftUI makes it once, at launch).
    init()
}

/// A part of an app's interface (a window group, settings), as SwiftUI's `Scene`. Compiled,
/// never built: a still picture shows one view, not an app's scenes.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene is made of.
    associatedtype Body: Scene
    /// The scene this scene is made of.
    @SceneBuilder var body: Body { get }
}

nonisolated extension Never: Scene {}

/// Builds scenes from a closure of them, as SwiftUI's `SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// Several scenes (only their types matter: scenes are compiled, not built).
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _SceneGroup {
        _SceneGroup()
    }
    /// A scene inside `#if` or `if #available`.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _SceneGroup { _SceneGroup() }
    /// A scene inside `if`/`else`.
    public static func buildEither<First: Scene>(first: First) -> _SceneGroup { _SceneGroup() }
    /// A scene inside `if`/`else`.
    public static func buildEither<Second: Scene>(second: Second) -> _SceneGroup { _SceneGroup() }
    /// A scene under `if #available`.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> _SceneGroup { _SceneGroup() }
}

/// Several scenes, as `SceneBuilder` combines them.
public struct _SceneGroup: Scene {
    /// Not built: `Never`.
    public nonisolated var body: Never { fatalError("scenes are not built") }
}

/// A group of windows showing `content`, as SwiftUI's `WindowGroup` (an iPhone app's one window).
public struct WindowGroup<Content: View>: Scene {
    /// The view each window shows.
    public let content: Content

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group titled `title`, showing `content`.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group titled `title`, showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with the identifier `id`, showing `content`.
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group for values of `type` (each window presents one), showing `content`.
    public init<D: Decodable & Encodable & Hashable>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.content = content(.constant(nil))
    }

    /// Not built: `Never`.
    public nonisolated var body: Never { fatalError("scenes are not built") }
}

/// Scene modifiers that apps' files use: accepted, with no effect (the scenes are not built).
extension Scene {
    /// Gives the scene's views `object` as an environment object. Accepted; not built.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { self }
    /// Gives the scene's views `object` in the environment. Accepted; not built.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { self }
    /// Sets an environment value of the scene's views. Accepted; not built.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { self }
    /// Runs `action` when `value` changes. Accepted; not built.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene { self }
    /// Runs `action` with the old and new values when `value` changes. Accepted; not built.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene { self }
    /// Runs `action` with the new value when `value` changes (the iOS 14 form). Accepted; not built.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }
}
