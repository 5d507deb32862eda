import SwiftUI

struct Row: View {
    var body: some View {
        HStack {
            Image(systemName: "star.fill")
                .foregroundStyle(.yellow)
            Text("Favorites")
            Spacer()
            Text("12")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
