import Arrange
import ArrangeRender
import Foundation

extension ImageFiles {
    /// These files and the picture of every image set of the app's asset catalogs
    /// (`AppAssetCatalog.allPictures`, installed by the program's generated asset symbols), so
    /// that `Image("name")` and `Image(.name)` are drawn from the app's own pictures, as on an
    /// iPhone, instead of as placeholders.
    ///
    /// A name the files already have keeps its file (`--images DIR` wins over the catalog).
    /// The catalog measured each picture already, so none is opened before it is drawn. A
    /// picture that is not a PNG, JPEG or PDF (an SVG image set) is left out, with the reason
    /// given when the image is drawn as a placeholder (`RenderWarning.imageFileLeftOut`).
    func addingAppAssetCatalogPictures() -> ImageFiles {
        var files = self
        for (name, picture) in AppAssetCatalog.allPictures.sorted(by: { $0.key < $1.key }) {
            guard let size = AppAssetCatalog.imageSize(named: name) else { continue }
            files.add(URL(fileURLWithPath: picture.path), as: name, naturalSize: size, scale: Int(picture.scale.rounded()))
        }
        // Symbol sets are drawn from their SVG templates' outlines.
        for (name, template) in AppAssetCatalog.allSymbolTemplates.sorted(by: { $0.key < $1.key }) {
            files.addSymbolSet(URL(fileURLWithPath: template), as: name)
        }
        return files
    }
}
