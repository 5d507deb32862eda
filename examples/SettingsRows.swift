import SwiftUI

struct SettingsRow: View {
    var title: String
    var body: some View {
        HStack {
            Text(title)
            Spacer()
        }
        .padding(8)
    }
}

#Preview("Settings") {
    VStack(spacing: 0) {
        SettingsRow(title: "Wi-Fi")
        SettingsRow(title: "Bluetooth")
    }
}
