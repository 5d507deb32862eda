import Foundation

/// Something about the input that SwiftUI would log: the layout still completes with a defined
/// result. Each says what is wrong, with which value, where (a path of view kinds) and how to fix it:
/// every message ends with what to do.
///
/// Every diagnostic is tied to the node it is about (`node`, an index into `ViewLayout.nodes`),
/// those raised while the tree is built (a `padding(.nan)`, a `Slider` value out of range) as
/// well as those raised while it is laid out; from the node come its path, the view you wrote
/// that made it (`viewType`) and, in the `arrange` tool, the line of code that made it. A view
/// that makes no node of its own names its nearest container's; the depth budget names the
/// node whose content was cut. Only a view left out of the tree (an environment object nobody
/// provides) has no node: its `node` is `nil` and its path names the view.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Two diagnostics are the same when they say the same thing at the same place (comparing
    /// messages, so that values such as NaN, which differ from themselves, still match): the
    /// sameness by which every list of diagnostics tells each once (`ToldOnce`).
    public static func == (lhs: LayoutDiagnostic, rhs: LayoutDiagnostic) -> Bool {
        lhs.description == rhs.description
    }

    /// Hashes the message, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }

    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// A fixed frame dimension is negative, NaN or infinite.
        case invalidFrameDimension(CGFloat)
        /// A flexible frame's min, ideal and max are not in non-decreasing order.
        case contradictoryFrameConstraints
        /// A flexible frame bound is NaN or an infinite minimum.
        case invalidFlexibleFrameBound(CGFloat)
        /// A proposal with NaN or a negative length reached a view.
        case invalidProposal(ProposedViewSize)
        /// A view answered NaN, a negative length, or infinity for a finite proposal.
        case invalidReportedSize(CGSize)
        /// A position was not finite.
        case nonFiniteOrigin(CGPoint)
        /// An alignment guide closure returned NaN or infinity.
        case nonFiniteAlignmentGuide(guide: String, value: CGFloat)
        /// A custom `Layout`'s `explicitAlignment(of:…)` returned NaN, or infinity for a view of
        /// finite size along the guide's axis.
        case nonFiniteLayoutGuide(layout: String, guide: String, value: CGFloat)
        /// A parent placed the same child twice.
        case placedTwice
        /// A parent never placed this child: it is not shown.
        case notPlaced
        /// A length given to a modifier (padding, spacing, aspect ratio, priority) is not usable.
        case invalidValue(modifier: String, value: CGFloat)
        /// No image of this name is in the environment's `imageCatalog`.
        case missingImage(String)
        /// No colour of this name is in the environment's `colorCatalog` (`Color("Name")`).
        case missingColor(String)
        /// The pass asked for more sizes than its budget allows (a layout measuring endlessly).
        case workBudgetExceeded(limit: Int)
        /// The pass made more placements than its budget allows (a layout placing its
        /// subviews several times over, nested); deeper subtrees kept their earlier frames.
        case placementBudgetExceeded(limit: Int)
        /// The tree is deeper than the layout's depth budget; deeper views were left out.
        case depthLimitExceeded(limit: Int)
        /// The stack ran low and no further stack segment of `segmentBytes` could be mapped
        /// (`StackSegments`); the views below were left out or unmeasured.
        case stackExhausted(segmentBytes: Int)
        /// A text's font size, tracking or line spacing lies beyond what text can be set with
        /// (`TextLayoutOptions.pointSizes`, `trackings`, `lineSpacings`); `used` was set.
        case textValueOutOfRange(modifier: String, value: CGFloat, used: CGFloat)
        /// Safe-area insets larger than the screen they inset; they were cut to fit it.
        case safeAreaInsetsExceedScreen(insets: EdgeInsets, screen: CGSize)
        /// A control's value is NaN or outside the range it shows (`Slider`, `ProgressView`,
        /// `Gauge`, `Stepper`); it is drawn as `shown`.
        case controlValueOutOfRange(view: String, value: Double, range: String, shown: String)
        /// A control's range or total is empty, NaN or negative; it is drawn as `shown`.
        case invalidControlRange(view: String, range: String, shown: String)
        /// A `Picker`'s selection matches none of its options' tags.
        case pickerSelectionHasNoTag(selection: String)
        /// `gridCellColumns` asked for a span below 1 or beyond `GridStructure.maximumColumnSpan`.
        case invalidGridCellColumns(requested: Int, used: Int)
        /// A view reads an environment object (`@EnvironmentObject`, `@Environment(Model.self)`)
        /// that no ancestor provides; SwiftUI stops with `message`, Arrange leaves the view out.
        case missingEnvironmentObject(message: String)
        /// A `GridRow` (row `row`, counted from 0) has fewer cells than the grid has columns.
        case shortGridRow(row: Int, cells: Int, columns: Int)
        /// `onPreferenceChange(key)` still saw its value change after `layouts` layouts.
        case preferenceChangeDidNotSettle(key: String, layouts: Int)
        /// A lifecycle action (`onAppear`, `onChange`, `task`) was still due after `layouts`
        /// layouts: each one it ran changed state that made it due again.
        case lifecycleActionDidNotSettle(action: String, layouts: Int)
        /// A `task` was still running `seconds` after its view appeared; it was cancelled.
        case taskDidNotFinish(seconds: Double)
    }

    /// The most diagnostics one layout records.
    public static let limit = 200

    /// What went wrong.
    public let kind: Kind
    /// Where: the kinds of the views from the root to the offending one
    /// (`VStack › HStack[1] › padding`; the nearest `NodePath.diagnosticLevels` levels, `NodePath`).
    public internal(set) var path: String
    /// The node the diagnostic is about: its index in `ViewLayout.nodes` (parents first), from
    /// which its kind, frame and path are read; `nil` when no node stands for it.
    public internal(set) var node: Int?
    /// The view you wrote (a type with a `body`) that made the node or, failing that, its
    /// nearest ancestor, as `Module.TypeName` (`Settings.SettingsRow`): where in your code to
    /// look. `nil` when only Arrange's own views made it.
    public internal(set) var viewType: String?
    /// The node's slot in its store while the layout runs; turned into `node` when the layout
    /// is described. `leftOut` for a view left out of the tree.
    var slot: Int32?
    /// The slot of a diagnostic about a view that has no node (and that no other node stands for).
    static let leftOut: Int32 = -1

    /// A diagnostic about the node at `slot` (if any), located at `path` until the finished
    /// tree gives it a full one.
    init(kind: Kind, path: String, slot: Int32? = nil) {
        self.kind = kind
        self.path = path
        self.slot = slot
    }

    /// The message, in SwiftUI's words where SwiftUI logs one, then where and what to do.
    public var description: String {
        "\(message) (at \(path))"
    }

    /// The message without the location.
    public var message: String {
        switch kind {
        case .invalidFrameDimension(let value):
            return "Invalid frame dimension (negative or non-finite). Got \(LengthFormat.length(value)); it is treated as unspecified. Pass a finite, non-negative length, e.g. max(0, …)."
        case .contradictoryFrameConstraints:
            return "Contradictory frame constraints specified. min ≤ ideal ≤ max must hold on each axis; the values were repaired and the frame still laid out. Pass a minimum no larger than the ideal, and an ideal no larger than the maximum."
        case .invalidFlexibleFrameBound(let value):
            return "Invalid frame dimension (negative or non-finite). A flexible frame bound of \(LengthFormat.length(value)) is ignored. Pass a finite, non-negative bound (.infinity only as a maximum), or nil."
        case .invalidProposal(let proposal):
            return "A proposal of \(proposal) is invalid: NaN became unspecified and negative lengths 0. Propose finite, non-negative lengths, or nil for an unspecified one."
        case .invalidReportedSize(let size):
            return "A view reported \(LengthFormat.size(size)), which is not a usable size; NaN and negative lengths became 0, and infinity the proposed length. Return a finite, non-negative size from sizeThatFits (infinite only along an axis proposed .infinity)."
        case .nonFiniteOrigin(let point):
            return "A view was placed at \(LengthFormat.point(point)); non-finite coordinates became 0. An infinite size under an infinite proposal cannot be centred. Give the view a finite size (a frame with a finite maximum), or place it by its top-leading corner."
        case .nonFiniteAlignmentGuide(let guide, let value):
            return "The alignmentGuide closure for .\(guide) returned \(LengthFormat.length(value)); the guide's default value is used instead. Return a finite value from the closure."
        case .nonFiniteLayoutGuide(let layout, let guide, let value):
            return "\(layout)'s explicitAlignment(of:) returned \(LengthFormat.length(value)) for .\(guide); the guide's default value is used instead. Return a finite value from explicitAlignment, or nil for the guide's default."
        case .placedTwice:
            return "A layout placed the same subview more than once; the last placement wins. Place each subview once in placeSubviews."
        case .notPlaced:
            return "A layout never placed this subview, so it is not shown. Call place(at:anchor:proposal:) on every subview in placeSubviews."
        case .invalidValue(let modifier, let value):
            return "\(modifier) got \(LengthFormat.length(value)), which is not usable; it is ignored. Pass a finite value the modifier accepts."
        case .missingImage(let name):
            return "No image named '\(name)' found in the image catalog; it takes no space. Add its size with .environment(\\.imageCatalog, [\"\(name)\": CGSize(…)])."
        case .missingColor(let name):
            return "No color named '\(name)' found in the asset catalog; it is drawn clear, as SwiftUI draws a missing color. Give it with .environment(\\.colorCatalog, [\"\(name)\": Color(…)])."
        case .workBudgetExceeded(let limit):
            return "The layout asked for more than \(limit) sizes; measuring stopped and further sizes are zero. A custom Layout may be measuring its subviews in an endless loop: ask each subview a bounded number of sizes, or raise LayoutOptions.measurementsPerNode for a tree that needs more."
        case .textValueOutOfRange(let modifier, let value, let used):
            return "Text's \(modifier) of \(LengthFormat.length(value)) is beyond what text can be set with; it is set with \(LengthFormat.length(used)). Use a value of a realistic size."
        case .safeAreaInsetsExceedScreen(let insets, let screen):
            return "Safe-area insets of \(LengthFormat.length(insets.top)), \(LengthFormat.length(insets.leading)), \(LengthFormat.length(insets.bottom)), \(LengthFormat.length(insets.trailing)) (top, leading, bottom, trailing) do not fit a \(LengthFormat.size(screen)) screen; they were cut to fit it. Pass insets smaller than the screen."
        case .placementBudgetExceeded(let limit):
            return "The layout placed views more than \(limit) times; placing stopped and the views below kept the frames they had. A custom Layout may be placing its subviews several times: place each subview once in placeSubviews."
        case .depthLimitExceeded(let limit):
            return "The view tree is deeper than \(limit) levels; deeper views were left out of the layout. Flatten the hierarchy, or raise LayoutOptions.maxDepth."
        case .stackExhausted(let segmentBytes):
            return "The layout ran out of stack: no further stack segment of \(segmentBytes / 1_048_576) MB could be mapped, so the views below were left out or are zero-sized. Flatten the hierarchy, or raise the process's address-space limit (ulimit -v)."
        case .controlValueOutOfRange(let view, let value, let range, let shown):
            return "\(view): the value \(LengthFormat.length(CGFloat(value))) is outside its range \(range); it is drawn as \(shown). Clamp the value to the range."
        case .invalidControlRange(let view, let range, let shown):
            return "\(view): the range \(range) is empty or not finite; it is drawn as \(shown). Pass a finite range with lowerBound < upperBound (a total > 0)."
        case .pickerSelectionHasNoTag(let selection):
            return "Picker: the selection \"\(selection)\" is invalid and does not have an associated tag, this will give undefined results. It is drawn with no option selected. Give every option a .tag(_:) of the selection's type."
        case .invalidGridCellColumns(let requested, let used):
            return "gridCellColumns(\(requested)) is not a usable column count (at least 1, at most \(GridStructure.maximumColumnSpan)); the cell spans \(used) column\(used == 1 ? "" : "s"). Pass the number of columns the cell should cover."
        case .preferenceChangeDidNotSettle(let key, let layouts):
            return "onPreferenceChange(\(key).self) saw a different value after each of \(layouts) layouts; the last one is shown. Its action changes state that changes the value again (SwiftUI would update every frame). Make the action set state only when the value differs, or compute the value so that it settles."
        case .lifecycleActionDidNotSettle(let action, let layouts):
            return "\(action) was due again after each of \(layouts) layouts; the last one is shown without running it. Each run changes state that makes views appear again or changes the value it watches (on a device it would keep running). Make the action change state only once, or only when the value differs."
        case .taskDidNotFinish(let seconds):
            return "task was still running \(LengthFormat.length(CGFloat(seconds))) s after its view appeared (it awaits a sleep, a timer, the network or another task); the picture shows the state it had set by then, and it was cancelled. Give previews data that loads without waiting."
        case .missingEnvironmentObject(let message):
            return "\(message) The view is left out of the layout (SwiftUI stops the app here). Provide the object above it, with .environmentObject(_:) or .environment(_:)."
        case .shortGridRow(let row, let cells, let columns):
            return "Grid row \(row) has \(cells) cell\(cells == 1 ? "" : "s") but the grid has \(columns) columns; its last \(columns - cells) cell\(columns - cells == 1 ? " is" : "s are") left empty, as in SwiftUI. Add Color.clear.gridCellUnsizedAxes([.horizontal, .vertical]) for an empty cell, or gridCellColumns(_:) to widen a cell, if that was not meant."
        }
    }
}
