import Arrange
import Foundation
import Testing
@testable import ArrangeText

@Test func explore() {
    let m = PangoTextMetrics()
    print("notes", m.notes)
    func show(_ t: String, _ w: CGFloat?, _ h: CGFloat? = nil, _ o: TextLayoutOptions = TextLayoutOptions()) {
        let r = m.measure(t, options: o, proposal: ProposedViewSize(width: w, height: h))
        print("\(t.prefix(40).debugDescription) w=\(String(describing: w)) h=\(String(describing: h)) → \(r.size) fb=\(r.firstBaseline) lb=\(r.lastBaseline) scale=\(r.fontScale) lines(\(r.lines.count))=\(r.lines.prefix(3).map { "\($0.text.prefix(60))|\($0.width)" })")
    }
    show("Hello, World!", nil)
    show("Hello, World!", nil, nil, TextLayoutOptions(font: .system(size: 34)))
    show("Hello, World!", nil, nil, TextLayoutOptions(font: .body.bold()))
    show("iii", nil, nil, TextLayoutOptions(font: .body.monospaced()))
    show("WWW", nil, nil, TextLayoutOptions(font: .body.monospaced()))
    show("Hello world again", 80)
    show("Hello world again", 100, 20)
    show("Hello, World!", 60, nil, TextLayoutOptions(lineLimit: 1))
    show("Hello, World!", 60, nil, TextLayoutOptions(lineLimit: 1, truncationMode: .head))
    show("Hello, World!", 60, nil, TextLayoutOptions(lineLimit: 1, truncationMode: .middle))
    show("Hello, World!", 80, nil, TextLayoutOptions(lineLimit: 1, minimumScaleFactor: 0.5))
    show("Hello, World!", 30, nil, TextLayoutOptions(lineLimit: 1, minimumScaleFactor: 0.5))
    show("알림 설정", nil)
    show("알림 설정", 40)
    show("짧음", nil)
    show("مرحبا بالعالم", nil, nil, TextLayoutOptions(layoutDirection: .rightToLeft))
    show("שלום עולם", nil)
    show("", nil)
    show("\n\n", nil)
    show("Hello", 4)
    show("Hello", 0, 0)
    show("one two three four five", 95, 500, TextLayoutOptions(lineLimit: 2))
    show("short", 200, nil, TextLayoutOptions(lineLimit: 3, reservesSpace: true))
    show("Hello", nil, nil, TextLayoutOptions(tracking: 2))
    show("Hello", nil, nil, TextLayoutOptions(font: .system(size: .nan)))
    show("Hello", nil, nil, TextLayoutOptions(font: .system(size: 1e9)))
    show("Extraordinary", 50)
    let long = String(repeating: "lorem ipsum dolor sit amet ", count: 4000)
    var c = ContinuousClock().now
    show(long, 300, nil, TextLayoutOptions(lineLimit: 2))
    print(c.duration(to: ContinuousClock().now)); c = ContinuousClock().now
    show(long, 300)
    print(c.duration(to: ContinuousClock().now)); c = ContinuousClock().now
    show(long, nil)
    print(c.duration(to: ContinuousClock().now)); c = ContinuousClock().now
    show(long, 300, 100, TextLayoutOptions(minimumScaleFactor: 0.5))
    print(c.duration(to: ContinuousClock().now)); c = ContinuousClock().now
    show(long, 300, 100, TextLayoutOptions(font: .system(size: 10000), truncationMode: .middle))
    print(c.duration(to: ContinuousClock().now)); c = ContinuousClock().now
    show(long, nil, nil, TextLayoutOptions(font: .system(size: 10000), truncationMode: .middle))
    print(c.duration(to: ContinuousClock().now)); c = ContinuousClock().now
}
