import Testing
@testable import ArrangeTool

