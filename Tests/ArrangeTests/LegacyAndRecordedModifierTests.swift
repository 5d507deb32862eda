// Old spellings mapped onto the modifiers that replaced them, and modifiers whose effect shows
// only as the view changes (focus, matched geometry, scroll position), recorded at rest.
import Arrange
import Foundation
import Testing

@Suite("Old spellings and recorded modifiers")
@MainActor
struct LegacyAndRecordedModifierTests {
    private let screen = ProposedViewSize(width: 390, height: 844)

    private func frames(_ view: some View) -> [CGRect?] {
        ViewLayout(view, proposal: screen).nodes.map(\.frame)
    }

    @Test func navigationBarTitleLaysOutAsNavigationTitleWithItsDisplayMode() {
        let old = NavigationStack { Color.red.navigationBarTitle("Inbox", displayMode: .inline) }
        let new = NavigationStack { Color.red.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }
        #expect(frames(old) == frames(new))
        let large = NavigationStack { Color.red.navigationBarTitle(Text("Inbox")) }
        #expect(frames(large) == frames(NavigationStack { Color.red.navigationTitle(Text("Inbox")) }))
        // A large title pushes the content further down than an inline one.
        let top = { (view: any View) in ViewLayout(AnyView(view), proposal: screen).frame(of: "body")?.minY ?? -1 }
        let inlineTop = top(NavigationStack { Text("Body").id("body").navigationBarTitle("Inbox", displayMode: .inline) })
        let largeTop = top(NavigationStack { Text("Body").id("body").navigationBarTitle("Inbox") })
        #expect(inlineTop > 0)
        #expect(largeTop > inlineTop)
    }

    @Test func navigationBarItemsAreToolbarItemsAtTheBarsEdges() {
        let old = NavigationStack { Color.red.navigationBarItems(leading: Text("Edit"), trailing: Text("Add")) }
        let new = NavigationStack {
            Color.red.toolbar {
                ToolbarItem(placement: .navigationBarLeading) { Text("Edit") }
                ToolbarItem(placement: .navigationBarTrailing) { Text("Add") }
            }
        }
        #expect(frames(old) == frames(new))
    }

    @Test func edgesIgnoringSafeAreaIsIgnoresSafeArea() {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let layout = { (view: any View) in ViewLayout(AnyView(view), proposal: screen, safeAreaInsets: insets) }
        let old = layout(ZStack { Color.blue.id("fill").edgesIgnoringSafeArea(.top) })
        let new = layout(ZStack { Color.blue.id("fill").ignoresSafeArea(.all, edges: .top) })
        #expect(old.frame(of: "fill") == new.frame(of: "fill"))
        // Under the top inset (from y 0), above the bottom one (844 − 34).
        #expect(old.frame(of: "fill") == CGRect(x: 0, y: 0, width: 390, height: 810))
        // On every edge: the whole screen, under both insets.
        let all = layout(ZStack { Color.blue.id("fill").edgesIgnoringSafeArea(.all) })
        #expect(all.frame(of: "fill") == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func oldAccessibilityFormsRecordTheNewModifiers() {
        let old = Color.red.frame(width: 10, height: 10).accessibility(label: Text("Close")).accessibility(hidden: false)
        let new = Color.red.frame(width: 10, height: 10).accessibilityLabel(Text("Close")).accessibilityHidden(false)
        let records = { (view: any View) in ViewLayout(AnyView(view), proposal: screen).nodes.flatMap(\.modifiers).map(\.description) }
        #expect(records(old) == records(new))
        #expect(records(old).count == 2)
    }

    @Test func focusMatchedGeometryAndScrollPositionAreRecordedAndMoveNothing() {
        @FocusState var focused: Bool
        @Namespace var namespace
        let plain = Color.red.frame(width: 40, height: 20).id("box")
        let recorded = Color.red.frame(width: 40, height: 20)
            .matchedGeometryEffect(id: "card", in: namespace)
            .focused($focused)
            .scrollPosition(id: .constant(Int?.none))
            .compositingGroup()
            .actionSheet(isPresented: .constant(false)) { ActionSheet(title: Text("Share")) }
            .id("box")
        let layout = ViewLayout(recorded, proposal: screen)
        #expect(layout.frame(of: "box") == ViewLayout(plain, proposal: screen).frame(of: "box"))
        #expect(layout.nodes.flatMap(\.modifiers).map(\.name) == [
            "matchedGeometryEffect", "focused", "scrollPosition", "compositingGroup", "actionSheet",
        ])
    }

    @Test func editModeIsInactiveAndANavigationPathCountsItsValues() {
        struct EditingWidth: View {
            @Environment(\.editMode) private var editMode
            var body: some View { Color.red.frame(width: editMode?.wrappedValue.isEditing == true ? 80 : 40, height: 10).id("row") }
        }
        #expect(ViewLayout(EditingWidth(), proposal: screen).frame(of: "row")?.width == 40)
        let editing = EditingWidth().environment(\.editMode, .constant(.active))
        #expect(ViewLayout(editing, proposal: screen).frame(of: "row")?.width == 80)
        var path = NavigationPath()
        path.append(3)
        path.append("detail")
        #expect(path.count == 2)
        path.removeLast(5)
        #expect(path.isEmpty)
    }

    @Test func aSpringWithoutArgumentsIsTheResponseAndDampingSpring() {
        // `.spring()` and `.interactiveSpring()` compile (two forms have all-default arguments).
        #expect(Animation.spring().description == "spring(response: 0.5, dampingFraction: 0.825)")
        #expect(Animation.interactiveSpring() == Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        #expect(Animation.spring(duration: 0.3) != Animation.spring())
    }

    @Test func aLoggerTakesPrivacyInterpolationsAndLogsNothing() {
        let logger = Logger(subsystem: "app", category: "view")
        let name = "Robin"
        logger.debug("loaded \(name, privacy: .public) with \(3) birds")
        let message: OSLogMessage = "loaded \(name, privacy: .private(mask: .hash))"
        #expect(message.text == "loaded Robin")
    }
}
