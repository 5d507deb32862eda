import Foundation

/// A session that translates text between two languages, as the Translation framework's
/// `TranslationSession` (iOS 18). Apps get one from `translationTask`, which does not run at
/// rest; a session made otherwise translates nothing: every request throws
/// `TranslationError.unsupportedLanguagePairing`, as a device without the languages' models
/// answers.
public final class TranslationSession: @unchecked Sendable {
    /// The language translated from (nil: detected from the text).
    public let sourceLanguage: Locale.Language?
    /// The language translated into (nil: the user's).
    public let targetLanguage: Locale.Language?

    init(sourceLanguage: Locale.Language?, targetLanguage: Locale.Language?) {
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
    }

    /// A session for languages whose models are installed (iOS 26); at rest none are, so it
    /// translates nothing either.
    public convenience init(installedSource: Locale.Language, target: Locale.Language? = nil) {
        self.init(sourceLanguage: installedSource, targetLanguage: target)
    }

    /// Which languages to translate between, as `TranslationSession.Configuration`: a
    /// `translationTask` runs again when it changes (`invalidate()` changes its version).
    public struct Configuration: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// The language translated from (nil: detected).
        public var source: Locale.Language?
        /// The language translated into (nil: the user's).
        public var target: Locale.Language?
        /// How many times it was invalidated.
        public private(set) var version = 0

        /// A configuration translating from `source` into `target`.
        public init(source: Locale.Language? = nil, target: Locale.Language? = nil) {
            self.source = source
            self.target = target
        }

        /// Asks the task using it to run again.
        public mutating func invalidate() { version += 1 }

        public var description: String {
            "source: \(source?.minimalIdentifier ?? "nil"), target: \(target?.minimalIdentifier ?? "nil")"
        }
    }

    /// One translation: the text asked for and its translation, as `TranslationSession.Response`.
    public struct Response: Sendable, Hashable {
        public var sourceLanguage: Locale.Language
        public var targetLanguage: Locale.Language
        public var sourceText: String
        public var targetText: String
        public var clientIdentifier: String?
    }

    /// One text to translate in a batch, as `TranslationSession.Request`.
    public struct Request: Sendable, Hashable {
        public var sourceText: String
        public var clientIdentifier: String?

        public init(sourceText: String, clientIdentifier: String? = nil) {
            self.sourceText = sourceText
            self.clientIdentifier = clientIdentifier
        }
    }

    /// Downloads the languages' models if needed: throws at rest (no models).
    public func prepareTranslation() async throws { throw TranslationError.unsupportedLanguagePairing }

    /// The translation of `string`: throws at rest (no models).
    public func translate(_ string: String) async throws -> Response { throw TranslationError.unsupportedLanguagePairing }

    /// The translations of `batch`: throws at rest (no models).
    public func translations(from batch: [Request]) async throws -> [Response] { throw TranslationError.unsupportedLanguagePairing }
}

/// Why a translation failed, as the Translation framework's `TranslationError`.
public enum TranslationError: Error, Sendable, Hashable {
    case unsupportedSourceLanguage, unsupportedTargetLanguage, unsupportedLanguagePairing, unableToIdentifyLanguage, nothingToTranslate
}

/// Whether the device can translate between languages, as `LanguageAvailability` (iOS 18).
/// At rest no language model is installed or can be: every pair is unsupported and there
/// are no supported languages.
public final class LanguageAvailability: @unchecked Sendable {
    /// A pair's availability.
    public enum Status: Sendable, Hashable {
        case installed, supported, unsupported
    }

    public init() {}

    /// The languages translation supports: none at rest.
    public var supportedLanguages: [Locale.Language] { get async { [] } }

    /// Whether `source` can be translated into `target`: unsupported at rest.
    public func status(from source: Locale.Language, to target: Locale.Language?) async -> Status { .unsupported }

    /// Whether `text` can be translated into `target`: unsupported at rest.
    public func status(for text: String, to target: Locale.Language?) async throws -> Status { .unsupported }
}
