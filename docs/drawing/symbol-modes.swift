import SwiftUI
struct SymbolModes: View {
    let names = ["person.circle.fill", "plus.circle.fill", "bell.square.fill", "heart.fill", "star.fill", "exclamationmark.triangle.fill"]
    func row(_ title: String) -> some View {
        HStack { ForEach(names, id: \.self) { Image(systemName: $0) } }.overlay(alignment: .leading) {
            Text(title).font(.caption).foregroundStyle(.secondary).offset(x: -96)
        }
    }
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            row("monochrome").foregroundStyle(.blue)
            row("hierarchical").symbolRenderingMode(.hierarchical).foregroundStyle(.blue)
            row("palette").foregroundStyle(.yellow, .indigo)
            row("multicolor").symbolRenderingMode(.multicolor)
            HStack(alignment: .firstTextBaseline) { Image(systemName: "star.fill"); Text("Favourites"); Image(systemName: "chevron.right") }
            Text("\(Image(systemName: "bell.badge")) Large title").font(.largeTitle)
        }
        .font(.title2)
        .padding(.leading, 96).padding()
    }
}
