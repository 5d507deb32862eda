/// The explainer page's script, inlined in the page. It reads the JSON data block, wires the
/// step lists, the view tree, the buttons and the arrow keys, and draws the selected step's or
/// view's proposal (dashed) and size (solid) over the picture.
///
/// The lists are already in the page, so the script builds no DOM: it only indexes the items
/// once and toggles a few classes per selection, which keeps 1,000-view pages responsive.
/// A click on the picture selects the topmost view under the pointer; the zoom buttons fit the
/// picture to the pane or show it at 100 % and larger or smaller; with a view selected, the
/// arrow keys walk that view's own steps.
/// `#step=sizing-3`, `#node=5` or `#at=X,Y` (the view a click at that point of the root selects)
/// in the URL selects on load; when it is done it sets
/// `window.explainerReady = true` and `data-explainer-ready="true"` on `<body>`.
enum HTMLExplainerScript {
    static let javaScript = #"""
    (function () {
      'use strict';
      var data = JSON.parse(document.getElementById('explainer-data').textContent);
      var stage = data.stage;
      var $ = function (id) { return document.getElementById(id); };
      var stepItems = [];
      var stepIndex = Object.create(null);
      var stepsOfNode = Object.create(null);
      data.steps.forEach(function (step, i) {
        stepIndex[step.id] = i;
        (stepsOfNode[step.nodeIndex] = stepsOfNode[step.nodeIndex] || []).push(i);
        stepItems.push($('step-' + step.id));
      });
      var nodeItems = data.nodes.map(function (node) { return $('node-' + node.index); });
      // `follow`: the view whose own steps the arrow keys walk (set by selecting a view).
      var state = { step: -1, node: -1, follow: -1 };
      var marked = [];

      function length(value) {
        if (value === null || value === undefined) return null;
        if (value === 'inf') return Infinity;
        if (value === '-inf') return -Infinity;
        if (value === 'nan') return NaN;
        return value;
      }
      // How long a box is drawn along one axis from `origin`: nil → none, ∞ → to the stage's
      // far edge, NaN or negative → none.
      function drawn(origin, value, far) {
        if (value === null || isNaN(value) || value < 0) return 0;
        if (value === Infinity) return Math.max(0, far - origin);
        return value;
      }
      function set(element, attributes) {
        for (var name in attributes) element.setAttribute(name, String(attributes[name]));
      }
      function showBox(box, label, x, y, w, h, text, line) {
        var width = length(w), height = length(h);
        var farX = stage.x + stage.width, farY = stage.y + stage.height;
        var dw = drawn(x, width, farX), dh = drawn(y, height, farY);
        set(box, { x: x, y: y, width: dw, height: dh, 'data-width': w === null ? 'nil' : w, 'data-height': h === null ? 'nil' : h });
        var noBox = width === null || height === null;
        box.classList.toggle('hidden', noBox);
        if (line) {
          // One unspecified dimension: mark the specified one with a dashed line.
          var onlyHeight = width === null && height !== null, onlyWidth = height === null && width !== null;
          set(line, { x1: x, y1: y, x2: onlyWidth ? x + dw : x, y2: onlyHeight ? y + dh : y });
          line.classList.toggle('hidden', !(onlyWidth || onlyHeight));
        }
        label.textContent = text;
        var labelY = Math.max(stage.y + 12, Math.min(y - 5, stage.y + stage.height - 4));
        set(label, { x: Math.max(stage.x + 2, x), y: labelY });
        label.classList.toggle('hidden', false);
      }
      function draw(highlight) {
        var group = $('highlight');
        var node = data.nodes[highlight.node];
        $('caption').textContent = highlight.caption;
        if (!node || !node.frame) { group.classList.add('hidden'); return; }
        group.classList.remove('hidden');
        var x = length(node.frame.x), y = length(node.frame.y);
        if (!isFinite(x) || !isFinite(y)) { group.classList.add('hidden'); return; }
        if (highlight.proposal) {
          showBox($('proposal-box'), $('proposal-label'), x, y, highlight.proposal.width, highlight.proposal.height,
                  data.labels.proposed + ' ' + highlight.proposalLabel, $('proposal-line'));
        } else {
          ['proposal-box', 'proposal-line', 'proposal-label'].forEach(function (id) { $(id).classList.add('hidden'); });
        }
        if (highlight.size) {
          showBox($('size-box'), $('size-label'), x, y, highlight.size.width, highlight.size.height,
                  data.labels.size + ' ' + highlight.sizeLabel, null);
          var sizeLabel = $('size-label');
          var bottom = y + drawn(y, length(highlight.size.height), stage.y + stage.height);
          set(sizeLabel, { y: Math.min(bottom + 14, stage.y + stage.height - 4) });
        } else {
          ['size-box', 'size-label'].forEach(function (id) { $(id).classList.add('hidden'); });
        }
      }
      function mark(element, className) {
        if (!element) return;
        element.classList.add(className);
        if (className === 'selected') element.setAttribute('aria-current', 'true');
        marked.push([element, className]);
      }
      function unmarkAll() {
        marked.forEach(function (pair) {
          pair[0].classList.remove(pair[1]);
          if (pair[1] === 'selected') pair[0].removeAttribute('aria-current');
        });
        marked = [];
      }
      // Scrolls the list holding `element` (its positioned offsetParent) so that it shows,
      // without scrolling the page itself.
      function reveal(element) {
        var list = element && element.offsetParent;
        if (!list) return;
        var top = element.offsetTop, bottom = top + element.offsetHeight;
        if (top < list.scrollTop) list.scrollTop = top;
        else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
      }
      function writeHash(hash) {
        try { history.replaceState(null, '', hash); } catch (error) { /* file: URLs may refuse */ }
      }
      function selectStep(i, updateHash) {
        if (i < 0 || i >= data.steps.length) return false;
        var step = data.steps[i];
        state.step = i; state.node = step.nodeIndex; state.follow = -1;
        unmarkAll();
        mark(stepItems[i], 'selected');
        mark(nodeItems[step.nodeIndex], 'selected');
        reveal(stepItems[i]); reveal(nodeItems[step.nodeIndex]);
        draw({ node: step.nodeIndex, proposal: step.proposal, size: step.size, proposalLabel: step.proposalLabel,
               sizeLabel: step.sizeLabel, caption: data.labels[step.phase] + ' ' + step.number + ': ' + step.text });
        $('position').textContent = (i + 1) + ' / ' + data.steps.length;
        if (updateHash) writeHash('#step=' + step.id);
        return true;
      }
      function selectNode(n, updateHash) {
        var node = data.nodes[n];
        if (!node) return false;
        state.step = -1; state.node = n; state.follow = n;
        unmarkAll();
        mark(nodeItems[n], 'selected');
        (stepsOfNode[n] || []).forEach(function (i) { mark(stepItems[i], 'about'); });
        reveal(nodeItems[n]);
        draw({ node: n, proposal: node.placedProposal, size: node.frame ? { width: node.frame.width, height: node.frame.height } : null,
               proposalLabel: node.placedProposalLabel, sizeLabel: node.sizeLabel,
               caption: (node.written || node.kind) + (node.id === null ? '' : ' #' + node.id) + ' ' + node.frameLabel });
        $('position').textContent = '– / ' + data.steps.length;
        if (updateHash) writeHash('#node=' + n);
        return true;
      }
      // The view under the point (x, y) of the root's coordinates: of the frames holding it, the
      // smallest (a view over its container), and of equal ones the last in layout order (a
      // child over the parent of its size).
      function nodeAt(x, y) {
        var best = -1, bestArea = Infinity;
        for (var n = 0; n < data.nodes.length; n++) {
          var f = data.nodes[n].frame;
          if (!f) continue;
          var fx = length(f.x), fy = length(f.y), fw = length(f.width), fh = length(f.height);
          if (!(x >= fx && y >= fy && x <= fx + fw && y <= fy + fh)) continue;
          var area = fw * fh;
          if (area <= bestArea) { best = n; bestArea = area; }
        }
        return best;
      }
      function step(delta) {
        if (data.steps.length === 0) return;
        var own = state.follow >= 0 ? (stepsOfNode[state.follow] || []) : null;
        if (own && own.length > 0) {
          // The selected view's own steps, in order.
          var at = own.indexOf(state.step);
          var to = at < 0 ? (delta > 0 ? 0 : own.length - 1) : Math.max(0, Math.min(own.length - 1, at + delta));
          var follow = state.follow;
          selectStep(own[to], true);
          state.follow = follow;
          return;
        }
        var next = state.step < 0 ? (delta > 0 ? 0 : data.steps.length - 1) : state.step + delta;
        selectStep(Math.max(0, Math.min(data.steps.length - 1, next)), true);
      }
      function readHash() {
        var hash = decodeURIComponent(location.hash.replace(/^#/, ''));
        var match = /^step=(.+)$/.exec(hash);
        if (match && match[1] in stepIndex) return selectStep(stepIndex[match[1]], false);
        match = /^node=(\d+)$/.exec(hash);
        if (match) return selectNode(Number(match[1]), false);
        // A position of the proposal slider.
        match = /^proposal=(\d+)$/.exec(hash);
        if (match) { showSweep(Number(match[1])); selectStep(0, false); return true; }
        // A point of the picture, in the root's coordinates: the view a click there selects.
        match = /^at=(-?[\d.]+),(-?[\d.]+)$/.exec(hash);
        if (match) { var hit = nodeAt(Number(match[1]), Number(match[2])); return hit >= 0 && selectNode(hit, false); }
        return false;
      }
      // Zoom: fit the pane's width, or a scale of the picture's points (100 % is one CSS pixel a point).
      var zoom = { fit: true, scale: 1 };
      // Whether Fit shows only the screen: a scroll view holds content beyond it (the stage is
      // larger than the viewport), which the pane then scrolls to.
      var viewport = data.viewport || stage;
      var fitsViewport = viewport.x !== stage.x || viewport.y !== stage.y
        || viewport.width !== stage.width || viewport.height !== stage.height;
      function viewportScale() {
        var frame = $('stage-frame');
        var width = Math.max(1, frame.clientWidth), height = Math.max(1, window.innerHeight * 0.7);
        return Math.min(width / Math.max(1, viewport.width), height / Math.max(1, viewport.height));
      }
      function applyZoom() {
        var svg = $('stage'), frame = $('stage-frame');
        var toViewport = zoom.fit && fitsViewport;
        var scale = toViewport ? viewportScale() : zoom.scale;
        svg.style.width = zoom.fit && !toViewport ? '100%' : (stage.width * scale) + 'px';
        frame.classList.toggle('zoomed', !zoom.fit || toViewport);
        if (toViewport) {
          frame.scrollLeft = (viewport.x - stage.x) * scale;
          frame.scrollTop = (viewport.y - stage.y) * scale;
        }
        $('zoom-fit').setAttribute('aria-pressed', String(zoom.fit));
        $('zoom-actual').setAttribute('aria-pressed', String(!zoom.fit && zoom.scale === 1));
        var shown = currentScale();
        $('zoom-level').textContent = Math.round(shown * 100) + ' %';
        document.body.setAttribute('data-zoom', zoom.fit ? 'fit' : String(zoom.scale));
      }
      function setZoom(fit, scale) {
        zoom.fit = fit; zoom.scale = Math.max(0.125, Math.min(16, scale));
        applyZoom();
      }
      // The picture's scale: fitted, the smaller of the box's width and height over the stage's
      // (the picture keeps its aspect ratio inside the box).
      function currentScale() {
        if (!zoom.fit) return zoom.scale;
        if (fitsViewport) return viewportScale();
        var box = $('stage').getBoundingClientRect();
        return Math.min(box.width / Math.max(1, stage.width), box.height / Math.max(1, stage.height));
      }
      // The proposal slider: every view's frame and the root's size at the chosen proposal,
      // drawn over the picture redrawn at that proposal (or over the faded picture when the page
      // carries none); at the page's own proposal, the picture as it is.
      var sweepShown = -1, sweepCache = null;
      function showSweep(i) {
        if (!data.sweepCount) return false;
        var count = data.sweepCount;
        i = Math.max(0, Math.min(count - 1, i));
        // At the page's own proposal nothing is drawn, and the sweep's data need not be read.
        if (i === count - 1 && sweepCache === null) {
          document.body.setAttribute('data-sweep', String(i));
          document.body.classList.remove('sweeping');
          $('proposal-slider').value = String(i);
          sweepShown = i;
          return true;
        }
        if (sweepCache === null) { sweepCache = JSON.parse($('sweep-data').textContent); fetchSweepPictures(); }
        var sweep = sweepCache;
        var slider = $('proposal-slider');
        if (Number(slider.value) !== i) slider.value = String(i);
        var group = $('sweep');
        var at = sweep.proposals[i];
        var height = length(sweep.height);
        $('sweep-label').textContent = data.labels.proposed + ' ' + at.width + '×' + (height === null ? 'nil' : height)
          + ' → ' + data.labels.size + ' ' + at.size.width + '×' + at.size.height;
        document.body.setAttribute('data-sweep', String(i));
        sweepShown = i;
        var own = i === count - 1;
        document.body.classList.toggle('sweeping', !own);
        showSweepPicture(own ? null : at);
        while (group.firstChild) group.removeChild(group.firstChild);
        if (own) return true;
        var ns = $('stage').namespaceURI;
        function rect(x, y, w, h, className) {
          var r = document.createElementNS(ns, 'rect');
          r.setAttribute('x', x); r.setAttribute('y', y);
          r.setAttribute('width', Math.max(0, w)); r.setAttribute('height', Math.max(0, h));
          if (className) r.setAttribute('class', className);
          group.appendChild(r);
        }
        var far = stage.y + stage.height;
        rect(0, 0, at.width, height === null ? 0 : Math.min(height, far), 'sweep-proposal');
        var f = at.frames;
        for (var k = 0; k + 3 < f.length; k += 4) {
          if (f[k] === null || typeof f[k] !== 'number' || typeof f[k + 2] !== 'number' || typeof f[k + 3] !== 'number') continue;
          rect(f[k], f[k + 1], f[k + 2], f[k + 3], k === 0 ? 'sweep-root' : null);
        }
        return true;
      }
      // Under `arrange watch` the page comes without the slider's pictures (they take a fifth of
      // a save's time): they are fetched from the server when the slider is first used, and the
      // position shown is drawn again with its picture when they arrive.
      function fetchSweepPictures() {
        var url = document.body.getAttribute('data-watch-sweep');
        if (!url || !window.fetch) return;
        fetch(url, { cache: 'no-store' }).then(function (response) { return response.ok ? response.json() : null; }).then(function (json) {
          if (!json || !json.proposals || json.proposals.length !== sweepCache.proposals.length) return;
          sweepCache = json;
          document.body.setAttribute('data-sweep-pictures', 'loaded');
          if (sweepShown >= 0) showSweep(sweepShown);
        }).catch(function () {});
      }
      // The picture at a slider position (`at.picture`, drawn by the tool at 1×, from the root's
      // origin), or the page's own again for `null`.
      var ownPicture = null;
      function showSweepPicture(at) {
        var image = $('picture');
        if (!image) return;
        if (ownPicture === null) {
          ownPicture = {};
          ['href', 'x', 'y', 'width', 'height'].forEach(function (name) { ownPicture[name] = image.getAttribute(name); });
        }
        var drawn = at !== null && typeof at.picture === 'string' && typeof at.size.width === 'number' && typeof at.size.height === 'number';
        document.body.classList.toggle('sweep-drawn', drawn);
        if (!drawn) { for (var name in ownPicture) image.setAttribute(name, ownPicture[name]); return; }
        var f = at.frames;
        image.setAttribute('href', at.picture);
        image.setAttribute('x', typeof f[0] === 'number' ? f[0] : 0);
        image.setAttribute('y', typeof f[1] === 'number' ? f[1] : 0);
        // The renderer draws whole pixels, at least one a side.
        image.setAttribute('width', Math.max(1, Math.ceil(at.size.width - 1e-6)));
        image.setAttribute('height', Math.max(1, Math.ceil(at.size.height - 1e-6)));
      }
      function columns() {
        var main = document.querySelector('main.explainer');
        var template = main ? getComputedStyle(main).gridTemplateColumns : '';
        document.body.setAttribute('data-columns', String(template.split(' ').filter(Boolean).length));
      }

      $('steps').addEventListener('click', function (event) {
        var item = event.target.closest('li[data-step]');
        if (item) selectStep(stepIndex[item.getAttribute('data-step')], true);
      });
      $('tree').addEventListener('click', function (event) {
        var item = event.target.closest('li[data-node]');
        if (item) selectNode(Number(item.getAttribute('data-node')), true);
      });
      $('stage').addEventListener('click', function (event) {
        var matrix = $('stage').getScreenCTM();
        if (!matrix) return;
        var point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
        var hit = nodeAt(point.x, point.y);
        if (hit >= 0) selectNode(hit, true);
      });
      if (data.sweepCount) {
        $('proposal-slider').addEventListener('input', function () { showSweep(Number($('proposal-slider').value)); });
      }
      $('zoom-fit').addEventListener('click', function () { setZoom(true, 1); });
      $('zoom-actual').addEventListener('click', function () { setZoom(false, 1); });
      $('zoom-in').addEventListener('click', function () { setZoom(false, currentScale() * 1.5); });
      $('zoom-out').addEventListener('click', function () { setZoom(false, currentScale() / 1.5); });
      window.addEventListener('resize', function () { applyZoom(); columns(); });
      $('previous').addEventListener('click', function () { step(-1); });
      $('next').addEventListener('click', function () { step(1); });
      document.addEventListener('keydown', function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        var tag = event.target && event.target.tagName;
        if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return;
        if (event.key === 'ArrowRight' || event.key === 'ArrowDown') { step(1); event.preventDefault(); }
        if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') { step(-1); event.preventDefault(); }
      });
      window.addEventListener('hashchange', readHash);

      if (data.sweepCount && sweepShown < 0) showSweep(data.sweepCount - 1);
      if (!readHash()) selectStep(0, false);
      applyZoom();
      columns();
      // How long the page took to be ready, from the start of its navigation (for the speed test).
      document.body.setAttribute('data-ready-ms', String(Math.round(performance.now())));
      window.explainerReady = true;
      document.body.setAttribute('data-explainer-ready', 'true');
    })();
    """#
}
