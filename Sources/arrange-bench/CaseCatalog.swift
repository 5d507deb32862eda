import Arrange
#if ARRANGE_TEXT
import ArrangeRender
#endif

/// Turns case names into cases. The default run is the five published cases; any size of the
/// same shapes can be asked for by name (`flat-1000`, `grid-316x316`, `deep-100`,
/// `tree-d5-b3`, `text-d40`), e.g. to check that time per node stays flat as trees grow.
/// With Pango installed, `text-measure` and `text-measure-cached` time real-font text
/// measurement (one "view" is one measurement), and `render-png-N`, `render-pdf-N`,
/// `render-svg-N` time drawing N rows to a file.
enum CaseCatalog {
    /// The cases run when none are named, in order.
    static let defaultNames = [
        "flat-10000", "grid-100x100", "deep-1000", "tree-d7-b3", "text-d20", "stackview-1000", "stackview-1000-edit",
    ]

    /// The case called `name`, or `nil` when the name fits no shape.
    static func benchmarkCase(named name: String) -> BenchmarkCase? {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        let shape = parts[0], size = parts[1]
        switch shape {
        case "flat":
            guard let count = Int(size), count > 0 else { return nil }
            return BenchmarkCase(name) { Shapes.flat(count) }
        case "grid":
            let sides = size.split(separator: "x").compactMap { Int($0) }
            guard sides.count == 2, sides.allSatisfy({ $0 > 0 }) else { return nil }
            return BenchmarkCase(name) { Shapes.grid(rows: sides[0], columns: sides[1]) }
        case "deep":
            guard let depth = Int(size), depth > 0 else { return nil }
            return BenchmarkCase(name) { Shapes.deep(depth) }
        case "tree":
            // tree-dD-bB
            let fields = size.split(separator: "-")
            guard fields.count == 2, fields[0].first == "d", fields[1].first == "b",
                let depth = Int(fields[0].dropFirst()), let branching = Int(fields[1].dropFirst()),
                depth >= 0, branching > 0
            else { return nil }
            return BenchmarkCase(name) { Shapes.tree(depth: depth, branching: branching) }
        case "stackview":
            // stackview-N: first layout of a vertical UIStackView of N views;
            // stackview-N-edit: layout again after one constant changed;
            // stackview-N-resize: layout again after one view's intrinsic size changed;
            // stackview-N-spacing: layout again after the stack's spacing changed.
            let fields = size.split(separator: "-")
            guard let count = Int(fields[0]), count > 0 else { return nil }
            let edit: AutoLayoutShapes.Edit?
            switch fields.count == 2 ? String(fields[1]) : nil {
            case nil where fields.count == 1: edit = nil
            case "edit"?: edit = .constant
            case "resize"?: edit = .intrinsicSize
            case "spacing"?: edit = .spacing
            default: return nil
            }
            return BenchmarkCase(name) { AutoLayoutShapes.stackView(count, timing: edit) }
        case "solver":
            // solver-stackview-N: the solver alone on the system stackview-N solves.
            let fields = size.split(separator: "-")
            guard fields.count == 2, fields[0] == "stackview", let count = Int(fields[1]), count > 0 else { return nil }
            let system = AutoLayoutShapes.stackViewSystem(count)
            return BenchmarkCase(name) { AutoLayoutShapes.solve(system, views: count) }
        case "text":
            #if ARRANGE_TEXT
            // text-measure, text-measure-cached: PangoTextMetrics, µs per measurement (ns per "view").
            if size == "measure" || size == "measure-cached" {
                let counter = TextMeasureShapes.BatchCounter()
                let cached = size == "measure-cached"
                return BenchmarkCase(name) { TextMeasureShapes.measure(counter: counter, cached: cached) }
            }
            #endif
            guard size.first == "d", let depth = Int(size.dropFirst()), depth > 0 else { return nil }
            return BenchmarkCase(name, proposal: ProposedViewSize(width: 390, height: 844)) { Shapes.text(depth: depth) }
        case "form":
            guard let count = Int(size), count > 0 else { return nil }
            return BenchmarkCase(name, proposal: ProposedViewSize(width: 393, height: 852)) { FormShapes.form(count) }
        case "render":
            #if ARRANGE_TEXT
            if size.hasPrefix("form-"), let count = Int(size.dropFirst(5)), count > 0 {
                return BenchmarkCase(name) { FormShapes.render(count) }
            }
            // render-materials-N: a screen of N material cards over a gradient, to PNG at 3×.
            if size.hasPrefix("materials-"), let count = Int(size.dropFirst(10)), count > 0 {
                return BenchmarkCase(name) { RenderShapes.renderMaterials(count) }
            }
            // render-png-N, render-pdf-N, render-svg-N: drawing N settings rows to a file.
            let fields = size.split(separator: "-")
            guard fields.count == 2, let format = ImageFormat(rawValue: String(fields[0])), let count = Int(fields[1]), count > 0 else { return nil }
            return BenchmarkCase(name) { RenderShapes.render(count, format: format) }
            #else
            return nil
            #endif
        default:
            return nil
        }
    }
}
