// UIKit names that SwiftUI view code uses beside its views: representables shown as
// placeholders sized as the proposal, and the app, device and image stand-ins.
import Arrange
import ArrangeUIKit
import Foundation
import Testing

private struct NotesField: UIViewRepresentable {
    final class Coordinator: NSObject, UITextViewDelegate {}

    func makeUIView(context: Context) -> UITextView { UITextView() }
    func updateUIView(_ uiView: UITextView, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator() }
}

private struct PhotoPicker: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
}

@Suite("UIKit stand-ins")
@MainActor
struct UIKitStandInTests {
    @Test func aRepresentableTakesTheProposalAndNamesItsUIKitType() {
        let view = VStack(spacing: 0) {
            NotesField().frame(height: 100).id("notes")
            PhotoPicker().id("picker")
        }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 300, height: 400))
        #expect(layout.frame(of: "notes") == CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(layout.frame(of: "picker") == CGRect(x: 0, y: 100, width: 300, height: 300))
        #expect(NotesField().body.typeName == "UITextView")
        #expect(PhotoPicker().body.typeName == "UIImagePickerController")
    }

    @Test func aRepresentableAtItsIdealSizeIsAColorsIdealSize() {
        let layout = ViewLayout(NotesField().fixedSize().id("notes"), proposal: ProposedViewSize(width: 300, height: 400))
        #expect(layout.frame(of: "notes")?.size == RepresentablePlaceholder.idealSize)
        #expect(RepresentablePlaceholder.idealSize == CGSize(width: 10, height: 10))
    }

    @Test func theAppAndDeviceAreAnIdleIPhone() {
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.systemVersion == "17.0")
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(UIApplication.shared.windows.isEmpty)
        #expect(UIApplication.shared.canOpenURL(URL(string: "https://example.com")!) == false)
        var opened: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!) { opened = $0 }
        #expect(opened == false)
    }

    @Test func aUIImageIsTheImageOfItsNameOrSymbol() throws {
        #expect(Image(uiImage: try #require(UIImage(systemName: "star"))) == Image(systemName: "star"))
        #expect(Image(uiImage: try #require(UIImage(named: "header"))) == Image("header"))
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        let layout = ViewLayout(Image(uiImage: UIImage()).id("empty"), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(layout.frame(of: "empty")?.size == .zero)
    }
}
