/// The named choices of `arrange watch`.
public enum WatchDefaults {
    /// The port served on when `--port` is not given (the next free one is taken when it is in use).
    public static let port = 8700
    /// How many ports above the chosen one are tried when it is taken.
    public static let portsTried = 20
    /// Seconds between looks at the watched file: a save is noticed within this.
    public static let pollInterval = 0.1
    /// Milliseconds between the page's questions whether a newer version is there.
    public static let pageCheckMilliseconds = 200
}
