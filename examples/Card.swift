import SwiftUI

struct Card: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Arrange")
                .font(.headline)
            Text("SwiftUI's layout, on Linux.")
                .foregroundStyle(.secondary)
        }
        .padding()
        .background(Color.yellow.opacity(0.3), in: RoundedRectangle(cornerRadius: 12))
    }
}
