import Foundation

/// One picture of a preview, as Xcode's canvas shows it.
public struct PreviewPicture {
    /// The view.
    public let view: AnyView
    /// Its name, size and orientation.
    public let traits: PreviewTraits
}

/// The pictures a `PreviewProvider`'s `previews` make: each view of a `Group`, a `ForEach` or a
/// builder's list is a picture of its own, with the preview modifiers around it or around the
/// group it is in (the closer one wins).
public enum PreviewPictures {
    /// The pictures of `previews`.
    public static func of<V: View>(_ previews: V) -> [PreviewPicture] {
        split(previews, traits: PreviewTraits())
    }

    static func split<V: View>(_ view: V, traits: PreviewTraits) -> [PreviewPicture] {
        if let list = view as? PreviewList { return list.pictures(traits: traits) }
        return [PreviewPicture(view: AnyView(view), traits: traits)]
    }
}

/// A view that is several previews, or changes their traits.
protocol PreviewList {
    func pictures(traits: PreviewTraits) -> [PreviewPicture]
}

extension Group: PreviewList {
    func pictures(traits: PreviewTraits) -> [PreviewPicture] {
        PreviewPictures.split(content, traits: traits)
    }
}

extension TupleView: PreviewList {
    func pictures(traits: PreviewTraits) -> [PreviewPicture] {
        let collector = PictureCollector(traits: traits)
        visitElements(collector)
        return collector.pictures
    }
}

/// Gathers the previews of a tuple's views.
private final class PictureCollector: TupleViewVisitor {
    let traits: PreviewTraits
    var pictures: [PreviewPicture] = []

    init(traits: PreviewTraits) {
        self.traits = traits
    }

    func visit<V: View>(_ view: V) {
        pictures += PreviewPictures.split(view, traits: traits)
    }
}

extension ForEach: PreviewList {
    func pictures(traits: PreviewTraits) -> [PreviewPicture] {
        data.flatMap { PreviewPictures.split(content($0), traits: traits) }
    }
}

extension _ConditionalContent: PreviewList {
    func pictures(traits: PreviewTraits) -> [PreviewPicture] {
        switch storage {
        case .trueContent(let view): PreviewPictures.split(view, traits: traits)
        case .falseContent(let view): PreviewPictures.split(view, traits: traits)
        }
    }
}

extension Optional: PreviewList where Wrapped: View {
    func pictures(traits: PreviewTraits) -> [PreviewPicture] {
        map { PreviewPictures.split($0, traits: traits) } ?? []
    }
}

extension _PreviewTraitsView: PreviewList {
    func pictures(traits: PreviewTraits) -> [PreviewPicture] {
        PreviewPictures.split(content, traits: traits.overridden(by: self.traits))
    }
}
