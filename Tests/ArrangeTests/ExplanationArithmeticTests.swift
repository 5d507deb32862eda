import Foundation
import Testing
@testable import Arrange

/// Every placement step that shows its arithmetic — `(150-43.84, 10.29-10.29) = (106.16, 0)`,
/// and right to left `(87.68-0-20.4, 10.29-10.2) = (67.28, 0.09)` — computes what it says, and
/// what it says is where the view went; and no Korean step hedges a particle (`과(와)`,
/// `을(를)`) where the reading of the word before it is known.
@MainActor
struct ExplanationArithmeticTests {
    static let metrics = MonospacedTextMetrics(advance: 7, lineHeight: 17)

    /// Layouts whose placements use guides: stacks, frames, overlays, z-stacks, right to left.
    static func layouts() -> [ViewLayout] {
        var environment = EnvironmentValues()
        environment.textMetrics = metrics
        let proposal = ProposedViewSize(width: 320, height: 200)
        func layout<V: View>(_ view: V) -> ViewLayout { ViewLayout(view, proposal: proposal, environment: environment) }
        let row = HStack(alignment: .firstTextBaseline) {
            Image(systemName: "star").frame(width: 20.4, height: 20.4)
            Text("3 items")
            Spacer()
            Text("nil").padding(3)
        }
        return [
            layout(Text("Favorite").padding(10).background(Color.teal)),
            layout(row.frame(width: 300)),
            layout(row.frame(width: 300).environment(\.layoutDirection, .rightToLeft)),
            layout(VStack(alignment: .trailing) { Text("one"); Text("three").padding(.leading, 7.5) }.environment(\.layoutDirection, .rightToLeft)),
            layout(ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 100, height: 50); Text("z") }.environment(\.layoutDirection, .rightToLeft)),
            layout(Color.blue.frame(width: 40, height: 30).overlay(alignment: .topLeading) { Text("o") }.frame(width: 200, alignment: .trailing)),
            layout(HStack(spacing: 3.3) { ForEach(0..<4) { Text("\($0)").frame(width: 11.1) } }.environment(\.layoutDirection, .rightToLeft)),
            // A user's `Layout`: its placements say the point and anchor it named.
            layout(FlowLayout(spacing: 4, alignment: .center) { Text("ab"); Text("cde").padding(2) }.environment(\.layoutDirection, .rightToLeft)),
        ]
    }

    /// The value of `expression`: numbers joined by `+` and `-`, with parentheses.
    static func evaluate(_ expression: Substring) -> Double? {
        var rest = expression.filter { $0 != " " }[...]
        func term() -> Double? {
            if rest.first == "(" {
                rest.removeFirst()
                let value = sum()
                guard rest.first == ")" else { return nil }
                rest.removeFirst()
                return value
            }
            var number = ""
            if rest.first == "-" { number.append(rest.removeFirst()) }
            while let c = rest.first, c.isNumber || c == "." { number.append(rest.removeFirst()) }
            return Double(number)
        }
        func sum() -> Double? {
            guard var value = term() else { return nil }
            while let op = rest.first, op == "+" || op == "-" {
                rest.removeFirst()
                guard let next = term() else { return nil }
                value = op == "+" ? value + next : value - next
            }
            return value
        }
        let value = sum()
        return rest.isEmpty ? value : nil
    }

    /// Splits `(a, b)` at its top-level comma.
    static func pair(_ text: Substring) -> (Substring, Substring)? {
        guard text.first == "(", text.last == ")" else { return nil }
        let inner = text.dropFirst().dropLast()
        var depth = 0
        for index in inner.indices {
            switch inner[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0: return (inner[..<index], inner[inner.index(after: index)...])
            default: break
            }
        }
        return nil
    }

    @Test func everyPlacementsArithmeticComputesItsResultAndTheFrame() throws {
        var checked = 0
        var mirrored = 0
        for layout in Self.layouts() {
            for step in layout.explanation.placementSteps {
                guard case .placement(let frame) = step.event, let equals = step.english.range(of: " = (", options: .backwards) else { continue }
                // "… at (A, B) = (X, Y)." or "… which right to left is (A, B) = (X, Y)."
                let result = step.english[step.english.index(before: equals.upperBound)...].dropLast()
                let before = step.english[..<equals.lowerBound]
                guard let open = before.range(of: " is (", options: .backwards) ?? before.range(of: " at (", options: .backwards) else {
                    Issue.record("no formula in: \(step.english)")
                    continue
                }
                let formula = before[before.index(before: open.upperBound)...]
                let (a, b) = try #require(Self.pair(formula), "\(step.english)")
                let (x, y) = try #require(Self.pair(result), "\(step.english)")
                let values = [a, b, x, y].map(Self.evaluate)
                #expect(!values.contains(nil), "\(step.english)")
                guard let ax = values[0], let by = values[1], let px = values[2], let py = values[3] else { continue }
                #expect(abs(ax - px) <= 0.011 && abs(by - py) <= 0.011, "the arithmetic is false: \(step.english)")
                #expect(abs(px - frame.minX) <= 0.006 && abs(py - frame.minY) <= 0.006, "the result is not the frame \(frame): \(step.english)")
                if step.english.contains("right to left") { mirrored += 1 }
                checked += 1
            }
        }
        #expect(checked >= 15)
        #expect(mirrored >= 6)
    }

    /// The first number in `text` after `marker`.
    static func number(after marker: String, in text: String) -> Double? {
        guard let range = text.range(of: marker) else { return nil }
        return Double(String(text[range.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "-" }))
    }

    /// An `HStack`'s "remaining" never jumps unexplained: each share starts from what the step
    /// before left (the total after the minimums and spacing, less what earlier children took)
    /// plus any minimums given back, and the give-back's sum is said and true.
    @Test func everyRemainingFollowsFromTheStepBefore() throws {
        var givenBack = 0, shares = 0
        for layout in Self.layouts() {
            let steps = layout.explanation.sizingSteps
            var left: Double?
            for (index, step) in steps.enumerated() where step.english.hasPrefix("HStack ") {
                let text = step.english
                if let leaving = Self.number(after: ", leaving ", in: text) {
                    left = leaving
                } else if text.contains(" gives back the minimum"), let colon = text.range(of: ": ") {
                    // "HStack gives back the minimums it took away for A and B: 296 + 8 = 304 remains …"
                    let sum = text[colon.upperBound...].prefix { $0 != "r" }
                    let parts = sum.split(separator: "=")
                    let total = try #require(parts.last.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }, "\(text)")
                    let terms = try #require(Self.evaluate(parts[0]), "\(text)")
                    let before = try #require(Double(parts[0].split(separator: "+")[0].trimmingCharacters(in: .whitespaces)), "\(text)")
                    #expect(abs(terms - total) <= 0.011, "\(text)")
                    if let left { #expect(abs(before - left) <= 0.011, "\(text) follows \(left) left") }
                    left = total
                    givenBack += 1
                } else if text.contains(" remaining ÷ "), let remaining = Self.number(after: ": ", in: text) {
                    if let left { #expect(abs(remaining - left) <= 0.011, "\(text) follows \(left) left") }
                    // The child's answer, the next answer step about it: what it takes leaves the rest.
                    let answer = steps[(index + 1)...].first { $0.nodeIndex == step.nodeIndex && $0.phase == .sizing && { if case .answer = $0.event { true } else { false } }($0) }
                    guard case .answer(let size)? = answer?.event else {
                        Issue.record("no answer after \(text)")
                        continue
                    }
                    left = remaining - Double(size.width)
                    shares += 1
                }
            }
        }
        #expect(givenBack >= 2)
        #expect(shares >= 6)
    }

    @Test func koreanStepsChooseTheirParticles() {
        var steps = 0
        for layout in Self.layouts() {
            for step in layout.explanation.steps {
                steps += 1
                for hedge in ["(와)", "(과)", "(를)", "(을)", "(가)", "(이)", "(으)로"] {
                    #expect(!step.korean.contains(hedge), "\(step.korean)")
                }
            }
        }
        #expect(steps > 50)
    }

    @Test func particlesFollowTheReadingOfNumbersNilInfinityAndNames() {
        #expect(KoreanParticles.direction("3") == "3으로")       // 삼
        #expect(KoreanParticles.direction("1") == "1로")         // 일: ㄹ takes 로
        #expect(KoreanParticles.direction("2") == "2로")         // 이
        #expect(KoreanParticles.object("nil") == "nil을")        // 닐
        #expect(KoreanParticles.object("∞×200") == "∞×200을")    // 이백
        #expect(KoreanParticles.object("∞") == "∞를")            // 무한대
        #expect(KoreanParticles.and("0×200") == "0×200과")       // 이백
        #expect(KoreanParticles.and("20.4×20.4") == "20.4×20.4와") // 사
        #expect(KoreanParticles.and("20.57") == "20.57과")       // 칠
        #expect(KoreanParticles.subject("(67.28, 0.09)") == "(67.28, 0.09)가") // 구
        #expect(KoreanParticles.subject("(0, 0)") == "(0, 0)이")  // 영
        #expect(KoreanParticles.subject("Toggle") == "Toggle이")  // 토글
        #expect(KoreanParticles.subject("SettingsRow") == "SettingsRow가") // 로우
        #expect(KoreanParticles.subject("Button") == "Button이")  // 버튼
        #expect(KoreanParticles.object("300") == "300을")         // 삼백
        #expect(KoreanParticles.object("1000") == "1000을")       // 천
    }
}

/// A frame fixed on one axis says which axis is its own.
@MainActor
struct FixedFrameWordingTests {
    @Test func aFrameFixedInWidthOnlyDoesNotCallItsProposalItsFixedSize() {
        let layout = ViewLayout(Color.red.frame(width: 300), proposal: ProposedViewSize(width: 320, height: 784))
        let step = layout.explanation.sizingSteps[1]
        #expect(step.english == "frame proposes its fixed width 300 with the height it was proposed: 300×784, to Color.")
        #expect(step.korean == "frame이 지정한 너비 300에 제안받은 높이를 더한 300×784를 Color에 제안합니다.")
        let tall = ViewLayout(Color.red.frame(height: 30), proposal: ProposedViewSize(width: 320, height: 784))
        #expect(tall.explanation.sizingSteps[1].english == "frame proposes the width it was proposed with its fixed height 30: 320×30, to Color.")
        let both = ViewLayout(Color.red.frame(width: 10, height: 30), proposal: ProposedViewSize(width: 320, height: 784))
        #expect(both.explanation.sizingSteps[1].english == "frame proposes its fixed size, 10×30, to Color.")
    }
}
