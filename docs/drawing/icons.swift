import SwiftUI
struct Icons: View {
    let names = [
        "cloud.rain", "cloud.sun.fill", "snowflake", "flame.fill", "drop.fill", "leaf.fill", "bolt.car", "airplane",
        "car.fill", "bus", "bicycle", "figure.walk", "cart.badge.plus", "creditcard.fill", "bag.fill", "gift.fill",
        "trophy.fill", "crown", "graduationcap.fill", "book.closed", "newspaper", "chart.bar", "chart.pie", "printer",
        "keyboard", "laptopcomputer", "iphone", "headphones", "music.note", "speaker.wave.2.fill", "forward.fill", "shuffle",
        "hand.thumbsup", "hand.thumbsup.fill", "face.smiling", "pawprint.fill", "cup.and.saucer.fill", "fork.knife", "pills.fill", "cross.case",
        "wrench.and.screwdriver", "hammer", "paintbrush", "scissors", "doc.on.doc", "tray.full", "archivebox", "shield.fill",
        "key", "lock.open", "person.badge.plus", "building.2", "map.fill", "binoculars", "qrcode", "wifi.slash",
    ]
    var body: some View {
        Grid(horizontalSpacing: 14, verticalSpacing: 12) {
            ForEach(0..<7) { row in
                GridRow {
                    ForEach(0..<8) { column in
                        Image(systemName: names[row * 8 + column]).font(.title2).foregroundStyle(row % 2 == 0 ? Color.primary : Color.blue)
                    }
                }
            }
        }
        .padding()
    }
}
