import Arrange

/// The language explanations are written in when `--lang` is not given: Korean when the
/// locale (`LC_ALL`, then `LC_MESSAGES`, then `LANG`, the order POSIX gives them precedence)
/// starts with `ko`, English otherwise.
public enum LanguagePreference {
    /// The language the locale variables in `environment` ask for.
    public static func language(from environment: [String: String]) -> ExplanationLanguage {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return value.lowercased().hasPrefix("ko") ? .korean : .english
        }
        return .english
    }
}
