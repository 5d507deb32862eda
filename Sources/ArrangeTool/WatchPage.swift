import Foundation

/// The pages `arrange watch` serves: the explainer page of each view with a bar naming the
/// file, the version and the other views, or a page saying what is wrong (compile errors, a
/// file that is gone), and in both a script that asks the server whether a version other than
/// its own is there (`/version?after=N`, which the server holds until one is, up to
/// `WatchDefaults.versionWaitSeconds`) and reloads the page when it is (the address's
/// `#step=`/`#node=` selection is kept).
///
/// For tests: `<body>` carries `data-watch-version="N"` and `data-watch-state="page"` or
/// `"problem"`; the problem's lines are in `<pre id="watch-problem">`, a line naming a place in
/// the file (`Card.swift:5:10: error: …`) in a `<mark>`.
public enum WatchPage {
    /// `html` (an explainer page) with the watch bar and the reload script, as version `version`
    /// of `file`; `views` are the file's views (linked when there are several), `current` this one.
    /// `device` is the screen the page was laid out on when the reader chose one in the bar
    /// (`WatchDevice`), `nil` for the command line's own.
    public static func decorate(_ html: String, file: String, version: Int, views: [String], current: String, device: WatchDevice? = nil) -> String {
        let bar = self.bar(file: file, version: version, views: views, current: current, device: device)
        var page = html
        if let body = page.range(of: "<body") , let end = page[body.upperBound...].firstIndex(of: ">") {
            let chosen = device.map { " data-watch-device=\"\(HTMLEscaping.text($0.query))\"" } ?? ""
            // Where the page fetches its slider's pictures, when it carries a slider without them.
            let viewQuery = current.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? current
            let sweep = html.contains("id=\"sweep-data\"") && !html.contains("\"picture\":\"data:")
                ? " data-watch-sweep=\"" + HTMLEscaping.text("/sweep?view=\(viewQuery)" + (device.map { "&" + $0.query } ?? "")) + "\""
                : ""
            page.insert(contentsOf: " data-watch-version=\"\(version)\" data-watch-state=\"page\"" + chosen + sweep, at: end)
            let after = page.index(after: page[body.upperBound...].firstIndex(of: ">")!)
            page.insert(contentsOf: "\n" + bar, at: after)
        }
        if let close = page.range(of: "</body>", options: .backwards) {
            page.insert(contentsOf: reloadScript(version: version), at: close.lowerBound)
        }
        return page
    }

    /// A page saying what is wrong with `file` (`lines`: the compiler's or arrange's messages),
    /// as version `version`; it reloads when the file is fixed.
    public static func problem(file: String, version: Int, headline: String, lines: [String]) -> String {
        let escape = HTMLEscaping.text
        let name = (file as NSString).lastPathComponent
        let shown = lines.map { line -> String in
            // A message pointing at the file: marked, so the line to fix stands out.
            line.hasPrefix(name + ":") || line.hasPrefix(file + ":") ? "<mark>\(escape(line))</mark>" : escape(line)
        }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(name)) — arrange watch</title>
            <style>
            body { font-family: "Inter", "NanumGothic", "DejaVu Sans", sans-serif; margin: 0; color: #1d1d1f; }
            \(barStyle)
            main { padding: 16px; }
            h1 { font-size: 18px; color: #a61e4d; }
            pre { background: #f5f5f7; padding: 10px 12px; border-radius: 6px; overflow: auto; font-size: 12px; }
            mark { background: #ffe3e3; color: #a61e4d; }
            </style>
            </head>
            <body data-watch-version="\(version)" data-watch-state="problem">
            \(bar(file: file, version: version, views: [], current: ""))
            <main>
            <h1 id="watch-headline">\(escape(headline))</h1>
            <pre id="watch-problem">\(shown)</pre>
            </main>
            \(reloadScript(version: version))</body>
            </html>

            """
    }

    /// The JSON of `html`'s slider data block (`<script type="application/json" id="sweep-data">`), or `nil`.
    public static func sweepData(in html: String) -> String? {
        let open = "<script type=\"application/json\" id=\"sweep-data\">"
        guard let start = html.range(of: open), let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    /// The value of `name` in `path`'s query, percent-decoded.
    public static func queryValue(_ name: String, in path: String) -> String? {
        guard let query = path.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2, parts[0] == name { return parts[1].removingPercentEncoding ?? parts[1] }
        }
        return nil
    }

    /// The address of view `name`'s page: `/` for the first, `/view/NAME` (percent-encoded) otherwise.
    public static func address(of name: String, first: Bool) -> String {
        first ? "/" : "/view/" + (name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? name)
    }

    /// The view a request's `path` asks for, given the file's views in order; `nil` when none.
    public static func view(at path: String, views: [String]) -> String? {
        let bare = String(path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        if bare == "/" || bare.isEmpty { return views.first }
        guard bare.hasPrefix("/view/") else { return nil }
        let name = String(bare.dropFirst("/view/".count)).removingPercentEncoding
        return views.first { $0 == name }
    }

    static let barStyle = """
        #watch-bar { display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: baseline; padding: 6px 12px; background: #1d1d1f; color: #f5f5f7; font-size: 12px; }
        #watch-bar a { color: #ffd8a8; } #watch-bar .current { font-weight: 600; }
        #watch-bar select { font: inherit; font-size: 12px; }
        """

    static func bar(file: String, version: Int, views: [String], current: String, device: WatchDevice? = nil) -> String {
        let escape = HTMLEscaping.text
        let links = views.count > 1
            ? views.enumerated().map { index, name in
                name == current
                    ? "<span class=\"current\">\(escape(name))</span>"
                    : "<a href=\"\(escape(address(of: name, first: index == 0)))\">\(escape(name))</a>"
            }.joined(separator: " ")
            : ""
        let style = views.isEmpty ? "" : "<style>\(barStyle)</style>"
        let devices = views.isEmpty ? "" : deviceSelector(device)
        return "\(style)<div id=\"watch-bar\"><span>arrange watch: <b>\(escape(file))</b></span><span id=\"watch-version\">version \(version)</span>\(links.isEmpty ? "" : "<span>\(links)</span>")\(devices)</div>"
    }

    /// The bar's device menu: the screen the command line and the file choose (a preview's
    /// device, `--size`, `--device`), then every iPhone the tool knows
    /// in both orientations (`WatchDevice.all`); choosing one reloads the page laid out on it
    /// (`?device=iPhone%20SE&orientation=landscape`), keeping the view and the selection.
    static func deviceSelector(_ chosen: WatchDevice?) -> String {
        let escape = HTMLEscaping.text
        var options = "<option value=\"\"\(chosen == nil ? " selected" : "")>as given (a preview's device, --size, --device)</option>"
        for device in WatchDevice.all {
            let selected = device == chosen ? " selected" : ""
            options += "<option value=\"\(escape(device.query))\"\(selected)>\(escape(device.label))</option>"
        }
        return "<label>screen <select id=\"watch-device\">\(options)</select></label>"
            + "<script>document.getElementById('watch-device').addEventListener('change', function (event) {"
            + " var value = event.target.value;"
            + " location.href = location.pathname + (value ? '?' + value : '') + location.hash; });</script>"
    }

    static func reloadScript(version: Int) -> String {
        """
        <script>
        (function () {
          var version = '\(version)';
          // The server answers when a version other than this one is there (or after a while).
          function check() {
            fetch('/version?after=' + version, { cache: 'no-store' }).then(function (response) { return response.text(); }).then(function (text) {
              if (text.trim() !== version) { location.reload(); } else { check(); }
            }).catch(function () { setTimeout(check, \(WatchDefaults.retryMilliseconds)); });
          }
          check();
        })();
        </script>

        """
    }
}
