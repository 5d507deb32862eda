import Arrange
import Foundation

extension UIImage {
    /// The image of the asset catalog that `resource` names (Xcode 15's generated symbols:
    /// `UIImage(resource: .floor1)`): a symbol set is the symbol, an image set the named image.
    public convenience init(resource: ImageResource) {
        if AppAssetCatalog.isSymbol(resource.name) {
            self.init(systemName: resource.name)!
        } else {
            self.init(named: resource.name)!
        }
    }
}

extension UIColor {
    /// The colour of the asset catalog that `resource` names (`UIColor(resource: .brand)`), with
    /// its dark value for dark mode; the catalog's stand-in grey when no catalog has it.
    public convenience init(resource: ColorResource) {
        self.init(assetNamed: resource.name)
    }
}

extension UIColor {
    /// The colour set `name` of the app's asset catalogs (`AppAssetCatalog`), its light value
    /// with its dark one for dark mode; the catalog's stand-in grey, 50 %, when no catalog has it.
    convenience init(assetNamed name: String) {
        guard let color = AppAssetCatalog.color(named: name) else {
            self.init(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
            return
        }
        func components(in scheme: ColorScheme) -> UIColor {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            let resolved = color.resolve(in: environment)
            return UIColor(
                red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue), alpha: CGFloat(resolved.opacity))
        }
        let light = components(in: .light)
        let dark = components(in: .dark)
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }
}
