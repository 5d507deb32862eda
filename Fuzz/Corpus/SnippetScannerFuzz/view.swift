import SwiftUI

struct ContentView: View {
    @State private var count = 0
    var body: some View {
        VStack(spacing: 8) {
            Text("Count \(count)").font(.title)
            Button("Add") { count += 1 }
        }
        .padding()
    }
}

#Preview {
    ContentView()
}
