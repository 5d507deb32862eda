import Foundation

/// Where the labels of the `showsProposals` diagrams go, so that a real screen's diagram stays
/// readable: labels never cover each other, avoid the content, and small views go unlabelled.
///
/// 1. The root's proposal label comes first and is always shown, at the root's top-leading
///    corner (inside the canvas): it says what the whole picture was proposed.
/// 2. The other views follow from the largest frame to the smallest, so containers keep their
///    labels and the smallest views give theirs up first.
/// 3. A view smaller than a label (`isTooSmall`: less area than the label's) gets none: its
///    numbers would be larger than it. Nor does a label repeating one already placed at the same corner (the wrappers
///    of one view — padding, frame, background — often share its proposal and origin).
/// 4. Each label tries its corner's places in order (`Kind.candidates`: inside the corner, just
///    outside it, then slid along the frame's edge) and takes the first within the canvas that covers neither a label
///    already placed nor any content (the frames of text and images). A label
///    with no such place is dropped.
struct DiagramLabelLayout {
    /// Which number a label shows, and so which corner of its view it belongs to.
    enum Kind: Equatable {
        /// The proposal the view was placed with, at its top-leading corner.
        case proposal
        /// The size it reported, at its bottom-trailing corner.
        case reported

        /// The places a label of `size` may take near `frame`, in the order tried: its corner
        /// inside the frame, just outside it (above or below, then beside), then slid along
        /// the frame's edge away from the corner, a label's height at a time, and across it.
        func candidates(for size: CGSize, near frame: CGRect, inset: CGFloat) -> [CGPoint] {
            let step = size.height + inset
            let slides = max(0, Int(((frame.height - size.height - 2 * inset) / step).rounded(.down)))
            switch self {
            case .proposal:
                var places = [
                    CGPoint(x: frame.minX + inset, y: frame.minY + inset),
                    CGPoint(x: frame.minX, y: frame.minY - size.height - inset),
                    CGPoint(x: frame.minX - size.width - inset, y: frame.minY),
                ]
                places += (0...slides).dropFirst().map { CGPoint(x: frame.minX + inset, y: frame.minY + inset + CGFloat($0) * step) }
                places.append(CGPoint(x: frame.maxX - size.width - inset, y: frame.minY + inset))
                return places
            case .reported:
                var places = [
                    CGPoint(x: frame.maxX - size.width - inset, y: frame.maxY - size.height - inset),
                    CGPoint(x: frame.maxX - size.width, y: frame.maxY + inset),
                    CGPoint(x: frame.maxX + inset, y: frame.maxY - size.height),
                ]
                places += (0...slides).dropFirst().map {
                    CGPoint(x: frame.maxX - size.width - inset, y: frame.maxY - size.height - inset - CGFloat($0) * step)
                }
                places.append(CGPoint(x: frame.minX + inset, y: frame.maxY - size.height - inset))
                return places
            }
        }
    }

    /// A label to place: its text and size, which corner of which view, and whether that view
    /// is the root.
    struct Request: Equatable {
        var text: String
        var size: CGSize
        var kind: Kind
        var frame: CGRect
        var isRoot: Bool
    }

    /// A placed label: the request and the top-leading corner it is drawn at.
    struct Placed: Equatable {
        var request: Request
        var origin: CGPoint

        var rect: CGRect { CGRect(origin: origin, size: request.size) }
    }

    /// How far a label sits from its frame's lines.
    static let inset: CGFloat = 1.5

    /// Whether `frame` is too small to carry a label of `size` (step 3): it has less area.
    static func isTooSmall(_ frame: CGRect, for size: CGSize) -> Bool {
        frame.width * frame.height < size.width * size.height
    }

    /// The labels of `requests` that are shown, and where, on `canvas`, avoiding `content`.
    static func place(_ requests: [Request], content: [CGRect], canvas: CGRect) -> [Placed] {
        var placed: [Placed] = []
        // 1.
        if let root = requests.first(where: { $0.isRoot && $0.kind == .proposal }) {
            var origin = CGPoint(x: root.frame.minX + inset, y: root.frame.minY + inset)
            origin.x = min(max(origin.x, canvas.minX), max(canvas.minX, canvas.maxX - root.size.width))
            origin.y = min(max(origin.y, canvas.minY), max(canvas.minY, canvas.maxY - root.size.height))
            placed.append(Placed(request: root, origin: origin))
        }
        // 2.
        let others = requests.enumerated()
            .filter { !($0.element.isRoot && $0.element.kind == .proposal) }
            .sorted { ($0.element.frame.width * $0.element.frame.height, -$0.offset) > ($1.element.frame.width * $1.element.frame.height, -$1.offset) }
            .map(\.element)
        for request in others {
            // 3.
            if isTooSmall(request.frame, for: request.size) { continue }
            if placed.contains(where: { repeats($0.request, request) }) { continue }
            // 4.
            let free = request.kind.candidates(for: request.size, near: request.frame, inset: inset).first { origin in
                let rect = CGRect(origin: origin, size: request.size)
                return canvas.contains(rect) && !placed.contains { $0.rect.intersects(rect) } && !content.contains { $0.intersects(rect) }
            }
            if let free { placed.append(Placed(request: request, origin: free)) }
        }
        return placed
    }

    /// How close two views' corners are for their equal labels to say the same thing.
    static let sameCornerDistance: CGFloat = 2

    /// Whether `label` says what `other` already says: the same kind and text, at corners
    /// within `sameCornerDistance` of each other.
    static func repeats(_ other: Request, _ label: Request) -> Bool {
        guard other.kind == label.kind, other.text == label.text else { return false }
        let corner: (CGRect) -> CGPoint = label.kind == .proposal ? { CGPoint(x: $0.minX, y: $0.minY) } : { CGPoint(x: $0.maxX, y: $0.maxY) }
        let (a, b) = (corner(other.frame), corner(label.frame))
        return abs(a.x - b.x) <= sameCornerDistance && abs(a.y - b.y) <= sameCornerDistance
    }
}
