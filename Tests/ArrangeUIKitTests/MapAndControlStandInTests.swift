// MapKit's and UIKit's names that real map screens spell: a map reader around a map, a UIKit
// map's delegate building annotation views with a callout button, and images in models.
import Arrange
import ArrangeUIKit
import Foundation
import Testing

@Suite("Map and control stand-ins")
@MainActor
struct MapAndControlStandInTests {
    struct Places: View {
        @State var tapped: CLLocationCoordinate2D?
        var body: some View {
            MapReader { proxy in
                Map(initialPosition: .region(MKCoordinateRegion(
                    center: CLLocationCoordinate2D(latitude: 56, longitude: -3),
                    span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10))))
                {
                    ForEach(["Edinburgh"], id: \.self) { name in
                        Annotation(name, coordinate: CLLocationCoordinate2D(latitude: 56, longitude: -3)) {
                            Image(systemName: "star.circle")
                        }
                    }
                }
                .mapStyle(tapped == nil ? .standard : .hybrid)
                .onTapGesture { position in tapped = proxy.convert(position, from: .local) }
            }
            .id("reader")
        }
    }

    @Test func aMapReaderLaysOutAsItsMapTakingTheProposal() {
        let layout = ViewLayout(Places(), proposal: ProposedViewSize(width: 300, height: 200))
        #expect(layout.frame(of: "reader") == CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test func aPlaceholderMapConvertsNoPoint() {
        var handed: MapProxy?
        _ = MapReader { proxy in
            handed = proxy
            return Color.red
        }
        #expect(handed?.convert(CGPoint(x: 1, y: 2), from: .local) == nil)
    }

    @Test func aUIKitMapKeepsItsAnnotationsAndCentre() {
        let map = MKMapView()
        let pin = MKPointAnnotation()
        let other = MKPointAnnotation()
        map.addAnnotations([pin, other])
        map.removeAnnotations([pin])
        #expect(map.annotations.count == 1 && map.annotations.first === other)
        map.centerCoordinate = CLLocationCoordinate2D(latitude: 1, longitude: 2)
        #expect(map.region.center.latitude == 1 && map.region.center.longitude == 2)
        #expect(map.dequeueReusableAnnotationView(withIdentifier: "pin") == nil)
        let view = MKPinAnnotationView(annotation: pin, reuseIdentifier: "pin")
        view.rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
        #expect((view.rightCalloutAccessoryView as? UIButton)?.buttonType == .detailDisclosure)
        #expect(view.annotation === pin)
    }

    @Test func imagesAreEqualWhenTheyAreTheSameObject() {
        struct Photo: Hashable { var image: UIImage? }
        let image = UIImage()
        #expect(Photo(image: image) == Photo(image: image))
        #expect(Photo(image: image) != Photo(image: UIImage()))
        #expect(Set([image, image]).count == 1)
    }

    @Test func anImageContextDrawsNothingAndGivesAnEmptyImage() {
        let photo = UIImage()
        UIGraphicsBeginImageContext(CGSize(width: 20, height: 10))
        photo.draw(at: .zero)
        let redrawn = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(redrawn?.size == .zero)
    }

    final class SampleAppDelegate: UIResponder, UIApplicationDelegate {
        let stack = "in memory"
    }

    @Test func theAppsDelegateIsMadeOnceWhenFirstRead() {
        UIApplication.makeDelegate = { SampleAppDelegate() }
        let first = UIApplication.shared.delegate as? SampleAppDelegate
        #expect(first?.stack == "in memory")
        #expect(UIApplication.shared.delegate === first)
    }
}
