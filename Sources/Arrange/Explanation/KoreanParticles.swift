/// Korean particles that depend on whether the preceding word ends in a consonant
/// (이/가, 을/를, 으로/로), for explanations that mix Korean with numbers and English names.
enum KoreanParticles {
    /// How the last sound of `word` ends, as a Korean reader pronounces it.
    private enum Ending { case vowel, rieul, consonant, unknown }

    /// English names as Korean readers say them: 패딩 ends in a consonant, 텍스트 in a vowel.
    private static let nameEndings: [String: Ending] = [
        "padding": .consonant, "frame": .consonant, "HStack": .consonant, "VStack": .consonant,
        "ZStack": .consonant, "Rectangle": .rieul, "RoundedRectangle": .rieul, "Circle": .rieul,
        "Capsule": .rieul, "system": .consonant, "text": .vowel, "background": .vowel,
        "overlay": .vowel, "Color": .vowel, "color": .vowel, "image": .vowel, "aspectRatio": .vowel,
        "fixedSize": .vowel, "Spacer": .vowel, "Divider": .vowel, "Ellipse": .vowel, "EmptyView": .vowel,
        "ScrollView": .vowel, "GeometryReader": .vowel, "ViewThatFits": .vowel, "List": .vowel,
        "LazyVStack": .consonant, "LazyHStack": .consonant, "LazyVGrid": .vowel, "LazyHGrid": .vowel,
        "FlowLayout": .consonant, "position": .consonant, "ignoresSafeArea": .vowel, "AnyLayout": .consonant,
        "HStackLayout": .consonant, "VStackLayout": .consonant, "ZStackLayout": .consonant, "Path": .vowel,
    ]

    private static func ending(of word: String) -> Ending {
        guard let last = word.last else { return .unknown }
        if let ending = nameEndings[word] { return ending }
        if let scalar = last.unicodeScalars.first, (0xAC00...0xD7A3).contains(scalar.value) {
            let final = (scalar.value - 0xAC00) % 28
            return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
        }
        switch last {
        case "2", "4", "5", "9", "∞": return .vowel  // 이, 사, 오, 구, 무한대
        case "1", "7", "8", "l": return .rieul  // 일, 칠, 팔, nil
        case "0", "3", "6", ")": return .consonant  // 십/백/천/영, 삼, 육
        default: return .unknown
        }
    }

    /// `word` with 이 or 가.
    static func subject(_ word: String) -> String {
        switch ending(of: word) {
        case .vowel: word + "가"
        case .rieul, .consonant: word + "이"
        case .unknown: word + "이(가)"
        }
    }

    /// `word` with 을 or 를.
    static func object(_ word: String) -> String {
        switch ending(of: word) {
        case .vowel: word + "를"
        case .rieul, .consonant: word + "을"
        case .unknown: word + "을(를)"
        }
    }

    /// `word` with 으로 or 로.
    static func direction(_ word: String) -> String {
        switch ending(of: word) {
        case .vowel, .rieul: word + "로"
        case .consonant: word + "으로"
        case .unknown: word + "(으)로"
        }
    }
}
