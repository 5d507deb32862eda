/// A small set of alignment guides, used as a filter: which subtrees may state an explicit value
/// for a guide, so that queries for any other guide skip the walk.
///
/// Invariant: it never says no to a guide inserted. The built-in guides are bits; the first two
/// custom guides are kept inline; past them the set holds *every* custom guide (a subtree with
/// three custom alignments is walked for any custom guide, which gives the same answers). It
/// holds no reference, so a node's record copies without reference counting.
struct AlignmentKeySet {
    private var builtins: UInt16 = 0
    private var firstCustom: AlignmentKey?
    private var secondCustom: AlignmentKey?
    /// More custom guides were inserted than the inline places hold.
    private var holdsEveryCustom = false

    init() {}

    init(_ keys: [AlignmentKey]) {
        for key in keys { insert(key) }
    }

    /// Every guide, built in and custom: what a user's `Layout` may state (`SubviewGuidesOnly`).
    static var every: AlignmentKeySet {
        var set = AlignmentKeySet()
        set.builtins = .max
        set.holdsEveryCustom = true
        return set
    }

    var isEmpty: Bool { builtins == 0 && firstCustom == nil && !holdsEveryCustom }

    func contains(_ key: AlignmentKey) -> Bool {
        if let bit = Self.builtinBit(key) { return builtins & bit != 0 }
        return holdsEveryCustom || firstCustom == key || secondCustom == key
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
        } else if holdsEveryCustom || firstCustom == key || secondCustom == key {
            return
        } else if firstCustom == nil {
            firstCustom = key
        } else if secondCustom == nil {
            secondCustom = key
        } else {
            holdsEveryCustom = true
        }
    }

    mutating func formUnion(_ other: AlignmentKeySet) {
        builtins |= other.builtins
        if other.holdsEveryCustom { holdsEveryCustom = true }
        if let key = other.firstCustom { insert(key) }
        if let key = other.secondCustom { insert(key) }
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
