import Foundation
import Testing

@testable import Arrange

/// iOS 18's sections and container values: `Group(sections:)` and `ForEach(sections:)` cut a
/// view's content into its `Section`s (a run of views outside any section is one section of
/// content only), and `containerValue(_:_:)` hands values to the container reading
/// `Subview.containerValues` or `SectionConfiguration.containerValues`.
@Suite struct SectionsAndContainerValuesTests {
    /// What `@Entry var isPinned = false` in an `extension ContainerValues` expands to.
    enum PinnedKey: ContainerValueKey {
        static let defaultValue = false
    }

    /// A board laying each section out as a column: its header above its content above its
    /// footer, the columns side by side (the idiom of iOS 18's custom containers).
    struct Board<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            HStack(alignment: .top, spacing: 10) {
                ForEach(sections: content) { section in
                    VStack(spacing: 0) {
                        section.header
                        section.content
                        section.footer
                    }
                }
            }
        }
    }

    @Test func eachSectionIsOneColumnAndLooseViewsMakeASectionOfTheirOwn() {
        let layout = ViewLayout(
            Board {
                Section {
                    Color.red.frame(width: 20, height: 20).id("a1")
                    Color.red.frame(width: 20, height: 20).id("a2")
                } header: {
                    Color.gray.frame(width: 20, height: 5).id("a-header")
                }
                Color.blue.frame(width: 30, height: 30).id("loose")
                Section {
                    ForEach(0..<2) { i in Color.green.frame(width: 40, height: 10).id("b\(i)") }
                } footer: {
                    Color.gray.frame(width: 40, height: 5).id("b-footer")
                }
            }, proposal: .unspecified)
        #expect(layout.frame(of: "a-header") == CGRect(x: 0, y: 0, width: 20, height: 5))
        #expect(layout.frame(of: "a1") == CGRect(x: 0, y: 5, width: 20, height: 20))
        #expect(layout.frame(of: "a2") == CGRect(x: 0, y: 25, width: 20, height: 20))
        #expect(layout.frame(of: "loose") == CGRect(x: 30, y: 0, width: 30, height: 30))
        #expect(layout.frame(of: "b0") == CGRect(x: 70, y: 0, width: 40, height: 10))
        #expect(layout.frame(of: "b1") == CGRect(x: 70, y: 10, width: 40, height: 10))
        #expect(layout.frame(of: "b-footer") == CGRect(x: 70, y: 20, width: 40, height: 5))
        #expect(layout.size == CGSize(width: 110, height: 45))
    }

    @Test func groupSectionsCountsTheSectionsAndTheirParts() {
        var parts: [[Int]] = []
        let layout = ViewLayout(
            VStack(spacing: 0) {
                Group(sections: Group {
                    Color.blue.frame(width: 10, height: 10)
                    Section("Fruit") {
                        Color.red.frame(width: 10, height: 10)
                        Color.red.frame(width: 10, height: 10)
                    }
                }) { sections in
                    let _ = parts = sections.map { [$0.header.count, $0.content.count, $0.footer.count] }
                    // Only the last section's content is shown.
                    sections.last?.content
                }
            }, proposal: .unspecified)
        #expect(parts == [[0, 1, 0], [1, 2, 0]])
        #expect(layout.size == CGSize(width: 10, height: 20))
    }

    @Test func aContainerValueSetOnAViewIsReadFromItsSubview() {
        let layout = ViewLayout(
            VStack(spacing: 0) {
                ForEach(subviews: Group {
                    Text("Inbox").id("inbox")
                    Text("Pinned").containerValue(\.isPinned, true).id("pinned")
                }) { subview in
                    subview.frame(width: subview.containerValues.isPinned ? 120 : 60, alignment: .leading)
                }
            }, proposal: .unspecified)
        #expect(layout.size.width == 120)
        #expect(layout.frame(of: "inbox")?.minX == 30, "an unpinned row is 60 wide, centred in the 120-point stack")
        #expect(layout.frame(of: "pinned")?.minX == 0)
    }

    @Test func aContainerValueOnASectionIsTheSectionsOwn() {
        var pinned: [Bool] = []
        var rowsPinned: [Bool] = []
        _ = ViewLayout(
            Group(sections: Group {
                Section { Text("Today") }.containerValue(\.isPinned, true)
                Section {
                    Text("Later").containerValue(\.isPinned, true)
                    Text("Someday")
                }
            }) { sections in
                let _ = pinned = sections.map(\.containerValues.isPinned)
                let _ = rowsPinned = sections.flatMap { $0.content.map(\.containerValues.isPinned) }
                EmptyView()
            }, proposal: .unspecified)
        // A value set on one row of a section is that row's, not the section's.
        #expect(pinned == [true, false])
        #expect(rowsPinned == [true, true, false])
    }

    /// Regression: a `ForEach(subviews:)` inside a lazy stack gave no rows (its subviews were
    /// counted only when built eagerly).
    @Test func forEachSubviewsInALazyStackFindsItsSubviews() {
        let layout = ViewLayout(
            LazyVStack(spacing: 0) {
                ForEach(subviews: Group {
                    Color.red.frame(width: 10, height: 10).id("first")
                    Color.blue.frame(width: 10, height: 10).id("second")
                }) { subview in
                    subview.padding(5)
                }
            }, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(layout.frame(of: "first")?.size == CGSize(width: 10, height: 10))
        #expect(layout.frame(of: "first")?.minY == 5)
        #expect(layout.frame(of: "second")?.minY == 25)
    }
}

extension ContainerValues {
    /// Whether a row is pinned (what `@Entry var isPinned = false` declares).
    var isPinned: Bool {
        get { self[SectionsAndContainerValuesTests.PinnedKey.self] }
        set { self[SectionsAndContainerValuesTests.PinnedKey.self] = newValue }
    }
}
