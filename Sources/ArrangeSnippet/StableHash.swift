/// A 128-bit FNV-1a hash of text, written as 32 hex digits: the same on every run and
/// machine (unlike `Hasher`), for naming cached builds.
struct StableHash {
    private var low: UInt64 = 0xcbf2_9ce4_8422_2325
    private var high: UInt64 = 0x6c62_272e_07bb_0142

    /// Mixes in `text`, then a separator so that ("ab", "c") and ("a", "bc") differ.
    mutating func combine(_ text: String) {
        for byte in text.utf8 { mix(byte) }
        mix(0)
    }

    /// Mixes in `bytes`, then a separator.
    mutating func combine(bytes: some Sequence<UInt8>) {
        for byte in bytes { mix(byte) }
        mix(0)
    }

    private mutating func mix(_ byte: UInt8) {
        low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        high = (high ^ UInt64(byte) ^ (low >> 29)) &* 0x0000_0100_0000_01b3
    }

    /// The hash as 32 lowercase hex digits.
    var hex: String {
        [high, low].map { value in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }
}
