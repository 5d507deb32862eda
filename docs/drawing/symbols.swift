import SwiftUI
struct Symbols: View {
    let names = ["chevron.right", "chevron.left", "chevron.down", "chevron.up.chevron.down", "xmark", "checkmark", "plus", "minus",
                 "magnifyingglass", "heart", "heart.fill", "star", "star.fill", "person", "person.fill", "person.circle", "person.crop.circle.fill",
                 "bell", "bell.fill", "trash", "trash.fill", "house", "house.fill", "envelope", "envelope.fill", "phone", "phone.fill",
                 "camera", "camera.fill", "photo", "lock", "lock.fill", "globe", "square.and.arrow.up", "ellipsis", "gear", "gearshape.fill",
                 "info.circle", "exclamationmark.triangle", "exclamationmark.triangle.fill", "questionmark.circle", "plus.circle.fill", "xmark.circle.fill",
                 "checkmark.circle.fill", "checkmark.circle", "circle", "square", "bookmark", "calendar", "clock", "cart", "folder", "paperplane",
                 "pencil", "square.and.pencil", "line.3.horizontal", "slider.horizontal.3", "doc", "link", "mic", "play.fill", "pause.fill",
                 "location", "map", "bolt.fill", "flag", "tag", "wifi", "sun.max", "square.grid.2x2", "arrow.clockwise", "bubble.left", "cloud", "moon.fill",
                 "arrow.right", "arrow.up", "person.2", "plus.square", "minus.circle", "gearshape"]
    var body: some View {
        let columns = Array(repeating: GridItem(.fixed(36)), count: 10)
        LazyVGrid(columns: columns, spacing: 10) {
            ForEach(names, id: \.self) { name in
                Image(systemName: name).font(.title2)
            }
        }
        .padding()
    }
}
