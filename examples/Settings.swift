import SwiftUI

struct Settings: View {
    @State private var airplaneMode = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Toggle("Airplane Mode", isOn: $airplaneMode)
                    LabeledContent("Wi-Fi", value: "Home")
                    LabeledContent("Bluetooth", value: "On")
                }
                Section("General") {
                    Text("About")
                    Text("Software Update")
                }
            }
            .navigationTitle("Settings")
        }
    }
}
