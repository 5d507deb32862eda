/// The explainer page's style sheet, inlined in the page (no network, no other files).
enum HTMLExplainerStyle {
    static let css = #"""
    :root {
      --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --panel: #f5f5f7;
      --accent: #d9480f; --accent-soft: #fff1e6; --size: #1864ab; --about: #e7f0fa;
      font-family: "Inter", "NanumGothic", "DejaVu Sans", sans-serif;
      color: var(--ink); background: #fff;
    }
    * { box-sizing: border-box; }
    body { margin: 0; padding: 16px 20px; font-size: 14px; line-height: 1.4; }
    header h1 { font-size: 20px; margin: 0 0 2px; }
    header p { margin: 0 0 12px; color: var(--muted); }
    .explainer {
      display: grid; gap: 16px;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      grid-template-areas: "picture steps" "tree steps" "source source" "warnings warnings";
      align-items: start;
    }
    section { min-width: 0; }
    section h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 0 0 6px; }
    .picture-pane { grid-area: picture; }
    .steps-pane { grid-area: steps; }
    .tree-pane { grid-area: tree; }
    .source-pane { grid-area: source; }
    .warnings-pane { grid-area: warnings; }
    .stage-frame { overflow: auto; max-height: 75vh; border: 1px solid var(--line); border-radius: 6px; background: var(--panel); }
    #stage { display: block; width: 100%; height: auto; background: var(--panel); cursor: crosshair; }
    .stage-frame:not(.zoomed) #stage { max-height: 70vh; }
    .sweep-controls { display: flex; gap: 8px; align-items: center; margin: 6px 0 0; font-size: 12px; color: var(--muted); }
    .sweep-controls input { flex: 1; }
    #sweep rect { fill: none; stroke: #5f3dc4; stroke-width: 1; vector-effect: non-scaling-stroke; }
    #sweep rect.sweep-root { stroke: var(--size); stroke-width: 2; }
    #sweep rect.sweep-proposal { stroke: var(--accent); stroke-dasharray: 5 3; stroke-width: 1.5; }
    body.sweeping #picture, body.sweeping #highlight { opacity: .2; }
    body.sweeping.sweep-drawn #picture { opacity: 1; }
    body.sweeping.sweep-drawn #sweep rect { stroke-opacity: .6; }
    .stage-frame.zoomed #stage { max-width: none; }
    .zoom { display: flex; gap: 6px; align-items: center; margin: 0 0 6px; font-size: 12px; color: var(--muted); }
    .zoom button { font: inherit; padding: 1px 8px; border: 1px solid var(--line); background: #fff; border-radius: 5px; cursor: pointer; }
    .zoom button[aria-pressed="true"] { background: var(--accent-soft); border-color: var(--accent); }
    #stage .screen { fill: #fff; stroke: var(--line); stroke-width: 1; }
    #stage .placeholder { fill: #e9ecef; stroke: #adb5bd; stroke-dasharray: 2 2; }
    #stage .placeholder-text { font-size: 10px; fill: var(--muted); }
    #proposal-box, #proposal-line { fill: none; stroke: var(--accent); stroke-width: 1.5; stroke-dasharray: 5 3; vector-effect: non-scaling-stroke; }
    #size-box { fill: rgba(24, 100, 171, .08); stroke: var(--size); stroke-width: 2; vector-effect: non-scaling-stroke; }
    #proposal-label, #size-label { font-size: 11px; font-weight: 600; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
    #proposal-label { fill: var(--accent); }
    #size-label { fill: var(--size); }
    #scrolled-out rect { fill: rgba(134, 142, 150, .12); stroke: #adb5bd; stroke-width: 1; stroke-dasharray: 3 2; vector-effect: non-scaling-stroke; }
    #scrolled-out text { font-size: 11px; fill: #868e96; }
    #outside-screen { fill: rgba(245, 245, 247, .55); pointer-events: none; }
    .hidden { display: none; }
    .caption { margin: 8px 0 0; min-height: 2.8em; }
    .legend { color: var(--muted); font-size: 12px; margin: 4px 0 0; }
    .legend .dashed { color: var(--accent); } .legend .solid { color: var(--size); }
    .controls { display: flex; align-items: center; gap: 8px; margin-bottom: 8px; }
    .controls button { font: inherit; padding: 3px 10px; border: 1px solid var(--line); background: #fff; border-radius: 5px; cursor: pointer; }
    .controls button:hover { background: var(--panel); }
    #position { color: var(--muted); font-variant-numeric: tabular-nums; }
    .step-lists { position: relative; max-height: 75vh; overflow: auto; border: 1px solid var(--line); border-radius: 6px; padding: 6px 8px; }
    .step-lists h3 { font-size: 12px; margin: 6px 0 2px; color: var(--muted); }
    ol.steps { list-style: none; margin: 0; padding: 0; }
    ol.steps li { display: flex; gap: 8px; padding: 2px 6px; border-radius: 4px; cursor: pointer; }
    ol.steps li .number { color: var(--muted); min-width: 2.2em; text-align: right; font-variant-numeric: tabular-nums; }
    ol.steps li.about { background: var(--about); }
    ol.steps li.selected, ul.tree li.selected { background: var(--accent-soft); outline: 1px solid var(--accent); }
    ul.tree { position: relative; list-style: none; margin: 0; padding: 4px 0; max-height: 40vh; overflow: auto; border: 1px solid var(--line); border-radius: 6px; font-family: "DejaVu Sans Mono", monospace; font-size: 12px; }
    ul.tree li { padding: 1px 8px 1px calc(8px + var(--depth, 0) * 14px); cursor: pointer; white-space: nowrap; }
    /* Rows out of their list's view are not laid out until scrolled to (a 500-view page has
       1,700 steps: laying them all out was most of its loading time). */
    ol.steps li, ul.tree li { content-visibility: auto; contain-intrinsic-size: auto 20px; }
    ul.tree .view-id { color: #5f3dc4; margin-left: 6px; }
    ul.tree .frame { color: var(--muted); margin-left: 8px; }
    ul.tree .written { color: #0b7285; font-weight: 600; }
    ul.tree .quote { color: #5c940d; }
    ul.tree .source, ol.steps .written { color: var(--muted); font-size: 11px; margin-left: 6px; }
    pre { background: var(--panel); padding: 10px 12px; border-radius: 6px; overflow: auto; margin: 0; font-size: 12px; }
    .warnings-pane ul { margin: 0; padding-left: 20px; color: #a61e4d; }
    /* One column in a narrow window: the picture, then the steps, the views, the source. */
    @media (max-width: 800px) {
      .explainer { grid-template-columns: minmax(0, 1fr); grid-template-areas: "picture" "steps" "tree" "source" "warnings"; }
      .step-lists { max-height: 50vh; }
    }
    """#
}
