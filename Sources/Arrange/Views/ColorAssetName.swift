/// The name of a colour set in an asset catalog (`Color("Name")`), kept as plain bytes.
///
/// Invariants: a name of at most `wholeCapacity` UTF-8 bytes is kept whole, so two names are
/// equal exactly when their strings are. A longer name keeps its first `prefixCapacity` bytes
/// and a 64-bit FNV-1a hash of all of them: two long names are equal when both agree, which
/// for different names happens with a chance of about 2⁻⁶⁴. Catalogs key their colours by
/// this value too, so a long name finds its colour as a short one does; only its
/// `description` is shortened, to the prefix and "…".
///
/// Why not a `String`: a `Color` is a view, and generic view-building code copies and destroys
/// it several times through its value witnesses. A `String` anywhere in it makes those calls
/// switch over its cases and retain; with plain data they are copies of bytes. That was about
/// 460 instructions of the 4,000 that building and laying out a `Color…frame` leaf takes.
struct ColorAssetName: Hashable, Sendable, CustomStringConvertible {
    /// The longest name, in UTF-8 bytes, kept whole.
    static let wholeCapacity = 40
    /// How many leading bytes of a longer name are kept beside its hash.
    static let prefixCapacity = 32

    /// The name's bytes, from the first; after a long name's prefix, its hash.
    private var bytes: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
    /// How many bytes of `bytes` are the name's, or `nil` for a long name (prefix and hash).
    private let wholeLength: UInt8?

    /// `name`, whole when it fits, else its prefix and hash.
    init(_ name: String) {
        let utf8 = name.utf8
        let length = utf8.count
        wholeLength = length <= Self.wholeCapacity ? UInt8(length) : nil
        let kept = wholeLength == nil ? Self.prefixCapacity : length
        withUnsafeMutableBytes(of: &bytes) { storage in
            for (offset, byte) in utf8.prefix(kept).enumerated() { storage[offset] = byte }
        }
        if wholeLength == nil { bytes.4 = Self.fnv1a(utf8) }
    }

    /// The name, or a long name's prefix followed by "…".
    var description: String {
        withUnsafeBytes(of: bytes) { storage in
            guard let wholeLength else { return Self.decodedPrefix(storage.prefix(Self.prefixCapacity)) + "…" }
            return String(decoding: storage.prefix(Int(wholeLength)), as: UTF8.self)
        }
    }

    static func == (lhs: ColorAssetName, rhs: ColorAssetName) -> Bool {
        lhs.wholeLength == rhs.wholeLength && lhs.bytes == rhs.bytes
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(wholeLength)
        hasher.combine(bytes.0)
        hasher.combine(bytes.1)
        hasher.combine(bytes.2)
        hasher.combine(bytes.3)
        hasher.combine(bytes.4)
    }

    /// The 64-bit FNV-1a hash of `bytes`: fixed, unlike `Hasher`'s, so that a name's value is
    /// the same in every process.
    private static func fnv1a(_ bytes: String.UTF8View) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// `prefix` decoded without the character the cut may have split (no replacement mark).
    private static func decodedPrefix(_ prefix: Slice<UnsafeRawBufferPointer>) -> String {
        var end = prefix.endIndex
        // Step back over continuation bytes to the first byte of the last character…
        while end > prefix.startIndex, prefix[end - 1] & 0xC0 == 0x80 { end -= 1 }
        // …and drop that character unless all its bytes are there.
        if end > prefix.startIndex {
            let lead = prefix[end - 1]
            let characterLength = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            if prefix.endIndex - (end - 1) >= characterLength { end = prefix.endIndex } else { end -= 1 }
        }
        return String(decoding: prefix[prefix.startIndex..<end], as: UTF8.self)
    }
}
