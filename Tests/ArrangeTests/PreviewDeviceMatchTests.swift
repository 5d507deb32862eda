// Which device a preview's `previewDevice(_:)` is drawn on. Screen sizes of the other iPhones
// from Apple's Human Interface Guidelines, Layout ("Device screen sizes and orientations").
import Arrange
import Foundation
import Testing

@Suite("Preview devices")
struct PreviewDeviceMatchTests {
    /// The device `name` is drawn on when its screen is that device's, else `nil`.
    private func exactly(_ name: String) -> Device? {
        guard let match = PreviewDeviceMatch(name), match.namedScreen == nil else { return nil }
        return match.device
    }

    @Test func xcodesNamesOfTheKnownDevicesAreThoseDevicesExactly() {
        #expect(exactly("iPhone SE (3rd generation)") == .iPhoneSE)
        #expect(exactly("iPhone 15") == .iPhone15)
        #expect(exactly("iPhone 15 Pro") == .iPhone15Pro)
        #expect(exactly("iPhone 15 Pro Max") == .iPhone15ProMax)
        // Arrange's own spellings, as --device takes them.
        #expect(PreviewDeviceMatch("iphone-se")?.device == .iPhoneSE)
    }

    @Test func anotherIPhoneIsTheKnownDeviceNearestInScreenSize() {
        // The 14 Pro and the 16 have the 15 Pro's 393 × 852: the same screen, no note.
        #expect(exactly("iPhone 14 Pro") == .iPhone15Pro)
        #expect(exactly("iPhone 16") == .iPhone15Pro)
        // The SE (2nd generation) and the 8 have the SE's 375 × 667.
        #expect(exactly("iPhone SE (2nd generation)") == .iPhoneSE)
        #expect(PreviewDeviceMatch("iPhone 8")?.device == .iPhoneSE)
        // 390 × 844 is 3 + 8 from both 393 × 852 phones: the default among equals.
        let fourteen = PreviewDeviceMatch("iPhone 14")
        #expect(fourteen?.device == .iPhone15Pro)
        #expect(fourteen?.namedScreen == CGSize(width: 390, height: 844))
        // 428 × 926 and 440 × 956 are nearest the Pro Max's 430 × 932.
        #expect(PreviewDeviceMatch("iPhone 13 Pro Max")?.device == .iPhone15ProMax)
        #expect(PreviewDeviceMatch("iPhone 16 Pro Max")?.device == .iPhone15ProMax)
        // 402 × 874: 9 + 22 from the 15 Pro, 28 + 58 from the Pro Max.
        #expect(PreviewDeviceMatch("iPhone 16 Pro")?.device == .iPhone15Pro)
        // 375 × 812 (12 mini): 18 + 40 from the 15 Pro, 0 + 145 from the SE.
        #expect(PreviewDeviceMatch("iPhone 12 mini")?.device == .iPhone15Pro)
        // 414 × 736 (8 Plus), a home-button phone: 39 + 69 from the SE, 21 + 116 from the 15 Pro.
        #expect(PreviewDeviceMatch("iPhone 8 Plus")?.device == .iPhoneSE)
        // Xcode spells the XR with a small capital R.
        #expect(PreviewDeviceMatch("iPhone Xʀ")?.device == .iPhone15ProMax)
    }

    @Test func namesThatAreNoIPhoneMatchNothing() {
        #expect(PreviewDeviceMatch("iPad Pro (11-inch) (4th generation)") == nil)
        #expect(PreviewDeviceMatch("Mac") == nil)
        #expect(PreviewDeviceMatch("Pixel 8") == nil)
        #expect(PreviewDeviceMatch("") == nil)
    }
}
