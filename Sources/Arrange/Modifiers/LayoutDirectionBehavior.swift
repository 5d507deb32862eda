import Foundation

/// How a view's drawing follows the layout direction (iOS 17): `fixed` never mirrors it;
/// `mirrors(in: direction)` draws it as made for the other direction and flips it
/// horizontally when the layout runs in `direction`.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Laid out left to right and never mirrored.
    case fixed
    /// Laid out for the direction other than `direction`, and flipped where the layout runs in
    /// `direction`.
    case mirrors(in: LayoutDirection)

    /// Made left to right, flipped in a right-to-left layout.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

nonisolated extension View {
    /// Flips the view horizontally in a right-to-left layout when `enabled` (for pictures that
    /// point a direction: an arrow, a progress glyph); its content still sees right to left.
    /// The frame does not change. Also recorded.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        LayoutDirectionMirroring(content: self, flippedIn: enabled ? .rightToLeft : nil, contentDirection: nil)
            .recording("flipsForRightToLeftLayoutDirection", RecordedArgument.text(enabled))
    }

    /// Lays the view out in a fixed direction and flips it where `behavior` says (iOS 17):
    /// `.fixed` is always left to right, `.mirrors` is left to right flipped in a right-to-left
    /// layout. The frame does not change.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        switch behavior {
        case .fixed:
            return LayoutDirectionMirroring(content: self, flippedIn: nil, contentDirection: .leftToRight)
        case .mirrors(let direction):
            let madeFor: LayoutDirection = direction == .rightToLeft ? .leftToRight : .rightToLeft
            return LayoutDirectionMirroring(content: self, flippedIn: direction, contentDirection: madeFor)
        }
    }
}

/// `content` flipped horizontally about its centre when the layout direction is `flippedIn`,
/// seeing `contentDirection` (or the direction around it when nil).
nonisolated struct LayoutDirectionMirroring<Content: View>: View {
    @Environment(\.layoutDirection) private var direction
    let content: Content
    let flippedIn: LayoutDirection?
    let contentDirection: LayoutDirection?

    var body: some View {
        content
            .environment(\.layoutDirection, contentDirection ?? direction)
            .scaleEffect(x: direction == flippedIn ? -1 : 1, y: 1)
    }
}
