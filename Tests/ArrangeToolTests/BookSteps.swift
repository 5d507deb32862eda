// The book's numbered steps (ArrangeTestSupport's BookSteps, which Tests/ArrangeTests checks
// in-process), checked here through the commands and the `arrange` executable.
import ArrangeTestSupport

/// The book's worked examples as a snippet file: two previews with the book's code.
enum BookSnippet {
    /// Text sizes the book assumes, as `--assume-text` values.
    static let assumedText = ["--assume-text", "Favorite=51x17", "--assume-text", "Hello, World!=76x17"]

    static let source = """
        import SwiftUI

        #Preview("Favorite") {
            Text("Favorite")
                .id("text")
                .padding(10)
                .background(Color.teal)
        }

        #Preview("Flexible") {
            Text("Hello, World!")
                .frame(minWidth: 0, maxWidth: .infinity)
                .id("frame")
                .background(Color.teal)
                .padding(10)
        }

        struct Badge: View {
            var label = "New"
            var body: some View {
                Text(label).padding(4).background(Color.orange)
            }
        }

        Text("Bare")
            .padding(6)
        """

    static let favoriteEnglish = BookSteps.favoriteEnglish

    static let favoriteKorean = BookSteps.favoriteKorean

    static let flexibleEnglish = BookSteps.flexibleFrameEnglish

    /// The numbered sizing steps under `heading` in `arrange explain` output for the view
    /// `name`: the lines "1. …" after the view's heading line and the pass heading, without numbers.
    static func sizingSteps(in output: String, view name: String, heading: String) -> [String] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(name + ":") }),
            let sizing = lines[start...].firstIndex(of: heading)
        else { return [] }
        var steps: [String] = []
        var expected = 1
        for line in lines[(sizing + 1)...] {
            guard line.hasPrefix("\(expected). ") else { break }
            steps.append(String(line.dropFirst("\(expected). ".count)))
            expected += 1
        }
        return steps
    }
}
