/// The Unicode scalars of UTF-8 bytes with the offset of each, for finding byte ranges Pango
/// attributes cover. Bytes that are not valid UTF-8 are skipped one at a time.
struct UTF8Scalars: Sequence, IteratorProtocol {
    private let bytes: ArraySlice<UInt8>
    private var index: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        index = bytes.startIndex
    }

    /// The next scalar, its offset from the start of the bytes and its length in bytes.
    mutating func next() -> (scalar: Unicode.Scalar, offset: Int, length: Int)? {
        while index < bytes.endIndex {
            let start = index
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
            guard length > 0, start + length <= bytes.endIndex else {
                index += 1
                continue
            }
            var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
            var valid = true
            for position in (start + 1)..<(start + length) {
                let byte = bytes[position]
                guard byte & 0xC0 == 0x80 else { valid = false; break }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            index = valid ? start + length : start + 1
            if valid, let scalar = Unicode.Scalar(value) { return (scalar, start - bytes.startIndex, length) }
        }
        return nil
    }

    /// Whether the bytes are all ASCII: nothing to look for in them.
    static func isASCII(_ bytes: ArraySlice<UInt8>) -> Bool { bytes.allSatisfy { $0 < 0x80 } }
}
