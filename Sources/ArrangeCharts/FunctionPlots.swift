import Arrange
import Foundation

/// A function a plot draws, and the domain it is drawn across: sampled at `steps` equal
/// steps when the chart is worked out (`ChartModel`), each sample a mark like the plot's
/// own, in one series of the plot's own.
///
/// Invariants: a sample is kept only where the function is finite (`1 / x` at 0 and `sqrt`
/// of a negative number return `.nan` or `.infinity`, which Swift Charts leaves out); the
/// domain is the plot's own, else the chart's x domain (`chartXScale(domain:)`), else the
/// extent of the chart's other marks along x, else `fallbackDomain`.
struct FunctionSampling {
    /// `(x, y)` at `t` (for `y = f(x)`, `t` is `x`), or nil where it is not finite.
    let point: (Double) -> (x: Double, y: Double)?
    /// The plot's own domain of `t`, or nil for the chart's.
    let domain: ClosedRange<Double>?

    /// How many equal steps a domain is sampled in: enough that a curve as bent as `sin(x)`
    /// over a few periods shows no corner at a phone's width (Swift Charts samples
    /// adaptively; how many samples it takes is not documented).
    static let steps = 200
    /// The domain of a plot in a chart that gives none and has no other mark (a named
    /// choice: Swift Charts does not document one).
    static let fallbackDomain: ClosedRange<Double> = 0...1

    /// `marks` with each function plot replaced by its samples, in place.
    static func sampled(_ marks: [PlottedMark], xDomain: ChartDomainSetting) -> [PlottedMark] {
        guard marks.contains(where: { $0.function != nil }) else { return marks }
        let chartDomain: ClosedRange<Double>? = {
            if case .numbers(let range) = xDomain { return range }
            let xs = marks.filter { $0.function == nil }.flatMap(\.xValues).compactMap { value -> Double? in
                if case .number(let number) = value { return number } else { return nil }
            }
            guard let low = xs.min(), let high = xs.max() else { return nil }
            return low...high
        }()
        return marks.flatMap { mark -> [PlottedMark] in
            guard let function = mark.function else { return [mark] }
            return function.samples(across: function.domain ?? chartDomain ?? fallbackDomain).map { point in
                var sample = mark
                sample.function = nil
                sample.x?.value = .number(point.x)
                sample.y?.value = .number(point.y)
                return sample
            }
        }
    }

    /// The finite points at the sample positions of `domain`, in order.
    func samples(across domain: ClosedRange<Double>) -> [(x: Double, y: Double)] {
        guard domain.lowerBound.isFinite, domain.upperBound.isFinite else { return [] }
        let width = domain.upperBound - domain.lowerBound
        guard width > 0 else { return point(domain.lowerBound).map { [$0] } ?? [] }
        return (0...Self.steps).compactMap { step in point(domain.lowerBound + width * Double(step) / Double(Self.steps)) }
    }
}

/// The line of a function, as iOS 18 Swift Charts' `LinePlot` with a function: the
/// function sampled across its domain (`FunctionSampling`) and joined, in a series of its
/// own (two plots, or a plot and a `LineMark`, are never joined). Styled as a `LineMark` is
/// (`foregroundStyle`, `lineStyle`, `interpolationMethod`). The labels name the values.
public nonisolated struct LinePlot: ChartContent, MarkSource {
    var mark: PlottedMark

    /// The line of `y = function(x)` for `x` across `domain` (nil: the chart's x domain).
    public init<S1: StringProtocol, S2: StringProtocol>(
        x: S1, y: S2, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double
    ) {
        mark = Self.mark(x: String(x), y: String(y), series: "\(x) → \(y)", domain: domain) { t in
            let value = function(t)
            return value.isFinite ? (t, value) : nil
        }
    }

    /// The curve of `(x, y) = function(t)` for `t` across `domain` (a parametric plot: a
    /// circle, a spiral), which must be finite.
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(
        x: S1, y: S2, t: S3, domain: ClosedRange<Double>, function: @escaping @Sendable (Double) -> (x: Double, y: Double)
    ) {
        mark = Self.mark(x: String(x), y: String(y), series: "\(x), \(y) (\(t))", domain: domain) { t in
            let point = function(t)
            return point.x.isFinite && point.y.isFinite ? point : nil
        }
    }

    static func mark(
        x: String, y: String, series: String, domain: ClosedRange<Double>?, point: @escaping (Double) -> (x: Double, y: Double)?
    ) -> PlottedMark {
        var mark = PlottedMark(kind: .line)
        mark.x = PlotEntry(label: x, value: .number(0), unit: nil)
        mark.y = PlotEntry(label: y, value: .number(0), unit: nil)
        mark.series = PlotEntry(label: "series", value: .category(series), unit: nil)
        mark.function = FunctionSampling(point: point, domain: domain)
        return mark
    }

    /// Never laid out: a chart reads the mark.
    public var body: EmptyView { EmptyView() }

    func appendMarks(to marks: inout [PlottedMark]) { marks.append(mark) }
}
