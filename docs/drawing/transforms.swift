import SwiftUI
struct Transforms: View {
    var card: some View {
        RoundedRectangle(cornerRadius: 10).fill(.blue.gradient).frame(width: 80, height: 56).overlay(Text("Card").font(.headline).foregroundStyle(.white))
    }
    var body: some View {
        VStack(spacing: 18) {
            HStack(spacing: 18) {
                Circle().trim(from: 0, to: 0.7).stroke(.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                    .rotationEffect(.degrees(-90)).frame(width: 56, height: 56)
                Capsule().trim(from: 0.1, to: 0.6).stroke(.orange, lineWidth: 4).frame(width: 80, height: 36)
                Path { p in p.addLines([CGPoint(x: 4, y: 40), CGPoint(x: 28, y: 8), CGPoint(x: 52, y: 40)]) }
                    .strokedPath(StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .round)).fill(.purple).frame(width: 56, height: 48)
            }
            HStack(spacing: 18) {
                card.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
                card.rotation3DEffect(.degrees(50), axis: (x: 1, y: 0, z: 0))
                card.transformEffect(CGAffineTransform(a: 1, b: 0, c: -0.3, d: 1, tx: 10, ty: 0))
            }
            HStack(spacing: 18) {
                ZStack {
                    Circle().fill(.yellow).frame(width: 50).offset(x: -14)
                    Circle().fill(.cyan).frame(width: 50).offset(x: 14).blendMode(.multiply)
                }.frame(width: 80, height: 56)
                Text("Fade").font(.largeTitle.bold())
                    .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
                ContainerRelativeShape().fill(.pink).frame(width: 56, height: 56).containerShape(.rect(cornerRadius: 16))
            }
        }
        .padding()
    }
}
