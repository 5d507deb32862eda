import SwiftUI

struct Gallery: View {
    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
                    .frame(width: 100, height: 60)
                RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 0, endRadius: 40)
                    .frame(width: 100, height: 60)
                EllipticalGradient(colors: [.white, .purple])
                    .frame(width: 100, height: 60)
            }
            HStack(spacing: 12) {
                AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)
                    .frame(width: 80, height: 80).clipShape(Circle())
                RoundedRectangle(cornerRadius: 20).fill(Color.blue.gradient).frame(width: 100, height: 80)
                Circle().fill(.linearGradient(colors: [.pink, .indigo], startPoint: .top, endPoint: .bottom)).frame(width: 80, height: 80)
            }
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 24, style: .continuous).fill(.green).frame(width: 100, height: 100)
                RoundedRectangle(cornerRadius: 24, style: .circular).fill(.green).frame(width: 100, height: 100)
                UnevenRoundedRectangle(topLeadingRadius: 30, bottomTrailingRadius: 30).fill(.orange).frame(width: 100, height: 100)
            }
            HStack(spacing: 12) {
                Text("Tinted").padding().background(.tint, in: .rect(cornerRadius: 10)).foregroundStyle(.white)
                Text("Capsule").padding().background(.linearGradient(colors: [.mint, .teal], startPoint: .leading, endPoint: .trailing), in: .capsule)
                Path { p in
                    p.addEllipse(in: CGRect(x: 0, y: 0, width: 60, height: 60))
                    p.addEllipse(in: CGRect(x: 15, y: 15, width: 30, height: 30))
                }.fill(.red, style: FillStyle(eoFill: true)).frame(width: 60, height: 60)
            }
        }
        .padding()
    }
}
