import SwiftUI
struct Shadows: View {
    var body: some View {
        HStack(spacing: 30) {
            RoundedRectangle(cornerRadius: 16).fill(Color.white.shadow(.drop(radius: 8, y: 4))).frame(width: 100, height: 80)
            RoundedRectangle(cornerRadius: 16).fill(Color(white: 0.9).shadow(.inner(radius: 6, x: 2, y: 3))).frame(width: 100, height: 80)
            Circle().fill(Color.blue.shadow(.inner(color: .white.opacity(0.6), radius: 4, x: -3, y: -3)).shadow(.drop(radius: 5, y: 3))).frame(width: 80, height: 80)
        }
        .padding(30)
    }
}
