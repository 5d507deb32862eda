// The seeds' SwiftUI snippets, as written in the book (only `import SwiftUI` became
// `import Arrange`): that they compile here is itself a test of source compatibility.
// Where the Korean translation keeps a typo of the original (`.scaleToFit`, `EdgeInset`,
// `$0` after `dim in`), the real SwiftUI spelling is used and the line says so.
// Only `import Arrange`, as a SwiftUI file has only `import SwiftUI`: CGFloat, CGRect and the
// rest come with it.
import Arrange

// Seed 000, "Shape": the 2:3 bookmark.
struct Bookmark: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: rect[.topLeading])
            p.addLines([
                rect[.bottomLeading],
                rect[.init(x: 0.5, y: 0.8)],
                rect[.bottomTrailing],
                rect[.topTrailing],
                rect[.topLeading]
            ])
            p.closeSubpath()
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        var result = proposal.replacingUnspecifiedDimensions()
        let ratio: CGFloat = 2/3
        let newWidth = ratio * result.height
        if newWidth <= result.width {
            result.width = newWidth
        } else {
            result.height = result.width / ratio
        }
        return result
    }
}

// Seed 000, "Flexible frame": the two helpers.
extension View {
    func proposedWidthOrGreater() -> some View {
        frame(maxWidth: .infinity)
    }

    func acceptProposedWidth() -> some View {
        frame(minWidth: 0, maxWidth: .infinity)
    }
}

// Seed 000, "Overlay and background": the highlight modifier.
extension View {
    func highlight(enabled: Bool = true) -> some View {
        background {
            if enabled {
                Color.orange
                    .padding(-3)
            }
        }
    }
}

// Seed 000: the first badge (the secondary view takes the primary's size).
extension View {
    func badgeProposedPrimarySize<Badge: View>(@ViewBuilder contents: () -> Badge)
        -> some View {
        self.overlay(alignment: .topTrailing) {
            contents()
                .padding(3)
                .background {
                    RoundedRectangle(cornerRadius: 5).fill(.teal)
                }
        }
    }

    // The second badge: fixedSize lets the badge take its ideal size.
    func badgeFixedSize<Badge: View>(@ViewBuilder contents: () -> Badge) -> some View {
        self.overlay(alignment: .topTrailing) {
            contents()
                .padding(3)
                .background(RoundedRectangle(cornerRadius: 5))
                .fixedSize()
        }
    }

    // The third badge: its centre on the view's top-trailing corner, by alignment guides.
    func badge<B: View>(@ViewBuilder _ badge: () -> B) -> some View {
        overlay(alignment: .topTrailing) {
            badge()
                .alignmentGuide(.top) { $0.height/2 }
                .alignmentGuide(.trailing) { $0.width/2 }
        }
    }
}

// Seed 000, "Custom alignment identifier".
struct MenuAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context.width/2
    }
}

extension HorizontalAlignment {
    static let menu = HorizontalAlignment(MenuAlignment.self)
}

/// The book's round menu button (its drawing is not shown in the text): a circle with a symbol.
struct CircleButton: View {
    var symbol: String

    var body: some View {
        Circle()
            .fill(.teal)
            .overlay { Image(systemName: symbol) }
    }
}

struct Menu: View {
    var body: some View {
        VStack(alignment: .menu) {
            HStack {
                Text("Inbox")
                CircleButton(symbol: "tray.and.arrow.down")
                    .frame(width: 30, height: 30)
                    .alignmentGuide(.menu) { $0.width/2 }
                    .id("inbox")
            }
            HStack {
                Text("Sent")
                CircleButton(symbol: "tray.and.arrow.up")
                    .frame(width: 30, height: 30)
                    .alignmentGuide(.menu) { $0.width/2 }
                    .id("sent")
            }
            CircleButton(symbol: "line.3.horizontal")
                .frame(width: 40, height: 40)
                .id("menu")
        }
    }
}

// Seed 004: same .frame(150×60), four reactions.
struct ProposalDemo: View {
    var body: some View {
        VStack(spacing: 16) {
            // ① flexible: 제안을 그대로 수용 → 정확히 150×60
            Color.blue
                .frame(width: 150, height: 60)
                .id(1)
            // ② 내용 기반: 자기 크기를 고른다 → frame 안에서 가운데 정렬될 뿐
            Text("짧음")
                .id("text")
                .frame(width: 150, height: 60)
                .border(Color.red)
            // ③ 이미지 기본값: 제안을 무시하고 원래 크기
            Image(systemName: "star.fill")
                .id("star")
                .frame(width: 150, height: 60)
                .border(Color.green)
            // ④ resizable()을 붙이면 flexible 부류로 바뀐다
            Image(systemName: "star.fill")
                .resizable()
                .scaledToFit()
                .id("resizable star")
                .frame(width: 150, height: 60)
                .border(Color.orange)
        }
    }
}

// Seed 004: fixedSize compared three ways (Apple's documentation example).
struct FixedSizeDemo: View {
    var body: some View {
        VStack(spacing: 40) {
            // ① 200 폭 안에서 줄바꿈·말줄임
            Text("A single line of text, too long to fit in a box.")
                .id("wrapped")
                .frame(width: 200, height: 80)
                .border(Color.gray)
            // ② ideal 크기(한 줄 전체)로 고정 → 테두리 밖으로 넘친다
            Text("A single line of text, too long to fit in a box.")
                .fixedSize()
                .id("fixed")
                .frame(width: 200, height: 80)
                .border(Color.gray)
            // ③ 가로는 제안 수용(줄바꿈), 세로만 ideal → 잘리지 않고 여러 줄
            Text("A single line of text, too long to fit in a box.")
                .fixedSize(horizontal: false, vertical: true)
                .id("vertical")
                .frame(width: 200)
                .border(Color.gray)
                .id("third frame")
        }
    }
}

// Seed 004: the toast of WWDC19's session.
struct ToastView: View {
    var body: some View {
        Text("Avocado Toast")
            .padding(10)            // 자식에게 10씩 덜 제안, 자기는 10씩 더 크게
            .background(Color.green) // 레이아웃 중립: 제안을 그대로 전달
    }
}

// Seed 000: the book's own helper, which Arrange also ships; declaring it again in user code
// must still compile (the user's declaration shadows the library's).
extension CGRect {
    subscript(_ point: UnitPoint) -> CGPoint {
        CGPoint(x: minX + width*point.x, y: minY + height*point.y)
    }
}

// Seed 001: the FlowLayout of the onboarding chips, as written in the post (without a cache).
// Renamed from FlowLayout so that tests can use both it and Arrange's own FlowLayout.
struct ChipFlowLayout: Layout {
    var spacing: CGFloat = 8

    struct Element {
        let subview: LayoutSubview
        let size: CGSize
    }

    struct Row {
        let elements: [Element]
        let height: CGFloat
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(for: subviews, maxWidth: proposal.width ?? .infinity)
        let width = rows.map { row in
            row.elements.map(\.size.width).reduce(0, +) + spacing * CGFloat(max(row.elements.count - 1, 0))
        }.max() ?? 0
        let height = rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(for: subviews, maxWidth: bounds.width) {
            var x = bounds.minX
            for element in row.elements {
                element.subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
                x += element.size.width + spacing
            }
            y += row.height + spacing
        }
    }

    private func rows(for subviews: Subviews, maxWidth: CGFloat) -> [Row] {
        var rows: [Row] = []
        var currentElements: [Element] = []
        var currentWidth: CGFloat = 0
        var currentHeight: CGFloat = 0

        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            let nextWidth = currentElements.isEmpty ? size.width : currentWidth + spacing + size.width

            if nextWidth > maxWidth, !currentElements.isEmpty {
                rows.append(Row(elements: currentElements, height: currentHeight))
                currentElements = [Element(subview: subview, size: size)]
                currentWidth = size.width
                currentHeight = size.height
            } else {
                currentElements.append(Element(subview: subview, size: size))
                currentWidth = nextWidth
                currentHeight = max(currentHeight, size.height)
            }
        }

        if !currentElements.isEmpty {
            rows.append(Row(elements: currentElements, height: currentHeight))
        }

        return rows
    }
}
