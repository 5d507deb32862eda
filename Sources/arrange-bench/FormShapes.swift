import Arrange
#if ARRANGE_TEXT
import ArrangeRender
#endif

/// `form-N`: a settings screen — a navigation stack with a large title over an inset-grouped
/// `Form` of N rows in sections of five, mixing `Toggle` rows (an icon label and the 51 × 31
/// switch), menu `Picker` rows (the label, the selection and its chevrons) and
/// `NavigationLink` rows with their chevrons. `render-form-N` times drawing it to PNG at 3×
/// with real fonts.
enum FormShapes {
    /// The screen.
    static func form(_ count: Int) -> some View {
        NavigationStack {
            Form {
                ForEach(0..<(count + 4) / 5, id: \.self) { section in
                    Section("Section \(section)") {
                        ForEach(section * 5..<min(section * 5 + 5, count), id: \.self) { row in
                            switch row % 3 {
                            case 0:
                                Toggle(isOn: .constant(row % 2 == 0)) { Label("Switch \(row)", systemImage: "bell") }
                            case 1:
                                Picker("Choice \(row)", selection: .constant(0)) {
                                    Text("Automatic").tag(0)
                                    Text("Never").tag(1)
                                }
                            default:
                                NavigationLink("Link \(row)") { Text("Detail") }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }

    #if ARRANGE_TEXT
    /// Times one drawing of the `count`-row form to PNG at 3×, laid out untimed with real fonts
    /// on an iPhone 15 Pro's 393 × 852 screen.
    static func render(_ count: Int) -> Sample {
        let renderer = Renderer()
        let layout = renderer.layout(form(count), proposal: ProposedViewSize(width: 393, height: 852))
        var warnings: [String] = []
        let start = BenchClock.now()
        let data = try? renderer.render(layout, options: RenderOptions(format: .png, scale: 3), warnings: &warnings)
        let elapsed = BenchClock.now() - start
        precondition((data?.count ?? 0) > 0, "the form does not draw")
        return Sample(nanoseconds: elapsed, views: layout.statistics.nodeCount, callsPerView: 0, timings: nil)
    }
    #endif
}
