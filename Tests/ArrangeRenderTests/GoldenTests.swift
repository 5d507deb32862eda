import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// One golden picture per drawable and effect, at 2×. Re-record with ARRANGE_RECORD_GOLDENS=1;
/// a mismatch writes expected | actual | difference to the temporary folder.
@Suite struct GoldenTests {
    @Test func color() throws {
        try RenderTesting.assertGolden(
            HStack(spacing: 4) {
                Color.red; Color.orange; Color.yellow; Color.green; Color.blue; Color.purple; Color.gray.opacity(0.5)
            }
            .frame(width: 140, height: 20).padding(4), named: "color")
    }

    static func shapes(_ paint: @escaping (AnyShape) -> AnyView) -> some View {
        HStack(spacing: 8) {
            paint(AnyShape(Rectangle())).frame(width: 40, height: 30)
            paint(AnyShape(RoundedRectangle(cornerRadius: 8))).frame(width: 40, height: 30)
            paint(AnyShape(Capsule())).frame(width: 50, height: 30)
            paint(AnyShape(Ellipse())).frame(width: 50, height: 30)
            paint(AnyShape(Circle())).frame(width: 30, height: 30)
        }
        .padding(6)
    }

    @Test func shapesFilled() throws {
        try RenderTesting.assertGolden(Self.shapes { AnyView($0.fill(Color.teal)) }, named: "shapes-fill")
    }

    @Test func shapesStroked() throws {
        try RenderTesting.assertGolden(
            Self.shapes { AnyView($0.stroke(Color.indigo, style: StrokeStyle(lineWidth: 4, lineJoin: .round, dash: [8, 3]))) },
            named: "shapes-stroke")
    }

    @Test func shapesStrokeBordered() throws {
        try RenderTesting.assertGolden(Self.shapes { AnyView($0.strokeBorder(Color.pink, lineWidth: 4)) }, named: "shapes-strokeborder")
    }

    @Test func customPathWithCurves() throws {
        try RenderTesting.assertGolden(
            HStack(spacing: 8) {
                Leaf().fill(Color.green).frame(width: 40, height: 40)
                Leaf().stroke(Color.brown, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel)).frame(width: 40, height: 40)
                Path { path in
                    path.addArc(center: CGPoint(x: 20, y: 20), radius: 16, startAngle: .degrees(0), endAngle: .degrees(270), clockwise: false)
                }
                .stroke(Color.orange, lineWidth: 4).frame(width: 40, height: 40)
            }
            .padding(6), named: "path-curves")
    }

    @Test func text() throws {
        try RenderTesting.assertGolden(
            VStack(alignment: .leading, spacing: 4) {
                Text("Hello, World!")
                Text("알림 설정").font(.title).foregroundColor(.blue)
                Text("A single line of text, too long to fit in a box.").frame(width: 120)
            }
            .padding(6), named: "text")
    }

    @Test func imagesFromFiles() throws {
        try RenderTesting.assertGolden(
            HStack(spacing: 6) {
                Image("frame")
                Image("quadrants")
                Image("dot")
                Image("frame").resizable().frame(width: 30, height: 20)
            }
            .padding(6), named: "image-png-jpeg")
    }

    @Test func resizableCapInsetsAndTile() throws {
        try RenderTesting.assertGolden(
            VStack(spacing: 6) {
                Image("frame").resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)).frame(width: 80, height: 30)
                Image("stripe").resizable(resizingMode: .tile).frame(width: 80, height: 15)
                Image("frame").resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), resizingMode: .tile)
                    .frame(width: 80, height: 30)
            }
            .padding(6), named: "image-resizable")
    }

    @Test func symbolsAndPlaceholders() throws {
        try RenderTesting.assertGolden(
            HStack(spacing: 6) {
                Image(systemName: "star.fill")
                Image(systemName: "heart").font(.largeTitle)
                Image(size: CGSize(width: 40, height: 30))
            }
            .padding(6), named: "image-symbols")
    }

    @Test func backgroundAndOverlayOrder() throws {
        try RenderTesting.assertGolden(
            HStack(spacing: 10) {
                Color.yellow.frame(width: 30, height: 30).background(Color.blue.frame(width: 44, height: 44))
                Color.yellow.frame(width: 30, height: 30).overlay(Color.blue.frame(width: 14, height: 14))
                Color.yellow.frame(width: 30, height: 30).background(alignment: .bottomTrailing) { Circle().fill(Color.red).frame(width: 16, height: 16).offset(x: 8, y: 8) }
            }
            .padding(10), named: "background-overlay")
    }

    @Test func border() throws {
        try RenderTesting.assertGolden(
            HStack(spacing: 10) {
                Color.mint.frame(width: 30, height: 30).border(Color.black)
                Color.mint.frame(width: 30, height: 30).border(Color.red, width: 4)
                Color.clear.frame(width: 30.5, height: 30.5).border(Color.blue, width: 0.5)
            }
            .padding(6), named: "border")
    }

    @Test func cornerRadiusAndClipShape() throws {
        try RenderTesting.assertGolden(
            HStack(spacing: 10) {
                Color.purple.frame(width: 40, height: 40).cornerRadius(10)
                Image("frame").resizable().frame(width: 40, height: 40).clipShape(Circle())
                ZStack { Color.orange; Text("Clip") }.frame(width: 50, height: 40).clipShape(Capsule())
            }
            .padding(6), named: "corner-clipshape")
    }

    @Test func clipped() throws {
        try RenderTesting.assertGolden(
            HStack(spacing: 10) {
                Circle().fill(Color.cyan).frame(width: 60, height: 60).frame(width: 30, height: 30)
                Circle().fill(Color.cyan).frame(width: 60, height: 60).frame(width: 30, height: 30).clipped()
            }
            .padding(20), named: "clipped")
    }

    @Test func opacity() throws {
        try RenderTesting.assertGolden(
            HStack(spacing: -10) {
                Color.red.frame(width: 40, height: 40)
                ZStack { Color.blue; Color.green.frame(width: 20, height: 20) }.frame(width: 40, height: 40).opacity(0.5)
                Color.red.frame(width: 40, height: 40).opacity(0.25)
            }
            .padding(6), named: "opacity")
    }

    @Test func offsetRotationScale() throws {
        try RenderTesting.assertGolden(
            HStack(spacing: 14) {
                Color.orange.frame(width: 30, height: 30).offset(x: 6, y: -6).border(Color.gray)
                Color.orange.frame(width: 30, height: 30).rotationEffect(.degrees(30)).border(Color.gray)
                Color.orange.frame(width: 30, height: 30).rotationEffect(.degrees(15), anchor: .topLeading).border(Color.gray)
                Color.orange.frame(width: 30, height: 30).scaleEffect(0.6).border(Color.gray)
                Color.orange.frame(width: 30, height: 30).scaleEffect(x: 1.3, y: 0.5, anchor: .bottom).border(Color.gray)
            }
            .padding(14), named: "offset-rotation-scale")
    }

    @Test func shadow() throws {
        try RenderTesting.assertGolden(
            HStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 8).fill(Color.white).frame(width: 50, height: 40).shadow(radius: 6)
                Color.blue.frame(width: 40, height: 40).shadow(color: .black, radius: 2, x: 6, y: 6)
                Circle().fill(Color.yellow).frame(width: 40, height: 40).shadow(color: .red, radius: 10)
            }
            .padding(24), named: "shadow")
    }

    @Test func proposalDiagrams() throws {
        try RenderTesting.assertGolden(
            VStack(spacing: 16) {
                Circle().fill(Color.mint).id("circle").frame(width: 120, height: 60)
                Color.teal.id("color").frame(width: 80, height: 30).fixedSize()
                Text("Hello, World!").id("text").frame(width: 60, height: 50)
            }
            .padding(10), named: "diagram-proposals") { $0.showsProposals = true; $0.diagramIDs = ["circle", "color", "text"] }
    }

    @Test func bordersEverything() throws {
        try RenderTesting.assertGolden(
            VStack(spacing: 8) {
                HStack { Text("Title"); Spacer(); Color.red.frame(width: 20, height: 20) }
                Color.blue.frame(height: 20).padding(.horizontal, 10)
            }
            .frame(width: 160).padding(8), named: "borders-everything") { $0.bordersEverything = true }
    }

    @Test func scaleOneAndThree() throws {
        let view = HStack(spacing: 0) { Color.red.frame(width: 33.3); Color.blue.frame(width: 33.3); Circle().fill(Color.green).frame(width: 20) }
            .frame(height: 20).padding(3)
        try RenderTesting.assertGolden(view, named: "scale-1x", scale: 1)
        try RenderTesting.assertGolden(view, named: "scale-3x", scale: 3)
    }
}
