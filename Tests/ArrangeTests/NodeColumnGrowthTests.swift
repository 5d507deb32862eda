@testable import Arrange
import Foundation
import Testing

/// A node column that grows while it has elements keeps them (it grows with `realloc`, which
/// moves their bits), for plain values and for values that hold references.
@Suite("Engine: a node column keeps its elements when it grows")
struct NodeColumnGrowthTests {
    /// Integers appended one at a time, past many doublings and past the pool's large-buffer
    /// size, read back in order.
    @Test func aColumnKeepsItsElementsWhenItGrowsInPlace() {
        var column = NodeColumn<Int32>()
        defer { column.release() }
        // 40,000 × 4 bytes is past `ColumnBufferPool.minimumBytes`: the last doublings are large buffers.
        for value in 0..<40_000 { column.append(Int32(value)) }
        #expect(column.count == 40_000)
        #expect(column.capacity >= 40_000)
        #expect((0..<40_000).allSatisfy { column[$0] == Int32($0) })
    }

    /// Strings (reference-counted) keep their values, and are released once, after growing.
    @Test func aColumnOfReferencesKeepsThemWhenItGrows() {
        var column = NodeColumn<String>()
        defer { column.release() }
        for value in 0..<5_000 { column.append("element \(value) of a growing column") }
        #expect(column.count == 5_000)
        #expect(column[0] == "element 0 of a growing column")
        #expect(column[4_999] == "element 4999 of a growing column")
    }

    /// A column reserved from empty and then grown past the reservation keeps what it had.
    @Test func aReservedColumnKeepsItsElementsWhenItOutgrowsTheReservation() {
        var column = NodeColumn<Double>()
        defer { column.release() }
        column.reserveCapacity(10)
        for value in 0..<100 { column.append(Double(value) / 2) }
        #expect(column.count == 100)
        #expect((0..<100).allSatisfy { column[$0] == Double($0) / 2 })
    }
}
