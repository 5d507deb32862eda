import SwiftUI

struct Detail: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Thinking in SwiftUI")
                .font(.title)
            Text("A view proposes a size to its child, the child chooses its own size, and the parent places it.")
            HStack {
                Text("Layout")
                Spacer()
                Text("Chapter 4")
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}
