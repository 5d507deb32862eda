import SwiftUI
struct Emoji: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Party 🎉 time 😀👍❤️")
            Text("🇰🇷 🇺🇸 👨‍👩‍👧 ✓ ♥ ☀︎").font(.title)
            Text("확인하세요. 설정에서 알림을 켜면 새로운 메시지를 받을 수 있습니다.").frame(width: 200, alignment: .leading)
        }.padding()
    }
}
