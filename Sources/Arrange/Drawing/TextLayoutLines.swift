import Foundation

extension Text {
    /// A text's lines as set in its frame (iOS 18's `Text.Layout`), for a `TextRenderer`: lines
    /// of runs (stretches of one style), runs of glyph slices.
    ///
    /// Made from the environment's text metrics, as the `Text` view measures itself:
    ///
    /// 1. The text is measured for its frame's width; each measured line becomes a `Line`.
    /// 2. Lines are placed by the text's alignment, their baselines evenly from the first
    ///    baseline to the last (the lines of one font are equally tall).
    /// 3. Each line is cut where the text's parts change (`+`, interpolated `Text`, Markdown),
    ///    each piece a `Run` measured on its own and placed after the one before.
    /// 4. A run's slices are its characters, placed by the widths of the run's prefixes.
    ///
    /// Drawing a line, run or slice draws that stretch as a one-line `Text` of its own styles
    /// with its baseline on the line's.
    public struct Layout: RandomAccessCollection, Equatable {
        let lines: [Line]
        /// Whether the text was cut short.
        public let isTruncated: Bool

        public var startIndex: Int { 0 }
        public var endIndex: Int { lines.count }
        /// The line at `index`.
        public subscript(index: Int) -> Line { lines[index] }

        /// A line of placed runs.
        public struct Line: RandomAccessCollection, Equatable {
            let runs: [Run]
            /// The line's baseline origin, in the text's frame.
            public let origin: CGPoint
            /// The line's extent around its baseline.
            public let typographicBounds: TypographicBounds
            public var startIndex: Int { 0 }
            public var endIndex: Int { runs.count }
            /// The run at `index`.
            public subscript(index: Int) -> Run { runs[index] }
        }

        /// A stretch of one line in one style; its elements are its glyphs.
        public struct Run: RandomAccessCollection, Equatable {
            public typealias SubSequence = RunSlice
            let part: TextRun
            let environment: EnvironmentValues
            /// Where each glyph starts, from the run's origin, and where the last ends.
            let glyphEdges: [CGFloat]
            /// The run's extent around its baseline.
            public let typographicBounds: TypographicBounds
            /// The direction the run reads in.
            public let layoutDirection: LayoutDirection
            public var startIndex: Int { 0 }
            public var endIndex: Int { part.string.count }
            /// The glyph at `index`.
            public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }
            /// The glyphs in `bounds`.
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: self, indices: bounds) }
            /// The run's value of the attribute `T` (`Text.customAttribute`), if it has one.
            public subscript<T: TextAttribute>(_ key: T.Type) -> T? {
                part.customAttributes.values.lazy.compactMap { $0.base as? T }.first
            }

            public static func == (lhs: Run, rhs: Run) -> Bool {
                lhs.part == rhs.part && lhs.glyphEdges == rhs.glyphEdges && lhs.typographicBounds == rhs.typographicBounds
            }
        }

        /// Some glyphs of a run.
        public struct RunSlice: RandomAccessCollection, Equatable {
            public typealias SubSequence = RunSlice
            /// The run the glyphs belong to.
            public let run: Run
            /// The glyphs' indices in the run.
            public let indices: Range<Int>
            public var startIndex: Int { indices.lowerBound }
            public var endIndex: Int { indices.upperBound }
            /// The glyph at `index`.
            public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index..<(index + 1)) }
            /// The glyphs in `bounds`.
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: run, indices: bounds) }
            /// The slice's extent around the baseline.
            public var typographicBounds: TypographicBounds {
                let bounds = run.typographicBounds
                let start = run.glyphEdges[Swift.min(indices.lowerBound, run.glyphEdges.count - 1)]
                let end = run.glyphEdges[Swift.min(indices.upperBound, run.glyphEdges.count - 1)]
                return TypographicBounds(
                    origin: CGPoint(x: bounds.origin.x + start, y: bounds.origin.y), width: end - start, ascent: bounds.ascent,
                    descent: bounds.descent, leading: bounds.leading)
            }
        }

        /// A stretch's extent: its baseline origin, width, and the font's ascent, descent and leading.
        public struct TypographicBounds: Equatable, Sendable {
            /// Where the baseline starts.
            public var origin: CGPoint
            /// The advance.
            public var width: CGFloat
            /// How far glyphs reach above the baseline.
            public var ascent: CGFloat
            /// How far glyphs reach below the baseline.
            public var descent: CGFloat
            /// The space between lines.
            public var leading: CGFloat
            /// The rectangle from the ascent to the descent.
            public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
        }

        /// Options of drawing a line, run or slice (accepted).
        public struct DrawingOptions: OptionSet, Sendable {
            public let rawValue: UInt32
            /// An option set.
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            /// Glyphs are not moved to whole pixels (accepted).
            public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
        }
    }
}

extension Text.Layout {
    /// The layout of `text` in `environment`, for a frame of `size`.
    init(_ text: Text, environment: EnvironmentValues, size: CGSize) {
        let resolved = ResolvedText(text, in: environment)
        let options = TextLayoutOptions(resolved, in: environment).broughtIntoRange().0
        // 1.
        let measured = environment.textMetrics.measure(resolved.string, options: options, proposal: ProposedViewSize(size))
        let count = measured.lines.count
        let step = count > 1 ? (measured.lastBaseline - measured.firstBaseline) / CGFloat(count - 1) : 0
        let alignment: CGFloat = switch options.alignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
        // Each part's characters in the shown string.
        var partRanges: [(part: TextRun, range: Range<Int>)] = []
        var offset = 0
        for part in text.runs {
            partRanges.append((part, offset..<(offset + part.string.count)))
            offset += part.string.count
        }
        let characters = Array(resolved.string)
        var cursor = 0
        var lines: [Line] = []
        for (number, line) in measured.lines.enumerated() {
            // 2.
            let baseline = measured.firstBaseline + CGFloat(number) * step
            let origin = CGPoint(x: (measured.size.width - line.width) * alignment, y: baseline)
            let start = Self.find(Array(line.text), in: characters, from: cursor)
            let end = Swift.min(start + line.text.count, characters.count)
            cursor = end
            // 3.
            var runs: [Run] = []
            var x = origin.x
            for (part, range) in partRanges {
                let piece = range.clamped(to: start..<end)
                guard !piece.isEmpty else { continue }
                var sliced = part
                sliced.string = String(characters[piece])
                sliced.localized = nil
                let run = Run(part: sliced, environment: environment, origin: CGPoint(x: x, y: baseline))
                x += run.typographicBounds.width
                runs.append(run)
            }
            let ascent = runs.map(\.typographicBounds.ascent).max() ?? measured.firstBaseline
            let descent = runs.map(\.typographicBounds.descent).max() ?? 0
            lines.append(
                Line(
                    runs: runs, origin: origin,
                    typographicBounds: TypographicBounds(origin: origin, width: line.width, ascent: ascent, descent: descent, leading: 0)))
        }
        self.init(lines: lines, isTruncated: measured.isTruncated)
    }

    /// Where `line` starts in `characters` at or after `cursor` (skipping the spaces and line
    /// breaks a line break ate); `cursor` when it is not found as given (a truncated line).
    static func find(_ line: [Character], in characters: [Character], from cursor: Int) -> Int {
        guard !line.isEmpty else { return cursor }
        var start = cursor
        while start + line.count <= characters.count {
            if Array(characters[start..<(start + line.count)]) == line { return start }
            // Only the spaces and breaks between lines may be skipped.
            guard characters[start].isWhitespace else { break }
            start += 1
        }
        return cursor
    }
}

extension Text.Layout.Run {
    /// Step 4: the run of `part` with its baseline origin at `origin`, its glyphs measured.
    init(part: TextRun, environment: EnvironmentValues, origin: CGPoint) {
        let measure = { (string: String) -> TextMeasurement in
            var piece = part
            piece.string = string
            return GraphicsContext.ResolvedText(text: Text(runs: [piece]), environment: environment)
                .measurement(proposal: .unspecified)
        }
        let whole = measure(part.string)
        // Text metrics leave trailing spaces out of a width; a run's advance keeps them (the
        // space before the next run): measured with a mark after it, less the mark.
        let trailingSpaces = part.string.reversed().prefix { $0 == " " }.count
        let advance = trailingSpaces == 0
            ? whole.size.width : measure(part.string + "x").size.width - measure("x").size.width
        var edges: [CGFloat] = [0]
        let count = part.string.count
        if count <= Self.measuredGlyphLimit {
            var prefix = ""
            for character in part.string.dropLast() {
                prefix.append(character)
                edges.append(measure(prefix).size.width)
            }
        } else {
            // Past the limit, glyphs share the run's width evenly.
            for index in 1..<count { edges.append(whole.size.width * CGFloat(index) / CGFloat(count)) }
        }
        if count > 0 { edges.append(advance) }
        self.init(
            part: part, environment: environment, glyphEdges: edges,
            typographicBounds: Text.Layout.TypographicBounds(
                origin: origin, width: advance, ascent: whole.firstBaseline,
                descent: Swift.max(whole.size.height - whole.firstBaseline, 0), leading: 0),
            layoutDirection: environment.layoutDirection)
    }

    /// The longest run whose glyphs are each placed by measuring its prefixes (a measurement
    /// each); a longer one spreads them evenly over its width.
    static let measuredGlyphLimit = 200

    /// The glyphs `indices` as a one-line text and where its top-leading corner goes.
    func drawable(_ indices: Range<Int>) -> (text: Text, origin: CGPoint) {
        var piece = part
        let characters = Array(part.string)
        let kept = indices.clamped(to: 0..<characters.count)
        piece.string = String(characters[kept])
        let start = glyphEdges[Swift.min(kept.lowerBound, glyphEdges.count - 1)]
        let bounds = typographicBounds
        return (Text(runs: [piece]), CGPoint(x: bounds.origin.x + start, y: bounds.origin.y - bounds.ascent))
    }
}

extension GraphicsContext {
    /// Draws a line of a text's layout where it was set.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        for run in line { draw(run, options: options) }
    }

    /// Draws a run of a text's layout where it was set.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(run[0..<run.count], options: options)
    }

    /// Draws some glyphs of a text's layout where they were set.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        guard !slice.indices.isEmpty else { return }
        let (text, origin) = slice.run.drawable(slice.indices)
        let resolved = ResolvedText(text: text, environment: slice.run.environment)
        let layout = resolved.layout(proposal: .unspecified)
        record(.view(layout, node: 0, frame: CGRect(origin: origin, size: layout.size)))
    }
}
