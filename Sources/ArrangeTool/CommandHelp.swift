/// The `--help` text of `arrange` and of each command.
public enum CommandHelp {
    /// `arrange --help`.
    public static let overview = """
        USAGE: arrange [--lang en|ko]
               arrange <command> FILE [options]

        Renders any SwiftUI snippet or #Preview on Linux and explains its layout step by step.
        FILE is a .swift file with view expressions (Text("Hi").padding()), `struct … : View`
        declarations or #Preview { … } blocks, and any helper types they use.

        With no command, lays out the book's built-in examples, explains them and draws them.

        COMMANDS:
          render    Draw each view to PNG, PDF or SVG.
          explain   Print the layout negotiation as numbered steps.
          frames    Print every view's frame, proposals and answers (table or JSON).
          html      Write a self-contained HTML page explaining the layout.
          watch     Serve that page on http://127.0.0.1:8700/ and reload it when FILE is saved.

        OPTIONS:
          --lang en|ko   Language of the explanations: the built-in examples', and explain's and
                         html's when it comes before them (default: from LC_ALL/LC_MESSAGES/LANG).
          -h, --help     Show this help. 'arrange <command> --help' shows a command's.

        A command's options may also come before it: arrange -v --lang ko explain card.swift.

        ENVIRONMENT:
          XDG_CACHE_HOME        Compiled snippets are kept in $XDG_CACHE_HOME/arrange
                                (default ~/.cache/arrange).
          SWIFTC                The compiler (default: the swiftc of the toolchain arrange runs on,
                                else swiftc on PATH).
          ARRANGE_TIME_LIMIT    Seconds a snippet may run before it is stopped (default 20).
          ARRANGE_MEMORY_LIMIT  Megabytes a snippet may allocate (default 4096).
          ARRANGE_KIT_DIR       The folder holding libArrangeKit.so (default: beside arrange).
          ARRANGE_PACKAGE_DIR   The Arrange package's folder, for its C module map.
        """

    /// The help of `command`.
    public static func text(for command: ToolCommand) -> String {
        switch command {
        case .render: return render
        case .explain: return explain
        case .frames: return frames
        case .html: return html
        case .watch: return watch
        }
    }

    static let watch = """
        USAGE: arrange watch FILE [--port 8700] [--view NAME] [--size 390x844 | --device NAME]
                             [--lang ko|en]

        Serves the explainer page of FILE (as 'arrange html' writes it) on the loopback interface,
        http://127.0.0.1:PORT/, and has it reload within a second of FILE being saved (after the
        snippet compiles). Compile errors, and a FILE that is gone or unreadable, show in the page
        until FILE is fixed. Stop it with Ctrl-C.

        OPTIONS:
          --port N          The port (default 8700; 0 for any free one). When it is taken, the
                            next free one is used and said.
          --lang en|ko      Language of the page.
          --color-scheme S  light (default) or dark.
          --no-chrome       On a device, leave out the status bar and home indicator. (The
                            page's screen menu lays the page out on another iPhone.)
        \(sharedOptions)
        """

    static let sharedOptions = """
          --size WxH        The proposal the root receives (default 390x844; a preview is on its
                            device unless --size is given). Each dimension is a number ≥ 0, nil
                            (ideal size) or inf: 390xnil, nilxnil, infx100.
          --view NAME       Only the view or preview called NAME (a struct's name, a preview's name,
                            Preview/Snippet for unnamed ones).
          --device NAME     Lay out on an iPhone's screen with its safe area, scale and size
                            classes: 'iPhone SE', 'iPhone 15', 'iPhone 15 Pro' (the default with
                            --orientation, and for previews), 'iPhone 15 Pro Max'. Replaces --size
                            and a preview's previewDevice.
          --orientation O   portrait (default) or landscape, with a --device (iPhone 15 Pro if none).
          --dynamic-type S  The Dynamic Type size text styles are set at: xSmall, small, medium,
                            large (default), xLarge, xxLarge, xxxLarge, accessibility1 … 5 (AX1 … AX5).
          --assume-text 'TEXT=WxH'
                            Give TEXT the size the book assumes (repeatable), e.g. 'Favorite=51x17';
                            'TEXT=WxH,60:50x40' adds the size for proposed widths ≤ 60. Other text
                            is measured with real fonts.
          --with PATH       Compile the app's other files beside the file (repeatable): a .swift
                            file or a folder of them (the file itself is skipped), declaring
                            the models and views it uses. Only the file's own views are shown.
                            A folder named like a module (Sources/Kit) drops `import Kit`; its
                            .json/.plist/.txt files are found by Bundle.main.
          --images DIR      Take Image("name")'s picture and natural size from DIR's name.png,
                            name@2x.png, name@3x.png or name.jpg (the sharpest one of a name).
          --platform P      ios (default) or macos: the platform #if os(…), canImport(UIKit)
                            and targetEnvironment(simulator) are read for; on ios, import UIKit
                            brings ArrangeUIKit.
          -v, --verbose     Say what happens: compiling, or reusing a cached build, and what
                            each platform condition was read as.
          -h, --help        Show this help.
          --                The arguments after it are files, even when they start with -.
        """

    static let render = """
        USAGE: arrange render FILE|FOLDER... [--size 390x844] [--scale 2] [--format png|pdf|svg]
                              [-o OUT] [--debug] [--canvas] [--borders] [--color-scheme light|dark]
                              [--view NAME] [--focus ID] [--depth N]

        Lays each view and preview out at the proposed size with real fonts and draws it. The
        picture is the root's reported size times the scale, or with --canvas the whole proposed
        area with the view centred on it. Several files or folders render in parallel.

        OUTPUT: -o OUT names the file of a single view; several views get OUT-VIEW.png. When OUT
        is a folder (ends in / or exists), FILE-VIEW.png goes inside it (in the same subfolder
        as FILE in a FOLDER given). Without -o, FILE-VIEW.png goes beside FILE.

        OPTIONS:
          --scale N         Pixels per point of PNG output (default 2; above 0, at most 8).
          --format F        png, pdf or svg (default: from OUT's extension, else png; OUT with
                            another format's extension, such as out.jpg, is refused).
          -o, --output OUT  The file, or folder, to write.
          --debug           Draw each view's proposal (dashed) and reported size, as the book does;
                            labels clear of each other and the content, none on views smaller
                            than a label, the root's proposal always.
          --focus ID        Draw --debug and --borders only for the view marked .id(ID) (or the
                            first of your views of type ID, or declared at line ID) and the views
                            inside it.
          --depth N         ... and only for views at most N levels below it (or the root).
          --canvas          Draw on the whole proposed area, the view centred, like a screen.
          --borders         Draw a border around every view.
          --no-chrome       On a device, leave out the status bar and home indicator (drawn
                            over the screen as iOS shows them by default).
          --color-scheme S  light (default) or dark: every system colour, the label colours and
                            the screen's background (systemBackground) as iOS shows them.
        \(sharedOptions)
        """

    static let explain = """
        USAGE: arrange explain FILE [--size 390x844] [--lang ko|en] [--view NAME] [--focus ID] [--depth N]

        Lays each view out and prints the negotiation as numbered steps: every proposal, every
        answer, every placement, in English or Korean.

        OPTIONS:
          --lang en|ko      Language (default: Korean when LC_ALL/LC_MESSAGES/LANG start with ko).
          --focus ID        Only the steps about the view marked .id(ID), or the first of your
                            views of type ID (SettingsRow) or declared at line ID, and the views
                            inside it.
          --depth N         Only the steps about views at most N levels below the root (or the focus).
        \(sharedOptions)
        """

    static let frames = """
        USAGE: arrange frames FILE [--size 390x844] [--json] [--view NAME]

        Lays each view out and prints every view's kind, id, frame, the proposal it was placed
        with and every proposal it answered.

        OPTIONS:
          --json            JSON instead of a table (an array when the file has several views).
        \(sharedOptions)
        """

    static let html = """
        USAGE: arrange html FILE [-o OUT.html] [--size 390x844 | --device NAME] [--lang ko|en]
                            [--view NAME] [--scale N] [--canvas]

        Writes a self-contained HTML page per view: the picture, the view tree and a
        step-through of the negotiation.

        OPTIONS:
          -o, --output OUT  The page to write (default FILE-VIEW.html beside FILE); several views
                            get OUT-VIEW.html; a folder when it ends in / or exists.
          --lang en|ko      Language (default: from LC_ALL/LC_MESSAGES/LANG).
          --scale N         Draw the picture as PNG at N pixels a point (default: SVG, sharp at
                            any zoom; above 0, at most 8).
          --canvas          Draw the picture on the whole proposed area, the view centred, as
                            'arrange render --canvas' does (the boxes stay on the views).
          --no-chrome       On a device, leave out the status bar and home indicator (the
                            picture is the device's whole screen, as 'arrange render' draws it).
        \(sharedOptions)
        """
}
