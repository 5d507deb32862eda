/// The book's numbered sizing steps for its first two detailed examples (*Thinking in SwiftUI*,
/// ch. 4), word for word: the oracle that the core's explanations and the `arrange` tool's
/// output are checked against, with the text sizes the book assumes.
public enum BookSteps {
    /// `Text("Favorite").padding(10).background(Color.teal)` on 320×480, "Favorite" 51×17.
    public static let favoriteEnglish = [
        "The system proposes 320×480 to background.",
        "background proposes the same 320×480 to its primary subview, padding.",
        "padding subtracts 10 points from each edge and proposes 300×460 to text.",
        "text reports its size as 51×17.",
        "padding adds 10 points to each edge and reports its size as 71×37.",
        "background proposes 71×37, the size of padding, to its secondary subview, Color.",
        "Color accepts the proposed 71×37 and reports it.",
        "background reports the size of its primary subview, 71×37.",
    ]

    /// The same steps in the Korean translation's words.
    public static let favoriteKorean = [
        "system이 background에 320×480을 제안합니다.",
        "background가 primary subview인 padding에 같은 320×480을 제안합니다.",
        "padding이 각 edge에서 10 point씩 빼고 text에 300×460을 제안합니다.",
        "text가 자신의 크기를 51×17로 보고합니다.",
        "padding이 각 edge에 10 point씩 더하고 자신의 크기를 71×37로 보고합니다.",
        "background가 padding의 크기인 71×37을 secondary subview인 Color에 제안합니다.",
        "Color가 제안된 71×37을 받아들이고 보고합니다.",
        "background가 primary subview의 크기인 71×37을 보고합니다.",
    ]

    /// `Text("Hello, World!").frame(minWidth: 0, maxWidth: .infinity).background(Color.teal)
    /// .padding(10)` on 320×480, "Hello, World!" 76×17.
    public static let flexibleFrameEnglish = [
        "The system proposes 320×480 to padding.",
        "padding subtracts 10 points from each edge and proposes 300×460 to background.",
        "background proposes the same 300×460 to its primary subview, frame.",
        "frame proposes the same 300×460 to text.",
        "text reports its size as 76×17.",
        "frame: its width becomes max(0, min(∞, 300)) = 300; it reports 300×17.",
        "background proposes 300×17, the size of frame, to its secondary subview, Color.",
        "Color accepts the proposed 300×17 and reports it.",
        "background reports the size of its primary subview, 300×17.",
        "padding adds 10 points to each edge and reports its size as 320×37.",
    ]
}
