import Foundation

// `Measurement.formatted()`, which Apple's Foundation has and Linux's lacks. An iPhone in the
// US writes a temperature as the value and symbol together ("72°F") and other units with a
// space ("5 km"); Arrange writes the measurement in its own unit (iOS would convert it to the
// locale's preferred unit first: docs/DIFFERENCES.md).
extension Measurement {
    /// The measurement as an iPhone in the US writes it: "72°F", "5 km".
    public func formatted() -> String {
        let number = value.formatted(.number.precision(.fractionLength(0...2)))
        return unit is UnitTemperature ? number + unit.symbol : number + " " + unit.symbol
    }
}
