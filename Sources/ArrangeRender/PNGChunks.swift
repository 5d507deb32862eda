import Foundation

/// The chunk structure of a PNG file (eight signature bytes, then chunks of a 4-byte length, a
/// 4-byte type, the data and a 4-byte CRC, the last of type `IEND`), read only to say why a
/// file Cairo refused cannot be drawn: Cairo's own words for a truncated file are "out of memory".
enum PNGChunks {
    /// Where `data` (a PNG, signature checked already) ends too soon, in words, or `nil` when
    /// its chunks run whole to an `IEND`.
    static func truncation(of data: Data) -> String? {
        let bytes = [UInt8](data)
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let end = offset + 12 + length
            guard end <= bytes.count else {
                return "the PNG is truncated: its \(type) chunk needs \(end) bytes, the file has \(bytes.count)"
            }
            if type == "IEND" { return nil }
            offset = end
        }
        return "the PNG is truncated: it ends after \(bytes.count) bytes, before its IEND chunk"
    }
}
