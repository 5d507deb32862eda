import Arrange
import ArrangeRender
import ArrangeText
import Foundation

/// What one command line asked a command to do.
public struct ToolOptions: Sendable {
    /// The command.
    public var command: ToolCommand
    /// The files and folders named (empty in a compiled snippet, which knows its views).
    public var files: [String] = []
    /// The app's other files and folders, compiled beside each file (`--with`, repeatable);
    /// their views are not shown.
    public var companions: [String] = []
    /// The arguments other than the files, in order: what `arrange` passes on to the program
    /// it compiles from a snippet.
    public var passedOn: [String] = []
    /// The loopback port `watch` serves on (`--port`; 0 picks a free one).
    public var port = WatchDefaults.port
    /// The proposal the root view receives when it is on no device's screen (default: an
    /// iPhone screen, 390×844; a preview goes on a device unless `--size` is given: `screen(for:)`).
    public var proposal = ProposedViewSize(width: 390, height: 844)
    /// Whether `--size` chose the proposal (it then wins over a preview's layout).
    public var proposalIsGiven = false
    /// Pixels per point of PNG output.
    public var scale: CGFloat = 2
    /// The file format asked for with `--format`.
    public var format: ImageFormat?
    /// Where output goes (`-o`): a file, or a folder when it ends in `/` or is one.
    public var output: String?
    /// Draws proposals and reported sizes (`--debug`).
    public var showsProposals = false
    /// Draws the root centred on the whole proposed area (`--canvas`).
    public var drawsCanvas = false
    /// Draws a border around every view (`--borders`).
    public var bordersEverything = false
    /// Only the view or preview with this name (`--view`).
    public var viewName: String?
    /// The explanation's language.
    public var language: ExplanationLanguage
    /// Only the subtree of the view marked `.id(focus)` (`--focus`).
    public var focus: String?
    /// Only views at most this many levels below the root, or below the focus (`--depth`).
    public var depth: Int?
    /// Frames as JSON rather than a table (`--json`).
    public var json = false
    /// Says what happens: compiling, reusing a cached build (`--verbose`).
    public var verbose = false
    /// The snippet the views come from (`--source-path`, given by `arrange` to the program it compiles).
    public var sourcePath: String?
    /// What the tool read in the snippet's text: where its views are declared and the calls in
    /// them (`WrittenSource`). Not an argument: the compiled program hands it to
    /// `ArrangeToolMain.run(views:arguments:output:written:)`.
    public var written = WrittenSource.none
    /// Strings with sizes assumed as the book does (`--assume-text 'Favorite=51x17'`); other
    /// text is measured with real fonts.
    public var assumedText: [String: BookTextMetrics.Entry] = [:]
    /// The appearance every view is drawn in (`--color-scheme light|dark`).
    public var colorScheme = ColorScheme.light
    /// The Dynamic Type size text styles (`.body`, `.headline` …) and `@ScaledMetric`s are set
    /// at (`--dynamic-type SIZE`; `large`, iOS's default, unless given).
    public var dynamicTypeSize = DynamicTypeSize.large
    /// The platform the snippet's `#if os(…)`, `canImport(UIKit)` and `targetEnvironment(…)`
    /// conditions are read for (`--platform ios|macos`, default an iPhone: `ToolOptions.platforms`).
    public var platform = "ios"
    /// The platforms `--platform` takes.
    public static let platforms = ["ios", "macos"]
    /// The iPhone every view that fills the screen is laid out on (`--device`, or iPhone 15 Pro
    /// when only `--orientation` is given); `nil` when none is given: previews then go on their
    /// own device, other views get the bare proposal (`screen(for:)`).
    public var device: Device?
    /// How the device is held (`--orientation`).
    public var orientation = Device.Orientation.portrait
    /// Whether `--orientation` was given (else a preview is held as its traits say).
    public var orientationWasGiven = false
    /// Draws the status bar and home indicator over a device's screen (off with `--no-chrome`).
    public var drawsChrome = true
    /// Whether `--scale` was given (else a device's own scale is used).
    public var scaleWasGiven = false
    /// The folder `Image("name")` takes its pictures from (`--images`), `nil` when not given.
    public var imagesFolder: String?
    /// The picture files of `imagesFolder` (none without `--images`): their natural sizes go
    /// into every layout's image catalog, and the renderer draws them.
    public var images = ImageFiles()
    /// `--help` was given: show the command's usage and do nothing else.
    public var showsHelp = false

    /// Options for `command` with the defaults, explanations in `language`.
    public init(command: ToolCommand, language: ExplanationLanguage = .english) {
        self.command = command
        self.language = language
    }

    /// Whether `spelling` is a flag of some command that is followed by a value (`--size`, `-o`).
    public static func flagTakesValue(_ spelling: String) -> Bool {
        ToolFlag.named(spelling)?.takesValue ?? false
    }

    /// The scale pictures are drawn at: `--scale`, else `--device`'s, else 2 (a preview's own
    /// device: `scale(for:)`).
    public var effectiveScale: CGFloat {
        if !scaleWasGiven, let device { return device.displayScale }
        return scale
    }

    /// The format output is written in: `--format`, else the extension of `-o`, else PNG.
    public var effectiveFormat: ImageFormat {
        if let format { return format }
        if let output, let byExtension = ImageFormat(rawValue: URL(fileURLWithPath: output).pathExtension.lowercased()) {
            return byExtension
        }
        return .png
    }

    /// The metrics text is measured with: real fonts, except for the strings of `assumedText`.
    public func textMetrics(over fonts: PangoTextMetrics) -> any TextMetrics {
        assumedText.isEmpty ? fonts : BookTextMetrics(assumedText, fallback: fonts)
    }

    /// The renderer the commands draw with: text in `fonts`, `--images`' files, and the strings of
    /// `assumedText` fitted inside the boxes their assumed sizes made (`Renderer.assumedTexts`).
    public func renderer(drawingWith fonts: PangoTextMetrics) -> Renderer {
        var renderer = Renderer(textMetrics: fonts, images: images)
        renderer.assumedTexts = Set(assumedText.keys)
        return renderer
    }

    /// Parses the arguments after the command name. `environment` supplies the default language.
    ///
    /// 1. Each argument is a flag of the command (`--size 390x844`, `--debug`), `--help`, or a file;
    ///    every argument after `--` is a file (`-- -card.swift`).
    /// 2. Values are checked as they are read: sizes, scale, format, depth.
    /// 3. Flags of other commands and unknown flags are refused, naming the command's help.
    /// 4. `-o` must name a file of the format written, or a folder (`OutputExtension`).
    public static func parse(command: ToolCommand, _ arguments: [String], environment: [String: String]) -> Result<ToolOptions, ToolFailure> {
        var options = ToolOptions(command: command, language: LanguagePreference.language(from: environment))
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "-h" || argument == "--help" {
                options.showsHelp = true
                continue
            }
            if argument == "--" {
                options.files += rest
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                options.files.append(argument)
                continue
            }
            guard let flag = ToolFlag.named(argument) else {
                return .failure(.usage("unknown option '\(argument)' for '\(command.rawValue)'. Run 'arrange \(command.rawValue) --help'."))
            }
            guard command.flags.contains(flag) else {
                return .failure(.usage("'\(command.rawValue)' does not take \(argument). Run 'arrange \(command.rawValue) --help'."))
            }
            if flag == .with {
                // The companions are compiled into the program, not passed on to it.
                guard let value = rest.popFirst() else {
                    return .failure(.usage("--with needs a .swift file or a folder. Run 'arrange \(command.rawValue) --help'."))
                }
                options.companions.append(value)
                continue
            }
            options.passedOn.append(argument)
            guard flag.takesValue else {
                options.set(flag)
                continue
            }
            guard let value = rest.popFirst() else {
                return .failure(.usage("\(argument) needs a value. Run 'arrange \(command.rawValue) --help'."))
            }
            options.passedOn.append(value)
            if let failure = options.set(flag, to: value, spelled: argument) { return .failure(failure) }
        }
        // 4.
        if let failure = OutputExtension.problem(in: options) { return .failure(failure) }
        return .success(options)
    }

    private mutating func set(_ flag: ToolFlag) {
        switch flag {
        case .debug: showsProposals = true
        case .canvas: drawsCanvas = true
        case .borders: bordersEverything = true
        case .json: json = true
        case .verbose: verbose = true
        case .noChrome: drawsChrome = false
        default: break
        }
    }

    private mutating func set(_ flag: ToolFlag, to value: String, spelled: String) -> ToolFailure? {
        switch flag {
        case .size:
            switch ProposalArgument.parse(value) {
            case .success(let proposal):
                self.proposal = proposal
                proposalIsGiven = true
            case .failure(let failure): return failure
            }
        case .scale:
            guard let scale = Double(value), scale.isFinite, scale > 0, scale <= 8 else {
                return .usage("--scale '\(value)' is not a scale; use a number above 0 and at most 8 (1, 2, 3).")
            }
            self.scale = CGFloat(scale)
            scaleWasGiven = true
        case .format:
            guard let format = ImageFormat(rawValue: value.lowercased()) else {
                return .usage("--format '\(value)' is not a format; use png, pdf or svg.")
            }
            self.format = format
        case .device:
            guard let device = Device.named(value) else {
                let names = Device.all.map { "'\($0.name)'" }.joined(separator: ", ")
                return .usage("--device '\(value)' is not a device; use \(names).")
            }
            self.device = device
        case .orientation:
            guard let orientation = Device.Orientation(rawValue: value.lowercased()) else {
                return .usage("--orientation '\(value)' is not an orientation; use portrait or landscape.")
            }
            self.orientation = orientation
            orientationWasGiven = true
            if device == nil { device = .default }
        case .output: output = value
        case .view: viewName = value
        case .language:
            guard let language = ExplanationLanguage(rawValue: value.lowercased()) else {
                return .usage("--lang '\(value)' is not a language; use en or ko.")
            }
            self.language = language
        case .focus: focus = value
        case .depth:
            guard let depth = Int(value), depth >= 0 else {
                return .usage("--depth '\(value)' is not a depth; use a whole number ≥ 0.")
            }
            self.depth = depth
        case .sourcePath: sourcePath = value
        case .port:
            guard let port = Int(value), (0...65535).contains(port) else {
                return .usage("--port '\(value)' is not a port; use a whole number from 1024 to 65535 (0: any free port).")
            }
            self.port = port
        case .images:
            switch ImageFolder.read(value) {
            case .success(let files):
                imagesFolder = value
                images = files
            case .failure(let failure): return failure
            }
        case .colorScheme:
            switch value.lowercased() {
            case "light": colorScheme = .light
            case "dark": colorScheme = .dark
            default: return .usage("--color-scheme '\(value)' is not a colour scheme; use light or dark.")
            }
        case .dynamicType:
            guard let size = Self.dynamicTypeSize(named: value) else {
                let names = DynamicTypeSize.allCases.map { "\($0)" }.joined(separator: ", ")
                return .usage("--dynamic-type '\(value)' is not a Dynamic Type size; use one of \(names) (or AX1 … AX5).")
            }
            dynamicTypeSize = size
        case .platform:
            guard Self.platforms.contains(value.lowercased()) else {
                return .usage("--platform '\(value)' is not a platform; use ios (an iPhone, the default) or macos.")
            }
            platform = value.lowercased()
        case .assumeText:
            switch AssumedTextArgument.parse(value) {
            case .success(let (text, entry)): assumedText[text] = entry
            case .failure(let failure): return failure
            }
        default: break
        }
        return nil
    }
}

extension ToolOptions {
    /// The Dynamic Type size called `name`: SwiftUI's case names (`xSmall` … `xxxLarge`,
    /// `accessibility1` … `accessibility5`) in any case, with or without dashes, or `AX1` … `AX5`
    /// as Settings abbreviates the accessibility sizes.
    static func dynamicTypeSize(named name: String) -> DynamicTypeSize? {
        let folded = name.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
        if folded.hasPrefix("ax"), let level = Int(folded.dropFirst(2)), (1...5).contains(level) {
            return DynamicTypeSize.allCases[DynamicTypeSize.accessibility1.rawValue + level - 1]
        }
        return DynamicTypeSize.allCases.first { "\($0)".lowercased() == folded }
    }
}
