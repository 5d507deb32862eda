import Testing
@testable import ArrangeText

