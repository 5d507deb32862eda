import SwiftUI
struct Effects: View {
    var tile: some View {
        HStack(spacing: 0) { Color.red; Color.green; Color.blue }.frame(width: 60, height: 40).overlay(Text("Aa").font(.title.bold()))
    }
    var body: some View {
        VStack(spacing: 10) {
            HStack(spacing: 10) { tile; tile.blur(radius: 4); tile.brightness(0.3); tile.contrast(0.5) }
            HStack(spacing: 10) { tile.saturation(0.3); tile.grayscale(1); tile.hueRotation(.degrees(90)); tile.colorInvert() }
            HStack(spacing: 10) { tile.colorMultiply(.yellow); tile.luminanceToAlpha(); tile.mask { Circle() }; Image(systemName: "star.fill").font(.largeTitle).blur(radius: 2) }
        }.padding()
    }
}
