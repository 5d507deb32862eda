import ArrangeTestSupport

/// The tree shapes the benchmark lays out, shared with the tests that bound the heap memory per
/// view (`ArrangeTestSupport.BenchmarkShapes`).
typealias Shapes = BenchmarkShapes
