import SwiftUI
struct Materials: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink, .purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            Circle().fill(.yellow).frame(width: 60, height: 60).offset(x: 120, y: -140)
            Text("BEHIND").font(.largeTitle.bold()).foregroundStyle(.black).offset(x: -60, y: -30)
            VStack(spacing: 0) {
                HStack { Text("Ultra"); Text("thin") }.font(.title2.bold()).frame(width: 300, height: 50).background(.ultraThinMaterial, in: .rect(cornerRadius: 12))
                Text("Thin").frame(width: 300, height: 50).background(.thinMaterial, in: .rect(cornerRadius: 12)).padding(.top, 10)
                Text("Regular").frame(width: 300, height: 50).background(.regularMaterial, in: .rect(cornerRadius: 12)).padding(.top, 10)
                Text("Thick").frame(width: 300, height: 50).background(.thickMaterial, in: .rect(cornerRadius: 12)).padding(.top, 10)
                Text("Bar").frame(width: 300, height: 50).background(.bar).padding(.top, 10)
            }
        }
        .frame(width: 360, height: 400)
    }
}
