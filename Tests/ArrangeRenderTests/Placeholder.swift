import Testing
@testable import ArrangeRender

