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

private struct LandmarkMap: UIViewRepresentable {
    var coordinate: CLLocationCoordinate2D
    func makeUIView(context: Context) -> MKMapView { MKMapView(frame: .zero) }
    func updateUIView(_ view: MKMapView, context: Context) {
        view.setRegion(MKCoordinateRegion(center: coordinate, span: MKCoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.02)), animated: true)
    }
}

@Suite("MapKit and CoreLocation stand-ins")
@MainActor
struct MapStandInTests {
    private let park = CLLocationCoordinate2D(latitude: 60, longitude: 10)

    @Test func mapsArePlaceholdersSizedAsTheProposal() {
        @State var region = MKCoordinateRegion(center: park, latitudinalMeters: 1_000, longitudinalMeters: 1_000)
        let view = VStack(spacing: 0) {
            Map(coordinateRegion: $region).frame(height: 100).id("old")
            Map(initialPosition: .region(region)) {
                Marker("Park", coordinate: park)
                Annotation("Gate", coordinate: park) { Circle().frame(width: 8, height: 8) }
            }
            .id("new")
            LandmarkMap(coordinate: park).frame(height: 50).id("uikit")
        }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 300, height: 400))
        #expect(layout.frame(of: "old") == CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(layout.frame(of: "new") == CGRect(x: 0, y: 100, width: 300, height: 250))
        #expect(layout.frame(of: "uikit") == CGRect(x: 0, y: 350, width: 300, height: 50))
        #expect(Map(coordinateRegion: $region).body.typeName == "Map")
        #expect(LandmarkMap(coordinate: park).body.typeName == "MKMapView")
    }

    @Test func regionsAndDistancesAreComputedOnASphere() {
        // 1 km of latitude is 1/111 of a degree; at 60° a degree of longitude is half as long.
        let region = MKCoordinateRegion(center: park, latitudinalMeters: 1_110, longitudinalMeters: 1_110)
        #expect(abs(region.span.latitudeDelta - 0.01) < 1e-9)
        #expect(abs(region.span.longitudeDelta - 0.02) < 1e-9)
        // One degree of latitude on a 6,371 km sphere: 111.195 km.
        let north = CLLocation(latitude: 61, longitude: 10)
        #expect(abs(CLLocation(latitude: 60, longitude: 10).distance(from: north) - 111_195) < 1)
        #expect(CLLocationManager().location == nil)
        #expect(CLLocationCoordinate2DIsValid(park))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 0)))
    }

    @Test func theSpellCheckerFindsNoMisspelledWord() {
        let checker = UITextChecker()
        let word = "scrambel"
        let range = checker.rangeOfMisspelledWord(
            in: word, range: NSRange(location: 0, length: word.utf16.count), startingAt: 0, wrap: false, language: "en")
        #expect(range.location == NSNotFound && range.length == 0)
        #expect(checker.guesses(forWordRange: range, in: word, language: "en") == [])
        #expect(UITextChecker.availableLanguages == ["en_US"])
    }
}
