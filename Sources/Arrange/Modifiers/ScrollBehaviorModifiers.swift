import Foundation

/// Whether scroll indicators show. Drawing only: a still picture shows none (they appear while
/// scrolling).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let rawValue: Int
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(rawValue: 0)
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(rawValue: 1)
    /// Hidden, unless the platform requires them.
    public static let hidden = ScrollIndicatorVisibility(rawValue: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(rawValue: 3)
}

/// How a scroll view settles after a swipe (`.paging`, `.viewAligned`). No effect at rest.
public protocol ScrollTargetBehavior {}

/// Settles on whole pages of the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// The paging behaviour.
    public init() {}
}

/// Settles with a view of the `scrollTargetLayout` at the scroll view's edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How far one swipe may move.
    public struct LimitBehavior: Hashable, Sendable {
        let rawValue: Int
        /// The platform's choice.
        public static let automatic = LimitBehavior(rawValue: 0)
        /// At most one screenful's worth of views.
        public static let always = LimitBehavior(rawValue: 1)
        /// No limit.
        public static let never = LimitBehavior(rawValue: 2)
        /// A few views at a time.
        public static let alwaysByFew = LimitBehavior(rawValue: 3)
        /// One view at a time.
        public static let alwaysByOne = LimitBehavior(rawValue: 4)
    }

    /// The limit the behaviour applies.
    public let limitBehavior: LimitBehavior

    /// The behaviour with `limitBehavior`.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles with a view at the edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Settles with a view at the edge, moving at most as `limitBehavior` says.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// Where `contentMargins` apply: to the scrolled content, the indicators, or both.
public struct ContentMarginPlacement: Hashable, Sendable {
    let rawValue: Int
    /// Content and indicators as the platform does: the content is inset.
    public static let automatic = ContentMarginPlacement(rawValue: 0)
    /// The scrolled content only.
    public static let scrollContent = ContentMarginPlacement(rawValue: 1)
    /// The indicators only: no layout effect.
    public static let scrollIndicators = ContentMarginPlacement(rawValue: 2)
}

nonisolated extension View {
    /// Marks the layout inside a scroll view whose views scrolling settles on. No effect at rest.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        self
    }

    /// How scroll views inside settle after a swipe. No effect at rest.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        self
    }

    /// Whether scroll views inside show their indicators. No effect on layout; a still picture
    /// draws none.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }

    /// Whether scroll views inside can be scrolled by the user. No effect at rest: the scroll
    /// position (`scrollContentOffset`) still applies.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        self
    }

    /// Whether scroll views inside draw their content past their bounds (a shadow or a card
    /// reaching over the edge) instead of clipping it. Recorded on the scroll view's node
    /// (`scrollClipDisabled`), where the renderer reads it: write it on the scroll view itself
    /// (docs/DIFFERENCES.md).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        recording("scrollClipDisabled", String(disabled))
    }

    /// Insets the content of scroll views inside by `insets` (SwiftUI's content margins): the
    /// content is proposed the scroll view's width less the margins and starts inside them;
    /// the scrollable length grows by them.
    public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollContentMargins, transform: { margins in
            guard placement != .scrollIndicators else { return }
            margins = insets
        })
    }

    /// Insets the content of scroll views inside by `length` on `edges` (16 points when `nil`).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let length = length.flatMap { $0.isFinite ? $0 : nil } ?? defaultPadding
        return transformEnvironment(\.scrollContentMargins, transform: { margins in
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { margins.top = length }
            if edges.contains(.leading) { margins.leading = length }
            if edges.contains(.bottom) { margins.bottom = length }
            if edges.contains(.trailing) { margins.trailing = length }
        })
    }

    /// Insets the content of scroll views inside by `length` on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Adds `insets` to this view's safe area: its content is laid out inside them, as with
    /// padding; on a scroll view the scroll view keeps its frame and its content is inset, as
    /// with `contentMargins`.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(insets: insets))
    }

    /// Adds `length` (16 points when `nil`) to this view's safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let length = length.flatMap { $0.isFinite ? $0 : nil } ?? defaultPadding
        return modifier(SafeAreaPaddingModifier(insets: EdgeInsets(edges, length)))
    }

    /// Adds `length` to this view's safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}

extension EnvironmentValues {
    /// The margins scroll views inset their content by (`contentMargins`).
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

private struct ScrollContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

/// A scroll view's content inset by `margins`: wrapped in padding inside the scroll view.
func insetScrollContent(_ content: LayoutNode, by margins: EdgeInsets, environment: EnvironmentValues) -> LayoutNode {
    guard margins != EdgeInsets() else { return content }
    let padded = LayoutNode(PaddingLayout(insets: margins), wrapping: content, environment: environment, spacing: content.spacing)
    padded.inheritTraits(from: content)
    return padded
}

nonisolated struct SafeAreaPaddingModifier: ViewModifier {
    typealias Body = Never
    let insets: EdgeInsets

    static func _makeNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent) {
        inputs.descending { inner in
            let start = outputs.nodes.count
            content.make(inner, &outputs)
            for index in start..<outputs.nodes.count {
                let node = outputs.nodes[index]
                if node.algorithm is ScrollViewLayout, let scrolled = node.children.first {
                    node.setChildren([insetScrollContent(scrolled, by: modifier.insets, environment: inputs.environment)])
                } else {
                    outputs.nodes[index] = insetScrollContent(node, by: modifier.insets, environment: inputs.environment)
                }
            }
        }
    }
}

/// Whether a scroll view bounces at its ends when its content fits (iOS 16.4). No effect at rest.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    /// The platform's choice: always bounces on iOS.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always bounces.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Bounces only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

nonisolated extension View {
    /// How scroll views inside bounce along `axes`. Recorded; nothing scrolls at rest.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        recording("scrollBounceBehavior", ".\(behavior.name)")
    }

    /// Where scroll views inside rest, as a point of their content (`.bottom` for a chat):
    /// content longer than the scroll view starts scrolled to that fraction of its overflow,
    /// content shorter is aligned by it (`ScrollRest`). Recorded too.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment(\.scrollRest) { rest in
            rest.initialAnchor = anchor
            rest.alignmentAnchor = anchor
        }
        .recording("defaultScrollAnchor", anchor.map { "\($0)" } ?? "nil")
    }

    /// The anchor of scroll views inside for one `role` (iOS 18): `.initialOffset` where they
    /// start, `.alignment` how content shorter than them is placed; `.sizeChanges` acts only
    /// as sizes change, so it is recorded alone.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment(\.scrollRest) { rest in
            switch role {
            case .initialOffset: rest.initialAnchor = anchor
            case .alignment: rest.alignmentAnchor = anchor
            default: break
            }
        }
        .recording("defaultScrollAnchor", "\(anchor.map { "\($0)" } ?? "nil"), for: .\(role.name)")
    }
}

/// What a scroll view uses an anchor of `defaultScrollAnchor(_:for:)` for (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    let name: String
    /// Where the scroll view starts.
    public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
    /// Which part of the content stays in view as the content or the scroll view changes size.
    public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
    /// How content shorter than the scroll view is placed in it.
    public static let alignment = ScrollAnchorRole(name: "alignment")
}
