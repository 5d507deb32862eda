// CryptoKit's digests are computed for real: each expected value is a published test vector.
import ArrangeCryptoKit
import Foundation
import Testing

@Suite("CryptoKit digests")
struct CryptoKitDigestTests {
    func hex<D: Digest>(_ digest: D) -> String { digest.map { String(format: "%02x", $0) }.joined() }

    // FIPS 180-2, Appendix B.1 and B.2 (the one-block "abc" and the two-block 448-bit message).
    @Test func sha256MatchesTheFIPSExamples() {
        #expect(hex(SHA256.hash(data: Data("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.hash(data: Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // The empty message: the value every SHA-256 implementation publishes.
        #expect(hex(SHA256.hash(data: Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    // FIPS 180-2, Appendix A.1 and A.2.
    @Test func sha1MatchesTheFIPSExamples() {
        #expect(hex(Insecure.SHA1.hash(data: Data("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(Insecure.SHA1.hash(data: Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
    }

    // RFC 1321, section A.5 ("MD5 test suite").
    @Test func md5MatchesTheRFCTestSuite() {
        #expect(hex(Insecure.MD5.hash(data: Data())) == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(hex(Insecure.MD5.hash(data: Data("abc".utf8))) == "900150983cd24fb0d6963f7d28e17f72")
        #expect(hex(Insecure.MD5.hash(data: Data("message digest".utf8))) == "f96b697d7cb7938d525a2f31aaf161d0")
        #expect(hex(Insecure.MD5.hash(data: Data("12345678901234567890123456789012345678901234567890123456789012345678901234567890".utf8)))
                == "57edf4a22be3c955ac49da2e2107b67a")
    }

    @Test func feedingInPiecesGivesTheDigestOfTheWhole() {
        var function = SHA256()
        function.update(data: Data("ab".utf8))
        function.update(data: Data("c".utf8))
        #expect(function.finalize() == SHA256.hash(data: Data("abc".utf8)))
        #expect(SHA256.hash(data: Data("abc".utf8)).description.hasPrefix("SHA256 digest: ba7816bf"))
    }
}
