/// The public names of SwiftUI, and of the Apple frameworks iPhone view code uses beside it,
/// that a compile error can name: so that "cannot find 'X' in scope" can say that `X` is
/// SwiftUI API Arrange does not provide yet, rather than a name the user's other files declare.
///
/// The list below is data (names are facts): a `# Framework` line starts a framework's names;
/// a name is a type, function or macro; `.name` is a member (a modifier, a static member such as
/// `.largeTitle`, an initialiser label is not listed). `Scripts/compatibility-survey` reads the
/// same list, so the survey and the tool agree on what is SwiftUI API.
public enum AppleFrameworkNames {
    /// The framework declaring `name` (a type, function or macro), or `nil` when none of the
    /// listed frameworks does. A name two frameworks declare is given to the first listed.
    public static func framework(declaring name: String) -> String? {
        catalogue.types[name]
    }

    /// The framework declaring `member` (a modifier or static member, without its dot), or `nil`.
    public static func framework(declaringMember member: String) -> String? {
        catalogue.members[member]
    }

    private static let catalogue = Catalogue(list)

    private struct Catalogue: Sendable {
        var types: [String: String] = [:]
        var members: [String: String] = [:]

        init(_ text: String) {
            var framework = ""
            for line in text.split(separator: "\n") {
                if line.hasPrefix("# ") {
                    framework = String(line.dropFirst(2))
                    continue
                }
                for word in line.split(separator: " ") {
                    if word.hasPrefix(".") {
                        let member = String(word.dropFirst())
                        if members[member] == nil { members[member] = framework }
                    } else if types[String(word)] == nil {
                        types[String(word)] = framework
                    }
                }
            }
        }
    }

    /// The names, framework by framework.
    static let list = """
    # SwiftUI
    View ViewBuilder ViewModifier EmptyModifier ModifiedContent Scene SceneBuilder App Commands
    Text Image Button Toggle Slider Stepper Picker DatePicker MultiDatePicker ColorPicker TextField SecureField TextEditor
    Label Link Menu ShareLink EditButton PasteButton RenameButton ProgressView Gauge ControlGroup GroupBox DisclosureGroup
    OutlineGroup ContentUnavailableView AsyncImage AsyncImagePhase LabeledContent Form List Section ForEach Group
    NavigationStack NavigationView NavigationSplitView NavigationLink NavigationPath NavigationSplitViewVisibility
    NavigationSplitViewColumn NavigationBarItem TabView Tab TabSection TabViewCustomization ScrollView ScrollViewReader
    ScrollViewProxy GeometryReader GeometryProxy VStack HStack ZStack LazyVStack LazyHStack LazyVGrid LazyHGrid GridItem
    Grid GridRow Spacer Divider EmptyView AnyView TupleView Color LinearGradient RadialGradient AngularGradient
    EllipticalGradient Gradient MeshGradient Rectangle RoundedRectangle UnevenRoundedRectangle RectangleCornerRadii Circle
    Ellipse Capsule Path ContainerRelativeShape AnyShape OffsetShape RotatedShape ScaledShape TransformedShape Canvas
    TimelineView ViewThatFits AnyLayout HStackLayout VStackLayout ZStackLayout GridLayout Layout LayoutSubviews LayoutSubview
    LayoutValueKey LayoutProperties ProposedViewSize ViewDimensions ViewSpacing Table TableColumn TableRow WindowGroup Window
    DocumentGroup Settings MenuBarExtra CommandMenu CommandGroup ToolbarItem ToolbarItemGroup ToolbarContent
    ToolbarItemPlacement ToolbarContentBuilder ToolbarRole ToolbarTitleMenu ToolbarPlacement Alert ActionSheet Font Angle
    Anchor UnitPoint Alignment HorizontalAlignment VerticalAlignment AlignmentID HorizontalEdge VerticalEdge Edge EdgeInsets
    Axis ContentMode Visibility Prominence ControlSize ColorScheme ColorSchemeContrast DynamicTypeSize LayoutDirection
    UserInterfaceSizeClass LegibilityWeight TextAlignment TruncationMode Material ShapeStyle ForegroundStyle
    BackgroundStyle HierarchicalShapeStyle TintShapeStyle SeparatorShapeStyle SelectionShapeStyle ImagePaint AnyShapeStyle
    AnyGradient StrokeStyle FillStyle Shape InsettableShape ShapeRole RoundedCornerStyle PreviewProvider PreviewDevice
    PreviewLayout PreviewContext PreviewPlatform Previewable Preview PreviewTrait PreviewModifier InterfaceOrientation
    State Binding StateObject ObservedObject EnvironmentObject Environment EnvironmentValues EnvironmentKey Entry Bindable
    Namespace ScaledMetric AppStorage SceneStorage FocusState FocusedValue FocusedBinding FocusedValueKey FocusedValues
    GestureState FetchRequest SectionedFetchRequest FetchedResults SectionedFetchResults PreferenceKey Animation
    AnyTransition Transition TransitionPhase Transaction withAnimation withTransaction Animatable AnimatableModifier
    AnimatablePair EmptyAnimatableData VectorArithmetic KeyframeAnimator KeyframeTrack KeyframeTimeline LinearKeyframe
    SpringKeyframe CubicKeyframe MoveKeyframe PhaseAnimator Spring UnitCurve DragGesture TapGesture LongPressGesture
    MagnificationGesture MagnifyGesture RotationGesture RotateGesture SpatialTapGesture SimultaneousGesture SequenceGesture
    ExclusiveGesture Gesture GestureMask AnyGesture ButtonStyle PrimitiveButtonStyle ButtonStyleConfiguration
    PrimitiveButtonStyleConfiguration PlainButtonStyle BorderlessButtonStyle BorderedButtonStyle
    BorderedProminentButtonStyle DefaultButtonStyle ButtonRole ButtonBorderShape ButtonRepeatBehavior ToggleStyle
    SwitchToggleStyle DefaultToggleStyle ToggleStyleConfiguration ButtonToggleStyle LabelStyle TitleAndIconLabelStyle
    IconOnlyLabelStyle TitleOnlyLabelStyle DefaultLabelStyle LabelStyleConfiguration PickerStyle SegmentedPickerStyle
    WheelPickerStyle MenuPickerStyle InlinePickerStyle DefaultPickerStyle NavigationLinkPickerStyle PalettePickerStyle
    TextFieldStyle RoundedBorderTextFieldStyle PlainTextFieldStyle DefaultTextFieldStyle ListStyle PlainListStyle
    GroupedListStyle InsetGroupedListStyle InsetListStyle SidebarListStyle DefaultListStyle FormStyle GroupedFormStyle
    ColumnsFormStyle AutomaticFormStyle NavigationViewStyle StackNavigationViewStyle DoubleColumnNavigationViewStyle
    DefaultNavigationViewStyle TabViewStyle PageTabViewStyle DefaultTabViewStyle VerticalPageTabViewStyle ProgressViewStyle
    LinearProgressViewStyle CircularProgressViewStyle DefaultProgressViewStyle ProgressViewStyleConfiguration GaugeStyle
    DatePickerStyle CompactDatePickerStyle GraphicalDatePickerStyle WheelDatePickerStyle DefaultDatePickerStyle
    DatePickerComponents MenuStyle GroupBoxStyle DisclosureGroupStyle ControlGroupStyle LabeledContentStyle IndexViewStyle
    PageIndexViewStyle ListItemTint ListSectionSpacing LocalizedStringKey SymbolRenderingMode SymbolVariants
    SearchFieldPlacement SubmitLabel SubmitTriggers TextInputAutocapitalization UIViewRepresentable
    UIViewControllerRepresentable UIViewRepresentableContext UIViewControllerRepresentableContext UIHostingController
    UIHostingConfiguration ImageRenderer OpenURLAction OpenWindowAction DismissAction DismissSearchAction RefreshAction
    EditMode ScenePhase RedactionReasons PresentationDetent PresentationAdaptation PresentationBackgroundInteraction
    ScrollTargetBehavior ViewAlignedScrollTargetBehavior PagingScrollTargetBehavior ScrollTarget ScrollTargetBehaviorContext
    ScrollIndicatorVisibility ScrollPosition ScrollGeometry ScrollBounceBehavior ScrollDismissesKeyboardMode
    ScrollTransitionPhase ScrollTransitionConfiguration ScrollAnchorRole ContentMarginPlacement ContainerValues
    SafeAreaRegions MatchedGeometryProperties ContentTransition ContentShapeKinds ShadowStyle BlendMode ColorRenderingMode
    GraphicsContext Shader ShaderLibrary GeometryEffect ProjectionTransform KeyEquivalent EventModifiers KeyPress
    SensoryFeedback AccessibilityTraits AccessibilityChildBehavior AccessibilityRotorEntry AccessibilityAdjustmentDirection
    AccessibilityActionKind AccessibilityFocusState AccessibilityHeadingLevel AccessibilityLabeledPairRole
    TextSelectability Subview SubviewsCollection ForEachSubviewCollection ContainerBackgroundPlacement
    ToolbarDefaultItemKind WidgetConfiguration StaticConfiguration ObservableObject Published HorizontalDirection
    VerticalDirection NavigationBarTitleDisplayMode NavigationTitleDisplayMode CoordinateSpace CoordinateSpaceProtocol
    NamedCoordinateSpace GlobalCoordinateSpace LocalCoordinateSpace OnScrollGeometryChange ContainerRelativeShape
    PinnedScrollableViews TextRenderer TextAttribute Glass GlassEffectContainer SharePreview SymbolVariants FormStyle
    GroupedFormStyle ColumnsFormStyle AutomaticFormStyle FormStyleConfiguration SearchSuggestionsPlacement
    .isDetailLink .searchCompletion .symbolVariant .formStyle .scrollClipDisabled
    .padding .frame .fixedSize .layoutPriority .offset .position .alignmentGuide .aspectRatio .scaledToFit .scaledToFill
    .background .overlay .border .foregroundColor .foregroundStyle .backgroundStyle .tint .accentColor .font .fontWeight
    .fontDesign .fontWidth .bold .italic .underline .strikethrough .kerning .tracking .baselineOffset .monospaced
    .monospacedDigit .textCase .lineLimit .lineSpacing .multilineTextAlignment .truncationMode .minimumScaleFactor
    .allowsTightening .textSelection .privacySensitive .redacted .unredacted .opacity .cornerRadius .clipShape .clipped .mask
    .shadow .blur .brightness .contrast .saturation .grayscale .hueRotation .colorInvert .colorMultiply .luminanceToAlpha
    .blendMode .compositingGroup .drawingGroup .rotationEffect .rotation3DEffect .scaleEffect .transformEffect
    .projectionEffect .zIndex .hidden .disabled .id .tag .environment .environmentObject .transformEnvironment .preference
    .transformPreference .onPreferenceChange .anchorPreference .transformAnchorPreference .overlayPreferenceValue
    .backgroundPreferenceValue .ignoresSafeArea .edgesIgnoringSafeArea .safeAreaInset .safeAreaPadding .contentMargins
    .containerRelativeFrame .onGeometryChange .visualEffect .coordinateSpace .navigationTitle .navigationBarTitle
    .navigationBarTitleDisplayMode .navigationBarHidden .navigationBarBackButtonHidden .navigationBarItems
    .navigationDestination .navigationViewStyle .navigationSplitViewStyle .navigationSplitViewColumnWidth .navigationSubtitle
    .toolbar .toolbarBackground .toolbarColorScheme .toolbarRole .toolbarTitleDisplayMode .toolbarVisibility
    .toolbarTitleMenu .searchable .searchSuggestions .searchScopes .tabItem .tabViewStyle .badge .listStyle .listRowInsets
    .listRowBackground .listRowSeparator .listRowSeparatorTint .listSectionSeparator .listRowSpacing .listSectionSpacing
    .listItemTint .headerProminence .scrollContentBackground .formStyle .buttonStyle .buttonBorderShape .toggleStyle
    .labelStyle .pickerStyle .textFieldStyle .datePickerStyle .progressViewStyle .gaugeStyle .menuStyle .groupBoxStyle
    .controlGroupStyle .labeledContentStyle .disclosureGroupStyle .indexViewStyle .labelsHidden .controlSize .keyboardType
    .textContentType .textInputAutocapitalization .autocapitalization .autocorrectionDisabled .disableAutocorrection
    .submitLabel .onSubmit .focused .focusable .focusedValue .keyboardShortcut .help .onTapGesture .onLongPressGesture
    .gesture .simultaneousGesture .highPriorityGesture .allowsHitTesting .contentShape .onHover .onDrag .onDrop .draggable
    .dropDestination .animation .transition .matchedGeometryEffect .contentTransition .phaseAnimator .keyframeAnimator
    .transaction .onAppear .onDisappear .onChange .task .onReceive .refreshable .onOpenURL .sheet .fullScreenCover
    .popover .alert .confirmationDialog .actionSheet .presentationDetents .presentationDragIndicator
    .presentationBackground .presentationCornerRadius .presentationBackgroundInteraction .presentationCompactAdaptation
    .interactiveDismissDisabled .accessibilityLabel .accessibilityHint .accessibilityValue .accessibilityHidden
    .accessibilityElement .accessibilityAddTraits .accessibilityRemoveTraits .accessibilityIdentifier .accessibilityAction
    .accessibilityActions .accessibilitySortPriority .accessibilityRotor .accessibilityRepresentation .accessibility
    .accessibilityInputLabels .accessibilityShowsLargeContentViewer .accessibilityHeading .accessibilityFocused
    .accessibilityChildren .accessibilityAdjustableAction .accessibilityIgnoresInvertColors .dynamicTypeSize
    .preferredColorScheme .statusBar .statusBarHidden .persistentSystemOverlays .defersSystemGestures .scrollIndicators
    .scrollDisabled .scrollTargetLayout .scrollTargetBehavior .scrollPosition .scrollClipDisabled .scrollBounceBehavior
    .scrollDismissesKeyboard .scrollTransition .defaultScrollAnchor .onScrollGeometryChange .onScrollPhaseChange
    .onScrollVisibilityChange .imageScale .symbolRenderingMode .symbolVariant .symbolEffect .resizable .renderingMode
    .interpolation .antialiased .gridCellColumns .gridCellAnchor .gridCellUnsizedAxes .gridColumnAlignment .layoutValue
    .onDelete .onMove .onInsert .deleteDisabled .moveDisabled .swipeActions .contextMenu .menuIndicator .menuOrder
    .sensoryFeedback .previewDisplayName .previewLayout .previewDevice .previewInterfaceOrientation .previewContext
    .modifier .labelsVisibility .fill .stroke .strokeBorder .trim .inset .rotation .scale .path .sizeThatFits
    .containerShape .containerBackground .widgetURL .speechAnnouncementsQueued .lineHeight .textScale .typesettingLanguage
    .dismissSearch .searchPresentationToolbarBehavior .scrollEdgeEffectStyle .glassEffect .backgroundExtensionEffect
    .tabViewBottomAccessory .tabBarMinimizeBehavior .onContinuousHover .hoverEffect .handlesExternalEvents
    .userActivity .onContinueUserActivity .fileImporter .fileExporter .photosPicker .exportsItemProviders .onPasteCommand
    .onCopyCommand .onExitCommand .onMoveCommand .onKeyPress .digitalCrownRotation .focusSection .prefersDefaultFocus
    .defaultFocus .focusEffectDisabled .selectionDisabled .geometryGroup .safeAreaIgnoringLayoutMargins
    .presentationMode .horizontalSizeClass .verticalSizeClass .colorScheme .dismiss .openURL .openWindow
    .managedObjectContext .scenePhase .editMode .isEnabled .locale .calendar .timeZone .displayScale .layoutDirection
    .redactionReasons .isPresented .sizeCategory .accessibilityReduceMotion .accessibilityReduceTransparency
    .accessibilityDifferentiateWithoutColor .accessibilityVoiceOverEnabled .isSearching .refresh .undoManager .isFocused
    .colorSchemeContrast .legibilityWeight .pixelLength .defaultMinListRowHeight .safeAreaInsets .isLuminanceReduced
    .largeTitle .title .title2 .title3 .headline .subheadline .body .callout .footnote .caption .caption2 .system .custom
    .ultraLight .thin .light .regular .medium .semibold .heavy .black .primary .secondary .tertiary .quaternary
    .quinary .white .gray .red .orange .yellow .green .mint .teal .cyan .blue .indigo .purple .pink .brown .clear
    .ultraThinMaterial .thinMaterial .regularMaterial .thickMaterial .ultraThickMaterial .bar .easeIn .easeOut
    .easeInOut .linear .spring .interactiveSpring .interpolatingSpring .bouncy .smooth .snappy .repeatForever
    .repeatCount .delay .speed .slide .move .push .asymmetric .identity .combined .sizeThatFitsLayout .fixedLayout
    .landscapeLeft .landscapeRight .portrait .portraitUpsideDown .infinity .unspecified .zero .topLeading .topTrailing
    .bottomLeading .bottomTrailing .leading .trailing .top .bottom .center .firstTextBaseline .lastTextBaseline
    .horizontal .vertical .all .continuous .circular .automatic .visible .never .always .inline .large .small .mini
    .extraLarge .dark .monochrome .hierarchical .palette .multicolor .fit .fillAndStroke .roundedRectangle .capsule
    .bordered .borderedProminent .borderless .plain .insetGrouped .grouped .sidebar .page .segmented .wheel .menu
    .navigationBarLeading .navigationBarTrailing .topBarLeading .topBarTrailing .principal .bottomBar .keyboard
    .confirmationAction .cancellationAction .destructiveAction .primaryAction .status .navigation .navigationBar
    .tabBar .destructive .cancel .numberPad .decimalPad .emailAddress .phonePad .URL .asciiCapable .oneTimeCode
    .password .username .newPassword .words .sentences .characters .done .go .search .send .next .selection
    .separator .placeholder .foreground .accent .background .fill .stroke .infinity
    # UIKit
    UIView UIViewController UIColor UIFont UIImage UIScreen UIApplication UIDevice UIWindow UIWindowScene UIScene
    UIImpactFeedbackGenerator UINotificationFeedbackGenerator UISelectionFeedbackGenerator UIActivityViewController
    UIImagePickerController UIHostingController UILabel UIButton UIStackView UITableView UICollectionView UIScrollView
    UITextField UITextView UIEdgeInsets UIRectCorner UIBezierPath UIGraphicsImageRenderer UIBlurEffect UIVisualEffectView
    UIGraphicsBeginImageContext UIGraphicsBeginImageContextWithOptions UIGraphicsGetImageFromCurrentImageContext UIGraphicsEndImageContext
    UITraitCollection UIUserInterfaceStyle UIAccessibility UIPasteboard UIResponder UIGestureRecognizer UITapGestureRecognizer
    UIKeyboardType UITextContentType UIFontMetrics UIContentSizeCategory UILayoutPriority NSLayoutConstraint NSAttributedString
    UIApplicationDelegate UISceneDelegate UIInterfaceOrientation UIInterfaceOrientationMask UIActivityIndicatorView
    UIPageControl UISegmentedControl UISlider UISwitch UIDatePicker UIPickerView UINavigationController UITabBarController
    UINavigationBar UINavigationBarAppearance UITabBar UITabBarAppearance UIBarButtonItem UIAction UIMenu UIAlertController
    UIImageView UIControl UIEvent UITouch UIRectEdge UIViewControllerTransitioningDelegate
    .systemBackground .secondarySystemBackground .tertiarySystemBackground .systemGroupedBackground
    .secondarySystemGroupedBackground .tertiarySystemGroupedBackground .systemGray .systemGray2 .systemGray3 .systemGray4
    .systemGray5 .systemGray6 .label .secondaryLabel .tertiaryLabel .quaternaryLabel .systemFill .secondarySystemFill
    .tertiarySystemFill .quaternarySystemFill .placeholderText .opaqueSeparator .link .systemRed .systemBlue .systemGreen
    .systemOrange .systemYellow .systemPink .systemPurple .systemTeal .systemIndigo .systemMint .systemCyan .systemBrown
    .darkText .lightText .lightGray .darkGray
    # Combine
    AnyCancellable Cancellable PassthroughSubject CurrentValueSubject Just Future Deferred Empty Fail AnyPublisher
    Publisher Publishers Subscriber Subscribers Subject Scheduler ImmediateScheduler
    .sink .assign .eraseToAnyPublisher .receive .debounce .throttle .removeDuplicates .autoconnect .publish .store
    # Observation
    Observable ObservationIgnored ObservationTracked withObservationTracking Observations
    # SwiftData
    Model Query ModelContainer ModelContext Relationship Attribute Transient FetchDescriptor SortDescriptor PersistentModel
    .modelContainer .modelContext
    # CoreGraphics
    CGFloat CGSize CGPoint CGRect CGVector CGAffineTransform CGColor CGImage CGPath CGMutablePath CGContext CGLineCap
    CGLineJoin CGBlendMode CGColorSpace
    .applying .insetBy .offsetBy .integral .standardized .midX .midY .minX .minY .maxX .maxY
    # MapKit
    Map MapCameraPosition MapCamera Marker Annotation MapPolyline MapCircle MKCoordinateRegion MKCoordinateSpan
    MKMapItem MKLocalSearch MKPlacemark MKMapView CLLocationCoordinate2D CLLocation CLLocationManager
    # Charts
    Chart BarMark LineMark PointMark AreaMark RuleMark RectangleMark SectorMark PlottableValue AxisMarks ChartProxy
    LinePlot AreaPlot PointPlot BarPlot RulePlot RectanglePlot SectorPlot
    .chartXAxis .chartYAxis .chartLegend .chartForegroundStyleScale .chartXScale .chartYScale .chartPlotStyle
    # PhotosUI
    PhotosPicker PhotosPickerItem
    # StoreKit
    StoreView ProductView SubscriptionStoreView Product Transaction AppStore SKStoreReviewController SKOverlay
    .requestReview .storeButton .productViewStyle .appStoreOverlay
    # WidgetKit
    Widget WidgetFamily TimelineProvider TimelineEntry WidgetCenter
    # ActivityKit
    Activity ActivityAttributes ActivityConfiguration ActivityContent DynamicIsland DynamicIslandExpandedRegion
    # AVKit
    VideoPlayer AVPlayer AVPlayerItem AVAudioPlayer
    # TabularData
    DataFrame AnyColumn Column CSVReadingOptions CSVType CSVReadingError
    # Translation
    TranslationSession LanguageAvailability TranslationError .translationPresentation .translationTask
    """
}
