import Foundation

/// The navigation bar as iOS 17 draws it on iPhone, built from stacks, text and shapes:
/// a 44-point row with the leading items, the centred inline title (or principal item) and the
/// trailing items 16 in from the edges; under it, for a large title, 52 points with the title
/// in 34-point bold at the leading margin; under that the search field when `searchable`. Its
/// background reaches up through the status bar.
nonisolated struct NavigationBar: View {
    let request: NavigationBarRequest
    let background: Color

    /// Whether the title is shown large: `.automatic` is large at the root when there is a title
    /// (ios-metrics.md §2, DOC-TDM).
    var showsLargeTitle: Bool {
        guard request.title != nil else { return false }
        switch request.displayMode ?? .automatic {
        case .automatic, .large: return true
        case .inline: return false
        }
    }

    private func items(_ slot: ToolbarItemPlacement.Slot) -> [_ToolbarEntry] {
        request.items.filter { $0.placement.slot == slot }
    }

    var body: some View {
        VStack(spacing: 0) {
            NavigationBarRow(spacing: NavigationMetrics.barItemSpacing) {
                HStack(spacing: NavigationMetrics.barItemSpacing) { ToolbarItems(entries: items(.leading)) }
                HStack(spacing: NavigationMetrics.barItemSpacing) {
                    if !items(.principal).isEmpty {
                        ToolbarItems(entries: items(.principal))
                    } else if !showsLargeTitle, let title = request.title {
                        title.font(NavigationMetrics.inlineTitleFont).lineLimit(1)
                    }
                }
                HStack(spacing: NavigationMetrics.barItemSpacing) { ToolbarItems(entries: items(.trailing)) }
            }
            .padding(.horizontal, NavigationMetrics.barEdgePadding)
            .frame(maxWidth: .infinity)
            .frame(height: NavigationMetrics.barHeight)
            if showsLargeTitle, let title = request.title {
                title.font(NavigationMetrics.largeTitleFont).lineLimit(1)
                    .padding(.horizontal, NavigationMetrics.barEdgePadding)
                    .padding(.bottom, NavigationMetrics.largeTitleBottomPadding)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .frame(minHeight: NavigationMetrics.largeTitleHeight, alignment: .bottom)
            }
            if let prompt = request.searchPrompt {
                SearchField(prompt: prompt)
                    .padding(.horizontal, NavigationMetrics.barEdgePadding)
                    .padding(.bottom, NavigationMetrics.searchFieldBottomPadding)
            }
        }
        .font(.body)
        .transformEnvironment(\.colorScheme) { scheme in scheme = request.barColorScheme ?? scheme }
        .background(background, ignoresSafeAreaEdges: .top)
    }
}

/// The search field `searchable` puts under the title: a rounded grey field with a magnifying
/// glass and the prompt.
nonisolated struct SearchField: View {
    let prompt: Text

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
            prompt.lineLimit(1)
            Spacer(minLength: 0)
        }
        .foregroundStyle(NavigationPalette.placeholder)
        .padding(.horizontal, 8)
        .frame(height: NavigationMetrics.searchFieldHeight)
        .background(NavigationPalette.searchField, in: RoundedRectangle(cornerRadius: NavigationMetrics.searchFieldCornerRadius))
    }
}

/// A bottom toolbar: its items spread across, on the bar material down through the home
/// indicator.
nonisolated struct BottomToolbar: View {
    let items: [_ToolbarEntry]

    var body: some View {
        HStack(spacing: NavigationMetrics.barItemSpacing) {
            ToolbarItems(entries: items, spread: true)
        }
        .padding(.horizontal, NavigationMetrics.barEdgePadding)
        .frame(maxWidth: .infinity)
        .frame(height: NavigationMetrics.bottomBarHeight)
        .background(NavigationPalette.tabBar, ignoresSafeAreaEdges: .bottom)
    }
}

/// The views of toolbar entries, side by side (with spacers between them when `spread`).
/// A label in a bar shows its icon alone unless a label style says otherwise: iOS's automatic
/// label style in a toolbar (`Button("Add", systemImage: "plus")` is a plus in the bar; the
/// title is what VoiceOver reads).
nonisolated struct ToolbarItems: View {
    let entries: [_ToolbarEntry]
    var spread = false

    var body: Never { builtinViewHasNoBody(Self.self) }

    static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.environment[LabelStyleKey.self] == nil
            ? inputs.with { $0[LabelStyleKey.self] = AnyLabelStyle(IconOnlyLabelStyle()) } : inputs
        var first = true
        for entry in view.entries {
            for node in entry.make(inputs) {
                if view.spread && !first { Spacer._makeNodes(Spacer(), inputs: inputs, outputs: &outputs) }
                first = false
                outputs.nodes.append(node)
            }
        }
    }
}
