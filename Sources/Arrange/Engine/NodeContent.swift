import Foundation

/// What a laid-out leaf shows, for renderers: containers and modifiers show nothing themselves.
public enum NodeContent: @unchecked Sendable {
    /// Nothing of its own (containers, modifiers, spacers).
    case none
    /// A string set with these options.
    case text(String, options: TextLayoutOptions, style: TextDrawingStyle)
    /// A colour filling the frame.
    case color(Color)
    /// A shape drawn in the frame.
    case shape(any Shape, style: AnyShapeStyle, drawing: ShapeDrawing)
    /// A picture; `capInsets` and `resizingMode` are set when it is resizable. `tint` is the
    /// foreground colour a symbol (`Image(systemName:)`) or a template picture
    /// (`renderingMode(.template)`) is drawn in; `nil` on a picture from a file means it keeps
    /// its own colours, on a symbol the primary colour.
    case image(Image.Source, naturalSize: CGSize, capInsets: EdgeInsets?, resizingMode: Image.ResizingMode?, tint: Color?)
    /// A `Canvas`'s drawing, recorded when the picture is drawn (`_CanvasContent.record`).
    case canvas(_CanvasContent)
}
