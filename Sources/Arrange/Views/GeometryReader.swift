import Foundation

/// A container that takes whatever it is proposed and hands its size to its content:
/// `GeometryReader { proxy in Text(verbatim: "\(proxy.size)") }`.
///
/// It accepts the proposal (10 × 10 standing in for unspecified dimensions), then builds its
/// content with a `GeometryProxy` of its final size and frame, proposes that size to the
/// content and places it at its top-leading corner (it has no alignment).
public nonisolated struct GeometryReader<Content: View>: View {
    /// The content, given the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// A reader of the views built by `content`.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one node that reports its proposal (10 × 10 for unspecified dimensions) and builds its
    /// content when placed.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        inputs.descending { inner in
            var inner = inner
            inner.stackAxis = nil
            let content = view.content
            let layout = GeometryReaderLayout(inputs: inner) { proxy, inputs in
                Content.makeNodeList(content(proxy), inputs: inputs)
            }
            let node = LayoutNode(layout, inputs: inputs)
            node.buildsChildrenWhenPlaced = true
            outputs.nodes.append(node)
        }
    }
}

/// What a `GeometryReader` tells its content: its size, its frame in any coordinate space, and
/// how far the unsafe area reaches into it.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// The parts of the reader covered by the unsafe area (status bar, home indicator).
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect
    let namedSpaces: [AnyHashable: CGRect]

    /// The reader's frame in `coordinateSpace`: its own (`.local`), the root's (`.global`), or
    /// that of the nearest ancestor marked `coordinateSpace(name:)` (`.named(_)`; the global
    /// frame when there is none).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return globalFrame
        case .named(let name):
            guard let space = namedSpaces[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }
}

/// A frame of reference for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The view's own coordinates: its origin at (0, 0).
    case local
    /// The root's coordinates (the window's).
    case global
    /// The coordinates of the nearest ancestor marked `coordinateSpace(name:)` with this name.
    case named(AnyHashable)
}

extension CoordinateSpace {
    /// The coordinates of the nearest ancestor marked `coordinateSpace(name:)` with `name`.
    public static func named<T: Hashable & Sendable>(_ name: T) -> CoordinateSpace {
        .named(AnyHashable(name))
    }
}

nonisolated extension View {
    /// Names this view's coordinate space, so that readers inside can measure frames in it.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        let name = AnyHashable(name)
        return modifyingNodes("coordinateSpace") { $0.coordinateSpaceName = name }
    }
}
