// iOS 18's custom containers as app code writes them — `@Entry` container values read from
// `ForEach(sections:)`'s subviews — with a `Transferable` model dragged and dropped, a view
// builder helper spelling `TupleView<(…)>`, angle arithmetic and `withAnimation` completions,
// through the tool.
import ArrangeSnippet
import Foundation
import Testing

@Suite("Sections, container values, transfer and tuple views through the tool", .serialized)
struct LanguageSurfaceToolTests {
    @Test func entriesInContainerValuesBecomeContainerValueKeys() {
        let source = """
            import SwiftUI
            extension ContainerValues {
                @Entry var isWide = false
            }
            """
        let program = SnippetProgram.applying(SnippetScanner.scan(source, path: "values.swift").edits, to: source)
        #expect(program.contains("struct __ArrangeEntryKey_isWide: Arrange.ContainerValueKey { static let defaultValue = false }"))
    }

    @Test func coreTransferableIsArranges() {
        let source = "import Foundation\nimport CoreTransferable\nstruct Note: Codable, Transferable {}\n"
        let program = SnippetProgram.applying(SnippetScanner.scan(source, path: "note.swift").edits, to: source)
        #expect(program.contains("import Arrange\n"))
    }

    @Test func aBoardOfSectionsWithContainerValuesRenders() {
        let file = ArrangeExecutable.write(
            """
            import SwiftUI
            import UniformTypeIdentifiers

            extension ContainerValues {
                @Entry var isWide = false
            }

            struct Chore: Codable, Transferable {
                var title: String
                static var transferRepresentation: some TransferRepresentation {
                    CodableRepresentation(contentType: .json)
                    ProxyRepresentation(exporting: \\.title)
                }
            }

            struct Columns<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    HStack(alignment: .top, spacing: 0) {
                        ForEach(sections: content) { section in
                            VStack(spacing: 0) {
                                section.header
                                ForEach(section.content) { row in
                                    row.frame(width: row.containerValues.isWide ? 120 : 80, height: 20)
                                }
                            }
                        }
                    }
                }
            }

            extension View {
                func labelled(_ note: String?) -> TupleView<(Self, Text?)> {
                    TupleView((self, note.map { Text($0) }))
                }
            }

            struct Board: View {
                @State private var tilt = Angle.degrees(30)
                var body: some View {
                    Columns {
                        Section("To do") {
                            Text("Write").containerValue(\\.isWide, true).id("write")
                            Text("Test").draggable(Chore(title: "Test")).id("test")
                        }
                        Section("Done") {
                            Text("Plan").id("plan")
                        }
                    }
                    .rotationEffect(tilt * 0)
                    .dropDestination(for: Chore.self) { chores, _ in !chores.isEmpty }
                    .onTapGesture {
                        withAnimation(.smooth.logicallyComplete(after: 0.1), completionCriteria: .logicallyComplete) {
                            tilt = tilt / 2
                        } completion: {}
                    }
                    .labelled(nil)
                }
            }
            """, to: "sections-board.swift")
        let result = ArrangeExecutable.run(["frames", file, "--json", "--size", "300x200"])
        #expect(result.status == 0, "\(result.errors)")
        let document = FramesDocument.documents(result.output).first ?? [:]
        let write = FramesDocument.frame(of: "write", in: document), test = FramesDocument.frame(of: "test", in: document)
        let plan = FramesDocument.frame(of: "plan", in: document)
        // The first column is 120 wide (its wide row), the second 80: the rows' centres are 100 apart.
        #expect(abs((plan?.midX ?? 0) - (write?.midX ?? 0) - 100) < 1)
        #expect(abs((test?.midY ?? 0) - (write?.midY ?? 0) - 20) < 1)
        #expect(write?.midX == test?.midX)
    }
}
