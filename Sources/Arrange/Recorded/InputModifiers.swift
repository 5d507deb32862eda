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

    /// How scrolling inside dismisses the keyboard. Recorded (no keyboard shows at rest).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        recording("scrollDismissesKeyboard", ".\(mode.name)")
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
    /// The keyboards, by UIKit's names.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
        twitter, webSearch, asciiCapableNumberPad
}

/// How typed text is capitalised (UIKit's `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    /// None, each word, each sentence, every character.
    case none, words, sentences, allCharacters
}

/// What kind of text a field holds, for autofill (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    /// The kind's name.
    public let rawValue: String
    /// A kind named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A field for the name.
    public static let name = Self(rawValue: "name")
    /// A field for the given name.
    public static let givenName = Self(rawValue: "givenName")
    /// A field for the family name.
    public static let familyName = Self(rawValue: "familyName")
    /// A field for the nickname.
    public static let nickname = Self(rawValue: "nickname")
    /// A field for the username.
    public static let username = Self(rawValue: "username")
    /// A field for the password.
    public static let password = Self(rawValue: "password")
    /// A field for the new password.
    public static let newPassword = Self(rawValue: "newPassword")
    /// A field for the one time code.
    public static let oneTimeCode = Self(rawValue: "oneTimeCode")
    /// A field for the email address.
    public static let emailAddress = Self(rawValue: "emailAddress")
    /// A field for the telephone number.
    public static let telephoneNumber = Self(rawValue: "telephoneNumber")
    /// A field for the u r l.
    public static let URL = Self(rawValue: "URL")
    /// A field for the full street address.
    public static let fullStreetAddress = Self(rawValue: "fullStreetAddress")
    /// A field for the street address line1.
    public static let streetAddressLine1 = Self(rawValue: "streetAddressLine1")
    /// A field for the street address line2.
    public static let streetAddressLine2 = Self(rawValue: "streetAddressLine2")
    /// A field for the address city.
    public static let addressCity = Self(rawValue: "addressCity")
    /// A field for the address state.
    public static let addressState = Self(rawValue: "addressState")
    /// A field for the postal code.
    public static let postalCode = Self(rawValue: "postalCode")
    /// A field for the country name.
    public static let countryName = Self(rawValue: "countryName")
    /// A field for the organization name.
    public static let organizationName = Self(rawValue: "organizationName")
    /// A field for the job title.
    public static let jobTitle = Self(rawValue: "jobTitle")
    /// A field for the credit card number.
    public static let creditCardNumber = Self(rawValue: "creditCardNumber")
    /// A field for the location.
    public static let location = Self(rawValue: "location")
    /// A field for the name prefix (iOS 15–17).
    public static let namePrefix = Self(rawValue: "namePrefix")
    /// A field for the middle name (iOS 15–17).
    public static let middleName = Self(rawValue: "middleName")
    /// A field for the name suffix (iOS 15–17).
    public static let nameSuffix = Self(rawValue: "nameSuffix")
    /// A field for the sublocality (iOS 15–17).
    public static let sublocality = Self(rawValue: "sublocality")
    /// A field for the credit card's expiry date (iOS 15–17).
    public static let creditCardExpiration = Self(rawValue: "creditCardExpiration")
    /// A field for the credit card's expiry month (iOS 15–17).
    public static let creditCardExpirationMonth = Self(rawValue: "creditCardExpirationMonth")
    /// A field for the credit card's expiry year (iOS 15–17).
    public static let creditCardExpirationYear = Self(rawValue: "creditCardExpirationYear")
    /// A field for the credit card's security code (iOS 15–17).
    public static let creditCardSecurityCode = Self(rawValue: "creditCardSecurityCode")
    /// A field for the credit card's type (iOS 15–17).
    public static let creditCardType = Self(rawValue: "creditCardType")
    /// A field for the name on the credit card (iOS 15–17).
    public static let creditCardName = Self(rawValue: "creditCardName")
    /// A field for the given name on the credit card (iOS 15–17).
    public static let creditCardGivenName = Self(rawValue: "creditCardGivenName")
    /// A field for the middle name on the credit card (iOS 15–17).
    public static let creditCardMiddleName = Self(rawValue: "creditCardMiddleName")
    /// A field for the family name on the credit card (iOS 15–17).
    public static let creditCardFamilyName = Self(rawValue: "creditCardFamilyName")
    /// A field for the birth date (iOS 15–17).
    public static let birthdate = Self(rawValue: "birthdate")
    /// A field for the day of the birth date (iOS 15–17).
    public static let birthdateDay = Self(rawValue: "birthdateDay")
    /// A field for the month of the birth date (iOS 15–17).
    public static let birthdateMonth = Self(rawValue: "birthdateMonth")
    /// A field for the year of the birth date (iOS 15–17).
    public static let birthdateYear = Self(rawValue: "birthdateYear")
    /// A field for a date and time (iOS 15–17).
    public static let dateTime = Self(rawValue: "dateTime")
    /// A field for a flight number (iOS 15–17).
    public static let flightNumber = Self(rawValue: "flightNumber")
    /// A field for a shipment tracking number (iOS 15–17).
    public static let shipmentTrackingNumber = Self(rawValue: "shipmentTrackingNumber")
    /// A field for a cellular EID (iOS 15–17).
    public static let cellularEID = Self(rawValue: "cellularEID")
    /// A field for a cellular IMEI (iOS 15–17).
    public static let cellularIMEI = Self(rawValue: "cellularIMEI")
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

    /// The return key.
    public static let `return` = KeyEquivalent("\r")
    /// The escape key.
    public static let escape = KeyEquivalent("\u{1B}")
    /// The delete key.
    public static let delete = KeyEquivalent("\u{8}")
    /// The tab key.
    public static let tab = KeyEquivalent("\t")
    /// The space key.
    public static let space = KeyEquivalent(" ")
    /// The up arrow key.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The down arrow key.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The left arrow key.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow key.
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// Modifier keys held with a key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Modifiers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The caps lock modifier.
    public static let capsLock = EventModifiers(rawValue: 1)
    /// The shift modifier.
    public static let shift = EventModifiers(rawValue: 2)
    /// The control modifier.
    public static let control = EventModifiers(rawValue: 4)
    /// The option modifier.
    public static let option = EventModifiers(rawValue: 8)
    /// The command modifier.
    public static let command = EventModifiers(rawValue: 16)
    /// The numeric pad modifier.
    public static let numericPad = EventModifiers(rawValue: 32)
    /// The all modifier.
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

/// How scrolling dismisses the keyboard, for `scrollDismissesKeyboard(_:)`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    /// The platform's choice for the context.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// The keyboard goes as soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// The keyboard follows the drag and can be pulled away.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Scrolling never dismisses the keyboard.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}
