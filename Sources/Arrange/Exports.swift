// SwiftUI makes CGFloat, CGSize, CGPoint and CGRect available with `import SwiftUI` alone; so
// does Arrange, so that snippets compile with `import Arrange` in its place.
@_exported import Foundation
