// UIKit brings Foundation with it (`Bundle`, `URL`, `Data` compile in a file that imports UIKit
// alone), and so does ArrangeUIKit, which a snippet's `import UIKit` becomes.
@_exported import Foundation
