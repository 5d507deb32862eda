import SwiftUI
struct Settings: View {
    @State var on = true
    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    Toggle("Notifications", isOn: $on)
                    Toggle("Disabled", isOn: $on).disabled(true)
                    Picker("Mode", selection: .constant(0)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented)
                    NavigationLink("Privacy") { Text("x") }
                }
                Section {
                    Button("Sign Out", role: .destructive) {}
                    Button("Disabled") {}.disabled(true)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                }
            }
            .navigationTitle("Settings")
        }
    }
}
