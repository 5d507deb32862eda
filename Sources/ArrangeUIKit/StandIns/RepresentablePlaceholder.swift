import Arrange
import Foundation

/// What a `UIViewRepresentable` or `UIViewControllerRepresentable` shows: Arrange lays out
/// SwiftUI views, not UIKit's, so the UIKit view is not made (`makeUIView` is not called) and a
/// placeholder stands in its place, composed of existing views:
///
/// - its size is a `Color`'s: the whole proposal, and `idealSize` for an unspecified dimension
///   (as UIKit sizes a view without an intrinsic content size to what it is given);
/// - it is filled with iOS's `secondarySystemFill` and names the UIKit type in the middle, in
///   the caption style, clipped to its frame.
///
/// docs/DIFFERENCES.md lists it under "Stand-ins".
public struct RepresentablePlaceholder: View {
    /// The size taken for an unspecified proposal: a `Color`'s ideal size.
    public static let idealSize = CGSize(width: 10, height: 10)

    /// The UIKit type it stands for (`MKMapView`, `UIImagePickerController`).
    public let typeName: String
    /// The colour the UIKit view shows at rest, when its class says (`UIView._arrangeRestingColor`):
    /// drawn alone, with no name.
    public let restingColor: Color?

    /// A placeholder naming `typeName`.
    public init(typeName: String) {
        self.typeName = typeName
        self.restingColor = nil
    }

    /// A placeholder naming `type`, without its module and generic arguments; or, for a view
    /// class with a resting colour, that colour.
    public init(for type: Any.Type) {
        let name = String(describing: type)
        self.typeName = String(name.split(separator: "<").first ?? Substring(name))
        self.restingColor = (type as? UIView.Type)?._arrangeRestingColor
    }

    public var body: some View {
        if let restingColor {
            restingColor
        } else {
            named
        }
    }

    /// The placeholder naming the type.
    private var named: some View {
        Color(system: .secondarySystemFill)
            .overlay {
                Text(verbatim: typeName)
                    .font(.caption)
                    .foregroundStyle(Color(system: .secondaryLabel))
                    .lineLimit(1)
            }
            .clipped()
    }
}
