import Foundation
import Testing

@testable import Arrange

/// Facts about types are worked out once per type (`TypeTable`), and the environment-reading
/// properties of a view type are found from its metadata (`EnvironmentFields`).
@Suite("Facts about types, worked out once")
struct TypeTableTests {
    struct Plain { var width = 1.0; var name = "plain" }
    struct Reading {
        var count = 3
        @Environment(\.layoutDirection) var direction
        @Environment(\.colorScheme) var scheme
    }

    @Test func aValueIsMadeOncePerTypeAndForgottenWhenSetToNil() {
        let table = TypeTable<Int>()
        var made = 0
        #expect(table.value(for: Plain.self) { made += 1; return 7 } == 7)
        #expect(table.value(for: Plain.self) { made += 1; return 8 } == 7)
        #expect(made == 1)
        #expect(table[Reading.self] == nil)
        table[Plain.self] = nil
        #expect(table[Plain.self] == nil)
    }

    @Test func environmentPropertiesAreFoundFromTheTypesFieldsAndGetTheBodysEnvironment() {
        #expect(EnvironmentFields.of(Plain.self).isEmpty)
        #expect(!EnvironmentFields.of(Reading.self).isEmpty)
        // Installing reaches both wrappers of a value, read in place.
        let reading = Reading()
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        environment.colorScheme = .dark
        EnvironmentFields.of(Reading.self).install(environment, in: reading)
        #expect(reading.direction == .rightToLeft)
        #expect(reading.scheme == .dark)
    }
}
