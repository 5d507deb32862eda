/// Korean particles that depend on whether the preceding word ends in a consonant
/// (이/가, 을/를, 과/와, 으로/로), for explanations that mix Korean with numbers and English names.
///
/// The ending is that of the word as read aloud: a number by its last spoken syllable (3 삼,
/// 20.57 이십 점 오칠 → 칠, 300 삼백 → 백, 0 영), `nil` 닐, `∞` 무한대, a size or point by its last
/// number (`300×460` → 육십, `(0, 10.29)` → 구), a known name as Korean readers say it (패딩,
/// 텍스트), and another Latin name by its spelling (`…ck` 크/ㄱ, `…ng` ㅇ, `…l`/`…le` ㄹ,
/// `…m`/`…n` consonants; most other endings are read with a vowel: 트, 드, 스, 러).
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
        // A point or list is read to its last number: "(0, 10.29)" ends as 10.29 does.
        var word = Substring(word)
        while let last = word.last, last == ")" || last == "]" || last == " " || last == "\"" { word = word.dropLast() }
        guard let last = word.last else { return .unknown }
        if let ending = nameEndings[String(word)] { return ending }
        if let scalar = last.unicodeScalars.first, (0xAC00...0xD7A3).contains(scalar.value) {
            let final = (scalar.value - 0xAC00) % 28
            return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
        }
        switch last {
        case "2", "4", "5", "9", "∞": return .vowel  // 이, 사, 오, 구, 무한대
        case "1", "7", "8", "l": return .rieul  // 일, 칠, 팔, nil
        case "0", "3", "6": return .consonant  // 십/백/천/만/영, 삼, 육
        default: return latinNameEnding(word)
        }
    }

    /// How a Latin name not in `nameEndings` is read, from its spelling (`SettingsRow` 로우:
    /// vowel, `Toggle` 토글: ㄹ, `NavigationStack` 스택: ㄱ, `Button` 버튼: ㄴ, `Group` 그룹: ㅂ).
    private static func latinNameEnding(_ word: Substring) -> Ending {
        let lower = word.lowercased()
        guard let last = lower.last, last.isASCII, last.isLetter else { return .unknown }
        if lower.hasSuffix("le") || last == "l" { return .rieul }
        if lower.hasSuffix("ck") || lower.hasSuffix("ng") { return .consonant }
        switch last {
        case "m", "n", "p": return .consonant  // 프레임, 버튼, 그룹
        default: return .vowel
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

    /// `word` with 과 or 와 ("and": 0×200과 ∞×200, 20.4×20.4와).
    static func and(_ word: String) -> String {
        switch ending(of: word) {
        case .vowel: word + "와"
        case .rieul, .consonant: word + "과"
        case .unknown: word + "과(와)"
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
