import Foundation

extension FileManager {
    /// The shared folder of the app group `groupIdentifier`, as Apple's Foundation gives an app
    /// entitled to the group: a URL of the container's form, `<temporary folder>/AppGroup/<group>`
    /// (the app's entitlements are not read, so every named group is taken as the app's; an
    /// empty name is `nil`, as an invalid group is on iOS). Nothing is created at that URL.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty else { return nil }
        return temporaryDirectory
            .appendingPathComponent("AppGroup", isDirectory: true)
            .appendingPathComponent(groupIdentifier, isDirectory: true)
    }
}
