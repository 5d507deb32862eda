#if ARRANGE_TEXT
import Arrange
import ArrangeRender

/// Drawing cases: `render-png-N`, `render-pdf-N`, `render-svg-N` draw a list of N settings rows
/// (a rounded card with a symbol, a label in real fonts and a value), laid out untimed with
/// `PangoTextMetrics`, then timed from layout to encoded file. PNG is drawn at 2×. Rows are
/// about 37 points tall, so PNGs stop at about 220 rows (the renderer refuses pictures over
/// 16,384 pixels a side); `render-*-100` is the published size.
enum RenderShapes {
    /// The rows: each a padded `HStack` on a rounded background, 7 nodes or so.
    static func rows(_ count: Int) -> some View {
        VStack(spacing: 4) {
            ForEach(0..<count, id: \.self) { row in
                HStack {
                    Image(systemName: "bell")
                    Text(row % 4 == 3 ? "알림 설정 \(row)" : "Settings row \(row)")
                    Spacer()
                    Text("On").foregroundColor(.green)
                }
                .padding(8)
                .background(Color.gray.opacity(0.2))
                .cornerRadius(8)
            }
        }
    }

    /// A phone screen (390 × 844) of `count` cards in every material, with a symbol and two
    /// labels each, over a gradient with a circle behind them: issue 12 asks that such a
    /// screen draws at 3× in under 300 ms.
    static func materialScreen(_ count: Int) -> some View {
        let materials: [Material] = [.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial, .bar]
        return ZStack {
            LinearGradient(colors: [.orange, .pink, .purple], startPoint: .top, endPoint: .bottom)
            Circle().fill(.yellow).frame(width: 200, height: 200).offset(x: 80, y: -200)
            VStack(spacing: 8) {
                ForEach(0..<count, id: \.self) { index in
                    HStack {
                        Image(systemName: "star.fill")
                        VStack(alignment: .leading) {
                            Text("Card \(index)").font(.headline)
                            Text("On a material").foregroundStyle(.secondary)
                        }
                        Spacer()
                    }
                    .padding(10)
                    .background(materials[index % materials.count], in: RoundedRectangle(cornerRadius: 12))
                }
            }
            .padding()
        }
    }

    /// Times one drawing of `materialScreen(count)` to PNG at 3×.
    static func renderMaterials(_ count: Int) -> Sample {
        let renderer = Renderer()
        let layout = renderer.layout(materialScreen(count), proposal: ProposedViewSize(width: 390, height: 844))
        var warnings: [String] = []
        let clock = ContinuousClock()
        let start = clock.now
        let data = try? renderer.render(layout, options: RenderOptions(format: .png, scale: 3), warnings: &warnings)
        let elapsed = start.duration(to: clock.now)
        precondition((data?.count ?? 0) > 0 && warnings.isEmpty, "the material screen does not draw: \(warnings)")
        return Sample(nanoseconds: elapsed.nanoseconds, views: layout.statistics.nodeCount, callsPerView: 0, timings: nil)
    }

    /// Times one drawing of `count` rows to `format`.
    static func render(_ count: Int, format: ImageFormat) -> Sample {
        let renderer = Renderer()
        let layout = renderer.layout(rows(count), proposal: ProposedViewSize(width: 390, height: nil))
        var warnings: [String] = []
        let start = BenchClock.now()
        let data = try? renderer.render(layout, options: RenderOptions(format: format, scale: format == .png ? 2 : 1), warnings: &warnings)
        let elapsed = BenchClock.now() - start
        precondition((data?.count ?? 0) > 0 && warnings.isEmpty, "\(count) rows do not draw to \(format) (too large a picture?)")
        return Sample(nanoseconds: elapsed, views: layout.statistics.nodeCount, callsPerView: 0, timings: nil)
    }
}
#endif
