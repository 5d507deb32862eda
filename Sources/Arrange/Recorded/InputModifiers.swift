import Foundation

/// How a view takes input: touches, the keyboard, focus, pointer help. Nothing of it is drawn
/// at rest; each modifier is recorded on the node.
nonisolated extension View {
    /// Whether the view takes touches (`false`: they pass to what is behind). Recorded.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        recording("allowsHitTesting", String(enabled))
    }

    /// The shape that takes the view's touches. Recorded.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        recording("contentShape", String(describing: S.self))
    }

    /// The shape used for `kind` (interaction, drag preview, context menu). Recorded.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        recording("contentShape", String(describing: S.self))
    }

    /// The label of the keyboard's return key for text fields inside. Recorded.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        recording("submitLabel", ".\(submitLabel.name)")
    }

    /// The keyboard text fields inside show. Recorded.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        recording("keyboardType", ".\(type)")
    }

    /// What kind of text fields inside hold, for autofill. Recorded.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        recording("textContentType", textContentType.map { ".\($0.rawValue)" } ?? "nil")
    }

    /// How text fields inside capitalise what is typed. Recorded.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        recording("textInputAutocapitalization", autocapitalization.map { ".\($0.name)" } ?? "nil")
    }

    /// How text fields inside capitalise what is typed (before iOS 15). Recorded.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        recording("autocapitalization", ".\(style)")
    }

    /// Turns autocorrection off for text fields inside when `disable`. Recorded.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        recording("autocorrectionDisabled", String(disable))
    }

    /// Turns autocorrection off for text fields inside (before iOS 15). Recorded.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        recording("disableAutocorrection", disable.map(String.init) ?? "nil")
    }

    /// A hardware keyboard shortcut that activates the view. Recorded.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        recording("keyboardShortcut", RecordedArgument.text(String(key.character)))
    }

    /// A hardware keyboard shortcut that activates the view. Recorded.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        recording("keyboardShortcut", shortcut.name)
    }

    /// The text shown when the pointer rests on the view. Recorded.
    public func help(_ text: Text) -> some View {
        recording("help", RecordedArgument.text(text))
    }

    /// The text shown when the pointer rests on the view. Recorded.
    public func help(_ textKey: LocalizedStringKey) -> some View {
        recording("help", RecordedArgument.text(textKey))
    }

    /// The text shown when the pointer rests on the view. Recorded.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        recording("help", RecordedArgument.text(String(text)))
    }

    /// Marks the view with `tag`, by which a `Picker` or `TabView` tells its choices apart.
    /// Recorded, and kept as `LayoutNodeInfo.tag`.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        let value = AnyHashable(tag)
        let record = RecordedModifier("tag", RecordedArgument.text(tag))
        return modifyingNodes("tag") {
            $0.tag = value
            $0.recordedModifiers.append(record)
        }
    }
}

/// The shapes `contentShape(_:_:eoFill:)` sets.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Kinds from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Touches.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// Drag previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// Context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// Hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// Accessibility.
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

/// The label of the keyboard's return key.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    /// "done".
    public static let done = SubmitLabel(name: "done")
    /// "go".
    public static let go = SubmitLabel(name: "go")
    /// "send".
    public static let send = SubmitLabel(name: "send")
    /// "join".
    public static let join = SubmitLabel(name: "join")
    /// "route".
    public static let route = SubmitLabel(name: "route")
    /// "search".
    public static let search = SubmitLabel(name: "search")
    /// "return".
    public static let `return` = SubmitLabel(name: "return")
    /// "next".
    public static let next = SubmitLabel(name: "next")
    /// "continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// The keyboards iOS shows for text input (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
        twitter, webSearch, asciiCapableNumberPad
}

/// How typed text is capitalised (UIKit's `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    case none, words, sentences, allCharacters
}

/// What kind of text a field holds, for autofill (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    /// The kind's name.
    public let rawValue: String
    /// A kind named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = Self(rawValue: "name")
    public static let givenName = Self(rawValue: "givenName")
    public static let familyName = Self(rawValue: "familyName")
    public static let nickname = Self(rawValue: "nickname")
    public static let username = Self(rawValue: "username")
    public static let password = Self(rawValue: "password")
    public static let newPassword = Self(rawValue: "newPassword")
    public static let oneTimeCode = Self(rawValue: "oneTimeCode")
    public static let emailAddress = Self(rawValue: "emailAddress")
    public static let telephoneNumber = Self(rawValue: "telephoneNumber")
    public static let URL = Self(rawValue: "URL")
    public static let fullStreetAddress = Self(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = Self(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = Self(rawValue: "streetAddressLine2")
    public static let addressCity = Self(rawValue: "addressCity")
    public static let addressState = Self(rawValue: "addressState")
    public static let postalCode = Self(rawValue: "postalCode")
    public static let countryName = Self(rawValue: "countryName")
    public static let organizationName = Self(rawValue: "organizationName")
    public static let jobTitle = Self(rawValue: "jobTitle")
    public static let creditCardNumber = Self(rawValue: "creditCardNumber")
    public static let location = Self(rawValue: "location")
}

/// How typed text is capitalised (iOS 15).
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    /// Not at all.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Every word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Every sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every character.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// A key of a hardware keyboard.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public var character: Character

    /// The key of `character`.
    public init(_ character: Character) { self.character = character }
    /// The key written as a literal: `"s"`.
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// Modifier keys held with a key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Modifiers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8)
    public static let command = EventModifiers(rawValue: 16)
    public static let numericPad = EventModifiers(rawValue: 32)
    public static let all = EventModifiers(rawValue: 63)
}

/// A keyboard shortcut.
public struct KeyboardShortcut: Hashable, Sendable {
    let name: String
    /// The key.
    public let key: KeyEquivalent
    /// The modifiers.
    public let modifiers: EventModifiers

    /// `key` with `modifiers`.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
        name = RecordedArgument.text(String(key.character))
    }

    private init(name: String, key: KeyEquivalent) {
        self.name = name
        self.key = key
        modifiers = []
    }

    /// Return: the default button.
    public static let defaultAction = KeyboardShortcut(name: ".defaultAction", key: .return)
    /// Escape: the cancel button.
    public static let cancelAction = KeyboardShortcut(name: ".cancelAction", key: .escape)
}
