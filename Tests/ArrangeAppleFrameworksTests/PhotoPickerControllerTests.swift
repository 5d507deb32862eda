// PhotosUI's UIKit picker as apps wrap it in a representable: at rest it is not shown, nothing
// is picked, and an item provider holds no item.
import Arrange
import ArrangePhotosUI
import ArrangeUIKit
import Foundation
import Testing

/// The picker wrapped as apps wrap it.
private struct ImagePicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?

    func makeUIViewController(context: Context) -> PHPickerViewController {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, PHPickerViewControllerDelegate {
        let parent: ImagePicker
        init(_ parent: ImagePicker) { self.parent = parent }

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            picker.dismiss(animated: true)
            guard let provider = results.first?.itemProvider, provider.canLoadObject(ofClass: UIImage.self) else { return }
            provider.loadObject(ofClass: UIImage.self) { image, _ in self.parent.image = image as? UIImage }
        }
    }
}

@Suite("PhotosUI's picker controller at rest")
@MainActor
struct PhotoPickerControllerTests {
    @Test func aWrappedPickerIsItsPlaceholderSizedAsProposed() {
        let layout = ViewLayout(ImagePicker(image: .constant(nil)).frame(height: 400).id("picker"), proposal: ProposedViewSize(width: 390, height: 844))
        #expect(layout.frame(of: "picker")?.size == CGSize(width: 390, height: 400))
        #expect(ImagePicker(image: .constant(nil)).body.typeName == "PHPickerViewController")
    }

    @Test func nothingIsPickedAndAProviderHoldsNoItem() {
        var configuration = PHPickerConfiguration()
        configuration.selectionLimit = 3
        let picker = PHPickerViewController(configuration: configuration)
        #expect(picker.configuration.selectionLimit == 3 && picker.configuration.filter == nil)
        let provider = NSItemProvider()
        #expect(!provider.canLoadObject(ofClass: UIImage.self))
        var answered: (object: (any NSItemProviderReading)?, error: (any Error)?)?
        provider.loadObject(ofClass: UIImage.self) { answered = ($0, $1) }
        #expect(answered?.object == nil && answered?.error != nil)
    }
}
