import Foundation
import Testing

/// `arrange html --device` draws the picture as `arrange render --device` does: the device's whole
/// screen with its status bar and home indicator, the boxes on the views in screen coordinates.
@MainActor
@Suite("HTML explainer on a device", .serialized)
struct HTMLDevicePageTests {
    /// The page of examples/Settings.swift on an iPhone 15 Pro (393×852, safe area 59 above),
    /// its picture PNG at 1× so that the browser can read its pixels.
    func page(_ extra: [String] = []) throws -> URL {
        let folder = try DocumentedCommandsTests.copyOfExamples().appendingPathComponent("examples")
        let result = ArrangeExecutable.run(
            ["html", "Settings.swift", "--device", "iPhone 15 Pro", "--scale", "1", "-o", "settings.html"] + extra, in: folder)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "Settings: wrote settings.html\n")
        return folder.appendingPathComponent("settings.html")
    }

    /// Whether the picture has dark ink in the rectangle (in points = pixels at 1×).
    static func inkScript(x: Int, y: Int, width: Int, height: Int) -> String {
        """
        var image = new Image(); image.src = document.getElementById('picture').getAttribute('href');
        return new Promise(function (done) { image.onload = function () {
            var canvas = document.createElement('canvas'); canvas.width = image.width; canvas.height = image.height;
            var context = canvas.getContext('2d'); context.drawImage(image, 0, 0);
            var data = context.getImageData(\(x), \(y), \(width), \(height)).data, dark = 0;
            for (var i = 0; i < data.length; i += 4) { if (data[i] + data[i + 1] + data[i + 2] < 200) dark++; }
            done(dark);
        }; });
        """
    }

    @Test func theDevicesWholeScreenIsDrawnWithItsStatusBarAndTheBoxesOnTheViews() throws {
        try #require(ChromeDriver.missingReason == nil, "\(ChromeDriver.missingReason ?? "")")
        let url = try page()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent().deletingLastPathComponent()) }
        let browser = try ChromeDriver(window: (1000, 900))
        defer { browser.quit() }
        try browser.open(url.absoluteString + "#node=0")
        #expect(browser.wait(for: "return window.explainerReady === true", within: 20) != nil)
        // The picture is the whole screen, from the screen's corner (before: the root's 393×759 alone).
        let picture = "var p = document.getElementById('picture'); return ['x', 'y', 'width', 'height'].map(function (a) { return p.getAttribute(a); })"
        #expect(try browser.evaluate(picture) as? [String] == ["0", "0", "393", "852"])
        // The summary names the screen.
        #expect(try browser.evaluate("return document.querySelector('.summary').textContent") as? String
            == "proposed 393×852, reports 393×759 · on iPhone 15 Pro, portrait (393×852)")
        // The root (NavigationStack) is placed in the safe area, 59 below the top: its box is there.
        let box = "var b = document.getElementById('size-box'); return ['x', 'y', 'width', 'height'].map(function (a) { return b.getAttribute(a); })"
        #expect(try browser.evaluate(box) as? [String] == ["0", "59", "393", "759"])
        // The status bar's 9:41 (ink in its first 59 points) and the home indicator (8 above the bottom).
        let statusBar = try #require(try browser.evaluate(Self.inkScript(x: 30, y: 10, width: 80, height: 35)) as? Int)
        #expect(statusBar > 20)
        let indicator = try #require(try browser.evaluate(Self.inkScript(x: 150, y: 836, width: 90, height: 8)) as? Int)
        #expect(indicator > 50)
    }

    @Test func noChromeLeavesTheStatusBarOut() throws {
        try #require(ChromeDriver.missingReason == nil, "\(ChromeDriver.missingReason ?? "")")
        let url = try page(["--no-chrome"])
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent().deletingLastPathComponent()) }
        let browser = try ChromeDriver(window: (1000, 900))
        defer { browser.quit() }
        try browser.open(url.absoluteString)
        #expect(browser.wait(for: "return window.explainerReady === true", within: 20) != nil)
        #expect(try browser.evaluate(Self.inkScript(x: 30, y: 10, width: 80, height: 35)) as? Int == 0)
        // Still the whole screen.
        #expect(try browser.evaluate("return document.getElementById('picture').getAttribute('height')") as? String == "852")
        // In Korean, the screen in Korean words.
        let korean = try String(contentsOf: try page(["--lang", "ko", "--orientation", "landscape"]), encoding: .utf8)
        #expect(korean.contains("iPhone 15 Pro 가로 화면 (852×393)"))
    }
}
