/// A small set of alignment guides, used as a filter: which subtrees may state an explicit value
/// for a guide, so that queries for any other guide skip the walk.
///
/// Invariant: it never says no to a guide inserted. The built-in guides are bits; the first two
/// custom guides are kept inline, as their `AlignmentID` type and axis; past them the set holds
/// *every* custom guide (a subtree with three custom alignments is walked for any custom guide,
/// which gives the same answers). It holds no reference, so a node's record copies without
/// reference counting, and it is 25 bytes: every node's record keeps one, and whole
/// `AlignmentKey`s (40 bytes each) made a record 57 bytes larger.
struct AlignmentKeySet {
    private var builtins: UInt16 = 0
    /// The `AlignmentID` types of the first two custom guides inserted, with their axes in
    /// `flags`.
    private var firstCustom: ObjectIdentifier?
    private var secondCustom: ObjectIdentifier?
    private var flags: Flags = []

    private struct Flags: OptionSet {
        let rawValue: UInt8
        /// The first custom guide is vertical.
        static let firstIsVertical = Flags(rawValue: 1)
        /// The second custom guide is vertical.
        static let secondIsVertical = Flags(rawValue: 2)
        /// More custom guides were inserted than the inline places hold.
        static let holdsEveryCustom = Flags(rawValue: 4)
    }

    init() {}

    init(_ keys: [AlignmentKey]) {
        for key in keys { insert(key) }
    }

    /// Every guide, built in and custom: what a user's `Layout` may state (`SubviewGuidesOnly`).
    static var every: AlignmentKeySet {
        var set = AlignmentKeySet()
        set.builtins = .max
        set.flags.insert(.holdsEveryCustom)
        return set
    }

    var isEmpty: Bool { builtins == 0 && firstCustom == nil && !flags.contains(.holdsEveryCustom) }

    func contains(_ key: AlignmentKey) -> Bool {
        if let bit = Self.builtinBit(key) { return builtins & bit != 0 }
        return containsCustom(key.typeIdentity, vertical: key.axis == .vertical)
    }

    /// Whether `key` is an edge or centre guide (whose default needs only a view's size) that
    /// the set does not hold: one look through the built-in guides answers both.
    @inline(__always)
    func lacksFrameGuide(_ key: AlignmentKey) -> Bool {
        guard let index = key.frameGuideIndex else { return false }
        return builtins & (1 << UInt16(index)) == 0
    }

    mutating func insert(_ key: AlignmentKey) {
        if let bit = Self.builtinBit(key) {
            builtins |= bit
        } else {
            insertCustom(key.typeIdentity, vertical: key.axis == .vertical)
        }
    }

    mutating func formUnion(_ other: AlignmentKeySet) {
        builtins |= other.builtins
        if other.flags.contains(.holdsEveryCustom) { flags.insert(.holdsEveryCustom) }
        if let type = other.firstCustom { insertCustom(type, vertical: other.flags.contains(.firstIsVertical)) }
        if let type = other.secondCustom { insertCustom(type, vertical: other.flags.contains(.secondIsVertical)) }
    }

    private func containsCustom(_ type: ObjectIdentifier, vertical: Bool) -> Bool {
        flags.contains(.holdsEveryCustom)
            || (firstCustom == type && flags.contains(.firstIsVertical) == vertical)
            || (secondCustom == type && flags.contains(.secondIsVertical) == vertical)
    }

    private mutating func insertCustom(_ type: ObjectIdentifier, vertical: Bool) {
        if containsCustom(type, vertical: vertical) {
            return
        } else if firstCustom == nil {
            firstCustom = type
            if vertical { flags.insert(.firstIsVertical) }
        } else if secondCustom == nil {
            secondCustom = type
            if vertical { flags.insert(.secondIsVertical) }
        } else {
            flags.insert(.holdsEveryCustom)
        }
    }

    private static let builtinKeys: [AlignmentKey] = [
        HorizontalAlignment.leading.key, HorizontalAlignment.center.key, HorizontalAlignment.trailing.key,
        VerticalAlignment.top.key, VerticalAlignment.center.key, VerticalAlignment.bottom.key,
        VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
    ]

    // The edge and centre guides lead `builtinKeys`, in `AlignmentKey.frameGuideIndex`'s order;
    // the text baselines follow.

    private static func builtinBit(_ key: AlignmentKey) -> UInt16? {
        builtinKeys.firstIndex(of: key).map { 1 << UInt16($0) }
    }

    static let textBaselines = AlignmentKeySet([
        VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
    ])
}
