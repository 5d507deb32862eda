import Foundation

/// A fuzzer's input read as a stream of small choices: each call takes the next byte (0 once the
/// input is spent), so every input is some valid program and shorter inputs give smaller ones.
///
/// Invariant: reading never fails and never allocates more than the input asks for through
/// bounded counts (`count(upTo:)`), so a target's work is bounded by its own limits.
public struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0

    /// A reader over `bytes`.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { index >= bytes.count }

    /// The next byte, 0 past the end.
    public mutating func byte() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }

    /// Whether the next byte is odd.
    public mutating func flag() -> Bool { byte() & 1 == 1 }

    /// One of `choices` (not empty).
    public mutating func pick<T>(_ choices: [T]) -> T { choices[byte() % choices.count] }

    /// A count in `0...limit`.
    public mutating func count(upTo limit: Int) -> Int { byte() % (limit + 1) }

    /// A length from `FuzzBytes.lengths`: ordinary values and every extreme.
    public mutating func length() -> CGFloat { pick(Self.lengths) }

    /// The rest of the input as text, invalid UTF-8 repaired (U+FFFD).
    public mutating func remainingText() -> String {
        let rest = index < bytes.count ? Array(bytes[index...]) : []
        index = bytes.count
        return String(decoding: rest, as: UTF8.self)
    }

    /// The rest of the input as raw bytes.
    public mutating func remainingBytes() -> [UInt8] {
        let rest = index < bytes.count ? Array(bytes[index...]) : []
        index = bytes.count
        return rest
    }

    /// Lengths a size, offset, spacing or proposal is drawn from: zero and negative zero,
    /// ordinary points, huge, the largest and smallest doubles, infinities and NaN.
    public static let lengths: [CGFloat] = [
        0, -0.0, 0.5, 1, 8, 10, 20, 44, 100, 390, 844, -1, -20, 1e6, -1e6, 1e12, 1e308, -1e308,
        .greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity, -.infinity, .nan,
    ]
}
