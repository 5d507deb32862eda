/// A small set of alignment guides: the built-in ones as bits, custom ones in an array.
struct AlignmentKeySet {
    private var custom: [AlignmentKey] = []
    private var builtins: UInt16 = 0

    init() {}

    init(_ keys: [AlignmentKey]) {
        for key in keys { insert(key) }
    }

    var isEmpty: Bool { builtins == 0 && custom.isEmpty }

    func contains(_ key: AlignmentKey) -> Bool {
        if let bit = Self.builtinBit(key) { return builtins & bit != 0 }
        return custom.contains(key)
    }

    mutating func insert(_ key: AlignmentKey) {
        if let bit = Self.builtinBit(key) {
            builtins |= bit
        } else if !custom.contains(key) {
            custom.append(key)
        }
    }

    mutating func formUnion(_ other: AlignmentKeySet) {
        builtins |= other.builtins
        for key in other.custom where !custom.contains(key) {
            custom.append(key)
        }
    }

    private static let builtinKeys: [AlignmentKey] = [
        HorizontalAlignment.leading.key, HorizontalAlignment.center.key, HorizontalAlignment.trailing.key,
        VerticalAlignment.top.key, VerticalAlignment.center.key, VerticalAlignment.bottom.key,
        VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
    ]

    private static func builtinBit(_ key: AlignmentKey) -> UInt16? {
        builtinKeys.firstIndex(of: key).map { 1 << UInt16($0) }
    }

    static let textBaselines = AlignmentKeySet([
        VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
    ])
}
