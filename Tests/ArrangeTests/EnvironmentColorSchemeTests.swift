@testable import Arrange
import Foundation
import Testing

/// The colour scheme is a field of the environment's shared storage (read for every node made):
/// it is copied on write like every other value.
@Suite("Environment: the colour scheme is a value of its own")
struct EnvironmentColorSchemeTests {
    /// Setting the scheme on a copy leaves the environment it was copied from as it was.
    @Test func settingTheColorSchemeOnACopyLeavesTheOriginal() {
        let original = EnvironmentValues()
        var copy = original
        copy.colorScheme = .dark
        #expect(original.colorScheme == .light)
        #expect(copy.colorScheme == .dark)
        // A copy made after the change keeps it, and other values stay shared as they were.
        var later = copy
        later.lineLimit = 2
        #expect(later.colorScheme == .dark)
        #expect(copy.lineLimit == nil)
    }
}
