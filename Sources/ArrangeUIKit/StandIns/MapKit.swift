import Arrange
import Foundation

// MapKit's names that views use (`import MapKit` is ArrangeUIKit on an iPhone). A map is not
// drawn: `Map` and `MKMapView` show a `RepresentablePlaceholder` naming them, sized as the
// proposal, and their content (markers, annotations) is compiled and not built
// (docs/DIFFERENCES.md, "Stand-ins").

/// A latitude and longitude extent, as MapKit's `MKCoordinateSpan`.
public struct MKCoordinateSpan: Hashable, Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    /// No extent.
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
    /// An extent of `latitudeDelta` by `longitudeDelta` degrees.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A region of the map, as MapKit's `MKCoordinateRegion`.
public struct MKCoordinateRegion: Hashable, Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    /// The empty region at (0, 0).
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }
    /// The region around `center` of `span`.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    /// The region around `center`, `latitudinalMeters` by `longitudinalMeters` (111 km a degree
    /// of latitude; a degree of longitude shrinks with the cosine of the latitude).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 111_000.0
        let longitudeScale = max(cos(center.latitude * .pi / 180), 0.000_001)
        self.init(center: center, span: MKCoordinateSpan(
            latitudeDelta: latitudinalMeters / metresPerDegree, longitudeDelta: longitudinalMeters / (metresPerDegree * longitudeScale)))
    }
}

/// Something shown at a coordinate of a map, as MapKit's `MKAnnotation`.
public protocol MKAnnotation: AnyObject {
    /// Where.
    var coordinate: CLLocationCoordinate2D { get }
    /// Its title.
    var title: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
}

/// An annotation at a point, as MapKit's `MKPointAnnotation`.
open class MKPointAnnotation: NSObject, MKAnnotation {
    open var coordinate = CLLocationCoordinate2D()
    open var title: String?
    open var subtitle: String?
    public override init() { super.init() }
}

/// A UIKit map view, as MapKit's `MKMapView` (not drawn: a representable shows a placeholder).
open class MKMapView: UIView {
    /// The region shown.
    open var region = MKCoordinateRegion()
    /// Whether the user's place is shown.
    open var showsUserLocation = false
    /// The annotations.
    public private(set) var annotations: [any MKAnnotation] = []
    /// The delegate (never called at rest).
    open weak var delegate: (any MKMapViewDelegate)?
    /// Shows `region`.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
    /// Adds `annotation`.
    open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
    /// Adds `annotations`.
    open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
    /// Removes every annotation that is `annotation`.
    open func removeAnnotation(_ annotation: any MKAnnotation) { annotations.removeAll { $0 === annotation } }
    /// Removes every annotation that is one of `annotations`.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        self.annotations.removeAll { shown in annotations.contains { $0 === shown } }
    }
    /// The coordinate at the centre of the map: its region's centre.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region = MKCoordinateRegion(center: newValue, span: region.span) }
    }
    /// A view kept for reuse under `identifier`: `nil`, a map at rest having made none.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
}

/// The view of an annotation on a UIKit map, as MapKit's `MKAnnotationView` (not drawn).
open class MKAnnotationView: UIView {
    /// The annotation it shows.
    open var annotation: (any MKAnnotation)?
    /// The identifier it is reused under.
    public let reuseIdentifier: String?
    /// Whether a tap shows a callout.
    open var canShowCallout = false
    /// The view at the callout's leading side.
    open var leftCalloutAccessoryView: UIView?
    /// The view at the callout's trailing side.
    open var rightCalloutAccessoryView: UIView?
    /// Its picture.
    open var image: UIImage?

    /// A view showing `annotation`, reused under `reuseIdentifier`.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
}

/// A pin, as MapKit's `MKPinAnnotationView`.
open class MKPinAnnotationView: MKAnnotationView {
    /// The pin's colour.
    open var pinTintColor: UIColor?
}

/// A balloon marker, as MapKit's `MKMarkerAnnotationView`.
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's colour.
    open var markerTintColor: UIColor?
}

/// What a map view tells, as MapKit's `MKMapViewDelegate`.
public protocol MKMapViewDelegate: AnyObject {}

/// What a `Map` shows, as MapKit's `MapCameraPosition`.
public struct MapCameraPosition: Hashable, Sendable {
    /// The region, if the position is one.
    public let region: MKCoordinateRegion?
    /// Whatever frames the content.
    public static let automatic = MapCameraPosition(region: nil)
    /// The user's place.
    public static func userLocation(fallback: MapCameraPosition) -> MapCameraPosition { fallback }
    /// `region`.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(region: region) }
}

/// How a map may be moved, as MapKit's `MapInteractionModes`.
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1)
    public static let zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4)
    public static let pitch = MapInteractionModes(rawValue: 8)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Something a `Map` shows (a marker, an annotation), as MapKit's `MapContent`. Compiled, not built.
public protocol MapContent {}

/// Builds a map's content, as MapKit's `MapContentBuilder`.
@resultBuilder
public enum MapContentBuilder {
    public static func buildBlock(_ content: any MapContent...) -> MapContentGroup { MapContentGroup() }
    public static func buildOptional(_ content: (any MapContent)?) -> MapContentGroup { MapContentGroup() }
    public static func buildEither(first: any MapContent) -> MapContentGroup { MapContentGroup() }
    public static func buildEither(second: any MapContent) -> MapContentGroup { MapContentGroup() }
    public static func buildArray(_ content: [any MapContent]) -> MapContentGroup { MapContentGroup() }
    public static func buildExpression(_ content: some MapContent) -> any MapContent { content }
}

/// Several pieces of map content.
public struct MapContentGroup: MapContent {
    /// No content.
    public init() {}
}

/// A balloon marker at a coordinate, as MapKit's `Marker`.
public struct Marker: MapContent {
    /// A marker titled `title` at `coordinate`.
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {}
    /// A marker titled `title` with the symbol `systemImage` at `coordinate`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {}
    /// A marker titled `titleKey` at `coordinate`.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {}
    /// A marker titled `titleKey` with the symbol `systemImage` at `coordinate`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {}
}

/// A view at a coordinate of a map, as MapKit's `Annotation`.
public struct Annotation<Label: View, Content: View>: MapContent {
    /// `content` titled `title` at `coordinate`.
    public init<S: StringProtocol>(
        _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content
    ) where Label == Text {}
}

/// The user's place on a map, as MapKit's `UserAnnotation`.
public struct UserAnnotation: MapContent {
    public init() {}
}

/// A circle on a map, as MapKit's `MapCircle`.
public struct MapCircle: MapContent {
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
}

extension ForEach: MapContent {}

// MapKit's `ForEach(items) { Marker(…) }` needs its content to be a `View` here, where `ForEach`
// is SwiftUI's alone: the map's content types are views too, that draw nothing (a map is a
// placeholder, its content compiled and not built).
extension Marker: View { public var body: EmptyView { EmptyView() } }
extension Annotation: View { public var body: EmptyView { EmptyView() } }
extension UserAnnotation: View { public var body: EmptyView { EmptyView() } }
extension MapCircle: View { public var body: EmptyView { EmptyView() } }

/// The old annotation types of `Map(coordinateRegion:annotationItems:annotationContent:)`.
public protocol MapAnnotationProtocol {}

/// A pin at a coordinate (iOS 14's `MapPin`).
public struct MapPin: MapAnnotationProtocol {
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

/// A marker at a coordinate (iOS 14's `MapMarker`).
public struct MapMarker: MapAnnotationProtocol {
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

/// A view at a coordinate (iOS 14's `MapAnnotation`).
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {}
}

/// How the map follows the user (iOS 14).
public enum MapUserTrackingMode: Hashable, Sendable {
    case none, follow
}

/// Where a map's camera may go, as MapKit's `MapCameraBounds`: its centre within a region and
/// its distance from the ground between two limits. Kept; the map is a placeholder.
public struct MapCameraBounds: Sendable {
    /// The region the camera's centre stays in, if limited.
    public let centerCoordinateBounds: MKCoordinateRegion?
    /// The closest the camera comes, in metres, if limited.
    public let minimumDistance: Double?
    /// The farthest the camera goes, in metres, if limited.
    public let maximumDistance: Double?

    /// Bounds keeping the camera's centre within `centerCoordinateBounds`.
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        self.centerCoordinateBounds = centerCoordinateBounds
        self.minimumDistance = minimumDistance
        self.maximumDistance = maximumDistance
    }

    /// Bounds on the camera's distance alone (none when both are `nil`).
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        centerCoordinateBounds = nil
        self.minimumDistance = minimumDistance
        self.maximumDistance = maximumDistance
    }
}

/// A map, as MapKit's SwiftUI `Map`: a `RepresentablePlaceholder` named "Map", sized as the
/// proposal; its region, position and content are compiled and kept, not drawn.
public struct Map: View {
    /// The camera position asked for.
    public let position: MapCameraPosition

    /// A map showing `content` from `initialPosition`, its camera kept within `bounds`.
    public init(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        scope: Namespace.ID? = nil, @MapContentBuilder content: () -> MapContentGroup = { MapContentGroup() }
    ) {
        position = initialPosition
    }

    /// A map showing `content` from `position`, its camera kept within `bounds`.
    public init(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        scope: Namespace.ID? = nil, @MapContentBuilder content: () -> MapContentGroup = { MapContentGroup() }
    ) {
        self.position = position.wrappedValue
    }

    /// A map of `coordinateRegion` (iOS 14).
    public init(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) {
        position = .region(coordinateRegion.wrappedValue)
    }

    /// A map of `coordinateRegion` with an annotation for each of `annotationItems` (iOS 14).
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Items.Element: Identifiable {
        position = .region(coordinateRegion.wrappedValue)
    }

    public var body: RepresentablePlaceholder { RepresentablePlaceholder(typeName: "Map") }
}

nonisolated extension View {
    /// The map's style, as MapKit's `mapStyle(_:)`. Recorded; the map is a placeholder.
    public func mapStyle(_ mapStyle: MapStyle) -> some View { self }
    /// The map's controls. Accepted; the map is a placeholder.
    public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { self }
}

/// The map styles of `mapStyle(_:)`.
public struct MapStyle: Sendable {
    public static let standard = MapStyle()
    public static let imagery = MapStyle()
    public static let hybrid = MapStyle()
    public static func standard(elevation: Int = 0) -> MapStyle { MapStyle() }
}

/// Converts between a map's points and coordinates, as MapKit's `MapProxy`. A placeholder map
/// shows no place: every conversion is `nil`.
public struct MapProxy: Sendable {
    /// The coordinate under `point` of `coordinateSpace`: `nil`, the map being a placeholder.
    public func convert(_ point: CGPoint, from coordinateSpace: CoordinateSpace) -> CLLocationCoordinate2D? { nil }

    /// The point of `coordinateSpace` showing `coordinate`: `nil`, the map being a placeholder.
    public func convert(_ coordinate: CLLocationCoordinate2D, to coordinateSpace: CoordinateSpace) -> CGPoint? { nil }
}

/// A view whose content is given a `MapProxy` for the maps inside it, as MapKit's `MapReader`:
/// lays out as its content alone.
public struct MapReader<Content: View>: View {
    let content: Content

    /// `content` built with the proxy of the maps inside it.
    public init(@ViewBuilder _ content: (MapProxy) -> Content) {
        self.content = content(MapProxy())
    }

    public var body: Content { content }
}
