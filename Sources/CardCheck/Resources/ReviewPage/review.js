'use strict';
(function () {
  const data = JSON.parse(document.getElementById('review-data').textContent);
  const items = data.items;
  const byId = new Map(items.map(item => [item.id, item]));
  const MODES = ['side', 'wipe', 'blend', 'flip', 'diff'];
  const MODE_NAMES = { side: 'Side by side', wipe: 'Wipe', blend: 'Blend', flip: 'Flip', diff: 'Diff only' };
  const state = { item: null, frame: 0, mode: 'side', zoom: 'fit', blend: 0.5, flip: false, autoFlip: false, wipe: 50, playing: false };
  let playTimer = null, flipTimer = null;

  // ---- helpers
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === 'class') node.className = value;
      else if (key === 'text') node.textContent = value;
      else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? '' : value);
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }
  const SVG = 'http://www.w3.org/2000/svg';
  function svg(tag, attrs) {
    const node = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, value);
    return node;
  }
  const pct = ratio => (ratio * 100).toFixed(ratio >= 0.001 || ratio === 0 ? 2 : 4) + ' %';
  const secs = t => t.toFixed(3) + ' s';
  const statusClass = status => 's-' + status.replace(/ /g, '-');
  const badge = status => el('span', { class: 'badge ' + statusClass(status), text: status });
  const label = item => item.kind === 'animation' ? item.id.replace('/', ' / ') : item.id;
  function heat(frame) {
    if (!frame.passes) {
      if (frame.kind === 'missing') return 'var(--missing)';
      if (frame.kind === 'extra') return 'var(--new)';
      if (frame.kind === 'size-mismatch') return 'var(--size)';
      if (frame.kind === 'error') return 'var(--error)';
      // Differing pixels on a log scale: 0.01 % is faint, 10 % and more is full red.
      const strength = Math.min(1, Math.max(0.25, (Math.log10(Math.max(frame.ratio, 1e-6)) + 4.5) / 3.5));
      return `rgba(255, 90, 90, ${strength.toFixed(3)})`;
    }
    return frame.pixels > 0 ? '#5b6b46' : '#3a3e45';
  }
  function frameLabel(item, index) {
    const frame = item.frames[index];
    if (item.kind !== 'animation') return frame.path;
    return `frame ${frame.number} (${index + 1}/${item.frames.length}) · t = ${secs(frame.time)}`;
  }

  // ---- URL fragment
  function readHash() {
    const params = new URLSearchParams(location.hash.slice(1));
    const id = params.get('item');
    state.item = id && byId.has(id) ? byId.get(id) : null;
    const frame = parseInt(params.get('frame') || '', 10);
    state.frame = state.item ? clampFrame(isNaN(frame) ? defaultFrame(state.item) : frame) : 0;
    const mode = params.get('mode');
    if (MODES.includes(mode)) state.mode = mode;
  }
  function writeHash(push) {
    const text = state.item ? '#' + new URLSearchParams({ item: state.item.id, frame: state.frame, mode: state.mode }).toString() : '#';
    if (location.hash === text || (text === '#' && location.hash === '')) return;
    if (push) history.pushState(null, '', text); else history.replaceState(null, '', text);
  }
  function clampFrame(n) { return Math.max(0, Math.min(state.item.frames.length - 1, n)); }
  function defaultFrame(item) { return item.first ?? 0; }

  // ---- header and sidebar
  function renderHeader() {
    document.getElementById('sides').textContent = `expected ${data.expected}  ·  actual ${data.actual}`;
    const totals = document.getElementById('totals');
    totals.replaceChildren();
    const counts = {};
    for (const item of items) counts[item.status] = (counts[item.status] || 0) + 1;
    for (const status of ['error', 'size changed', 'changed', 'missing', 'new', 'passed']) {
      if (counts[status]) totals.append(el('span', { class: 'badge ' + statusClass(status), text: `${counts[status]} ${status}` }));
    }
  }

  function renderSidebar() {
    const list = document.getElementById('list');
    const filter = document.getElementById('filter').value.trim().toLowerCase();
    const showPassed = document.getElementById('show-passed').checked;
    list.replaceChildren();
    for (const item of items) {
      if (filter && !item.id.toLowerCase().includes(filter)) continue;
      if (!showPassed && item.status === 'passed' && item !== state.item) continue;
      const li = el('li', { 'data-id': item.id, class: item === state.item ? 'selected' : '', onclick: () => select(item, true) },
        el('span', { class: 'dot ' + statusClass(item.status), title: item.status }),
        el('span', { class: 'name', text: label(item) }),
        item.kind === 'animation' ? el('span', { class: 'count', text: item.changed ? `${item.changed}/${item.frames.length}` : `${item.frames.length}` }) : null);
      list.append(li);
    }
  }

  // ---- index
  function renderIndex() {
    const main = document.getElementById('main');
    const animations = items.filter(i => i.kind === 'animation').length;
    const failing = items.filter(i => i.status !== 'passed');
    const table = el('table', { class: 'index', id: 'index' },
      el('thead', {}, el('tr', {}, ['status', 'animation or image', 'frames', 'changed', 'worst frame', 'first diverging', 'motion']
        .map(h => el('th', { text: h })))));
    const body = el('tbody');
    let dividerDone = false;
    for (const item of items) {
      if (item.status === 'passed' && !dividerDone && failing.length) {
        body.append(el('tr', { class: 'divider' }, el('td', { colspan: 7, text: 'passed' })));
        dividerDone = true;
      }
      const worst = item.worst !== null && item.worst !== undefined ? item.frames[item.worst] : null;
      const first = item.first !== null && item.first !== undefined ? item.frames[item.first] : null;
      const motion = item.motion;
      body.append(el('tr', { class: 'row', 'data-id': item.id, 'data-status': item.status, onclick: () => select(item, true) },
        el('td', {}, badge(item.status)),
        el('td', { class: 'name' }, el('a', { href: '#' + new URLSearchParams({ item: item.id }).toString(), text: label(item) }),
          el('div', { class: 'kind', text: item.kind === 'animation' ? `animation · ${item.fps} fps` : item.scene ? 'still' : 'image' })),
        el('td', { class: 'num' }, item.frames.length, item.kind === 'animation' ? sparkline(item) : null),
        el('td', { class: 'num', text: item.changed }),
        el('td', { class: 'num' }, worst ? [item.kind === 'animation' ? `frame ${worst.number}` : '', el('div', { class: 'kind', text: pct(worst.ratio) })] : '—'),
        el('td', { class: 'num' }, first && item.kind === 'animation' ? [`frame ${first.number}`, el('div', { class: 'kind', text: `t = ${secs(first.time)}` })] : (first ? first.kind : '—')),
        el('td', { class: 'motion-cell' + (motion && motion.differs ? ' differs' : '') },
          motion ? motionSummary(motion) : '—')));
    }
    table.append(body);
    main.replaceChildren(
      el('h1', { text: failing.length ? `${failing.length} of ${items.length} need review` : `All ${items.length} passed` }),
      el('div', { class: 'summary', text: `${animations} animation${animations === 1 ? '' : 's'}, ${items.length - animations} image${items.length - animations === 1 ? '' : 's'}, ${data.totals.pairs} files compared · ${data.tool}` }),
      ...(data.timings.length ? [el('div', { class: 'sentences differs', id: 'apng-timings' }, data.timings.map(s => el('p', { text: s })))] : []),
      items.length ? table : el('p', { class: 'placeholder', text: 'No PNG files were compared.' }));
    document.title = 'cardrender review';
  }

  // The index's frame strip: one cell per frame, coloured as in the timeline.
  function sparkline(item) {
    const strip = el('div', { class: 'spark', title: 'frames, coloured by how much they differ' });
    const width = Math.max(1, Math.min(4, Math.floor(120 / item.frames.length)));
    for (const f of item.frames) strip.append(el('i', { style: `width: ${width}px; background: ${heat(f)}` }));
    return strip;
  }

  // The index's motion cell: the first sentence (the durations, or the layer that parts most), and how many more there are.
  function motionSummary(motion) {
    const lead = motion.sentences[0].split('; ').filter(p => !p.endsWith(' unchanged') || !motion.differs).join('; ');
    const others = motion.sentences.length - 1;
    return [lead, others > 0 ? el('span', { class: 'more', text: ` (+${others} more)` }) : null];
  }

  // ---- detail
  function select(item, push) {
    stopPlaying();
    closeZoom();
    state.item = item;
    state.frame = item ? defaultFrame(item) : 0;
    writeHash(push);
    render();
  }

  function render() {
    renderSidebar();
    if (!state.item) { renderIndex(); document.body.dataset.view = 'index'; return; }
    renderDetail();
    document.body.dataset.view = 'detail';
  }

  function renderDetail() {
    const item = state.item;
    const main = document.getElementById('main');
    const facts = [];
    if (item.kind === 'animation') {
      facts.push(`${item.frames.length} frames at ${item.fps} fps`, `${item.changed} changed`);
      if (item.worst !== null && item.worst !== undefined) facts.push(`worst frame ${item.frames[item.worst].number} (${pct(item.frames[item.worst].ratio)})`);
      if (item.first !== null && item.first !== undefined) facts.push(`first diverging frame ${item.frames[item.first].number} (t = ${secs(item.frames[item.first].time)})`);
    } else {
      facts.push(item.frames[0].note);
    }
    const toolbar = el('div', { class: 'toolbar' },
      MODES.map((mode, i) => el('button', { 'data-mode': mode, title: `${MODE_NAMES[mode]} (${i + 1})`, onclick: () => setMode(mode), text: `${i + 1} ${MODE_NAMES[mode]}` })),
      el('span', { class: 'sep' }),
      el('button', { id: 'zoom', title: 'Zoom: fit or 1:1 (Z)', onclick: toggleZoom }),
      el('span', { class: 'sep' }),
      el('label', { id: 'blend-control', class: 'check' }, 'opacity',
        el('input', { id: 'blend', type: 'range', min: 0, max: 1, step: 0.05, value: state.blend, oninput: e => { state.blend = +e.target.value; renderStage(); } })),
      el('label', { id: 'flip-control', class: 'check' },
        el('input', { id: 'auto-flip', type: 'checkbox', onchange: e => setAutoFlip(e.target.checked) }), 'auto-flip'),
      el('span', { class: 'info', id: 'frame-info' }));
    const parts = [
      el('div', { class: 'detail-head' }, el('h2', { id: 'item-title', text: label(item) }), badge(item.status)),
      el('div', { class: 'facts', text: facts.join(' · ') }),
    ];
    if (item.timing) parts.push(el('div', { class: 'sentences differs', id: 'timing-sentence' }, el('p', { text: item.timing })));
    if (item.motion) {
      parts.push(el('div', { class: 'sentences' + (item.motion.differs ? ' differs' : ''), id: 'motion-sentences' },
        item.motion.sentences.map(s => el('p', { text: s }))));
    }
    if (item.approve) parts.push(renderApprove(item));
    parts.push(toolbar, el('div', { id: 'stage' }));
    if (item.kind === 'animation') parts.push(renderTimeline(item));
    if (item.motion && item.motion.properties.length) parts.push(renderProperties(item.motion));
    if (item.motion && item.motion.layers.length) parts.push(renderCurves(item));
    if (item.others.length) {
      parts.push(el('div', { class: 'others' }, el('h3', { text: 'Other files' }),
        item.others.map(f => el('p', {}, badge(f.passes ? 'passed' : 'changed'), ' ', f.path, ' — ', f.note, ' ',
          f.expected ? el('a', { href: f.expected, target: '_blank', text: 'expected' }) : null, ' ',
          f.actual ? el('a', { href: f.actual, target: '_blank', text: 'actual' }) : null, ' ',
          f.diff ? el('a', { href: f.diff, target: '_blank', text: 'diff' }) : null))));
    }
    main.replaceChildren(...parts);
    document.title = `${label(item)} · cardrender review`;
    const selected = document.querySelector('#list li.selected');
    if (selected) selected.scrollIntoView({ block: 'nearest' });
    showFrame();
  }

  function showFrame() {
    const item = state.item;
    document.querySelectorAll('.toolbar button[data-mode]').forEach(b => b.classList.toggle('on', b.dataset.mode === state.mode));
    document.getElementById('zoom').textContent = state.zoom === 'fit' ? 'Fit' : '1:1';
    document.getElementById('blend-control').style.display = state.mode === 'blend' ? '' : 'none';
    document.getElementById('flip-control').style.display = state.mode === 'flip' ? '' : 'none';
    const frame = item.frames[state.frame];
    const info = document.getElementById('frame-info');
    info.textContent = (item.kind === 'animation' ? frameLabel(item, state.frame) + ' · ' : '') + frame.note;
    renderStage();
    if (item.kind === 'animation') updateTimeline(item);
    updateCurveCursors(item);
  }

  function image(role, src, extra) {
    const img = el('img', Object.assign({ 'data-role': role, src: src, alt: role, draggable: 'false', decoding: 'async' }, extra || {}));
    // A frame that is not where the page looks for it: say so in its place, not a broken-image icon.
    img.addEventListener('error', () => {
      img.replaceWith(el('div', { class: 'missing-image', 'data-role': role, text: `${role} frame not beside this page: ${decodeURIComponent(src)}` }));
      showMissing(role);
    });
    return img;
  }
  function figure(role, src, caption) {
    return el('figure', { 'data-panel': role }, image(role, src), el('figcaption', {}, caption));
  }

  function renderStage() {
    const stage = document.getElementById('stage');
    const frame = state.item.frames[state.frame];
    stage.className = state.zoom === 'fit' ? 'fit' : 'actual-size pixelated';
    stage.dataset.mode = state.mode;
    stage.dataset.frame = state.frame;
    const e = frame.expected, a = frame.actual, d = frame.diff;
    const identical = e && !a && frame.passes;
    let content;
    if (identical) {
      content = el('div', { class: 'panels' }, figure('expected', e, [el('b', { text: 'identical' }), ' — expected and actual are the same file or pixels, shown once']));
    } else if (state.mode === 'side') {
      const panels = [];
      if (e) panels.push(figure('expected', e, el('b', { text: 'expected' })));
      else panels.push(el('figure', { 'data-panel': 'expected' }, el('div', { class: 'placeholder', text: 'not in EXPECTED (new)' })));
      if (a) panels.push(figure('actual', a, el('b', { text: 'actual' })));
      else panels.push(el('figure', { 'data-panel': 'actual' }, el('div', { class: 'placeholder', text: 'not in ACTUAL (missing)' })));
      if (d) panels.push(figure('diff', d, [el('b', { text: 'diff' }), ' — red: changed, yellow: anti-aliasing']));
      content = el('div', { class: 'panels' + (d ? ' three' : '') }, panels);
    } else if (state.mode === 'diff') {
      content = el('div', { class: 'panels' }, d ? figure('diff', d, [el('b', { text: 'diff' }), ' — red: changed, yellow: anti-aliasing'])
        : el('div', { class: 'placeholder', text: `no diff image: ${frame.note}` }));
    } else if (!e || !a) {
      content = el('div', { class: 'placeholder', text: `${MODE_NAMES[state.mode]} needs both frames: ${frame.note}` });
    } else if (state.mode === 'wipe') {
      const over = image('actual', a, { class: 'over', style: `clip-path: inset(0 0 0 ${state.wipe}%)` });
      const handle = el('div', { class: 'wipe-handle', style: `left: ${state.wipe}%` });
      const stack = el('div', { class: 'stack', id: 'wipe-stack' }, image('expected', e), over, handle);
      const move = ev => {
        const box = stack.getBoundingClientRect();
        state.wipe = Math.max(0, Math.min(100, (ev.clientX - box.left) / box.width * 100));
        over.style.clipPath = `inset(0 0 0 ${state.wipe}%)`;
        handle.style.left = state.wipe + '%';
      };
      stack.addEventListener('pointermove', ev => { if (state.zoom === 'fit' || ev.buttons) move(ev); });
      stack.addEventListener('pointerdown', move);
      content = el('div', { class: 'panels' }, el('figure', {}, stack,
        el('figcaption', {}, el('b', { text: 'expected' }), ' ◂ move the pointer ▸ ', el('b', { text: 'actual' }))));
    } else if (state.mode === 'blend') {
      const stack = el('div', { class: 'stack' }, image('expected', e), image('actual', a, { class: 'over', style: `opacity: ${state.blend}` }));
      content = el('div', { class: 'panels' }, el('figure', {}, stack,
        el('figcaption', {}, `onion skin: `, el('b', { text: 'actual' }), ` at ${Math.round(state.blend * 100)} % over `, el('b', { text: 'expected' }))));
    } else {
      const role = state.flip ? 'actual' : 'expected';
      content = el('div', { class: 'panels' }, el('figure', { 'data-panel': role }, image(role, state.flip ? a : e),
        el('figcaption', {}, 'showing ', el('b', { text: role, id: 'flip-side' }), ' — press T to flip')));
    }
    stage.replaceChildren(content);
  }

  // ---- timeline: transport, graph of differing pixels, filmstrip
  function renderTimeline(item) {
    const n = item.frames.length;
    const scrubber = el('input', { id: 'scrubber', type: 'range', min: 0, max: n - 1, step: 1, value: state.frame, 'aria-label': 'frame',
      oninput: e => setFrame(+e.target.value) });
    const transport = el('div', { class: 'transport' },
      el('button', { title: 'Previous changed frame (Shift ←)', onclick: () => jumpChanged(-1), text: '⇤' }),
      el('button', { title: 'Previous frame (←)', onclick: () => setFrame(state.frame - 1), text: '◀' }),
      el('button', { id: 'play', title: 'Play / pause (Space)', onclick: togglePlay, text: '▶' }),
      el('button', { title: 'Next frame (→)', onclick: () => setFrame(state.frame + 1), text: '▶|' }),
      el('button', { title: 'Next changed frame (Shift →)', onclick: () => jumpChanged(1), text: '⇥' }),
      scrubber);

    const W = 1000, H = 100;
    const max = Math.max(...item.frames.map(f => f.ratio), 0);
    // A square-root scale, so a frame with a few changed pixels still shows beside the worst one.
    const scaleY = ratio => max > 0 ? Math.sqrt(ratio / max) * (H - 14) : 0;
    const graph = svg('svg', { viewBox: `0 0 ${W} ${H}`, preserveAspectRatio: 'none', id: 'graph' });
    graph.append(svg('rect', { x: 0, y: 0, width: W, height: H, fill: '#111215' }));
    const step = W / n;
    item.frames.forEach((f, i) => {
      const h = f.passes ? (f.pixels > 0 ? 2 : 0) : (max > 0 && f.ratio > 0 ? Math.max(3, scaleY(f.ratio)) : H - 14);
      if (h > 0) graph.append(svg('rect', { x: i * step + step * 0.1, y: H - h, width: Math.max(1, step * 0.8), height: h, fill: heat(f) }));
    });
    const points = item.frames.map((f, i) => `${(i + 0.5) * step},${H - scaleY(f.ratio)}`).join(' ');
    graph.append(svg('polyline', { points, fill: 'none', stroke: '#ffb3b3', 'stroke-width': 1.5, 'vector-effect': 'non-scaling-stroke' }));
    const wrap = el('div', { class: 'graph-wrap', title: 'Differing pixels per frame (click or drag to select)' }, graph);
    if (item.first !== null && item.first !== undefined) {
      const x = (item.first + 0.5) * step;
      graph.append(svg('line', { x1: x, x2: x, y1: 0, y2: H, stroke: 'var(--changed)', 'stroke-dasharray': '4 3', 'stroke-width': 1.5, 'vector-effect': 'non-scaling-stroke', id: 'first-marker' }));
      const f = item.frames[item.first];
      // The label sits on the side of the marker with more room.
      const side = x / W < 0.5 ? `left: calc(${x / W * 100}% + 4px)` : `right: calc(${100 - x / W * 100}% + 4px)`;
      wrap.append(el('span', { class: 'graph-label first', style: side, text: `first diverging: frame ${f.number}, t = ${secs(f.time)}` }));
    }
    graph.append(svg('rect', { id: 'cursor', x: 0, y: 0, width: Math.max(2, step), height: H, fill: 'rgba(108,182,255,0.25)', stroke: 'var(--accent)', 'vector-effect': 'non-scaling-stroke' }));
    wrap.append(el('span', { class: 'graph-label', style: 'left: 50%; bottom: 0; transform: translateX(-50%)', text: `differing pixels (√ scale) · max ${pct(max)}` }));
    wrap.append(el('span', { class: 'graph-label', style: 'left: 4px; bottom: 0', text: `t = ${secs(item.frames[0].time)}` }));
    wrap.append(el('span', { class: 'graph-label', style: 'right: 4px; bottom: 0', text: `t = ${secs(item.frames[n - 1].time)}` }));
    const pick = ev => {
      const box = wrap.getBoundingClientRect();
      setFrame(Math.floor((ev.clientX - box.left) / box.width * n));
    };
    wrap.addEventListener('pointerdown', ev => { pick(ev); wrap.setPointerCapture(ev.pointerId); });
    wrap.addEventListener('pointermove', ev => { if (ev.buttons) pick(ev); });

    // Thumbnails only for animations of reasonable length; a long one gets the coloured cells alone.
    const thumbs = n <= 150;
    const strip = el('div', { class: 'filmstrip' + (thumbs ? '' : ' bare'), id: 'filmstrip' });
    item.frames.forEach((f, i) => {
      const src = f.actual || f.expected;
      strip.append(el('button', { class: 'cell', 'data-index': i, title: `${frameLabel(item, i)}\n${f.note}`, onclick: () => setFrame(i) },
        thumbs && src ? el('img', { src, loading: 'lazy', decoding: 'async', alt: '', onerror: e => { e.target.style.visibility = 'hidden'; } }) : null,
        el('div', { class: 'heat', style: `background: ${heat(f)}` }),
        thumbs ? el('div', { class: 'n', text: f.number }) : null));
    });
    return el('div', { class: 'timeline' }, transport, wrap, strip);
  }

  function updateTimeline(item) {
    const scrubber = document.getElementById('scrubber');
    if (scrubber) scrubber.value = state.frame;
    const cursor = document.getElementById('cursor');
    if (cursor) cursor.setAttribute('x', state.frame * 1000 / item.frames.length);
    document.querySelectorAll('#filmstrip .cell').forEach(c => c.classList.toggle('selected', +c.dataset.index === state.frame));
    const cell = document.querySelector(`#filmstrip .cell[data-index="${state.frame}"]`);
    if (cell) {
      const strip = cell.parentElement;
      if (cell.offsetLeft < strip.scrollLeft || cell.offsetLeft + cell.offsetWidth > strip.scrollLeft + strip.clientWidth) {
        strip.scrollLeft = cell.offsetLeft - strip.clientWidth / 2;
      }
    }
    document.getElementById('play').textContent = state.playing ? '⏸' : '▶';
  }

  // ---- approving a change
  function renderApprove(item) {
    const code = el('code', { text: item.approve });
    const note = el('span', { class: 'copied' });
    const copy = () => {
      // Select the line too, so it can be copied by hand where the clipboard is not allowed.
      const range = document.createRange();
      range.selectNodeContents(code);
      const selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      const done = text => { note.textContent = text; setTimeout(() => { note.textContent = ''; }, 1600); };
      if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(item.approve).then(() => done('copied'), () => done('selected: copy it'));
      else done('selected: copy it');
    };
    const also = item.approveAlso.length
      ? el('p', { class: 'kind', text: `It also records the changes of ${item.approveAlso.join(', ')}, which the same run renders.` }) : null;
    return el('div', { class: 'approve', id: 'approve' },
      el('div', { class: 'approve-head' }, el('b', { text: 'Approve this change' }),
        el('span', { class: 'kind', text: ' — run from the folder the check ran in, then commit the golden folder' })),
      el('div', { class: 'cmd' }, code, el('button', { onclick: copy, text: 'Copy' }), note), also);
  }

  // ---- drawn properties that changed without moving
  function renderProperties(motion) {
    const rows = motion.properties.map(r => el('tr', { 'data-layer': r.layer ?? '', 'data-property': r.property },
      el('td', { text: r.layer ?? 'frame' }), el('td', { class: 'prop', text: r.property }),
      el('td', { class: 'was', text: r.expected }), el('td', { class: 'now', text: r.actual }),
      el('td', { class: 'kind', text: r.from === null || r.from === undefined ? 'every frame' : `from t = ${secs(r.from)}` })));
    return el('div', { class: 'properties' }, el('h3', { text: 'Layer properties that changed' }),
      el('table', { id: 'properties' }, el('thead', {}, el('tr', {}, ['layer', 'property', 'expected', 'actual', 'where'].map(h => el('th', { text: h })))),
        el('tbody', {}, rows)));
  }

  // ---- motion curves
  // Round steps (1, 2 or 5 × 10ⁿ) covering lo…hi in about `count` ticks.
  function ticks(lo, hi, count) {
    const raw = (hi - lo) / Math.max(1, count);
    if (!(raw > 0)) return [lo];
    const magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
    const norm = raw / magnitude;
    const step = (norm < 1.5 ? 1 : norm < 3 ? 2 : norm < 7 ? 5 : 10) * magnitude;
    const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
    const out = [];
    for (let v = Math.ceil(lo / step - 1e-9) * step; v <= hi + step * 1e-6; v += step) out.push({ v, text: v.toFixed(decimals) });
    return out;
  }
  const unitLabel = unit => unit ? ` (${unit})` : '';
  const withUnit = (text, unit) => unit === 'pt' ? `${text} pt` : unit === '°' ? `${text}°` : unit === '×' ? `${text}×` : text;

  // One property of one layer over time: expected dashed, actual solid, shaded where they part, with
  // axes. `size`: the drawing's own units (it scales to its box, keeping its proportions).
  function plot(motion, layer, prop, end, size) {
    const curve = layer.properties[prop], unit = motion.units[prop] || '';
    const { W, H, font, xCount, yCount } = size;
    const m = { left: font * 4.2, right: font * 2.2, top: font * 0.8, bottom: font * 1.9 };
    const values = curve.expected.concat(curve.actual).filter(v => v !== null);
    let lo = Math.min(...values), hi = Math.max(...values);
    if (!(hi - lo > 1e-9)) { lo -= 1; hi += 1; }
    const pad = (hi - lo) * 0.08; lo -= pad; hi += pad;
    const iw = W - m.left - m.right, ih = H - m.top - m.bottom;
    const px = t => m.left + t / end * iw, py = v => m.top + ih - (v - lo) / (hi - lo) * ih;
    const line = (times, vals) => vals.map((v, i) => v === null ? null : `${px(times[i]).toFixed(2)},${py(v).toFixed(2)}`).filter(Boolean).join(' ');
    const node = svg('svg', { viewBox: `0 0 ${W} ${H}`, 'data-layer': layer.id, 'data-prop': prop, 'font-size': font });
    node.append(svg('rect', { x: m.left, y: m.top, width: iw, height: ih, fill: '#111215' }));
    for (const t of ticks(lo, hi, yCount)) {
      if (t.v < lo || t.v > hi) continue;
      node.append(svg('line', { x1: m.left, x2: m.left + iw, y1: py(t.v), y2: py(t.v), stroke: '#2a2d33' }));
      const label = svg('text', { class: 'tick-y', x: m.left - font * 0.35, y: py(t.v) + font * 0.35, 'text-anchor': 'end', fill: '#8d929c' });
      label.textContent = t.text;
      node.append(label);
    }
    for (const t of ticks(0, end, xCount)) {
      if (t.v > end + 1e-9) continue;
      node.append(svg('line', { x1: px(t.v), x2: px(t.v), y1: m.top + ih, y2: m.top + ih + font * 0.35, stroke: '#8d929c' }));
      const label = svg('text', { class: 'tick-x', x: px(t.v), y: m.top + ih + font * 1.3, 'text-anchor': 'middle', fill: '#8d929c' });
      label.textContent = `${t.text} s`;
      node.append(label);
    }
    const axis = svg('text', { class: 'axis-y', x: m.left + font * 0.4, y: m.top + font * 1.1, fill: '#8d929c' });
    axis.textContent = prop + unitLabel(unit);
    if (curve.parts !== null && curve.parts !== undefined) {
      node.append(svg('rect', { x: px(curve.parts), y: m.top, width: m.left + iw - px(curve.parts), height: ih, fill: 'rgba(255,107,107,0.12)' }));
      node.append(svg('line', { x1: px(curve.parts), x2: px(curve.parts), y1: m.top, y2: m.top + ih, stroke: 'var(--changed)', 'stroke-width': 1 }));
    }
    node.append(svg('polyline', { points: line(motion.expectedTimes, curve.expected), fill: 'none', stroke: 'var(--expected)', 'stroke-width': font / 5, 'stroke-dasharray': `${font / 2} ${font / 3}` }));
    node.append(svg('polyline', { points: line(motion.actualTimes, curve.actual), fill: 'none', stroke: 'var(--actual)', 'stroke-width': font / 6.5 }));
    node.append(axis);
    node.append(svg('line', { class: 'curve-cursor', x1: m.left, x2: m.left, y1: m.top, y2: m.top + ih, stroke: '#fff', 'stroke-opacity': 0.5,
      'data-x0': m.left, 'data-w': iw }));
    return node;
  }

  const SMALL = { W: 220, H: 110, font: 9, xCount: 3, yCount: 3 };
  const LARGE = { W: 1000, H: 420, font: 13, xCount: 10, yCount: 6 };

  function renderCurves(item) {
    const motion = item.motion;
    const box = el('div', { class: 'curves', id: 'curves' }, el('h3', { text: 'Motion curves — click one to enlarge it' }),
      el('div', { class: 'legend' }, el('span', {}, el('i', { style: 'border-color: var(--expected); border-top-style: dashed' }), 'expected'),
        el('span', {}, el('i', { style: 'border-color: var(--actual)' }), 'actual'),
        el('span', {}, el('i', { style: 'border-color: var(--changed)' }), 'where they part')));
    const end = curveEnd(motion);
    for (const layer of motion.layers) {
      const plots = el('div', { class: 'plots' });
      for (const prop of layer.plotted) {
        const curve = layer.properties[prop], unit = motion.units[prop] || '';
        const values = curve.expected.concat(curve.actual).filter(v => v !== null);
        const parted = curve.parts !== null && curve.parts !== undefined;
        plots.append(el('div', { class: 'plot', title: `${layer.id}: ${prop}${unitLabel(unit)} — click to enlarge`, onclick: () => openZoom(item, layer, prop) },
          el('div', { class: 'label' + (parted ? ' parts' : '') }, el('b', { text: prop }),
            el('span', { text: parted ? `Δ ${withUnit(fmt(curve.largest), unit)} from ${secs(curve.parts)}` : `${withUnit(fmt(Math.min(...values)), unit)} … ${withUnit(fmt(Math.max(...values)), unit)}` })),
          plot(motion, layer, prop, end, SMALL)));
      }
      box.append(el('div', { class: 'layer-curves' + (layer.differs ? ' differs' : ''), 'data-layer': layer.id },
        el('p', { text: layer.sentence }), plots));
    }
    box.dataset.end = end;
    return box;
  }
  const curveEnd = motion => Math.max(motion.expectedTimes[motion.expectedTimes.length - 1] || 0, motion.actualTimes[motion.actualTimes.length - 1] || 0) || 1;
  const fmt = v => Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 1 ? v.toFixed(1) : v === 0 ? '0' : String(+v.toPrecision(2));

  // The enlarged curve: a dialog over the page, closed by Esc, its × or a click beside it.
  function openZoom(item, layer, prop) {
    const motion = item.motion, unit = motion.units[prop] || '', curve = layer.properties[prop];
    const zoom = document.getElementById('curve-zoom');
    const parted = curve.parts !== null && curve.parts !== undefined;
    zoom.replaceChildren(el('div', { class: 'zoom-box', onclick: ev => ev.stopPropagation() },
      el('div', { class: 'zoom-head' }, el('b', { text: `${layer.id} · ${prop}${unitLabel(unit)}` }),
        el('span', { class: 'kind', text: parted ? ` — parts at t = ${secs(curve.parts)}, by up to ${withUnit(fmt(curve.largest), unit)}` : ' — expected and actual agree' }),
        el('button', { class: 'zoom-close', title: 'Close (Esc)', onclick: closeZoom, text: '×' })),
      plot(motion, layer, prop, curveEnd(motion), LARGE),
      el('div', { class: 'legend' }, el('span', {}, el('i', { style: 'border-color: var(--expected); border-top-style: dashed' }), 'expected'),
        el('span', {}, el('i', { style: 'border-color: var(--actual)' }), 'actual'),
        el('span', {}, 'time in seconds from the start of the animation; the white line is the frame on screen'))));
    zoom.hidden = false;
    updateCurveCursors(item);
  }
  function closeZoom() {
    const zoom = document.getElementById('curve-zoom');
    zoom.hidden = true;
    zoom.replaceChildren();
  }

  function updateCurveCursors(item) {
    if (!item || item.kind !== 'animation' || !item.motion || !item.motion.layers.length) return;
    const end = curveEnd(item.motion);
    const t = item.frames[state.frame].time;
    document.querySelectorAll('.curve-cursor').forEach(line => {
      const x = +line.dataset.x0 + t / end * +line.dataset.w;
      line.setAttribute('x1', x);
      line.setAttribute('x2', x);
    });
  }

  // ---- images that are not beside the page
  const missingRoles = new Set();
  function showMissing(role) {
    if (missingRoles.has(role)) return;
    missingRoles.add(role);
    renderMissing();
  }
  function renderMissing() {
    const layout = data.layout;
    const names = { expected: `the expected frames (${layout.expected})`, actual: `the actual frames (${layout.actual})`, diff: 'the diff images' };
    const banner = document.getElementById('missing-images');
    banner.replaceChildren(
      el('b', { text: 'The images are not beside this page. ' }),
      `It shows ${[...missingRoles].map(r => names[r]).join(' and ')} where the diff found them, by relative paths, and they did not load. `,
      'Keep ', el('b', { text: layout.uploads.join(' and ') }), ' together in the same layout (upload ',
      layout.uploads.length === 1 ? 'it' : 'them all', ', not only the page\'s folder), then open ', el('code', { text: layout.page }), ' from there.');
    banner.hidden = false;
  }
  // One image of each side is tried as the page opens, so the index says so too; the page says it
  // once every side has answered, naming all that are missing.
  function probeImages() {
    const probes = ['expected', 'actual', 'diff'].map(role => {
      const frame = items.flatMap(i => i.frames).find(f => f[role]);
      if (!frame) return Promise.resolve(null);
      return new Promise(resolve => {
        const probe = new Image();
        probe.onload = () => resolve(null);
        probe.onerror = () => resolve(role);
        probe.src = frame[role];
      });
    });
    Promise.all(probes).then(missing => missing.filter(Boolean).forEach(role => missingRoles.add(role)))
      .then(() => { if (missingRoles.size) renderMissing(); });
  }

  // ---- actions
  function setFrame(n) {
    if (!state.item) return;
    const next = clampFrame(n);
    if (next === state.frame && document.getElementById('stage').dataset.frame === String(next)) return;
    state.frame = next;
    writeHash(false);
    showFrame();
  }
  function setMode(mode) {
    state.mode = mode;
    if (mode !== 'flip') setAutoFlip(false);
    writeHash(false);
    if (state.item) showFrame();
  }
  function toggleZoom() {
    state.zoom = state.zoom === 'fit' ? '1:1' : 'fit';
    if (state.item) showFrame();
  }
  function toggleFlip() {
    if (state.mode !== 'flip') { setMode('flip'); return; }
    state.flip = !state.flip;
    renderStage();
  }
  function setAutoFlip(on) {
    state.autoFlip = on;
    clearInterval(flipTimer);
    flipTimer = on ? setInterval(() => { state.flip = !state.flip; if (state.item) renderStage(); }, 500) : null;
    const box = document.getElementById('auto-flip');
    if (box) box.checked = on;
  }
  function jumpChanged(direction) {
    const frames = state.item.frames;
    for (let i = state.frame + direction; i >= 0 && i < frames.length; i += direction) {
      if (!frames[i].passes) { setFrame(i); return; }
    }
  }
  function togglePlay() { state.playing ? stopPlaying() : startPlaying(); }
  function startPlaying() {
    const item = state.item;
    if (!item || item.kind !== 'animation' || item.frames.length < 2) return;
    state.playing = true;
    if (state.frame === item.frames.length - 1) setFrame(0);
    const tick = () => {
      const frames = state.item.frames;
      const here = frames[state.frame], next = frames[state.frame + 1];
      // The frames' own times: one interval at the animation's fps, and a beat at the end before looping.
      const delay = next ? Math.max(4, (next.time - here.time) * 1000) : 600;
      playTimer = setTimeout(() => {
        if (!state.playing) return;
        setFrame(next ? state.frame + 1 : 0);
        tick();
      }, delay);
    };
    tick();
    updateTimeline(item);
  }
  function stopPlaying() {
    state.playing = false;
    clearTimeout(playTimer);
    if (state.item && state.item.kind === 'animation' && document.getElementById('play')) updateTimeline(state.item);
  }
  function visibleItems() {
    return [...document.querySelectorAll('#list li[data-id]')].map(li => byId.get(li.dataset.id));
  }
  function stepItem(direction) {
    const list = visibleItems();
    if (!list.length) return;
    const at = list.indexOf(state.item);
    const next = list[at < 0 ? (direction > 0 ? 0 : list.length - 1) : Math.max(0, Math.min(list.length - 1, at + direction))];
    if (next !== state.item) select(next, true);
  }

  // ---- panning at 1:1
  document.addEventListener('pointerdown', ev => {
    const stage = ev.target.closest && ev.target.closest('#stage.actual-size');
    if (!stage || ev.target.closest('#wipe-stack')) return;
    const start = { x: ev.clientX, y: ev.clientY, left: stage.scrollLeft, top: stage.scrollTop };
    stage.classList.add('panning');
    const move = e => { stage.scrollLeft = start.left - (e.clientX - start.x); stage.scrollTop = start.top - (e.clientY - start.y); };
    const up = () => { stage.classList.remove('panning'); window.removeEventListener('pointermove', move); window.removeEventListener('pointerup', up); };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  });

  // ---- keyboard
  window.addEventListener('keydown', ev => {
    const help = document.getElementById('help');
    if (ev.key === '?') { help.hidden = !help.hidden; ev.preventDefault(); return; }
    if (ev.key === 'Escape' && !help.hidden) { help.hidden = true; return; }
    const zoom = document.getElementById('curve-zoom');
    if (ev.key === 'Escape' && !zoom.hidden) { closeZoom(); ev.preventDefault(); return; }
    const target = ev.target;
    if (target && target.id === 'filter') {
      if (ev.key === 'Escape' || ev.key === 'Enter') target.blur();
      return;
    }
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const item = state.item;
    let handled = true;
    switch (ev.key) {
      case 'ArrowLeft': if (item) ev.shiftKey ? jumpChanged(-1) : setFrame(state.frame - 1); break;
      case 'ArrowRight': if (item) ev.shiftKey ? jumpChanged(1) : setFrame(state.frame + 1); break;
      case 'Home': if (item) setFrame(0); break;
      case 'End': if (item) setFrame(item.frames.length - 1); break;
      case ' ': togglePlay(); break;
      case '1': case '2': case '3': case '4': case '5': setMode(MODES[+ev.key - 1]); break;
      case 't': case 'T': if (item) toggleFlip(); break;
      case 'z': case 'Z': toggleZoom(); break;
      case '[': state.blend = Math.max(0, state.blend - 0.1); if (item) { setMode('blend'); syncBlend(); } break;
      case ']': state.blend = Math.min(1, state.blend + 0.1); if (item) { setMode('blend'); syncBlend(); } break;
      case 'j': case 'J': case 'ArrowDown': stepItem(1); break;
      case 'k': case 'K': case 'ArrowUp': stepItem(-1); break;
      case 'Escape': select(null, true); break;
      case '/': document.getElementById('filter').focus(); break;
      default: handled = false;
    }
    // Handled here, so a focused slider or button does not also act on the key.
    if (handled) ev.preventDefault();
  }, true);
  function syncBlend() { const input = document.getElementById('blend'); if (input) input.value = state.blend; }

  document.getElementById('filter').addEventListener('input', renderSidebar);
  document.getElementById('show-passed').addEventListener('change', renderSidebar);
  document.getElementById('help-button').addEventListener('click', () => { document.getElementById('help').hidden = false; });
  document.getElementById('help').addEventListener('click', () => { document.getElementById('help').hidden = true; });
  document.getElementById('home').addEventListener('click', ev => { ev.preventDefault(); select(null, true); });
  document.getElementById('curve-zoom').addEventListener('click', closeZoom);
  window.addEventListener('hashchange', () => { stopPlaying(); closeZoom(); readHash(); render(); });
  window.addEventListener('popstate', () => { stopPlaying(); closeZoom(); readHash(); render(); });

  window.cardrenderReview = { state, data, select: id => select(id ? byId.get(id) : null, true), setFrame, setMode };
  renderHeader();
  readHash();
  render();
  probeImages();
  document.body.dataset.ready = 'true';
})();
