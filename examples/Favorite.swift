import SwiftUI

struct Favorite: View {
    var body: some View {
        Text("Favorite")
            .id("text")
            .padding(10)
            .background(Color.teal)
    }
}

#Preview("Favorite") {
    Favorite()
}

#Preview("Flexible") {
    Text("Hello, World!")
        .frame(minWidth: 0, maxWidth: .infinity)
        .id("frame")
        .background(Color.teal)
        .padding(10)
}
