import Arrange
import Foundation

/// The snippet `RenderLoad` draws for one index: one of eight kinds of screen a server renders
/// (a settings list, a card with a shadow, a paragraph, a chat in several scripts, a grid of
/// badges, a chart of capsules, a gradient banner, a form), with texts and numbers that depend
/// on the index, so that text measurement sees new strings all the time and caches cannot
/// answer everything.
///
/// Invariant: the view depends on `index` alone.
public nonisolated struct LoadSnippet: View {
    /// Which snippet: its kind is `index % kinds`, its texts and numbers come from `index`.
    public let index: Int

    /// How many kinds of snippet there are.
    public static let kinds = 8

    /// Snippet `index`.
    public init(index: Int) {
        self.index = index
    }

    public var body: some View {
        switch index % Self.kinds {
        case 0: return AnyView(settingsList)
        case 1: return AnyView(card)
        case 2: return AnyView(paragraph)
        case 3: return AnyView(chat)
        case 4: return AnyView(badgeGrid)
        case 5: return AnyView(chart)
        case 6: return AnyView(banner)
        default: return AnyView(form)
        }
    }

    /// A number from 0 ..< `bound` that depends on the index and `salt`.
    private func number(_ salt: Int, below bound: Int) -> Int {
        var mixed = UInt64(truncatingIfNeeded: index &* 2_654_435_761 &+ salt &* 40_503)
        mixed ^= mixed >> 13
        mixed = mixed &* 0x9E37_79B9_7F4A_7C15
        return Int(mixed >> 33) % max(bound, 1)
    }

    private var settingsList: some View {
        VStack(spacing: 4) {
            ForEach(0..<(3 + number(1, below: 6)), id: \.self) { row in
                HStack {
                    Image(systemName: row % 2 == 0 ? "bell" : "gear")
                    Text("Setting \(index)-\(row)")
                    Spacer()
                    Text(row % 3 == 0 ? "On" : "\(number(row, below: 100))%").foregroundColor(.green)
                }
                .padding(8)
                .background(Color.gray.opacity(0.2))
                .cornerRadius(8)
            }
        }
        .padding()
    }

    private var card: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Order #\(index)").font(.headline)
            Text("\(number(2, below: 12)) items · \(number(3, below: 500)).\(number(4, below: 100)) €").font(.subheadline)
            HStack {
                Circle().fill(Color.blue).frame(width: 24, height: 24)
                Text("Arriving in \(1 + number(5, below: 9)) days").lineLimit(1)
            }
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.white).shadow(radius: 4))
        .padding()
    }

    private var paragraph: some View {
        let words = ["layout", "proposes", "a", "size", "the", "child", "chooses", "its", "own", "parent", "places", "it"]
        let text = (0..<(20 + number(6, below: 60))).map { words[number($0, below: words.count)] }.joined(separator: " ")
        return Text("\(index): " + text)
            .font(.body)
            .multilineTextAlignment(number(7, below: 2) == 0 ? .leading : .center)
            .lineLimit(number(8, below: 4) == 0 ? 3 : nil)
            .padding()
    }

    private var chat: some View {
        let messages = ["안녕하세요 \(index)", "مرحبا بالعالم \(index)", "Hello 👋🏽 \(index)", "שלום \(index)", "Grüße, \(index) 🇩🇪"]
        return VStack(alignment: .leading, spacing: 6) {
            ForEach(0..<(2 + number(9, below: 4)), id: \.self) { line in
                Text(messages[(line + index) % messages.count])
                    .padding(8)
                    .background(Capsule().fill(line % 2 == 0 ? Color.blue.opacity(0.2) : Color.gray.opacity(0.2)))
                    .frame(maxWidth: .infinity, alignment: line % 2 == 0 ? .leading : .trailing)
            }
        }
        .padding()
    }

    private var badgeGrid: some View {
        let columns = 2 + number(10, below: 3)
        return VStack(spacing: 8) {
            ForEach(0..<(1 + number(11, below: 4)), id: \.self) { row in
                HStack(spacing: 8) {
                    ForEach(0..<columns, id: \.self) { column in
                        Text("\(row * columns + column + index)")
                            .font(.caption)
                            .frame(maxWidth: .infinity, minHeight: 32)
                            .background(RoundedRectangle(cornerRadius: 6).stroke(Color.orange, lineWidth: 2))
                    }
                }
            }
        }
        .padding()
    }

    private var chart: some View {
        HStack(alignment: .bottom, spacing: 4) {
            ForEach(0..<(4 + number(12, below: 8)), id: \.self) { bar in
                VStack {
                    Capsule().fill(Color.purple).frame(width: 16, height: CGFloat(10 + number(bar + 20, below: 120)))
                    Text("\(bar)").font(.caption2)
                }
            }
        }
        .padding()
        .background(Color.black.opacity(0.05))
    }

    private var banner: some View {
        ZStack {
            LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack {
                Text("Welcome back, user \(index)").font(.title2).bold()
                Text("You have \(number(13, below: 40)) new messages").foregroundColor(.white.opacity(0.8))
            }
            .foregroundColor(.white)
        }
        .frame(height: CGFloat(120 + number(14, below: 80)))
    }

    private var form: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Profile \(index)").font(.title3)
            Divider()
            ForEach(["Name", "E-mail", "Phone"], id: \.self) { field in
                HStack {
                    Text(field).frame(width: 80, alignment: .leading)
                    Text("\(field.lowercased())-\(number(field.count, below: 10_000))").foregroundColor(.secondary)
                    Spacer()
                }
            }
            Rectangle().fill(Color.green).frame(height: 2)
        }
        .padding()
    }
}
