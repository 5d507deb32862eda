@testable import ArrangeSnippet
import Testing

/// Issue 10 item 10: an error naming SwiftUI API that Arrange lacks says so, and notes pointing
/// into Arrange's own sources are not shown.
@Suite("Missing API hints")
struct MissingAPIHintTests {
    @Test func aSwiftUITypeOrModifierArrangeLacksIsNamedWithItsFramework() {
        #expect(MissingAPIHint.hint(forError: "cannot find 'NavigationSplitView' in scope")
            == "`NavigationSplitView` is SwiftUI API that Arrange does not provide yet; see docs/compatibility.md")
        #expect(MissingAPIHint.missingName(in: "cannot find type 'PreviewProvider' in scope")?.name == "PreviewProvider")
        #expect(MissingAPIHint.missingName(in: "value of type 'some View' has no member 'navigationTitle'")?.name == "navigationTitle")
        #expect(MissingAPIHint.missingName(in: "value of type 'ModifiedContent<Text, _PaddingLayout>' has no member 'badge'")?.name == "badge")
        #expect(MissingAPIHint.missingName(in: "type 'Font' has no member 'largeTitle'")?.name == "Font.largeTitle")
        #expect(MissingAPIHint.hint(forError: "cannot find 'UIScreen' in scope")
            == "`UIScreen` is UIKit API that Arrange does not provide yet; see docs/compatibility.md")
        #expect(MissingAPIHint.hint(forError: "no such module 'SwiftData'")
            == "`SwiftData` is an Apple framework that Arrange does not provide yet; see docs/compatibility.md")
    }

    @Test func namesTheUsersOtherFilesDeclareGetNoHint() {
        #expect(MissingAPIHint.hint(forError: "cannot find 'ArticleRow' in scope") == nil)
        #expect(MissingAPIHint.hint(forError: "cannot find type 'ToDoItem' in scope") == nil)
        // An extension the app declares elsewhere, on a SwiftUI type.
        #expect(MissingAPIHint.hint(forError: "type 'Color' has no member 'pillColor'") == nil)
        // A listed member on the app's own type is the app's.
        #expect(MissingAPIHint.hint(forError: "value of type 'Article' has no member 'title'") == nil)
        #expect(MissingAPIHint.hint(forError: "no such module 'KeychainAccess'") == nil)
        #expect(MissingAPIHint.hint(forError: "cannot convert value of type 'Int' to expected argument type 'String'") == nil)
    }

    @Test func notesIntoArrangesSourcesAreLeftOutAndTheHintFollowsItsError() {
        let output = """
            card.swift:4:9: error: cannot find 'NavigationSplitView' in scope
                    NavigationSplitView {
                    ^~~~~~~~~~~~~~~~~~~
            card.swift:6:19: error: no exact matches in call to initializer
                    Color(white: "x")
                          ^
            /work/main/Sources/Arrange/Views/Color.swift:19:12: note: 'init(white:opacity:)' declared here
                public init(white: Double, opacity: Double = 1) {
                       ^
            card.swift:7:3: note: candidate expects value of type 'Int'
            """
        let shown = SnippetCompiler.userFacing(output, sourcePath: "card.swift")
        #expect(shown == """
            card.swift:4:9: error: cannot find 'NavigationSplitView' in scope
                    NavigationSplitView {
                    ^~~~~~~~~~~~~~~~~~~
            card.swift:4:9: note: `NavigationSplitView` is SwiftUI API that Arrange does not provide yet; see docs/compatibility.md
            card.swift:6:19: error: no exact matches in call to initializer
                    Color(white: "x")
                          ^
            card.swift:7:3: note: candidate expects value of type 'Int'
            """)
        #expect(!shown.contains("Sources/Arrange"))
    }

    @Test func theListHasEachFrameworksNamesOnce() {
        #expect(AppleFrameworkNames.framework(declaring: "Text") == "SwiftUI")
        #expect(AppleFrameworkNames.framework(declaring: "UIColor") == "UIKit")
        #expect(AppleFrameworkNames.framework(declaring: "AnyCancellable") == "Combine")
        #expect(AppleFrameworkNames.framework(declaringMember: "padding") == "SwiftUI")
        #expect(AppleFrameworkNames.framework(declaringMember: "systemGray5") == "UIKit")
        #expect(AppleFrameworkNames.framework(declaring: "ArticleRow") == nil)
    }
}
