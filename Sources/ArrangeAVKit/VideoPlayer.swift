import Arrange
import Foundation

// AVKit's SwiftUI view as a snippet's `import AVKit` finds it. At rest a player has loaded no
// media (Arrange plays none), so a `VideoPlayer` is what iOS shows before the first frame: a
// black box filling the space offered, with the video overlay on top; iOS's playback controls
// appear on a tap and fade out while playing, so at rest they are hidden (docs/DIFFERENCES.md,
// "Apple frameworks at rest").

/// A view that plays a player's video, as AVKit's `VideoPlayer`: black, taking the whole
/// proposed size (like a colour), with `videoOverlay` drawn over it.
public nonisolated struct VideoPlayer<VideoOverlay: View>: View {
    let overlay: VideoOverlay

    /// A player of `player`'s media with `videoOverlay` drawn over the picture.
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        overlay = videoOverlay()
    }

    /// Black, filling the proposed size, the overlay centred over it.
    public var body: some View {
        Color.black.overlay { overlay }
    }
}

nonisolated extension VideoPlayer where VideoOverlay == EmptyView {
    /// A player of `player`'s media.
    public init(player: AVPlayer?) { overlay = EmptyView() }
}
