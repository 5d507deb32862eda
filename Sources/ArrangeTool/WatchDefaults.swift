/// The named choices of `arrange watch`.
public enum WatchDefaults {
    /// The port served on when `--port` is not given (the next free one is taken when it is in use).
    public static let port = 8700
    /// How many ports above the chosen one are tried when it is taken.
    public static let portsTried = 20
    /// Seconds between looks at the watched file: a save is noticed within this (a look is a
    /// `stat` and a read of the file, cheap at this rate).
    public static let pollInterval = 0.05
    /// Seconds a changed file must hold still before it is laid out: a save in progress (an
    /// editor or `Data.write` truncating the file, then writing it) is then one version, not a
    /// half-written one first. At most `settleLooks` looks; a file rewritten without pause is
    /// laid out as it is then.
    public static let settleInterval = 0.05
    /// The most looks a changed file is given to hold still.
    public static let settleLooks = 25
    /// How long the server holds the page's question whether a newer version is there
    /// (`/version?after=N`) before answering the same version: a new version is answered at
    /// once, so the page reloads as soon as it is made, without polling.
    public static let versionWaitSeconds = 20.0
    /// Milliseconds the page waits before asking again when the server did not answer
    /// (stopped, or restarting).
    public static let retryMilliseconds = 1000
    /// The environment variable with which `watch` asks the program it compiled to leave the
    /// slider's pictures out of a page (`0`): drawing 41 of them takes 0.2 s, a fifth of a
    /// save-to-page round, so a saved file's page is served without them and the page fetches
    /// them (`/sweep?view=NAME`) when its slider is first used.
    public static let sliderPicturesVariable = "ARRANGE_SLIDER_PICTURES"
    /// The environment variable that, set to `0`, makes `watch` build and run each version as
    /// an executable, as `html` does, instead of a library in its host (`SnippetHost`): for
    /// comparing the two, and a way out should the host misbehave on some system.
    public static let hostVariable = "ARRANGE_WATCH_HOST"
}
