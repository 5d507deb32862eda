import SwiftUI
struct Compositing: View {
    var circles: some View {
        ZStack {
            Circle().fill(.red).frame(width: 50, height: 50).offset(y: -16)
            Circle().fill(.green).frame(width: 50, height: 50).offset(x: -14, y: 10)
            Circle().fill(.blue).frame(width: 50, height: 50).offset(x: 14, y: 10)
        }
        .frame(width: 90, height: 90)
    }
    var card: some View {
        VStack(alignment: .leading) { Text("Card").font(.headline); Text("with a shadow") }
            .padding().background(.white, in: .rect(cornerRadius: 12))
    }
    var hole: some View {
        ZStack { Color.indigo; Circle().frame(width: 40, height: 40).blendMode(.destinationOut) }.frame(width: 90, height: 70)
    }
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) { circles.opacity(0.5); circles.compositingGroup().opacity(0.5) }
            HStack(spacing: 16) { card.shadow(radius: 4, y: 2); card.compositingGroup().shadow(radius: 4, y: 2) }
            HStack(spacing: 16) { hole.compositingGroup(); hole.compositingGroup().opacity(0.6) }
        }
        .padding()
        .background(Color(white: 0.94))
    }
}
