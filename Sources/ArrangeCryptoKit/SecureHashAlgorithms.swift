// The three hash algorithms, written from their published specifications: SHA-1 and SHA-256
// from FIPS 180-4 (sections 5.1.1 padding, 6.1.2 and 6.2.2 computation, 4.2 constants), MD5
// from RFC 1321 (section 3). All three pad the message the same way: a 1 bit, zeros up to 56
// bytes mod 64, then the message's length in bits (big-endian for SHA, little-endian for MD5).

/// SHA-1 and SHA-256's computations over a whole message.
enum SHA2 {
    /// The padded message: `message`, 0x80, zeros to 56 mod 64, then the bit length in 8 bytes.
    static func padded(_ message: [UInt8], bigEndianLength: Bool) -> [UInt8] {
        var bytes = message
        let bitLength = UInt64(message.count) &* 8
        bytes.append(0x80)
        while bytes.count % 64 != 56 { bytes.append(0) }
        for index in 0..<8 {
            let shift = bigEndianLength ? UInt64(56 - 8 * index) : UInt64(8 * index)
            bytes.append(UInt8(truncatingIfNeeded: bitLength >> shift))
        }
        return bytes
    }

    /// The 32-bit big-endian words of one 64-byte block starting at `start`.
    static func bigEndianWords(_ bytes: [UInt8], at start: Int) -> [UInt32] {
        (0..<16).map { word in
            (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[start + 4 * word + $1]) }
        }
    }

    /// The words as big-endian bytes.
    static func bigEndianBytes(_ words: [UInt32]) -> [UInt8] {
        words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) } }
    }

    /// FIPS 180-4 §4.2.2: the first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    static let sha256Constants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// SHA-256 of `message` (FIPS 180-4 §6.2.2).
    static func sha256(_ message: [UInt8]) -> [UInt8] {
        func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }
        // §5.3.3: the initial hash value.
        var hash: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        let bytes = padded(message, bigEndianLength: true)
        for start in stride(from: 0, to: bytes.count, by: 64) {
            // 1. The message schedule.
            var w = bigEndianWords(bytes, at: start)
            for t in 16..<64 {
                let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
                let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
                w.append(w[t - 16] &+ s0 &+ w[t - 7] &+ s1)
            }
            // 2. Sixty-four rounds over the working variables a…h.
            var (a, b, c, d, e, f, g, h) = (hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7])
            for t in 0..<64 {
                let sum1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                let choose = (e & f) ^ (~e & g)
                let t1 = h &+ sum1 &+ choose &+ sha256Constants[t] &+ w[t]
                let sum0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                let t2 = sum0 &+ majority
                (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
            }
            // 3. The intermediate hash value.
            for (index, value) in [a, b, c, d, e, f, g, h].enumerated() { hash[index] = hash[index] &+ value }
        }
        return bigEndianBytes(hash)
    }

    /// SHA-1 of `message` (FIPS 180-4 §6.1.2).
    static func sha1(_ message: [UInt8]) -> [UInt8] {
        func rotl(_ x: UInt32, _ n: UInt32) -> UInt32 { x << n | x >> (32 - n) }
        // §5.3.1: the initial hash value.
        var hash: [UInt32] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0]
        let bytes = padded(message, bigEndianLength: true)
        for start in stride(from: 0, to: bytes.count, by: 64) {
            // 1. The message schedule.
            var w = bigEndianWords(bytes, at: start)
            for t in 16..<80 { w.append(rotl(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1)) }
            // 2. Eighty rounds, with §4.1.1's function and §4.2.1's constant for each twenty.
            var (a, b, c, d, e) = (hash[0], hash[1], hash[2], hash[3], hash[4])
            for t in 0..<80 {
                let (f, k): (UInt32, UInt32) = switch t {
                case 0..<20: ((b & c) ^ (~b & d), 0x5a827999)
                case 20..<40: (b ^ c ^ d, 0x6ed9eba1)
                case 40..<60: ((b & c) ^ (b & d) ^ (c & d), 0x8f1bbcdc)
                default: (b ^ c ^ d, 0xca62c1d6)
                }
                let temp = rotl(a, 5) &+ f &+ e &+ k &+ w[t]
                (e, d, c, b, a) = (d, c, rotl(b, 30), a, temp)
            }
            // 3. The intermediate hash value.
            for (index, value) in [a, b, c, d, e].enumerated() { hash[index] = hash[index] &+ value }
        }
        return bigEndianBytes(hash)
    }
}

/// MD5 (RFC 1321 §3).
enum MessageDigest5 {
    /// §3.4: the per-round left rotations.
    static let shifts: [UInt32] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]

    /// §3.4: T[i] = the integer part of 2^32 × |sin(i + 1)|, computed as the RFC defines it.
    static let sines: [UInt32] = (0..<64).map { UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296)) }

    /// MD5 of `message`.
    static func digest(_ message: [UInt8]) -> [UInt8] {
        func rotl(_ x: UInt32, _ n: UInt32) -> UInt32 { x << n | x >> (32 - n) }
        // §3.3: the initial buffer.
        var state: [UInt32] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]
        let bytes = SHA2.padded(message, bigEndianLength: false)
        for start in stride(from: 0, to: bytes.count, by: 64) {
            // 1. The block as sixteen little-endian words.
            let x: [UInt32] = (0..<16).map { word in
                (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[start + 4 * word + $1]) << UInt32(8 * $1) }
            }
            // 2. Four rounds of sixteen operations, each round with its own function and word order.
            var (a, b, c, d) = (state[0], state[1], state[2], state[3])
            for i in 0..<64 {
                let (f, g): (UInt32, Int) = switch i {
                case 0..<16: ((b & c) | (~b & d), i)
                case 16..<32: ((b & d) | (c & ~d), (5 * i + 1) % 16)
                case 32..<48: (b ^ c ^ d, (3 * i + 5) % 16)
                default: (c ^ (b | ~d), (7 * i) % 16)
                }
                let shift = shifts[(i / 16) * 4 + i % 4]
                let rotated = rotl(a &+ f &+ sines[i] &+ x[g], shift)
                (a, b, c, d) = (d, b &+ rotated, b, c)
            }
            // 3. Add the block's result to the buffer.
            for (index, value) in [a, b, c, d].enumerated() { state[index] = state[index] &+ value }
        }
        // §3.5: the buffer's words, low-order byte first.
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(8 * $0)) } }
    }
}

import Foundation
