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
